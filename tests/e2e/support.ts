import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { E2E_PORT, E2E_SERVER } from "./global-setup";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/chromium.mjs";

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

/**
 * A fresh visitor (own storage) with the locale they mean; headless Chromium would otherwise say en-US. The
 * service worker is blocked unless a test asks for it (`serviceWorkers: "allow"`: the offline tests and the
 * crawl): online it changes nothing a visitor sees, and installing it in every fresh context costs CI minutes.
 */
export async function openVisitor(
  browser: Browser,
  options: BrowserContextOptions & { locale: string },
): Promise<VisitorPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: "block",
    ...options,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    // Playwright's own note when it blocks the worker (above), not the site's.
    if (message.text().startsWith("Service Worker registration blocked by Playwright")) return;
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
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
