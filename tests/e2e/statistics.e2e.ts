import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { formatFigure } from "../../src/statistics/format";
import { OPEN_DATA_TEXT } from "../../src/open-data/open-data-text";
import { STATISTICS_TEXT } from "../../src/statistics/statistics-text";
import { loadStatisticsData } from "../../src/statistics/statistics-data.server";
import { LANGUAGE_TAGS, LANGUAGES } from "../../src/i18n/languages";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, hydrated, ONCE, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/**
 * Issue #18: a statistics article shows each series as a chart with its caption, table and downloads, with
 * JavaScript off as well as on; the downloads answer with the right types; the open-data page lists them all.
 */
const ARTICLE = 10;
/** Climate: long-term averages, some given by their sources as ranges. */
const CLIMATE = 3;

describe(`statistics figures (${E2E_SERVER})`, () => {
  const browser = useBrowser();
  const series = loadStatisticsData(ARTICLE)?.series ?? [];

  it.runIf(ONCE).each(LANGUAGES)(
    "a %s article with JavaScript off shows every chart, its caption, its table and the downloads",
    async (language) => {
      const visitor = await openVisitor(browser(), {
        locale: LOCALES[language],
        javaScriptEnabled: false,
        viewport: { width: 320, height: 800 },
      });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/aboutus/statistics/${ARTICLE}`);
      const strings = STATISTICS_TEXT[language];
      const figures = page.locator("figure.chart");
      expect(await figures.count()).toBe(series.length);
      for (const [index, entry] of series.entries()) {
        const figure = figures.nth(index);
        expect(await figure.locator("figcaption").textContent()).toContain(entry.title[language]);
        const chart = figure.getByRole("img", {
          name: strings.chartName.replace("{{title}}", entry.title[language]),
        });
        expect(await chart.isVisible()).toBe(true);
        // Legible on a 320 px phone: the visible drawing fits, and its text is at least 11 px.
        const box = await chart.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(320);
        expect(((box?.width ?? 0) / 360) * 14).toBeGreaterThanOrEqual(11);
        await figure.getByText(strings.showTable).click();
        expect(await figure.locator("tbody tr").count()).toBe(entry.values.length);
      }
      expect(await page.getByRole("link", { name: strings.csv }).getAttribute("href")).toBe(
        `/data/statistics-${ARTICLE}-${language}.csv`,
      );
      expect(await page.getByRole("link", { name: strings.json }).getAttribute("href")).toBe(
        `/data/statistics-${ARTICLE}.json`,
      );
      await visitor.close();
    },
  );

  it.runIf(ONCE).each(LANGUAGES)(
    "a %s chart of long-term averages shows a range as the source gives it, on the chart, in the table and the CSV",
    async (language) => {
      const climate = loadStatisticsData(CLIMATE)?.series[0];
      const ranged = climate?.values.find((item) => item.range);
      if (!climate || !ranged?.range || !ranged.label)
        throw new Error("the climate article has no range to show");
      const written = formatFigure(ranged, language);
      const visitor = await openVisitor(browser(), {
        locale: LOCALES[language],
        javaScriptEnabled: false,
        viewport: { width: 390, height: 800 },
      });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/aboutus/statistics/${CLIMATE}`);
      const figure = page.locator("figure.chart");
      expect(await figure.locator("figcaption").textContent()).toContain(climate.title[language]);
      const chart = figure.locator("svg.chart-narrow");
      expect(await chart.getByText(STATISTICS_TEXT[language].rangeKey).isVisible()).toBe(true);
      expect(await chart.getByText(written, { exact: true }).isVisible()).toBe(true);
      await figure.getByText(STATISTICS_TEXT[language].showTable).click();
      const row = figure.locator("tbody tr").filter({ hasText: ranged.label[language] });
      expect(await row.locator("td").last().textContent()).toBe(written);
      await visitor.close();
      const csv = await (await fetch(`${BASE_URL}/data/statistics-${CLIMATE}-${language}.csv`)).text();
      const [header = [], ...rows] = parse(csv, { bom: true }) as string[][];
      const { low, high } = OPEN_DATA_TEXT[language].rangeHeader;
      const cells = rows.find((cells) => cells[1] === ranged.label?.[language]) ?? [];
      expect(cells[header.indexOf(low)]).toBe(String(ranged.range[0]));
      expect(cells[header.indexOf(high)]).toBe(String(ranged.range[1]));
      expect(cells[header.indexOf(OPEN_DATA_TEXT[language].csvHeader.value)]).toBe("");
    },
  );

  it.runIf(ONCE).each(LANGUAGES)(
    "a %s table toggle says what it does, open or closed, with a marker that turns, without JavaScript (#30)",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      const strings = STATISTICS_TEXT[language];
      await page.goto(`${BASE_URL}/${language}/aboutus/statistics/${ARTICLE}`);
      const summary = page.locator("figure.chart summary").first();
      const marker = () => summary.evaluate((element) => getComputedStyle(element, "::before").transform);
      expect(await summary.innerText()).toBe(strings.showTable);
      const closed = await marker();
      expect(closed).not.toBe("none");
      await summary.click();
      expect(await summary.innerText()).toBe(strings.hideTable);
      expect(await marker()).not.toBe(closed);
      await summary.click();
      expect(await summary.innerText()).toBe(strings.showTable);
      await visitor.close();
    },
  );

  it.runIf(ONCE).each(LANGUAGES)(
    "a %s chart of hand-picked places says it is a selection and lists them alphabetically; a compiled figure says so (#30)",
    async (language) => {
      const births = series.find((entry) => entry.selection);
      if (!births) throw new Error(`statistics/${ARTICLE} has no selection`);
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/aboutus/statistics/${ARTICLE}`);
      const figure = page.locator("figure.chart").filter({ hasText: births.title[language] });
      await figure.locator("summary").click();
      const names = await figure.locator("tbody th").allTextContents();
      expect(names).toEqual([...names].sort(new Intl.Collator(LANGUAGE_TAGS[language]).compare));
      expect(names).toHaveLength(births.values.length);
      // The climate norms come from several works: "compiled from", the reference work first.
      await page.goto(`${BASE_URL}/${language}/aboutus/statistics/${CLIMATE}`);
      const source = (await page.locator("figure.chart .chart-source").first().textContent()) ?? "";
      expect(source.startsWith(`${STATISTICS_TEXT[language].compiledFrom}: `)).toBe(true);
      const climate = loadStatisticsData(CLIMATE)!.series[0]!;
      expect(source).toContain(climate.source[language]);
      await visitor.close();
    },
  );

  it.runIf(ONCE).each(LANGUAGES)(
    "the %s open-data page gives each dataset its format, size, records, date and licence (#30)",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      const text = OPEN_DATA_TEXT[language];
      await page.goto(`${BASE_URL}/${language}/open-data`);
      const entries = page.locator("li[data-dataset]");
      expect(await entries.count()).toBeGreaterThan(8);
      for (const entry of await entries.all()) {
        const key = await entry.getAttribute("data-dataset");
        // A statistics dataset is named for what it holds, not after its article's headline.
        const id = /^statistics-(\d+)$/.exec(key ?? "")?.[1];
        if (id)
          expect(await entry.locator("h3").textContent()).toBe(
            loadStatisticsData(Number(id))?.dataset[language],
          );
        const body = (await entry.textContent()) ?? "";
        for (const label of [text.records, text.updated, text.licenceLabel])
          expect(body, `${key} ${label}`).toContain(label);
        expect(await entry.locator("time").getAttribute("datetime"), key ?? "").toMatch(
          /^\d{4}-\d{2}-\d{2}$/,
        );
        for (const link of await entry.locator('a[href^="/data/"]').all()) {
          const href = (await link.getAttribute("href")) ?? "";
          const bytes = Number(await link.getAttribute("data-file-bytes"));
          const served = await fetch(`${BASE_URL}${href}`, { headers: { "accept-encoding": "identity" } });
          expect((await served.arrayBuffer()).byteLength, href).toBe(bytes);
          expect((await link.textContent()) ?? "", href).toMatch(
            /, (CSV|JSON|GeoJSON|iCalendar|Atom) \(\d+([.,]\d)? (KB|КБ)\)$/,
          );
        }
      }
      // The boundaries: GeoJSON under the ODbL with OpenStreetMap's credit, one feature per district and city.
      const boundaries = entries.filter({ has: page.locator('a[href="/data/district-boundaries.geojson"]') });
      expect(await boundaries.getByRole("link", { name: text.osmCredit }).count()).toBe(1);
      expect(await boundaries.getByRole("link", { name: "ODbL 1.0" }).count()).toBe(1);
      expect(await boundaries.locator("[data-dataset-records]").textContent()).toBe("22");
      await visitor.close();
    },
  );

  it.runIf(ONCE)("reaches the charts by client-side navigation too", async () => {
    const visitor = await openVisitor(browser(), { locale: "en-GB" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/aboutus/statistics`);
    await hydrated(page);
    await page.locator(`a[href="/en/aboutus/statistics/${ARTICLE}"]`).first().click();
    await page.waitForURL(`**/en/aboutus/statistics/${ARTICLE}`);
    await page.locator("figure.chart svg.chart-wide").first().waitFor();
    // The figures' own stylesheet came with them: the phone drawing is hidden at this width.
    expect(await page.locator("figure.chart svg.chart-narrow").first().isVisible()).toBe(false);
    expect(await page.locator("figure.chart svg.chart-wide").count()).toBe(series.length);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  // The charts are the build's (once, under nginx); the downloads' types are the server's (under both).
  it("serves the downloads with their types, and the CSV parses with the header in the page's language", async () => {
    for (const language of LANGUAGES) {
      const response = await fetch(`${BASE_URL}/data/statistics-${ARTICLE}-${language}.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(text.startsWith("\ufeff")).toBe(true);
      const [header, ...rows] = parse(text, { bom: true }) as string[][];
      expect(header?.[0]).toBe(OPEN_DATA_TEXT[language].csvHeader.indicator);
      expect(rows).toHaveLength(series.reduce((sum, entry) => sum + entry.values.length, 0));
    }
    const json = await fetch(`${BASE_URL}/data/statistics-${ARTICLE}.json`);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(((await json.json()) as { series: unknown[] }).series).toHaveLength(series.length);
    const geo = await fetch(`${BASE_URL}/data/places.geojson`);
    expect(geo.status).toBe(200);
    expect(geo.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    const boundaries = await fetch(`${BASE_URL}/data/district-boundaries.geojson`);
    expect(boundaries.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    const collection = (await boundaries.json()) as {
      licence: string;
      attribution: string;
      features: unknown[];
    };
    expect(collection).toMatchObject({ licence: "ODbL 1.0", attribution: "© OpenStreetMap contributors" });
    expect(collection.features).toHaveLength(22);
    for (const file of ["/data/districts-uz.csv", "/data/places-ru.csv"]) {
      const answer = await fetch(`${BASE_URL}${file}`);
      expect(answer.headers.get("content-type"), file).toBe("text/csv; charset=utf-8");
      expect(parse(await answer.text(), { bom: true }).length, file).toBeGreaterThan(10);
    }
  });

  it.runIf(ONCE)(
    "lists every dataset on the open-data page, linked from the footer and the statistics list",
    async () => {
      const visitor = await openVisitor(browser(), { locale: "ru-RU", javaScriptEnabled: false });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/ru/aboutus/statistics`);
      await page.getByRole("link", { name: UI_STRINGS.ru.statistics.openDataLink }).click();
      await page.waitForURL("**/ru/open-data");
      expect(await page.locator("h1").textContent()).toBe(OPEN_DATA_TEXT.ru.title);
      const hrefs = await page
        .locator('a[href^="/data/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toContain(`/data/statistics-${ARTICLE}-ru.csv`);
      expect(hrefs).toContain("/data/places.geojson");
      expect(hrefs).toContain("/data/districts-ru.csv");
      for (const href of hrefs) expect((await fetch(`${BASE_URL}${href}`)).status, href ?? "").toBe(200);
      expect(
        await page.locator("footer").getByRole("link", { name: UI_STRINGS.ru.footer.openData }).count(),
      ).toBe(1);
      await visitor.close();
    },
  );
});
