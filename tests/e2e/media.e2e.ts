import { describe, expect, it } from "vitest";
import { BASE_URL, hydrated, inTabs, openVisitor, siteProblems, useBrowser, writePage } from "./support";

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

  it("leads a district or city page with a picture of its landscape, loaded first, described in the page's language", async () => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU", viewport: { width: 390, height: 844 } });
    const { page } = visitor;
    for (const [path, subject] of [
      ["/uz/aboutus/districts/bostonliq-district", /Chorvoq/],
      ["/en/aboutus/districts/quyi-chirchiq-district", /river winding across the plain/],
      ["/ru/aboutus/districts/olmaliq-city", /медный карьер/i],
    ] as const) {
      await page.goto(`${BASE_URL}${path}`);
      const lead = page.locator("main article picture img").first();
      expect(await lead.getAttribute("fetchpriority"), path).toBe("high");
      expect(await lead.getAttribute("loading"), path).toBe("eager");
      expect(await lead.getAttribute("alt"), path).toMatch(subject);
      // The picture comes before the page's text and facts.
      const above = await lead.evaluate((img) => {
        const first = document.querySelector("main article .prose-article p");
        return !!first && !!(img.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(above, path).toBe(true);
    }
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("never leaves the largest picture in view to lazy loading, on phones, tablets and desktops", async () => {
    const pages = [
      "/uz",
      "/ru/photo",
      "/uz/videoGalery",
      "/uz/aboutus/statistics",
      "/en/tourism",
      "/uz/tourism/sights-detail/1",
      "/ru/aboutus/districts/bekobod-city",
    ];
    const screens = [
      { width: 360, height: 640 },
      { width: 412, height: 823 },
      { width: 430, height: 932 },
      { width: 768, height: 1024 },
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ];
    const late: string[] = [];
    await inTabs(screens, async (viewport) => {
      const visitor = await openVisitor(browser(), { locale: "uz-UZ", viewport, javaScriptEnabled: false });
      // Which picture is lazy and how large it stands is the markup's (its width and height): the files
      // themselves are not waited for (without JavaScript the browser would fetch every one of them).
      await visitor.page.route(/\.(avif|webp|jpg|png|webm|mp4)$/, (route) => route.abort());
      for (const path of pages) {
        await writePage(visitor.page, path);
        const inView = await visitor.page
          .locator("main picture img")
          .evaluateAll((images: HTMLImageElement[]) =>
            images.map((img) => {
              const box = img.getBoundingClientRect();
              const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
              const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
              return { area: height * width, lazy: img.loading === "lazy", alt: img.alt };
            }),
          );
        const largestEager = Math.max(0, ...inView.filter((image) => !image.lazy).map((image) => image.area));
        // Equal cards differ by a pixel's fraction; only a clearly larger lazy picture takes the paint.
        for (const image of inView.filter((image) => image.lazy && image.area > largestEager * 1.02))
          late.push(`${path} at ${viewport.width}×${viewport.height}: ${image.alt || "(decorative)"}`);
      }
      await visitor.close();
    });
    // A lazy picture waits for layout before it starts to download; if it is the largest in view, it is
    // the page's Largest Contentful Paint, and that comes late on a slow line.
    expect(late.sort()).toEqual([]);
  }, 120_000);

  it("keeps every box and hides the broken pictures when the files fail to load", async () => {
    const measure = async (failing: boolean) => {
      const visitor = await openVisitor(browser(), {
        locale: "uz-UZ",
        viewport: { width: 390, height: 844 },
      });
      const { page } = visitor;
      if (failing) await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto(`${BASE_URL}/uz/aboutus/statistics`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      const boxes = await page
        .locator("main article > span")
        .evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().height)));
      const visible = await page
        .locator("main article picture img")
        .evaluateAll((images) => images.map((img) => getComputedStyle(img).visibility));
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
