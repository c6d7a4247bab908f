import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_ID, allPrerenderPaths } from "../../src/site/prerender-paths.server";
import { OFFLINE_PATH } from "../../src/site/paths";
import {
  BASE_URL,
  hydrated,
  inTabs,
  openVisitor,
  siteProblems,
  TABS,
  useBrowser,
  writePage,
} from "./support";

/**
 * Faults a visitor can bring with them (issue #6 §7): JavaScript off on every page, videos that fail to
 * load, and a slow mobile network.
 */
// The offline pages only ever show under a service worker, with JavaScript on (offline.e2e.ts).
const PAGES = allPrerenderPaths().filter(
  (path) => !path.endsWith(`/${NOT_FOUND_ID}`) && !path.endsWith(`/${OFFLINE_PATH}`),
);

/** Heights of the elements a selector finds, to compare one layout with another. */
const heights = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));

describe("faults", () => {
  const browser = useBrowser();

  // Every page once, under the production server (the pages are the same files under both), each written into its
  // tab rather than navigated to (`writePage`: the same layout without JavaScript, a third of the work).
  it(`reads all ${PAGES.length} pages with JavaScript off on a 320 px phone: a heading, text, the footer menu, nothing left hidden, nothing wider than the screen`, async () => {
    const visitor = await openVisitor(browser(), {
      fresh: true,
      locale: "uz-UZ",
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
    });
    const tabs = [visitor.page];
    while (tabs.length < TABS) tabs.push(await visitor.page.context().newPage());
    // Without JavaScript the browser loads every picture at once, lazy or not; what is read here is the text and
    // the layout, which the pictures' sizes fix in the markup. The crawl (crawl.e2e.ts) checks that they exist.
    for (const page of tabs) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setBlockedURLs", {
        urls: ["*.avif", "*.webp", "*.jpg", "*.png", "*.webm", "*.mp4"],
      });
    }
    const wrong: string[] = [];
    await inTabs(PAGES, async (path, tab) => {
      const page = tabs[tab]!;
      await writePage(page, path);
      const found = await page.evaluate(() => {
        const main = document.querySelector("main");
        const visible = (element: Element) => {
          const style = getComputedStyle(element);
          return (
            style.visibility !== "hidden" && style.opacity !== "0" && element.getClientRects().length > 0
          );
        };
        // Blocks marked noscript:hidden (the offline guide's box) are meant to be absent without JavaScript.
        const hiddenBlocks = [...(main?.querySelectorAll("section, article") ?? [])].filter(
          (element) => !visible(element) && !element.matches(".noscript\\:hidden"),
        );
        return {
          heading: [...document.querySelectorAll("h1")].some((h1) => visible(h1) && h1.textContent?.trim()),
          text: (main?.innerText.trim().length ?? 0) > 40,
          footerLinks: document.querySelectorAll("#footer-menu a[href]").length,
          hiddenBlocks: hiddenBlocks.length,
          // No page scrolls sideways on the narrowest phone (issue #17; every template at every width: overflow.e2e.ts).
          width: document.documentElement.scrollWidth,
        };
      });
      if (
        !found.heading ||
        !found.text ||
        found.footerLinks < 20 ||
        found.hiddenBlocks > 0 ||
        found.width > 320
      ) {
        wrong.push(`${path}: ${JSON.stringify(found)}`);
      }
    });
    await visitor.close();
    expect(wrong.sort()).toEqual([]);
  }, 300_000);

  it("keeps the hero and the video gallery whole when the videos fail to load", async () => {
    const measure = async (failing: boolean) => {
      const visitor = await openVisitor(browser(), {
        locale: "uz-UZ",
        viewport: { width: 390, height: 844 },
      });
      const { page } = visitor;
      if (failing) await page.route("**/video/**", (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto(`${BASE_URL}/uz`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      // The video joins the hero after the load event, failing or not; its box is laid out a frame later.
      await page.locator("main section:first-of-type video").waitFor({ state: "attached" });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const hero = await heights(page, "main section:first-of-type");
      const poster = await page.locator("main section:first-of-type picture img").first().isVisible();
      await page.goto(`${BASE_URL}/uz/videoGalery`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      const tiles = await heights(page, "main ul > li");
      // The player still opens, and says where the file is instead of going blank.
      await page.locator("main ul a").first().click();
      await page.getByRole("dialog").waitFor();
      const dialog = (await page.getByRole("dialog").innerText()).trim();
      const problems = siteProblems(visitor.problems);
      await visitor.close();
      return { hero, poster, tiles, dialog, problems };
    };
    const normal = await measure(false);
    const failed = await measure(true);
    expect(failed.hero).toEqual(normal.hero);
    expect(failed.poster).toBe(true);
    expect(failed.tiles).toEqual(normal.tiles);
    expect(failed.dialog.length).toBeGreaterThan(0);
    expect(failed.problems).toEqual([]);
  });

  it("on a slow network (400 ms round trip, 1.6 Mbit/s) paints the content before scripts arrive and never shifts it", async () => {
    const visitor = await openVisitor(browser(), {
      fresh: true,
      locale: "ru-RU",
      viewport: { width: 390, height: 844 },
    });
    const { page } = visitor;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const record = { shift: 0 };
      (window as unknown as { layoutShift: typeof record }).layoutShift = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) record.shift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${BASE_URL}/ru/aboutus/statistics`, { waitUntil: "commit" });
    // The prerendered heading and cards are there before React is.
    await page.locator("h1").waitFor({ timeout: 30_000 });
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await hydrated(page);
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: { shift: number } }).layoutShift.shift,
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    // A client-side step still works: the loading state, then the article.
    await page.getByRole("link", { name: "Подробнее" }).first().click();
    await page.locator("article h1").waitFor({ timeout: 30_000 });
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  }, 120_000);
});
