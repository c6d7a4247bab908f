import { describe, expect, it } from "vitest";
import { allPlaces, loadPlace } from "../../src/places/places.server";
import { distanceFromTashkent } from "../../src/places/place-view.server";
import { formatPartialDate } from "../../src/site/format";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { PLACES_MAP_TEXT } from "../../src/places/places-map-text";
import { PLACE_TEXT } from "../../src/places/place-text";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser } from "./support";

/** Issue #15: every place says where it is and how to get there; the places map pins them all. */
const LOCALES: Record<Language, string> = { uz: "uz-UZ", en: "en-GB", ru: "ru-RU" };

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
        const [north = "", east = ""] = { uz: ["sh. k.", "sh. u."], en: ["N", "E"], ru: ["с. ш.", "в. д."] }[
          language
        ];
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
    const pins = regionPins;
    await pins.first().click();
    await page.waitForURL(/\/en\/tourism\//);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
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
