import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { articleIds } from "../../src/content/load.server";
import { COLLECTIONS } from "../../src/content/collections";
import { LANGUAGES } from "../../src/i18n/languages";
import { attribute, elementsOf } from "./markup";
import { BASE_URL, hydrated, openVisitor, useBrowser } from "./support";
import { E2E_SERVER } from "./global-setup";

// Behaviour of the page, not of the server: checked once, under nginx (CI time, issue #17 §8).
describe.runIf(E2E_SERVER === "nginx")("collection screens", () => {
  const browser = useBrowser();

  // What the prerendered markup lists, read over HTTP: the same file a browser without JavaScript shows.
  it("lists every article of every collection in every language", async () => {
    const wrong: string[] = [];
    for (const language of LANGUAGES) {
      for (const collection of COLLECTIONS) {
        const path = `/${language}/${collection.listPath}`;
        const document = parse(await (await fetch(`${BASE_URL}${path}`)).text());
        // The hotels list is the tourism overview (spec): count its own block there.
        const scope = [...elementsOf(document)].find((element) =>
          collection.key === "hotels"
            ? element.tagName === "section" && attribute(element, "aria-labelledby") === "block-hotels"
            : element.tagName === "main",
        );
        const count = scope
          ? [...elementsOf(scope)].filter((element) => element.tagName === "article").length
          : 0;
        if (count !== articleIds(collection.key).length) wrong.push(`${path}: ${count} cards`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("shows the loading state for a moment after a client-side navigation, then the article", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz/aboutus/statistics`);
    await hydrated(page);
    await page.getByRole("link", { name: "Batafsil" }).first().click();
    await page.getByRole("status").filter({ hasText: "Maʼlumotlar yuklanmoqda" }).waitFor();
    await page.waitForURL(`${BASE_URL}/uz/aboutus/statistics/1`);
    await page.locator("article h1").waitFor();
    expect(await page.getByRole("status").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Orqaga qaytish" }).getAttribute("href")).toBe(
      "/uz/aboutus/statistics",
    );
    await visitor.close();
  });

  it("shows a prerendered article at once, without the loading state", async () => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/tourism/pilgrimage-tourism/detail/1`);
    expect(await page.locator("article h1").textContent()).toBeTruthy();
    await hydrated(page);
    expect(await page.getByText("Данные загружаются").count()).toBe(0);
    expect(await page.locator(".prose-article p").count()).toBeGreaterThanOrEqual(3);
    await visitor.close();
  });
});
