import { describe, expect, it } from "vitest";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser } from "./support";

/** Pictures as a visitor gets them (issue #3): responsive files, priorities, and failure without damage. */
describe("pictures", () => {
  const browser = useBrowser();

  it("offers AVIF, WebP and JPEG at five widths, loads the largest first and the rest lazily", async () => {
    const visitor = await openVisitor(browser(), { locale: "en-GB" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/tourism/sights-detail/1`);
    const pictures = page.locator("article picture");
    expect(await pictures.count()).toBe(3);
    const first = pictures.first();
    for (const type of ["image/avif", "image/webp"]) {
      const srcset = (await first.locator(`source[type="${type}"]`).getAttribute("srcset")) ?? "";
      expect(srcset.match(/ (480|640|800|1200|1600)w/g)).toHaveLength(5);
    }
    const firstImage = first.locator("img");
    expect(await firstImage.getAttribute("fetchpriority")).toBe("high");
    expect(await firstImage.getAttribute("loading")).toBe("eager");
    expect(await firstImage.getAttribute("alt")).toMatch(/Urungach/);
    expect(await pictures.nth(1).locator("img").getAttribute("loading")).toBe("lazy");
    // The browser picked a modern format and the picture really arrived.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("article picture img");
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("keeps every box and hides the broken pictures when the files fail to load", async () => {
    const measure = async (failing: boolean) => {
      const visitor = await openVisitor(browser(), { locale: "uz-UZ", viewport: { width: 390, height: 844 } });
      const { page } = visitor;
      if (failing) await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto(`${BASE_URL}/uz/aboutus/statistics`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      const boxes = await page.locator("main article > span").evaluateAll((spans) =>
        spans.map((span) => Math.round(span.getBoundingClientRect().height)),
      );
      const visible = await page.locator("main article picture img").evaluateAll((images) =>
        images.map((img) => getComputedStyle(img).visibility),
      );
      const problems = siteProblems(visitor.problems);
      await visitor.close();
      return { boxes, visible, problems };
    };
    const normal = await measure(false);
    const failed = await measure(true);
    expect(failed.boxes).toEqual(normal.boxes);
    expect(failed.boxes.every((height) => height > 100)).toBe(true);
    // The first cards failed before or after hydration; either way the broken picture is hidden.
    expect(failed.visible.slice(0, 2)).toEqual(["hidden", "hidden"]);
    expect(failed.problems).toEqual([]);
  });
});
