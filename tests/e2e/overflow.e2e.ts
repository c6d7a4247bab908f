import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/i18n/languages";
import { BASE_URL, openVisitor, useBrowser } from "./support";
import { TEMPLATES } from "./templates";

/**
 * Every window width a phone, a tablet or a laptop may have, 16 px apart (issue #30). 640 px is also a 1280 px
 * window at 200 % zoom (WCAG 1.4.10 reflow).
 */
const WIDTHS = Array.from({ length: (1440 - 320) / 16 + 1 }, (_, i) => 320 + i * 16);

describe("pages never scroll sideways", () => {
  const browser = useBrowser();

  it(`fits every template in every language at ${WIDTHS.length} widths from 320 to 1440 px`, async () => {
    // Each page is laid out in a frame whose width changes 71 times inside one script, instead of 71 window
    // resizes (4,000 round trips). The frame is the page's own viewport, so its media queries answer to its
    // width; the test strips the site's refusal to be framed, and the sandbox keeps the page's scripts off
    // (they hydrate the same markup). Pictures and videos are not fetched: their sizes are in the markup.
    const visitor = await openVisitor(browser(), { locale: "en-GB", viewport: { width: 1500, height: 500 } });
    const { page } = visitor;
    await page.route(`${BASE_URL}/__overflow`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><html><body style='margin:0'></body></html>",
      }),
    );
    await page.route(/\.(?:avif|webp|jpg|png|mp4|webm)$/, (route) => route.abort());
    await page.route(
      (url) => url.pathname !== "/__overflow",
      async (route) => {
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers["x-frame-options"];
        delete headers["content-security-policy"];
        return route.fulfill({ response, headers });
      },
    );
    await page.goto(`${BASE_URL}/__overflow`);
    const paths = LANGUAGES.flatMap((language) =>
      Object.entries(TEMPLATES).map(([template, path]) => [`${language} ${template}`, `/${language}${path}`]),
    );
    const wide = await page.evaluate(
      async ({ paths, widths }) => {
        const found: string[] = [];
        for (const [label, path] of paths) {
          const frame = document.createElement("iframe");
          frame.setAttribute("sandbox", "allow-same-origin");
          frame.style.cssText = "height: 400px; border: 0; display: block";
          document.body.append(frame);
          await new Promise((resolve) => {
            frame.onload = resolve;
            frame.src = path ?? "/";
          });
          const root = frame.contentDocument?.documentElement;
          if (!root) {
            found.push(`${label}: not loaded`);
            continue;
          }
          for (const width of widths) {
            frame.style.width = `${width}px`;
            const overflow = root.scrollWidth - root.clientWidth;
            if (overflow > 0) found.push(`${label} @${width}: ${overflow} px too wide`);
          }
          frame.remove();
        }
        return found;
      },
      { paths, widths: WIDTHS },
    );
    await visitor.close();
    expect(wide).toEqual([]);
  }, 120_000);
});
