import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadArticle } from "../../src/content/load.server";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "../../src/i18n/languages";
import { GUIDE_TEXT, OFFLINE_TEXT } from "../../src/offline/strings";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, hydrated, ONCE, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/**
 * Issue #17 §1–5: offline reading. The network is switched off in the browser (the context goes offline), never
 * on the server. A visited page reloads with its text and pictures; an unvisited one answers with the offline page
 * of its language and the list of saved pages; the saved tourism guide reads offline with its pictures; a new
 * build reaches a visitor online at once; and a worker that fails, or storage that throws, changes nothing else.
 */
const CLIENT = path.join(process.cwd(), "build/client");

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 20_000,
  });
}

/**
 * A visitor on a phone whose first page (`path`) has hydrated and is controlled by the service worker, so that every
 * page opened after it goes through the worker.
 */
async function phoneUnderWorker(browser: Browser, language: Language, path: string) {
  const visitor = await openVisitor(browser, {
    locale: LOCALES[language],
    viewport: { width: 390, height: 844 },
    serviceWorkers: "allow",
  });
  await visitor.page.goto(`${BASE_URL}${path}`);
  await hydrated(visitor.page);
  await controlled(visitor.page);
  return visitor;
}

/** Whether every picture of the page's main content has loaded (none broken). */
async function picturesShown(page: Page): Promise<{ shown: number; broken: string[] }> {
  return page.$$eval("main img", (elements) => {
    const images = elements as HTMLImageElement[];
    const eager = images.filter((image) => image.getAttribute("loading") !== "lazy" || image.complete);
    return {
      shown: eager.filter((image) => image.complete && image.naturalWidth > 0).length,
      broken: eager
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.currentSrc),
    };
  });
}

const title = (language: Language, key: "sights", id: number) => loadArticle(key, language, id)?.title ?? "";

describe(`offline reading (${E2E_SERVER})`, () => {
  const browser = useBrowser();

  // The worker's files and the pages come with the server's headers, so a visit that installs the worker and reads
  // offline runs under both: every language under nginx, one under npm start. What the worker does with them
  // afterwards (the guide, a full device, a failing worker) is checked once, under nginx.
  it.each(ONCE ? LANGUAGES : (["uz"] as const))(
    "in %s: a visited page reloads offline with its pictures; an unvisited one shows the offline page and the saved list",
    async (language) => {
      // The first page the visitor opens, before the worker exists, and one opened under it.
      const visitor = await phoneUnderWorker(browser(), language, `/${language}/tourism/sights-detail/3`);
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/tourism/sights-detail/2`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await page.goto(`${BASE_URL}/${language}/tourism/sights-detail/3`);
      await page.waitForLoadState("networkidle");

      await page.context().setOffline(true);
      for (const id of [2, 3]) {
        await page.goto(`${BASE_URL}/${language}/tourism/sights-detail/${id}`);
        expect(await page.locator("article h1").textContent()).toBe(title(language, "sights", id));
        const pictures = await picturesShown(page);
        expect(pictures.broken).toEqual([]);
        expect(pictures.shown).toBeGreaterThan(0);
      }

      // Never opened: the offline page, in the page's language, listing what this device keeps.
      await page.goto(`${BASE_URL}/${language}/tourism/sights-detail/9`);
      expect(await page.locator("h1").textContent()).toBe(OFFLINE_TEXT[language].title);
      expect(await page.locator("html").getAttribute("lang")).toBe(LANGUAGE_TAGS[language]);
      const saved = page.locator("#offline-saved");
      await saved.waitFor();
      const links = await saved
        .locator("li:not([hidden]) a")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(links).toEqual(
        expect.arrayContaining([
          `/${language}/tourism/sights-detail/2`,
          `/${language}/tourism/sights-detail/3`,
        ]),
      );
      expect(links).not.toContain(`/${language}/tourism/sights-detail/9`);
      // "Try again" asks for the address the visitor wanted.
      expect(await page.getByRole("link", { name: OFFLINE_TEXT[language].retry }).getAttribute("href")).toBe(
        `/${language}/tourism/sights-detail/9`,
      );
      // From a saved page, a link to a page not saved leads to the offline page too (not an error).
      await page.goto(`${BASE_URL}/${language}/tourism/sights-detail/2`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await page.locator(`a[href="/${language}/aboutus/districts/bostonliq-district"]`).first().click();
      await page.waitForURL(`${BASE_URL}/${language}/aboutus/districts/bostonliq-district`);
      await expect.poll(() => page.locator("h1").textContent()).toBe(OFFLINE_TEXT[language].title);
      expect(
        siteProblems(visitor.problems).filter(
          (problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem),
        ),
      ).toEqual([]);
      await visitor.close();
    },
    90_000,
  );

  it.runIf(ONCE)(
    "draws a visited statistics page's charts offline, in their colours and one drawing at a time",
    async () => {
      const visitor = await phoneUnderWorker(browser(), "uz", "/uz/aboutus");
      const { page } = visitor;
      await page.goto(`${BASE_URL}/uz/aboutus/statistics/3`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");

      await page.context().setOffline(true);
      await page.goto(`${BASE_URL}/uz/aboutus/statistics/3`);
      // The marks carry classes only: their colours come from charts.css, which the worker keeps.
      const drawn = await page.evaluate(() => ({
        narrow: getComputedStyle(document.querySelector(".chart-narrow")!).display,
        wide: getComputedStyle(document.querySelector(".chart-wide")!).display,
        bar: getComputedStyle(document.querySelector(".chart-narrow .chart-bar-strong")!).fill,
      }));
      expect(drawn).toEqual({ narrow: "block", wide: "none", bar: "rgb(19, 63, 138)" });
      await visitor.close();
    },
  );

  it.runIf(ONCE)(
    "saves the tourism guide and reads it offline with its pictures, then removes it",
    async () => {
      const visitor = await phoneUnderWorker(browser(), "uz", "/uz/tourism");
      const { page } = visitor;
      const text = GUIDE_TEXT.uz;
      const box = page.getByRole("region", { name: text.heading });
      const status = box.getByRole("status");
      await expect.poll(() => status.textContent()).toMatch(/^Yuklab olinadi: taxminan \d+ MB\.$/);
      await box.getByRole("button", { name: text.save }).click();
      await expect
        .poll(() => status.textContent(), { timeout: 60_000 })
        .toMatch(/^Saqlandi — internetsiz ochiladi\./);

      await page.context().setOffline(true);
      for (const id of [7, 12, 16]) {
        await page.goto(`${BASE_URL}/uz/tourism/sights-detail/${id}`);
        expect(await page.locator("article h1").textContent()).toBe(title("uz", "sights", id));
        const pictures = await picturesShown(page);
        expect(pictures.broken).toEqual([]);
        expect(pictures.shown).toBeGreaterThan(0);
      }
      await page.goto(`${BASE_URL}/uz/tourism/map`);
      expect(await page.locator(".region-map").count()).toBeGreaterThan(0);
      // The offline page lists the guide.
      await page.goto(`${BASE_URL}/uz/investment`);
      const tourism = page.locator('#offline-saved a[href^="/uz/tourism"]');
      expect(await tourism.count()).toBeGreaterThan(30);
      expect(await page.locator('#offline-saved li:not([hidden]) a[href^="/uz/tourism"]').count()).toBe(
        await tourism.count(),
      );

      await page.context().setOffline(false);
      await page.goto(`${BASE_URL}/uz/tourism`);
      await hydrated(page);
      await expect.poll(() => status.textContent()).toMatch(/^Saqlandi/);
      await box.getByRole("button", { name: text.remove }).click();
      await expect.poll(() => status.textContent()).toBe(text.removed);
      expect(await page.evaluate(() => caches.has("guide-uz-v1"))).toBe(false);
      await visitor.close();
    },
    120_000,
  );

  it.runIf(ONCE)(
    "says so when the device has no room for the guide, and keeps nothing half-saved",
    async () => {
      const visitor = await openVisitor(browser(), { locale: LOCALES.en, serviceWorkers: "allow" });
      const { page } = visitor;
      // A device with 1 MB left, and a cache that refuses the first page it is given.
      await page.addInitScript(() => {
        navigator.storage.estimate = () => Promise.resolve({ quota: 2_000_000, usage: 1_000_000 });
      });
      await page.goto(`${BASE_URL}/en/tourism/map`);
      await hydrated(page);
      await controlled(page);
      const box = page.getByRole("region", { name: GUIDE_TEXT.en.heading });
      await expect.poll(() => box.getByRole("status").textContent()).toMatch(/^Download: about \d+ MB\.$/);
      await box.getByRole("button", { name: GUIDE_TEXT.en.save }).click();
      await expect.poll(() => box.getByRole("status").textContent()).toBe(GUIDE_TEXT.en.full);
      expect(await page.evaluate(() => caches.has("guide-en-v1"))).toBe(false);
      await page.evaluate(() => {
        navigator.storage.estimate = () => Promise.resolve({ quota: 1e10, usage: 0 });
        Cache.prototype.put = () => Promise.reject(new DOMException("full", "QuotaExceededError"));
      });
      await box.getByRole("button", { name: GUIDE_TEXT.en.save }).click();
      await expect
        .poll(() => box.getByRole("status").textContent(), { timeout: 30_000 })
        .toBe(GUIDE_TEXT.en.full);
      expect(await page.evaluate(() => caches.has("guide-en-v1"))).toBe(false);
      await visitor.close();
    },
    60_000,
  );

  // How soon a new build reaches a visitor depends on how the server lets the page and the worker be cached.
  it("shows a new build to a visitor online at once, and a new worker takes over", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.en, serviceWorkers: "allow" });
    const { page } = visitor;
    const file = path.join(CLIENT, "en/tourism/sights-detail/4/index.html");
    const worker = path.join(CLIENT, "sw.js");
    const originals = new Map<string, Buffer>();
    const keep = (name: string) => {
      for (const variant of [name, `${name}.gz`, `${name}.br`]) {
        try {
          originals.set(variant, readFileSync(variant));
        } catch {
          // No compressed copy of this one.
        }
      }
    };
    const rewrite = (name: string, change: (text: string) => string) => {
      const text = change(readFileSync(name, "utf8"));
      writeFileSync(name, text);
      if (originals.has(`${name}.gz`)) writeFileSync(`${name}.gz`, gzipSync(text));
      if (originals.has(`${name}.br`)) writeFileSync(`${name}.br`, brotliCompressSync(text));
    };
    keep(file);
    keep(worker);
    try {
      await page.goto(`${BASE_URL}/en/tourism/sights-detail/4`);
      await hydrated(page);
      await controlled(page);
      await page.reload();
      await controlled(page);
      const before = await page.locator("article h1").textContent();
      // The worker in charge now, remembered by the page.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        (window as unknown as { previousWorker: unknown }).previousWorker = registration.active;
      });
      // A deploy: the page's text changes, and so does the worker.
      rewrite(file, (html) => html.replaceAll(`>${before}<`, `>${before} (updated)<`));
      rewrite(worker, (code) => `${code}\n// next build`);
      const replaced = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        await registration.update();
        for (let attempt = 0; attempt < 50; attempt += 1) {
          if (
            registration.active &&
            registration.active !== (window as unknown as { previousWorker: unknown }).previousWorker
          )
            return true;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return false;
      });
      expect(replaced).toBe(true);
      // Online, the next visit shows the new text at once (pages are network first).
      await page.reload();
      expect(await page.locator("article h1").textContent()).toBe(`${before} (updated)`);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    } finally {
      for (const [name, contents] of originals) writeFileSync(name, contents);
    }
    await visitor.close();
  }, 60_000);

  it.runIf(ONCE)("works as before when the worker fails to register or storage throws", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.ru, serviceWorkers: "allow" });
    const { page } = visitor;
    await page.addInitScript(() => {
      navigator.serviceWorker.register = () => Promise.reject(new TypeError("registration failed"));
      Object.defineProperty(window, "caches", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
    });
    await page.goto(`${BASE_URL}/ru/tourism`);
    await hydrated(page);
    const box = page.getByRole("region", { name: GUIDE_TEXT.ru.heading });
    await expect.poll(() => box.getByRole("status").textContent()).toBe(GUIDE_TEXT.ru.unavailable);
    // Navigation and the page itself are unharmed.
    await page.getByRole("link", { name: "Достопримечательности" }).first().click();
    await page.waitForURL(`${BASE_URL}/ru/tourism/sights`);
    await page.locator("h1").waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(
      siteProblems(visitor.problems).filter(
        (problem) => !/SecurityError|denied|registration failed/.test(problem),
      ),
    ).toEqual([]);
    await visitor.close();
  });
});
