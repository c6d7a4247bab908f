import { LANGUAGES } from "../../src/i18n/languages";
import { describe, expect, it } from "vitest";
import { allPrerenderPaths, NOT_FOUND_ID } from "../../src/site/prerender-paths.server";
import { OFFLINE_PATH } from "../../src/site/paths";
import { BASE_URL, hydrated, ONCE, openVisitor, useBrowser, editionTagOf } from "./support";

// The offline pages never hydrate (they answer for any address; offline.e2e.ts tests them).
const PAGES = allPrerenderPaths().filter(
  (path) => !path.endsWith(`/${NOT_FOUND_ID}`) && !path.endsWith(`/${OFFLINE_PATH}`),
);
/**
 * Every twentieth page, under npm start: the sample its headers and policy are tried on in the browser, pictures
 * included. Under nginx the crawl (crawl.e2e.ts) visits every
 * page with the same checks (a heading, the page's language, no console error or hydration warning).
 */
const VISITED = [
  ...PAGES.filter((_, index) => index % 20 === 0),
  // The homes (the video, the carousel) and the search page with its index, which the sample may miss.
  ...PAGES.filter((path) => path.split("/").length === 2),
  "/uz/search?q=chorvoq",
];

describe("every route in every language", () => {
  const browser = useBrowser();

  it.runIf(ONCE)("has a page for each of the spec's routes in every edition", () => {
    for (const language of LANGUAGES) {
      for (const path of [
        "",
        "/about",
        "/photo",
        "/videoGalery",
        "/aboutus",
        "/aboutus/administration",
        "/business/real-state",
        "/tourism/hotels-and-resorts",
        "/investment/contact",
        "/education-and-culture/national-dishes-and-handicrafts",
      ]) {
        expect(PAGES).toContain(`/${language}${path}`);
      }
    }
  });

  it.runIf(!ONCE)(
    `renders a heading with no console error or hydration warning on ${VISITED.length} of ${PAGES.length} pages`,
    async () => {
      const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
      const failures: string[] = [];
      for (const path of VISITED) {
        visitor.problems.length = 0;
        const response = await visitor.page.goto(`${BASE_URL}${path}`);
        await hydrated(visitor.page);
        if (path.includes("/search?q="))
          await visitor.page.locator(".search-results li").first().waitFor({ timeout: 15_000 });
        const heading = (await visitor.page.locator("h1").first().textContent())?.trim();
        const lang = await visitor.page.getAttribute("html", "lang");
        if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`);
        if (!heading) failures.push(`${path}: no h1`);
        if (editionTagOf(path) && lang !== editionTagOf(path)) failures.push(`${path}: html lang ${lang}`);
        if (visitor.problems.length) failures.push(`${path}: ${visitor.problems.join(" | ")}`);
      }
      await visitor.close();
      expect(failures).toEqual([]);
    },
    600_000,
  );

  it.runIf(ONCE)(
    "gives every page its own title, description, canonical URL and hreflang alternates",
    async () => {
      const visitor = await openVisitor(browser(), { locale: "ru-RU", javaScriptEnabled: false });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/ru/aboutus/statistics`);
      expect(await page.title()).toBe("Статистика — Ташкентская область");
      expect(await page.getAttribute('meta[name="description"]', "content")).toBeTruthy();
      expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(
        "https://toshvil.uz/ru/aboutus/statistics",
      );
      const alternates = await page.$$eval('link[rel="alternate"]', (links) =>
        links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
      );
      expect(alternates).toEqual([
        "uz-Latn https://toshvil.uz/uz/aboutus/statistics",
        "uz-Cyrl https://toshvil.uz/uz-cyrl/aboutus/statistics",
        "en https://toshvil.uz/en/aboutus/statistics",
        "ru https://toshvil.uz/ru/aboutus/statistics",
        "x-default https://toshvil.uz/uz/aboutus/statistics",
      ]);
      expect(await page.getAttribute('link[rel="icon"]', "href")).toBe("/favicon.svg");
      await visitor.close();
    },
  );
});
