import { describe, expect, it } from "vitest";
import { BASE_URL, hydrated, ONCE, openVisitor, siteProblems, useBrowser } from "./support";

describe("language: detection, redirects and the switcher", () => {
  const browser = useBrowser();

  // The choice of language and the switcher are the page's scripts (checked once, under nginx); the 404s and the
  // redirects of non-canonical spellings are the server's (under both).
  it.runIf(ONCE).each([
    ["uz-UZ", "/uz"],
    ["ru-RU", "/ru"],
    ["en-GB", "/en"],
    ["fr-FR", "/uz"],
  ])("sends / to the home of the browser's language (%s -> %s)", async (locale, home) => {
    const visitor = await openVisitor(browser(), { locale });
    await visitor.page.goto(`${BASE_URL}/`);
    await visitor.page.waitForURL(`${BASE_URL}${home}`);
    await hydrated(visitor.page);
    await visitor.close();
  });

  it.runIf(ONCE)("prefers the stored choice over the browser's language", async () => {
    const visitor = await openVisitor(browser(), { fresh: true, locale: "ru-RU" });
    await visitor.page.addInitScript(() => window.localStorage.setItem("language", "en"));
    await visitor.page.goto(`${BASE_URL}/`);
    await visitor.page.waitForURL(`${BASE_URL}/en`);
    await visitor.close();
  });

  it.each([
    ["/fr/tourism", "/uz/tourism"],
    ["/tourism/sights", "/ru/tourism/sights"],
    ["/EN/Tourism", "/en/tourism"],
    ["/en/no-such-page", "/en"],
    ["/ru/aboutus/nothing/here", "/ru"],
  ])("answers the unknown path %s with 404 and then goes to %s", async (from, to) => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU" });
    const response = await visitor.page.goto(`${BASE_URL}${from}`);
    expect(response?.status()).toBe(404);
    await visitor.page.waitForURL(`${BASE_URL}${to}`);
    await hydrated(visitor.page);
    expect(await visitor.page.locator("h1").count()).toBeGreaterThan(0);
    await visitor.close();
  });

  it.each([
    ["//uz//aboutus///statistics", "/uz/aboutus/statistics"],
    ["/en/tourism/", "/en/tourism"],
  ])("redirects the non-canonical spelling %s to %s", async (from, to) => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const response = await visitor.page.goto(`${BASE_URL}${from}`);
    expect(response?.status()).toBe(200);
    expect(visitor.page.url()).toBe(`${BASE_URL}${to}`);
    await hydrated(visitor.page);
    await visitor.close();
  });

  it.runIf(ONCE)(
    "switches language: rewrites the path, stores the choice, and reloads the page",
    async () => {
      const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/uz/aboutus/statistics?from=test`);
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
      const switcher = page.getByRole("button", { name: "Til: Oʻzbekcha" });
      await switcher.click();
      expect(await switcher.getAttribute("aria-expanded")).toBe("true");
      await page.getByRole("link", { name: "English" }).click();
      await page.waitForURL(`${BASE_URL}/en/aboutus/statistics?from=test`);
      await hydrated(page);
      expect(await page.evaluate(() => "beforeSwitch" in window)).toBe(false);
      expect(await page.evaluate(() => window.localStorage.getItem("language"))).toBe("en");
      expect(await page.locator("h1").textContent()).toBe("Statistics");
      expect(await page.getAttribute("html", "lang")).toBe("en");
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );

  it.runIf(ONCE)("closes the language list on Escape and on a click outside", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    await hydrated(page);
    const switcher = page.getByRole("button", { name: "Til: Oʻzbekcha" });
    await switcher.click();
    await page.keyboard.press("Escape");
    expect(await switcher.getAttribute("aria-expanded")).toBe("false");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Til: Oʻzbekcha");
    await switcher.click();
    await page.mouse.click(640, 600);
    expect(await switcher.getAttribute("aria-expanded")).toBe("false");
    expect(await switcher.click().then(() => switcher.getAttribute("aria-expanded"))).toBe("true");
    await switcher.click();
    expect(await switcher.getAttribute("aria-expanded")).toBe("false");
    await visitor.close();
  });

  it.runIf(ONCE)("keeps working when localStorage throws (private mode)", async () => {
    const visitor = await openVisitor(browser(), { fresh: true, locale: "ru-RU" });
    const { page } = visitor;
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
    });
    await page.goto(`${BASE_URL}/`);
    await page.waitForURL(`${BASE_URL}/ru`);
    await hydrated(page);
    await page.getByRole("button", { name: "Язык: Русский" }).click();
    await page.getByRole("link", { name: "Oʻzbekcha" }).click();
    await page.waitForURL(`${BASE_URL}/uz`);
    await hydrated(page);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it.runIf(ONCE)(
    "keeps working, with no uncaught error, when all storage is blocked (cookies blocked)",
    async () => {
      const visitor = await openVisitor(browser(), { fresh: true, locale: "en-US" });
      const { page } = visitor;
      await page.addInitScript(() => {
        for (const name of ["localStorage", "sessionStorage"]) {
          Object.defineProperty(window, name, {
            get() {
              throw new DOMException("Access is denied for this document.", "SecurityError");
            },
          });
        }
      });
      await page.goto(`${BASE_URL}/en/tourism/sights`);
      await hydrated(page);
      await page
        .getByRole("link", { name: /Urungach/ })
        .first()
        .click();
      await page.waitForURL(/sights-detail\/1$/);
      await page.goBack();
      await page.waitForURL(/tourism\/sights$/);
      await page.reload();
      await hydrated(page);
      expect(visitor.problems.filter((problem) => problem.startsWith("pageerror"))).toEqual([]);
      await visitor.close();
    },
  );

  it.runIf(ONCE)("keeps working when localStorage is full", async () => {
    const visitor = await openVisitor(browser(), { fresh: true, locale: "en-US" });
    const { page } = visitor;
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    });
    await page.goto(`${BASE_URL}/en/tourism`);
    await hydrated(page);
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("link", { name: "Русский" }).click();
    await page.waitForURL(`${BASE_URL}/ru/tourism`);
    expect(await page.locator("h1").textContent()).toBe("Туризм");
    await visitor.close();
  });
});
