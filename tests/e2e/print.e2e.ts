import { describe, expect, it } from "vitest";
import { FAQ_KEYS } from "../../src/components/home/faq";
import { LANGUAGES } from "../../src/i18n/languages";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { SITE_ORIGIN } from "../../src/site/site-constants";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, hydrated, openVisitor, useBrowser, LOCALES } from "./support";

/**
 * Issue #17 §6: printing. With print media, a page shows its article — title, breadcrumbs, pictures, a place's
 * practical panel and locator map, its address at the end — and none of the header, footer, menus, buttons or
 * video; Chromium prints it to a PDF.
 */
const PAGES = [
  { path: "tourism/sights-detail/2", place: true },
  { path: "aboutus/statistics/10", place: false },
  { path: "aboutus/districts", place: false },
];

// Layout does not depend on the server: once, under nginx.
describe.runIf(E2E_SERVER === "nginx")("print", () => {
  const browser = useBrowser();

  it.each(LANGUAGES)(
    "prints a sight, a statistics article and the districts page as articles in %s",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
      const { page } = visitor;
      for (const { path, place } of PAGES) {
        await page.goto(`${BASE_URL}/${language}/${path}`);
        await hydrated(page);
        await page.emulateMedia({ media: "print" });
        const visible = (selector: string) => page.locator(selector).first().isVisible();
        expect(await visible("body > header")).toBe(false);
        expect(await visible("body > footer")).toBe(false);
        expect(await page.locator("button:visible, video:visible, form:visible").count()).toBe(0);
        expect(await visible("main h1")).toBe(true);
        expect(await visible("main nav[aria-label] ol")).toBe(true);
        expect(await page.locator(".print-url").textContent()).toBe(`${SITE_ORIGIN}/${language}/${path}`);
        expect(await visible(".print-url")).toBe(true);
        if (place) {
          expect(await visible(".place-panel")).toBe(true);
          expect(await visible(".place-panel svg")).toBe(true);
          expect(
            await page.locator(".place-panel").evaluate((panel) => getComputedStyle(panel).breakInside),
          ).toBe("avoid");
          // The geo: link is for phones; paper cannot follow it (#30).
          expect(await page.locator('a[href^="geo:"]').isVisible()).toBe(false);
        }
        // Every picture fills its frame: no empty grey box beside or under it (#30).
        const frames = await page.locator("main picture > img").evaluateAll((images) =>
          images.map((image) => {
            const picture = image.getBoundingClientRect();
            const frame = image.parentElement!.parentElement!.getBoundingClientRect();
            return Math.max(Math.abs(frame.width - picture.width), Math.abs(frame.height - picture.height));
          }),
        );
        expect(
          frames.filter((gap) => gap > 1),
          path,
        ).toEqual([]);
        const pdf = await page.pdf({ format: "A4", printBackground: true });
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        await page.emulateMedia({ media: "screen" });
        // On screen the address stays hidden.
        expect(await visible(".print-url")).toBe(false);
      }
      await visitor.close();
    },
    60_000,
  );

  it.each(LANGUAGES)("prints the home page's questions in %s, each with its answer", async (language) => {
    const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/${language}`);
    await hydrated(page);
    await page.emulateMedia({ media: "print" });
    const strings = UI_STRINGS[language].home.faq;
    for (const key of FAQ_KEYS.flat()) {
      expect(await page.getByRole("heading", { name: strings[key].question }).isVisible(), key).toBe(true);
      expect(await page.locator(`#faq-${key}-answer`).isVisible(), key).toBe(true);
    }
    await visitor.close();
  });
});
