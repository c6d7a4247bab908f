import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { SEARCH_TEXT } from "../../src/search/strings";
import { FIRST_RESULTS, FIRST_RESULTS_ID } from "../../src/site/search";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/**
 * Issue #16: the site search. Spellings of oʻ/gʻ and ё fold together, place names are found under their other
 * spellings, nothing found says so, bad input stays text, the page works without JavaScript (an A–Z list of every
 * page), and no other page fetches anything of the search.
 */

/** Opens the search page with a query and waits for its answer; returns the announced count text. */
async function search(page: Page, language: Language, query: string): Promise<string> {
  await page.goto(`${BASE_URL}/${language}/search?q=${encodeURIComponent(query)}`);
  const status = page.getByRole("status");
  const answered = async () => {
    const text = (await status.textContent()) ?? "";
    return text === SEARCH_TEXT[language].loading ? "" : text;
  };
  await expect.poll(answered, { timeout: 15_000 }).not.toBe("");
  return answered();
}

describe(`search (${E2E_SERVER})`, () => {
  const browser = useBrowser();

  it("finds Boʻstonliq however the apostrophe is written, or with none", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.uz });
    const answers = new Set<string>();
    for (const query of ["boʻstonliq", "bo'stonliq", "Bo‘stonliq", "BO’STONLIQ", "bostonliq"])
      answers.add(await search(visitor.page, "uz", query));
    expect(answers.size).toBe(1);
    expect([...answers][0]).toMatch(/^\d+ ta natija$/);
    // The district's own page ranks near the top; its excerpt marks the word as the page writes it.
    const district = visitor.page.locator(
      '.search-results li:has(a[href="/uz/aboutus/districts/bostonliq-district"])',
    );
    await district.waitFor({ timeout: 15_000 });
    expect(await district.locator("mark").first().textContent()).toBe("Boʻstonliq");
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("reads ё as е in Russian, and finds places under their other spellings in every language", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.ru });
    expect(await search(visitor.page, "ru", "ещё")).toBe(await search(visitor.page, "ru", "еще"));
    // Чорвок is a spelling our Russian articles never use (names.yaml): it still finds Charvak's pages.
    expect(await search(visitor.page, "ru", "Чорвок")).toMatch(/^Результатов: \d+$/);
    await visitor.page
      .locator('.search-results a[href="/ru/tourism/sights-detail/2"]')
      .waitFor({ timeout: 15_000 });
    expect(await search(visitor.page, "uz", "Charvak")).toMatch(/^\d+ ta natija$/);
    expect(await search(visitor.page, "en", "Chorvoq")).toMatch(/^\d+ results?$/);
    await visitor.close();
  });

  it("ranks a page whose title holds the words above pages that only mention them", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.en });
    await search(visitor.page, "en", "Kamchik pass");
    expect(await visitor.page.locator(".search-results li a").first().textContent()).toContain("Kamchik");
    await visitor.close();
  });

  it.each(LANGUAGES)("says when nothing is found in %s, and shows every page instead", async (language) => {
    const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
    expect(await search(visitor.page, language, "qqxzvv")).toBe(SEARCH_TEXT[language].nothing);
    expect(
      await visitor.page.getByRole("heading", { name: SEARCH_TEXT[language].azHeading }).isVisible(),
    ).toBe(true);
    expect(await visitor.page.locator(".search-az a").count()).toBeGreaterThan(100);
    await visitor.close();
  });

  it("keeps hostile or odd queries as text: markup, a 2,000-character query, emoji, right-to-left, punctuation", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.en });
    const { page } = visitor;
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    for (const query of [
      '<img src=x onerror="alert(1)">',
      "a".repeat(2000),
      "🏔️ Чимган",
      "شارواک",
      "?!…,,",
    ]) {
      await page.goto(`${BASE_URL}/en/search?q=${encodeURIComponent(query)}`);
      await hydrated(page);
      // The search has answered (whatever it found): any script the query could smuggle in has had its chance.
      await expect
        .poll(async () => (await page.getByRole("status").textContent()) ?? "", { timeout: 15_000 })
        .not.toMatch(/^$|^Searching…$/);
      expect(await page.locator("#search-query").inputValue()).toBe(query);
      expect(await page.locator("main img[src='x']").count()).toBe(0);
    }
    expect(await search(page, "en", "?!…,,")).toBe(SEARCH_TEXT.en.nothing);
    expect(dialogs).toBe(0);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("keeps the query in the address as the visitor types, so a reload shows the same results", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.uz });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz/search`);
    await hydrated(page);
    await page.locator("#search-query").fill("Chimyon");
    await page.waitForURL("**/uz/search?q=Chimyon");
    const status = page.getByRole("status");
    await expect
      .poll(async () => (await status.textContent()) ?? "", { timeout: 15_000 })
      .toMatch(/ta natija$/);
    const first = await status.textContent();
    await page.reload();
    await expect
      .poll(async () => page.locator("#search-query").inputValue(), { timeout: 15_000 })
      .toBe("Chimyon");
    await expect.poll(async () => (await status.textContent()) ?? "", { timeout: 15_000 }).toBe(first);
    await visitor.close();
  });

  it("works without JavaScript: the header form opens the search page, which lists every page by section", async () => {
    const visitor = await openVisitor(browser(), {
      locale: LOCALES.ru,
      javaScriptEnabled: false,
      viewport: { width: 1600, height: 900 },
    });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/aboutus`);
    const form = page.getByRole("search");
    await form.getByRole("searchbox", { name: UI_STRINGS.ru.nav.searchLabel }).fill("Чарвак");
    await form.getByRole("button", { name: UI_STRINGS.ru.nav.search }).click();
    await page.waitForURL("**/ru/search?q=%D0%A7%D0%B0%D1%80%D0%B2%D0%B0%D0%BA");
    expect(await page.getByText(SEARCH_TEXT.ru.unavailable).isVisible()).toBe(true);
    expect(await page.locator(".search-az h3").count()).toBeGreaterThan(3);
    expect(await page.locator(".search-az a").count()).toBeGreaterThan(100);
    await visitor.close();
  });

  it("loads nothing of the search on any other page", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.en });
    const { page } = visitor;
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/pagefind\/|\.pagefind$|pf_/.test(request.url())) fetched.push(request.url());
    });
    for (const path of ["/en", "/en/tourism/sights-detail/2", "/en/aboutus/statistics/10"]) {
      await page.goto(`${BASE_URL}${path}`);
      await hydrated(page);
    }
    expect(fetched).toEqual([]);
    await visitor.close();
  });

  /**
   * Issue #30: a page whose title or place name matches comes first, whatever spelling of the name is typed (Zarkent:
   * the calendar's grape-harvest entry, titled with it, before the festival article that names it in its text). Each
   * query is typed into the field of one search page, as a visitor refines a search.
   */
  const FIRST: Record<Language, [query: string, path: string][]> = {
    uz: [
      ["chorvoq", "tourism/sights-detail/2"],
      ["Charvak", "tourism/sights-detail/2"],
      // The Uzbek fold is script-neutral (docs/decisions/026): Cyrillic finds the Latin page.
      ["чорвоқ", "tourism/sights-detail/2"],
      ["Chimyon", "tourism/sights-detail/5"],
      ["Чимён", "tourism/sights-detail/5"],
      ["Chimgan", "tourism/sights-detail/5"],
      ["Angren", "aboutus/districts/angren-city"],
      ["Zarkent", "tourism/calendar/grape-harvest"],
      ["quyosh pechi", "tourism/sights-detail/16"],
      ["Chinoz", "aboutus/districts/chinoz-district"],
      ["iqlim", "aboutus/statistics/3"],
      ["aholi", "aboutus/statistics/10"],
      ["Amirsoy", "tourism/hotels-and-resorts/detail/3"],
      ["Qamchiq", "tourism/sights-detail/18"],
      ["Brichmulla", "tourism/sights-detail/9"],
    ],
    // The Cyrillic edition's own index, searched in either script.
    "uz-cyrl": [
      ["чорвоқ", "tourism/sights-detail/2"],
      ["chorvoq", "tourism/sights-detail/2"],
      ["Чимён", "tourism/sights-detail/5"],
      ["Chimgan", "tourism/sights-detail/5"],
      ["Ангрен", "aboutus/districts/angren-city"],
      ["Заркент", "tourism/calendar/grape-harvest"],
      ["қуёш печи", "tourism/sights-detail/16"],
      ["Чиноз", "aboutus/districts/chinoz-district"],
      ["иқлим", "aboutus/statistics/3"],
      ["аҳоли", "aboutus/statistics/10"],
      ["Қамчиқ", "tourism/sights-detail/18"],
      ["Бричмулла", "tourism/sights-detail/9"],
    ],
    en: [
      ["Charvak", "tourism/sights-detail/2"],
      ["chorvoq", "tourism/sights-detail/2"],
      ["Chimgan", "tourism/sights-detail/5"],
      ["Angren", "aboutus/districts/angren-city"],
      ["Zarkent", "tourism/calendar/grape-harvest"],
      ["solar furnace", "tourism/sights-detail/16"],
      ["Chinoz", "aboutus/districts/chinoz-district"],
      ["climate", "aboutus/statistics/3"],
      ["population", "aboutus/statistics/10"],
      ["Amirsoy", "tourism/hotels-and-resorts/detail/3"],
      ["Kamchik", "tourism/sights-detail/18"],
      ["Brichmulla", "tourism/sights-detail/9"],
    ],
    ru: [
      ["Чарвак", "tourism/sights-detail/2"],
      ["Чорвок", "tourism/sights-detail/2"],
      ["Чимган", "tourism/sights-detail/5"],
      ["Ангрен", "aboutus/districts/angren-city"],
      ["Заркент", "tourism/calendar/grape-harvest"],
      ["солнечная печь", "tourism/sights-detail/16"],
      ["Чиназ", "aboutus/districts/chinoz-district"],
      ["климат", "aboutus/statistics/3"],
      ["население", "aboutus/statistics/10"],
      ["Амирсой", "tourism/hotels-and-resorts/detail/3"],
      ["Камчик", "tourism/sights-detail/18"],
      ["Бричмулла", "tourism/sights-detail/9"],
    ],
  };

  it.each(LANGUAGES)("puts the page about what was asked first in %s", async (language) => {
    const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/${language}/search`);
    await hydrated(page);
    const firsts: string[] = [];
    for (const [query, path] of FIRST[language]) {
      await page.locator("#search-query").fill(query);
      const expected = `/${language}/${path}`;
      // The first result once this query's results are on screen (the list answers each query in turn).
      await expect
        .poll(
          async () =>
            page
              .locator(".search-results li a")
              .first()
              .getAttribute("href")
              .catch(() => null),
          {
            timeout: 10_000,
          },
        )
        .toBe(expected)
        .catch(() => undefined);
      firsts.push(`${query} → ${await page.locator(".search-results li a").first().getAttribute("href")}`);
    }
    expect(firsts).toEqual(FIRST[language].map(([query, path]) => `${query} → /${language}/${path}`));
    await visitor.close();
  });

  it("marks the page's own spelling of a place found by another spelling (Чорвок marks Чарвак)", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.ru });
    await search(visitor.page, "ru", "Чорвок");
    const reservoir = visitor.page.locator('.search-results li:has(a[href="/ru/tourism/sights-detail/2"])');
    await reservoir.waitFor({ timeout: 15_000 });
    const marked = await reservoir.locator("mark").allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((word) => word.startsWith("Чарвак"))).toBe(true);
    await visitor.close();
  });

  it.each([
    ["uz", "chorvoq", 390],
    ["ru", "чарвак", 1280],
  ] as const)(
    "opened with a query (%s), paints the results area at once, draws the first results before fetching the page's scripts, and hands them over without moving anything",
    async (language, query, width) => {
      const visitor = await openVisitor(browser(), {
        fresh: true,
        locale: LOCALES[language],
        viewport: { width, height: 844 },
      });
      const { page } = visitor;
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      // How many first results the page shows at the moment it asks for React (issue #30: results first).
      const drawnBeforeScripts: number[] = [];
      await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
        drawnBeforeScripts.push(
          await page.evaluate(
            (id) => document.querySelectorAll(`#${id} .search-results li`).length,
            FIRST_RESULTS_ID,
          ),
        );
        await route.continue();
      });
      await search(page, language, query);
      await page.locator(".search-results li").nth(4).waitFor({ timeout: 15_000 });
      expect(drawnBeforeScripts).toEqual([FIRST_RESULTS]);
      // The page's own list has taken their place: the same first result, and nothing left of the first drawing.
      expect(await page.locator(`#${FIRST_RESULTS_ID} *`).count()).toBe(0);
      expect(await page.locator(".search-results li a").first().getAttribute("href")).toBe(
        `/${language}/tourism/sights-detail/2`,
      );
      // The A–Z list, which used to be painted first and then replaced, is not on the page with a query.
      expect(await page.locator(".search-az").isVisible()).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );

  it("narrows the results to a section, with the count of each beside them at 1280 px", async () => {
    const visitor = await openVisitor(browser(), {
      locale: LOCALES.en,
      viewport: { width: 1280, height: 900 },
    });
    const { page } = visitor;
    await search(page, "en", "Charvak");
    const filters = page.getByRole("group", { name: SEARCH_TEXT.en.sections });
    await filters.waitFor({ timeout: 15_000 });
    // In the free column, right of the results.
    const results = await page.locator(".search-results").boundingBox();
    const column = await filters.boundingBox();
    expect(column!.x).toBeGreaterThan(results!.x + results!.width);
    const all = await filters.getByRole("radio", { name: new RegExp(`^${SEARCH_TEXT.en.allSections}`) });
    expect(await all.isChecked()).toBe(true);
    const tourism = filters.locator("label").filter({ hasText: /^Tourism \(\d+\)$/ });
    const inTourism = Number(/\((\d+)\)/.exec((await tourism.textContent()) ?? "")?.[1]);
    await tourism.check();
    await page.waitForURL(/section=Tourism/);
    await expect.poll(async () => page.getByRole("status").textContent()).toBe(`${inTourism} results`);
    const sections = await page.locator(".search-result-section").allTextContents();
    expect(sections.every((section) => section.startsWith("Tourism"))).toBe(true);
    await visitor.close();
  });
});
