import { describe, expect, it } from "vitest";
import { loadUnit, unitData, unitsPopulation } from "../../src/content/districts.server";
import { fillPlaceholders } from "../../src/i18n/i18n";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { DISTRICTS_PAGE_TEXT } from "../../src/site/districts-text";
import { formatPartialDate } from "../../src/site/format";
import { E2E_SERVER } from "./global-setup";
import { visibleMapWords } from "./map-words";
import { BASE_URL, hydrated, ONCE, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/** Issue #14: the region map, the table of units and the unit pages, as a visitor meets them. */
const UNITS = 22;

describe(`districts and cities (${E2E_SERVER})`, () => {
  const browser = useBrowser();

  // The map, the table and the unit pages are the build's (once, under nginx); the not-found answers the server's.
  it.runIf(ONCE).each(LANGUAGES)(
    "the %s map links every district and city under its number and name, as the table lists them, without JavaScript",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      const response = await page.goto(`${BASE_URL}/${language}/aboutus/districts`);
      expect(response?.status()).toBe(200);
      const strings = UI_STRINGS[language].districts;
      const map = page.getByRole("group", { name: strings.mapLabel });
      const links = map.getByRole("link");
      expect(await links.count()).toBe(UNITS);
      // Every shape has a name in the page's language, and the table lists the same units with the same numbers.
      const names = await links.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("aria-label") ?? ""),
      );
      const rows = await page
        .locator("table tbody tr")
        .evaluateAll((elements) =>
          elements.map(
            (row) =>
              `${row.querySelector("td")?.textContent?.trim()}. ${row.querySelector("th a")?.textContent?.trim()}`,
          ),
        );
      expect(new Set(names)).toEqual(new Set(rows));
      expect(rows).toHaveLength(UNITS);
      await expect.poll(() => page.getByText(strings.credit).isVisible()).toBe(true);
      expect(await page.getByText(/2024/).first().isVisible()).toBe(true);
      // Without JavaScript, a shape is an ordinary link.
      await links.first().click();
      await page.waitForURL(/\/aboutus\/districts\/[a-z-]+-(district|city)$/);
      expect(await page.locator("h1").textContent()).toBeTruthy();
      await visitor.close();
    },
  );

  it.runIf(ONCE)(
    "reaches every shape by keyboard, north to south, and outlines the one in focus",
    async () => {
      const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/uz/aboutus/districts`);
      await hydrated(page);
      const map = page.locator("svg.region-map");
      await map.locator("a").first().focus();
      const visited: string[] = [];
      for (let step = 0; step < UNITS; step++) {
        const focused = await page.evaluate(() => {
          const link = document.activeElement;
          const path = link?.querySelector("path");
          const style = path ? getComputedStyle(path) : null;
          return {
            label: link?.getAttribute("aria-label") ?? "",
            stroke: style?.strokeWidth ?? "",
            inMap: !!link?.closest("svg.region-map"),
          };
        });
        expect(focused.inMap).toBe(true);
        expect(Number.parseFloat(focused.stroke)).toBeGreaterThanOrEqual(5);
        visited.push(focused.label);
        await page.keyboard.press("Tab");
      }
      expect(new Set(visited).size).toBe(UNITS);
      // Districts north to south, then the cities drawn above them, north to south: two rising runs of numbers.
      const numbers = visited.map((label) => Number.parseInt(label, 10));
      const descents = numbers.filter((number, index) => index > 0 && number < numbers[index - 1]!).length;
      expect(descents).toBe(1);
      await visitor.close();
    },
  );

  it.runIf(ONCE).each(LANGUAGES)(
    "the %s map's words are at least 11 px on a 390 px phone and on a 1280 px screen, none cut off at the frame",
    async (language) => {
      for (const width of [390, 1280]) {
        const visitor = await openVisitor(browser(), {
          locale: LOCALES[language],
          javaScriptEnabled: false,
          viewport: { width, height: 800 },
        });
        const { page } = visitor;
        await page.goto(`${BASE_URL}/${language}/aboutus/districts`);
        const words = await visibleMapWords(page.locator("svg.region-map"));
        expect(words.length, `${width} px`).toBeGreaterThan(UNITS);
        const small = words.filter((word) => word.pixels < 11);
        expect(small, `${width} px`).toEqual([]);
        expect(
          words.filter((word) => word.outside),
          `${width} px`,
        ).toEqual([]);
        await visitor.close();
      }
    },
  );

  it.runIf(ONCE)("shows the map after a client-side navigation too", async () => {
    const visitor = await openVisitor(browser(), { locale: "en-GB" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/aboutus`);
    await hydrated(page);
    await page.getByRole("link", { name: /The map and all 22 areas/ }).click();
    await page.waitForURL(`${BASE_URL}/en/aboutus/districts`);
    await expect.poll(() => page.locator("svg.region-map a").count()).toBe(UNITS);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it.runIf(ONCE).each(LANGUAGES)(
    "a %s unit page has its facts, locator map, neighbours and structured data",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/aboutus/districts/bostonliq-district`);
      await hydrated(page);
      const strings = UI_STRINGS[language].districts;
      expect(await page.getByRole("heading", { name: strings.factsHeading }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole("img", { name: new RegExp(strings.locatorLabel.replace("{{name}}", ".+")) })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole("heading", { name: strings.neighboursHeading }).isVisible()).toBe(true);
      const neighbours = page.locator("section[aria-labelledby=unit-neighbours] a");
      expect(await neighbours.count()).toBeGreaterThanOrEqual(3);
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as { "@graph"?: Array<Record<string, unknown>> };
      const unit = data["@graph"]?.find((thing) => thing["@type"] === "AdministrativeArea");
      expect(unit?.containedInPlace).toMatchObject({ "@type": "AdministrativeArea" });
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );

  it("answers an unknown slug, or one in another case, with the localised not-found page and a way back", async () => {
    for (const [path, text] of [
      ["/ru/aboutus/districts/no-such-district", "Все районы и города"],
      ["/en/aboutus/districts/Bostonliq-District", "All districts and cities"],
      ["/uz/aboutus/districts/0", "Barcha tumanlar va shaharlar"],
    ] as const) {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(text);
    }
    const slash = await fetch(`${BASE_URL}/uz/aboutus/districts/angren-city/`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/uz/aboutus/districts/angren-city");
  });
});

/** Issue #29: one population date and source, a table that fits a phone, and unit pages that start with their text. */
describe(`districts table and unit pages on a phone (${E2E_SERVER})`, () => {
  const browser = useBrowser();
  const PHONE = { width: 390, height: 844 };
  const population = unitsPopulation();
  const headerOf = (language: Language) =>
    fillPlaceholders(DISTRICTS_PAGE_TEXT[language].populationOn, {
      date: formatPartialDate(population.date, language),
    });

  it.runIf(ONCE).each(LANGUAGES)(
    "the %s table shows every unit's area and population on a 390 px phone without sideways scrolling, in the map's number order",
    async (language) => {
      const visitor = await openVisitor(browser(), {
        locale: LOCALES[language],
        javaScriptEnabled: false,
        viewport: PHONE,
      });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/aboutus/districts`);
      const layout = await page.evaluate(() => {
        const section = document.querySelector("section[aria-labelledby=districts-table]")!;
        // Text that only a screen reader gets is not what a visitor sees in the cell.
        const seen = (cell: Element | null) => {
          const copy = cell?.cloneNode(true) as Element | undefined;
          copy?.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
          return copy?.textContent?.trim() ?? "";
        };
        const box = (cell: Element | null) => {
          const rect = cell?.getBoundingClientRect();
          return rect ? { left: rect.left, right: rect.right, width: rect.width, height: rect.height } : null;
        };
        return {
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          // A box the visitor would have to scroll sideways to see the whole row.
          scrollers: [section, ...section.querySelectorAll("*")].filter(
            (element) =>
              ["auto", "scroll"].includes(getComputedStyle(element).overflowX) &&
              element.scrollWidth > element.clientWidth,
          ).length,
          rows: [...section.querySelectorAll("tbody tr")].map((row) => ({
            number: Number(row.querySelector(".unit-cell-number")?.textContent),
            name: box(row.querySelector("th")),
            area: {
              text: seen(row.querySelector(".unit-cell-area")),
              box: box(row.querySelector(".unit-cell-area")),
            },
            population: {
              text: seen(row.querySelector(".unit-cell-population")),
              box: box(row.querySelector(".unit-cell-population")),
              label: row.querySelector(".unit-cell-population")?.getAttribute("data-label"),
            },
          })),
        };
      });
      expect(layout.pageOverflow).toBe(0);
      expect(layout.scrollers).toBe(0);
      expect(layout.rows.map((row) => row.number)).toEqual(Array.from({ length: UNITS }, (_, i) => i + 1));
      const outside = layout.rows.flatMap((row) =>
        [row.name, row.area.box, row.population.box]
          .filter(
            (box) => !box || box.width === 0 || box.height === 0 || box.left < 0 || box.right > PHONE.width,
          )
          .map(() => `No. ${row.number}`),
      );
      expect(outside).toEqual([]);
      // One date, in the column's name above each population; a dash, never "no data", where no area is known.
      expect(new Set(layout.rows.map((row) => row.population.label))).toEqual(new Set([headerOf(language)]));
      expect(layout.rows.filter((row) => !/^\d[\d\s,.\u00a0\u202f]*$/.test(row.population.text))).toEqual([]);
      const areas = layout.rows.map((row) => row.area.text);
      expect(areas.filter((text) => !/^\d[\d\s,.\u00a0\u202f]*$/.test(text) && text !== "—")).toEqual([]);
      expect(areas.filter((text) => text === "—")).toHaveLength(5);
      // The phone's map shows numbers: its key says they are the table's.
      expect(await page.getByText(DISTRICTS_PAGE_TEXT[language].legendNumber).isVisible()).toBe(true);
      expect(await page.getByText(/3[\s,\u00a0\u202f]079[\s,\u00a0\u202f]493/).isVisible()).toBe(true);
      await visitor.close();
    },
  );

  it.runIf(ONCE).each(LANGUAGES)(
    "the %s table at 1280 px heads the population column with its one date and keeps the phone's key entry hidden",
    async (language) => {
      const visitor = await openVisitor(browser(), {
        locale: LOCALES[language],
        viewport: { width: 1280, height: 900 },
      });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/aboutus/districts`);
      const headers = await page.locator("table thead th").allTextContents();
      expect(headers.at(-1)?.trim()).toBe(headerOf(language));
      expect(await page.getByText(DISTRICTS_PAGE_TEXT[language].legendNumber).isVisible()).toBe(false);
      await visitor.close();
    },
  );

  it.runIf(ONCE).each(LANGUAGES)(
    "a %s city page on a phone starts with its text, says since when it is a city and names Tashkent on its small locator",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], viewport: PHONE });
      const { page } = visitor;
      const strings = UI_STRINGS[language].districts;
      await page.goto(`${BASE_URL}/${language}/aboutus/districts/chirchiq-city`);
      const lead = (await page.locator(".unit-lead p").boundingBox())!;
      const facts = (await page.locator("aside[aria-labelledby=unit-facts]").boundingBox())!;
      expect(lead.y + lead.height).toBeLessThanOrEqual(facts.y);
      const since = fillPlaceholders(strings.citySince, {
        date: formatPartialDate(unitData("chirchiq-city").formed!.date, language, "since"),
      });
      expect((await page.locator(".unit-facts").textContent())?.toLowerCase()).toContain(since.toLowerCase());
      const locator = page.locator("aside svg.locator-map");
      expect((await locator.boundingBox())!.width).toBeLessThanOrEqual(240);
      expect(await locator.locator("text").allTextContents()).toEqual(
        expect.arrayContaining([strings.locatorCapital, loadUnit("chirchiq-city", language)!.label]),
      );
      expect(await page.getByRole("heading", { name: strings.articlesHeading.city }).isVisible()).toBe(true);
      await visitor.close();
    },
  );
});
