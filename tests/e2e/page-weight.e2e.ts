import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/i18n/languages";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, inTabs, openVisitor, useBrowser } from "./support";

/**
 * Everything a phone transfers to load a page, video excluded (issue #6 §4): at most 400 KB. Measured in
 * Chromium on a mid-range phone's screen, 390 px at device pixel ratio 2, counting the bytes on the wire as
 * the server compresses them, pictures included that the browser fetches ahead of scrolling. (At ratio 3
 * the photo gallery's 23 tiles pick the 800 px files and the page comes to about 500 KB.) Which pictures load depends on the
 * layout, which is why this is weighed here and not on the build output (tests/build/budgets.test.ts).
 */
const TEMPLATES = [
  "",
  "/aboutus",
  "/aboutus/statistics",
  "/aboutus/statistics/1",
  // A district page leads with its landscape picture (issue #29).
  "/aboutus/districts/bostonliq-district",
  "/business/start-business",
  "/photo",
  "/videoGalery",
  "/tourism",
  "/accessibility",
];
const LIMIT_KB = 400;

// Bytes on the wire depend on the server's compression: weighed under the production server.
describe.runIf(E2E_SERVER === "nginx")("page weight on a phone", () => {
  const browser = useBrowser();

  // Each template once, the editions taking turns: what a page weighs is its pictures, styles and scripts, the
  // same in every edition (the first-paint bytes of every page in every edition: tests/build/budgets.test.ts).
  const pages = TEMPLATES.map((path, index) => `/${LANGUAGES[index % LANGUAGES.length]}${path}`);
  it(`stays within ${LIMIT_KB} KB on every template`, async () => {
    const rows: string[] = [];
    const over: string[] = [];
    await inTabs(pages, async (path) => {
      // A first visit: a page of its own, with nothing in its caches.
      const visitor = await openVisitor(browser(), {
        fresh: true,
        locale: "uz-UZ",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
      });
      const { page } = visitor;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      const kinds = new Map<string, string>();
      const pending = new Set<string>();
      let bytes = 0;
      cdp.on("Network.requestWillBeSent", (event) => {
        if (event.type !== "Media") pending.add(event.requestId);
      });
      cdp.on("Network.responseReceived", (event) => kinds.set(event.requestId, event.type));
      cdp.on("Network.loadingFinished", (event) => {
        pending.delete(event.requestId);
        if (kinds.get(event.requestId) !== "Media") bytes += event.encodedDataLength;
      });
      cdp.on("Network.loadingFailed", (event) => pending.delete(event.requestId));
      await page.goto(`${BASE_URL}${path}`, { waitUntil: "networkidle" });
      // Every request the page made has reported its bytes (the protocol's events may trail the page's idle).
      await expect.poll(() => pending.size, { timeout: 10_000 }).toBe(0);
      const kb = Math.round(bytes / 102.4) / 10;
      rows.push(`${path.padEnd(36)} ${kb} KB`);
      if (kb > LIMIT_KB) over.push(`${path}: ${kb} KB`);
      await visitor.close();
    });
    console.log(`First load on a phone (390 px, DPR 2), video excluded:\n${rows.sort().join("\n")}`);
    expect(over).toEqual([]);
  }, 120_000);
});
