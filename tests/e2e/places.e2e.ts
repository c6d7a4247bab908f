import { describe, expect, it } from "vitest";
import { detailPath, getCollection } from "../../src/content/collections";
import { allPlaces, loadPlace } from "../../src/places/places.server";
import { distanceFromTashkent } from "../../src/places/place-view.server";
import { formatPartialDate } from "../../src/site/format";
import { LANGUAGES } from "../../src/i18n/languages";
import { PLACES_MAP_TEXT } from "../../src/places/places-map-text";
import { PLACE_TEXT } from "../../src/places/place-text";
import { E2E_SERVER } from "./global-setup";
import { visibleMapWords } from "./map-words";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/** Issue #15: every place says where it is and how to get there; the places map pins them all. */

describe(`places (${E2E_SERVER})`, () => {
  const browser = useBrowser();

  it.each(LANGUAGES)(
    "a %s place page shows the practical panel, map links and its coordinates in JSON-LD",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/tourism/sights-detail/2`);
      await hydrated(page);
      const strings = PLACE_TEXT[language];
      const panel = page.getByRole("complementary", { name: strings.heading });
      expect(await panel.locator('a[href*="/aboutus/districts/bostonliq-district"]').count()).toBe(1);
      expect(await panel.getByRole("link", { name: strings.openStreetMap }).getAttribute("href")).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=41\.6375&mlon=70\.03333#map=13\//,
      );
      // The geo: link is for phones: not shown on this desktop (its own test below).
      expect(await panel.locator('a[href^="geo:"]').getAttribute("href")).toBe("geo:41.6375,70.03333");
      expect(await panel.locator('a[href^="geo:"]').isVisible()).toBe(false);
      expect(
        await panel
          .getByRole("img", { name: new RegExp(strings.locatorLabel.replace("{{name}}", ".+")) })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole("heading", { name: strings.nearbyHeading }).isVisible()).toBe(true);
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as { "@graph"?: Array<Record<string, unknown>> };
      const place = data["@graph"]?.find((thing) => thing["@type"] === "TouristAttraction");
      expect(place?.geo).toEqual({ "@type": "GeoCoordinates", latitude: 41.6375, longitude: 70.03333 });
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );

  it("gives every place page (sights, hotels, pilgrimage, festival) its point in JSON-LD, as search engines read it (#29)", async () => {
    const problems: string[] = [];
    const kinds = new Set<string>();
    for (const language of LANGUAGES) {
      for (const { key, id, place } of allPlaces()) {
        const path = `/${language}/${detailPath(getCollection(key), id)}`;
        const html = await (await fetch(`${BASE_URL}${path}`)).text();
        const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
        if (!json) {
          problems.push(`${path}: no JSON-LD`);
          continue;
        }
        // The place itself (a sight, hotel or pilgrimage site), or the place of each edition of a festival.
        const located: Array<Record<string, unknown>> = [];
        const walk = (node: unknown): void => {
          if (Array.isArray(node)) node.forEach(walk);
          else if (node && typeof node === "object") {
            const thing = node as Record<string, unknown>;
            if (thing.geo) located.push(thing);
            Object.values(thing).forEach(walk);
          }
        };
        walk(JSON.parse(json));
        if (located.length === 0) problems.push(`${path}: no geo`);
        for (const thing of located) {
          kinds.add(String(thing["@type"]));
          const expected = { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lon };
          if (JSON.stringify(thing.geo) !== JSON.stringify(expected))
            problems.push(`${path}: geo ${JSON.stringify(thing.geo)}, place.yaml ${place.lat}, ${place.lon}`);
          if (!(thing.address as Record<string, unknown> | undefined)?.addressRegion)
            problems.push(`${path}: ${String(thing["@type"])} without an address`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Pilgrimage sites are tourist attractions; a festival's editions are held at a Place.
    expect([...kinds].sort()).toEqual(["LodgingBusiness", "Place", "TouristAttraction"]);
  });

  it.each(LANGUAGES)(
    "a %s place panel prints the distance once and dates the way there, or says it is by car only (#28)",
    async (language) => {
      const visitor = await openVisitor(browser(), {
        locale: LOCALES[language],
        viewport: { width: 390, height: 844 },
      });
      const { page } = visitor;
      const strings = PLACE_TEXT[language];
      // sights/2: the Chorvoq bus, a dated route; sights/16: the solar furnace, by car only.
      for (const [key, id] of [
        ["sights", 2],
        ["sights", 16],
      ] as const) {
        const place = loadPlace(key, id)!;
        await page.goto(`${BASE_URL}/${language}/tourism/${key}-detail/${id}`);
        const panel = page.getByRole("complementary", { name: strings.heading });
        const text = (await panel.textContent()) ?? "";
        const distance = distanceFromTashkent(place, language);
        expect(text.split(distance).length - 1, `${key}/${id} ${distance}`).toBe(1);
        const km = distance.match(/\d+/)![0];
        expect(
          text.match(new RegExp(`(?<![\\d])${km}\\s?(km|км)`, "g")),
          `${key}/${id}: ${km} km once`,
        ).toHaveLength(1);
        const checked = panel.locator("[data-place-checked]");
        expect(await checked.textContent()).toBe(
          place.gettingThere.by === "transport"
            ? strings.checked.replace(
                "{{date}}",
                formatPartialDate(place.gettingThere.checked, language, "in"),
              )
            : strings.carOnly,
        );
        expect(await checked.isVisible()).toBe(true);
      }
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );

  it.each(LANGUAGES)(
    "a %s place panel writes its point as the language does, with no more digits than it is known to (#30)",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
      const { page } = visitor;
      const strings = PLACE_TEXT[language];
      // sights/5: Big Chimgan's summit, an exact point; sights/13: the mouth of the Ugam, approximate.
      for (const [id, digits] of [
        [5, 4],
        [13, 2],
      ] as const) {
        await page.goto(`${BASE_URL}/${language}/tourism/sights-detail/${id}`);
        const panel = page.getByRole("complementary", { name: strings.heading });
        const row = panel
          .locator("dt", { hasText: strings.coordinates })
          .locator("xpath=following-sibling::dd");
        const text = (await row.textContent()) ?? "";
        const [north = "", east = ""] = {
          uz: ["sh. k.", "sh. u."],
          "uz-cyrl": ["ш. к.", "ш. у."],
          en: ["N", "E"],
          ru: ["с. ш.", "в. д."],
        }[language];
        const escape = (mark: string) => mark.replaceAll(".", "\\.");
        const degrees = `\\d+[.,]\\d{${digits}}°`;
        const point = new RegExp(`^${degrees} ${escape(north)}, ${degrees} ${escape(east)}`);
        expect(text.replace(/\u00a0/g, " "), `sights/${id}`).toMatch(point);
        if (language !== "en") expect(text, `sights/${id}`).not.toMatch(/[NE]\b/);
        expect(text.includes(strings.approximate), `sights/${id}`).toBe(id === 13);
      }
      await visitor.close();
    },
  );

  it("offers the phone's map app on a phone, not on a desktop or on paper (#30)", async () => {
    const phone = await openVisitor(browser(), {
      locale: "en-GB",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.page.goto(`${BASE_URL}/en/tourism/sights-detail/2`);
    const mapApp = phone.page.getByRole("link", { name: PLACE_TEXT.en.mapApp });
    expect(await mapApp.getAttribute("href")).toBe("geo:41.6375,70.03333");
    expect(await mapApp.isVisible()).toBe(true);
    await phone.page.emulateMedia({ media: "print" });
    expect(await phone.page.locator('a[href^="geo:"]').isVisible()).toBe(false);
    await phone.close();
    const desktop = await openVisitor(browser(), { locale: "en-GB" });
    await desktop.page.goto(`${BASE_URL}/en/tourism/sights-detail/2`);
    expect(await desktop.page.locator('a[href^="geo:"]').isVisible()).toBe(false);
    expect(await desktop.page.getByRole("link", { name: PLACE_TEXT.en.openStreetMap }).isVisible()).toBe(
      true,
    );
    await desktop.close();
  });

  it("pins every place on the map, each a link at least 24 px from the next on a phone, without JavaScript", async () => {
    const visitor = await openVisitor(browser(), {
      locale: "en-GB",
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/tourism/map`);
    // The region map and its enlarged Charvak–Chimgan inset pin every place once between them.
    const regionPins = page.getByRole("group", { name: PLACES_MAP_TEXT.en.mapLabel }).getByRole("link");
    const insetPins = page.getByRole("group", { name: PLACES_MAP_TEXT.en.insetLabel }).getByRole("link");
    expect((await regionPins.count()) + (await insetPins.count())).toBe(allPlaces().length);
    expect(await insetPins.count()).toBeGreaterThan(5);
    for (const pins of [regionPins, insetPins]) {
      const boxes = await pins.evaluateAll((links) =>
        links.map((link) => {
          const box = link.querySelector("circle")!.getBoundingClientRect();
          return [box.x + box.width / 2, box.y + box.height / 2, box.width, box.height];
        }),
      );
      // Each pin a target of at least 24 × 24 px, centres at least 24 px apart.
      expect(boxes.filter(([, , width = 0, height = 0]) => width < 24 || height < 24)).toEqual([]);
      const crowded = boxes.flatMap(([x = 0, y = 0], i) =>
        boxes
          .slice(i + 1)
          .filter(([u = 0, v = 0]) => Math.hypot(u - x, v - y) < 24)
          .map(() => i + 1),
      );
      expect(crowded).toEqual([]);
    }
    await regionPins.first().locator(".pin-body").click();
    await page.waitForURL(/\/en\/tourism\//);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    await visitor.close();
  });

  it.each(LANGUAGES)(
    "the %s places map is a map: water, rivers, roads and named towns under the pins, every word at least 11 px and inside the frame",
    async (language) => {
      for (const width of [390, 800, 1280]) {
        const visitor = await openVisitor(browser(), {
          locale: LOCALES[language],
          javaScriptEnabled: false,
          viewport: { width, height: 900 },
        });
        const { page } = visitor;
        await page.goto(`${BASE_URL}/${language}/tourism/map`);
        for (const name of [PLACES_MAP_TEXT[language].mapLabel, PLACES_MAP_TEXT[language].insetLabel]) {
          const map = page.getByRole("group", { name });
          for (const layer of [".base-water", ".base-river", ".base-trunk"])
            expect((await map.locator(layer).getAttribute("d"))?.length, `${name} ${layer}`).toBeGreaterThan(
              200,
            );
          const words = await visibleMapWords(map);
          // Besides the pins' numbers: towns, water, rivers, peaks.
          expect(
            words.filter((word) => !/^\d+$/.test(word.text)).length,
            `${name} at ${width} px`,
          ).toBeGreaterThan(5);
          expect(
            words.filter((word) => word.pixels < 11),
            `${name} at ${width} px`,
          ).toEqual([]);
          expect(
            words.filter((word) => word.outside),
            `${name} at ${width} px`,
          ).toEqual([]);
        }
        await visitor.close();
      }
    },
  );

  it("names a pin on hover and on keyboard focus, and marks its place in the list", async () => {
    const visitor = await openVisitor(browser(), { locale: "en-GB" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/tourism/map`);
    await hydrated(page);
    const pin = page.locator("svg.places-inset a.map-pin").first();
    const number = await pin.getAttribute("data-pin");
    const name = pin.locator(".pin-callout");
    expect(await name.isVisible()).toBe(false);
    await pin.hover();
    await expect.poll(() => name.isVisible()).toBe(true);
    expect(await page.locator(`#place-${number}`).getAttribute("class")).toContain("is-current");
    await page.mouse.move(0, 0);
    await page.keyboard.press("Tab");
    await pin.focus();
    await expect.poll(() => name.isVisible()).toBe(true);
    // The name is the place's, as the list under the map gives it.
    const listed = (await page.locator(`#place-${number} a`).textContent())?.replace(/^\d+\.\s*/, "") ?? "";
    expect(listed.startsWith((await name.textContent())?.trim() ?? "-")).toBe(true);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("names a pin at the first tap on a touch screen and opens its page at the second", async () => {
    const visitor = await openVisitor(browser(), {
      locale: "ru-RU",
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/tourism/map`);
    await hydrated(page);
    const pin = page.locator("svg.places-map a.map-pin").nth(3);
    const number = await pin.getAttribute("data-pin");
    await pin.scrollIntoViewIfNeeded();
    await pin.locator(".pin-body").tap();
    await expect.poll(() => pin.locator(".pin-callout").isVisible()).toBe(true);
    expect(page.url()).toBe(`${BASE_URL}/ru/tourism/map`);
    expect(await page.locator(`#place-${number}`).getAttribute("class")).toContain("is-current");
    await pin.locator(".pin-body").tap();
    await page.waitForURL(/\/ru\/tourism\/[a-z-]+\/\d+$/);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("gives the emergency numbers on the tourism overview, each a tap to call", async () => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/tourism`);
    for (const number of ["112", "101", "102", "103"]) {
      expect(await page.locator(`a[href="tel:${number}"]`).count(), number).toBe(1);
    }
    await visitor.close();
  });
});
