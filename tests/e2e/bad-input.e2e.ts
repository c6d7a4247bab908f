import { describe, expect, it } from "vitest";
import { BASE_URL, hydrated, ONCE, openVisitor, useBrowser } from "./support";

const LONG_PATH = `/uz/${"a".repeat(3000)}`;
const BAD_PATHS = [
  LONG_PATH,
  "/uz/%E0%A4%A",
  "/%ZZ%00%ff",
  "/uz/../../../etc/passwd",
  "/uz/%2e%2e/%2e%2e/etc/passwd",
  "/uz/tourism%00.html",
  "/UZ/ABOUTUS",
  "/en/aboutus/statistics/abc",
  "/ru/aboutus/statistics/-1",
  "/uz/aboutus/statistics/99999999999999999999",
  "/uz/tourism?x=<script>alert(1)</script>",
  "/<script>alert(1)</script>",
  "/uz/photo#%%%",
  "/.env",
  "/uz/aboutus/statistics/1.5",
  "/uz-cyrl/%E0%A4%A",
  "/UZ-CYRL/TOURISM",
  "/uz-cyrl/../uz/tourism",
  "/uz-cyrlx/tourism",
];

describe("bad input", () => {
  const browser = useBrowser();

  it.each(BAD_PATHS.map((path) => [path === LONG_PATH ? "a 3000-character path" : path, path]))(
    "shows a page for %s (no 5xx, no blank screen, no script run)",
    async (_label, path) => {
      const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
      const { page } = visitor;
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const response = await page.goto(`${BASE_URL}${path}`);
      expect(response?.status()).toBeLessThan(500);
      // Hydration follows the load event: a script the address smuggled in has had its chance to run.
      await hydrated(page);
      expect(await page.locator("h1").first().textContent()).toBeTruthy();
      expect(dialogs).toBe(0);
      // nginx answers a malformed address with 400 (the page is the 404 page); serve.mjs with 404.
      expect(visitor.problems.filter((problem) => !/status of 4(00|04|14)/.test(problem))).toEqual([]);
      await visitor.close();
    },
  );

  it.each([
    ["/uz/aboutus/statistics/999", "Maʼlumot topilmadi", "Orqaga qaytish", "/uz/aboutus/statistics"],
    ["/en/aboutus/regional-history/0", "No data found", "Go back", "/en/aboutus/regional-history"],
    ["/ru/tourism/sights-detail/abc", "Данные не найдены", "Вернуться назад", "/ru/tourism/sights"],
    ["/uz-cyrl/aboutus/statistics/999", "Маълумот топилмади", "Орқага қайтиш", "/uz-cyrl/aboutus/statistics"],
  ])("answers the unknown article %s with 404 and a way back", async (path, message, back, target) => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    const response = await page.goto(`${BASE_URL}${path}`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe(message);
    expect(page.url()).toBe(`${BASE_URL}${path}`);
    await page.getByRole("link", { name: back }).click();
    await page.waitForURL(`${BASE_URL}${target}`);
    await visitor.close();
  });
});

// The pages' markup is the build's, checked once; the answers to bad input above are each server's own.
describe.runIf(ONCE)("with JavaScript off", () => {
  const browser = useBrowser();

  it("reads every kind of page and its links work", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ", javaScriptEnabled: false });
    const { page } = visitor;
    for (const path of [
      "/uz",
      "/uz/aboutus",
      "/en/aboutus/statistics",
      "/ru/aboutus/statistics/3",
      "/uz/business/work",
      "/uz-cyrl/aboutus/districts/bostonliq-district",
      "/uz-cyrl/tourism/calendar/2025",
    ]) {
      await page.goto(`${BASE_URL}${path}`);
      expect(await page.locator("h1").first().textContent()).toBeTruthy();
    }
    await page.goto(`${BASE_URL}/ru/aboutus`);
    await page.getByRole("link", { name: "Подробнее" }).first().click();
    await page.waitForURL(/\/ru\/aboutus\/administration$/);
    expect(await page.locator("h1").textContent()).toBeTruthy();
    await visitor.close();
  });

  it("offers the footer menu instead of the mobile menu button", async () => {
    const visitor = await openVisitor(browser(), {
      locale: "uz-UZ",
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz/tourism`);
    expect(await page.getByRole("button", { name: "Menyuni ochish" }).isVisible()).toBe(false);
    await page.getByRole("link", { name: "Asosiy menyu" }).click();
    expect(await page.locator("#footer-menu").getByRole("link", { name: "Statistika" }).isVisible()).toBe(
      true,
    );
    await visitor.close();
  });

  it("shows the root page's language choice", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ", javaScriptEnabled: false });
    await visitor.page.goto(`${BASE_URL}/`);
    await visitor.page.getByRole("link", { name: "English →" }).click();
    await visitor.page.waitForURL(`${BASE_URL}/en`);
    await visitor.close();
  });
});
