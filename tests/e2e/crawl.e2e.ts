import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { E2E_SERVER } from "./global-setup";
import { OFFLINE_PATH } from "../../src/site/paths";
import { BASE_URL, hydrated, openVisitor, useBrowser } from "./support";

/** Every prerendered page, as a visitor's path: build/client/uz/photo/index.html -> /uz/photo. */
function allPages(): string[] {
  const client = path.resolve("build/client");
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${path.relative(client, entry.parentPath).split(path.sep).join("/")}`.replace(/\/$/, "") || "/")
    .filter((page) => page !== "/")
    .sort();
}

/**
 * Issue #6: a crawl of every page in every language under the production headers. Any Content-Security-Policy
 * violation, script error or hydration warning, failed request, page without its heading or language, or link
 * to a page that does not exist fails it. It runs once, against
 * nginx (both servers send the same policies, checked in server.e2e.ts).
 */
describe.runIf(E2E_SERVER === "nginx")("every page under the production server", () => {
  const browser = useBrowser();

  it("loads without CSP violations, errors or missing files, and links only to pages that exist", async () => {
    const pages = allPages();
    expect(pages.length).toBeGreaterThan(300);
    // With the service worker, as visitors have it: every page also answers through it.
    const visitor = await openVisitor(browser(), { locale: "uz-UZ", serviceWorkers: "allow" });
    const { page } = visitor;
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()} (on ${page.url()})`);
    });
    page.on("requestfailed", (request) => {
      // A video the page stops loading on navigation is not a missing file.
      if (request.failure()?.errorText !== "net::ERR_ABORTED") failed.push(`${request.failure()?.errorText} ${request.url()}`);
    });
    const links = new Set<string>();
    const unnamed: string[] = [];
    for (const sitePath of pages) {
      await page.goto(`${BASE_URL}${sitePath}`, { waitUntil: "load" });
      // The offline pages never hydrate (they answer for any address); their policy and links are checked here too.
      if (!sitePath.endsWith(`/${OFFLINE_PATH}`)) await hydrated(page);
      // Every page has its heading and speaks its language (routes.e2e.ts samples the same under both servers).
      const heading = (await page.locator("h1").first().textContent())?.trim();
      const lang = await page.getAttribute("html", "lang");
      if (!heading || !lang?.startsWith(sitePath.split("/")[1] ?? "")) unnamed.push(`${sitePath}: h1 "${heading}", lang ${lang}`);
      for (const href of await page.locator("a[href^='/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))) {
        links.add(href.split(/[?#]/)[0] ?? href);
      }
    }
    await visitor.close();
    expect(visitor.problems).toEqual([]);
    expect(failed).toEqual([]);
    expect(unnamed).toEqual([]);

    const broken: string[] = [];
    for (const link of links) {
      const response = await fetch(`${BASE_URL}${link}`, { method: "HEAD" });
      if (response.status !== 200) broken.push(`${response.status} ${link}`);
    }
    expect(broken).toEqual([]);
  }, 900_000);
});
