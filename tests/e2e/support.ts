import { isLanguage, LANGUAGE_TAGS, type Language } from "../../src/i18n/languages";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { E2E_PORT, E2E_SERVER } from "./global-setup";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/chromium.mjs";

/** The browser locale a visitor of each edition has (headless Chromium would report en-US). */
export const LOCALES: Record<Language, string> = {
  uz: "uz-UZ",
  "uz-cyrl": "uz-Cyrl-UZ",
  en: "en-GB",
  ru: "ru-RU",
};

/** The `<html lang>` a page of the site's path should carry: its edition's tag (`/uz-cyrl/…` → `uz-Cyrl`). */
export function editionTagOf(path: string): string {
  const edition = path.split("/")[1] ?? "";
  return isLanguage(edition) ? LANGUAGE_TAGS[edition] : "";
}

export const BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * Whether this run checks what does not depend on the server (page content, what the browser does with it):
 * such checks run once, under nginx, the production server; under npm start only what the server decides is
 * checked (vitest.e2e.config.ts). `it.runIf(ONCE)` marks such a test in a file that runs under both.
 */
export const ONCE = E2E_SERVER === "nginx";

/** One browser per test file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("browser not started");
    return browser;
  };
}

export interface VisitorPage {
  page: Page;
  /** Console errors and warnings, page errors, and failed requests seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

export interface VisitorOptions extends BrowserContextOptions {
  locale: string;
  /**
   * A new page in a context of its own, instead of one the file's earlier visitors left (same browser-wide
   * options). A new page starts a renderer process that compiles the site's scripts cold: about three times a
   * visit on our two-core machines (issue #33). What a test can leave on a reused page is undone when it closes
   * its visitor (storage, cookies, routes, listeners, media emulation, viewport); its HTTP cache stays warm, as a
   * returning visitor's does. A test that adds init scripts or opens a CDP session asks for a fresh page; one
   * that allows the service worker always gets one.
   */
  fresh?: boolean;
}

/** Each browser's idle reusable pages, by their browser-wide options. */
const idlePages = new WeakMap<Browser, Map<string, { context: BrowserContext; idle: Page[] }>>();

/** What a page may change per visit; everything else is fixed when its context is made. */
function perVisit(options: VisitorOptions) {
  const { viewport, reducedMotion, forcedColors, colorScheme, fresh: _fresh, ...browserWide } = options;
  return { viewport, reducedMotion, forcedColors, colorScheme, browserWide };
}

async function reusedPage(browser: Browser, options: VisitorOptions): Promise<Page> {
  const { viewport, reducedMotion, forcedColors, colorScheme, browserWide } = perVisit(options);
  const key = JSON.stringify(browserWide);
  const pools = idlePages.get(browser) ?? new Map<string, { context: BrowserContext; idle: Page[] }>();
  idlePages.set(browser, pools);
  let pool = pools.get(key);
  if (!pool) {
    pool = { context: await browser.newContext({ serviceWorkers: "block", ...browserWide }), idle: [] };
    pools.set(key, pool);
  }
  const page = pool.idle.pop() ?? (await pool.context.newPage());
  await page.setViewportSize(viewport ?? { width: 1280, height: 900 });
  await page.emulateMedia({
    media: null,
    reducedMotion: reducedMotion ?? "no-preference",
    forcedColors: forcedColors ?? "none",
    colorScheme: colorScheme ?? "light",
  });
  return page;
}

/** Leaves a reused page as a new one would be, save its warm caches, and puts it back in its pool. */
async function release(browser: Browser, options: VisitorOptions, page: Page): Promise<void> {
  const pool = idlePages.get(browser)?.get(JSON.stringify(perVisit(options).browserWide));
  page.removeAllListeners();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  if (page.url().startsWith("http"))
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
  await page.context().clearCookies();
  // A small document of the same site: the page's timers and animations stop costing time while it waits, and the
  // next visit keeps the renderer process with the site's compiled scripts (after about:blank, a new process
  // compiles them cold: a visit about 1.5 times as long; issue #33).
  await page.goto(page.url().startsWith(BASE_URL) ? `${BASE_URL}/robots.txt` : "about:blank");
  pool?.idle.push(page);
}

/**
 * A visitor with the locale they mean; headless Chromium would otherwise say en-US. A reused page unless
 * `fresh` is asked for (above). The service worker is blocked unless a test asks for it (`serviceWorkers:
 * "allow"`: the offline tests and the crawl): online it changes nothing a visitor sees, and installing it in
 * every fresh context costs CI minutes.
 */
export async function openVisitor(browser: Browser, options: VisitorOptions): Promise<VisitorPage> {
  const problems: string[] = [];
  let page: Page;
  let close: () => Promise<void>;
  if (!options.fresh && options.serviceWorkers !== "allow") {
    page = await reusedPage(browser, options);
    close = () => release(browser, options, page);
  } else {
    const { fresh: _fresh, ...contextOptions } = options;
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: "block",
      ...contextOptions,
    });
    page = await context.newPage();
    close = () => context.close();
  }
  page.on("console", (message) => {
    // Playwright's own note when it blocks the worker (above), not the site's.
    if (message.text().startsWith("Service Worker registration blocked by Playwright")) return;
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close };
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
}

/**
 * Lays a page out as a visitor without JavaScript gets it, without navigating: its HTML, as the server under test
 * sends it, written into the tab (`setContent`), which first goes to the site so that the page's styles, fonts and
 * icons resolve as they do for the visitor. For tabs with JavaScript off only. On all 652 prerendered paths this
 * gave the same width, height, text, hidden blocks, footer links, language and mode as a navigation, at about a
 * third of the browser's work (issue #33, decision 036). What a navigation adds is the server's — status, type,
 * policy — and the crawl (crawl.e2e.ts) checks those on every page, including that no page's markup leans on
 * anything its policy would block, so the policy's absence here changes nothing that is laid out.
 */
export async function writePage(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(BASE_URL)) await page.goto(`${BASE_URL}/robots.txt`);
  await page.setContent(await (await fetch(`${BASE_URL}${path}`)).text());
}

/** Console noise that is not the site's: 404s the tests cause on purpose. */
export function siteProblems(problems: string[]): string[] {
  return problems.filter((problem) => !/status of 404/.test(problem));
}

/**
 * How many pages a suite that visits many of them keeps open at once (issue #33): a visit mostly waits (for the
 * network, for hydration after `load`), so two tabs keep a two-core machine busy where one leaves it half idle.
 */
export const TABS = Number(process.env.E2E_TABS ?? 2);

/**
 * Visits `items` with `TABS` workers, each taking the next item when done with its own. What a visit reports is
 * collected by the caller; sort it if the order matters to a message.
 */
export async function inTabs<T>(
  items: readonly T[],
  visit: (item: T, tab: number) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(TABS, items.length) }, async (_unused, tab) => {
      while (queue.length) await visit(queue.shift()!, tab);
    }),
  );
}
