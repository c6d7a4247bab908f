import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser } from "./support";

const TAGLINE = {
  uz: "Yangi manzillar, keng imkoniyatlar",
  en: "New destinations, wide opportunities",
  ru: "Новые направления, широкие возможности",
} as const;

/** Page-side record the init scripts below leave on window. */
interface Recorded {
  videosAtLoad?: number;
  typedSeen?: string[];
}

const section = (page: Page, heading: string) => page.locator(`section[aria-labelledby="${heading}"]`);
/** The <Reveal> wrapper around a home block. */
const revealOf = (page: Page, heading: string) => section(page, heading).locator("xpath=..");
const opacityOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);
/** Two animation frames: long enough for effects queued by the last commit to have run. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const REVEALED_BLOCKS = ["overview-heading", "discovery-heading", "carousel-heading", "faq-heading"];

describe("home page: hero and typed subtitle", () => {
  const browser = useBrowser();

  it("adds the muted looping video only after the load event, and its button pauses and resumes it", async () => {
    const visitor = await openVisitor(browser(), { fresh: true, locale: "uz-UZ" });
    const { page } = visitor;
    await page.addInitScript(() => {
      // Registered before the page's own listeners: counts the videos at the very moment of the load event.
      window.addEventListener("load", () => {
        (window as unknown as Recorded).videosAtLoad = document.querySelectorAll("video").length;
      });
    });
    await page.goto(`${BASE_URL}/uz`);
    await hydrated(page);
    const hero = section(page, "hero-title");
    const video = hero.locator("video");
    await video.waitFor({ state: "attached" });
    expect(await page.evaluate(() => (window as unknown as Recorded).videosAtLoad)).toBe(0);
    expect(await hero.locator("video").count()).toBe(1);

    const attributes = await video.evaluate((element: HTMLVideoElement) => ({
      autoplay: element.autoplay,
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
      sources: [...element.querySelectorAll("source")].map((source) => ({
        src: source.getAttribute("src"),
        type: source.type,
      })),
    }));
    expect(attributes).toMatchObject({ autoplay: true, muted: true, loop: true, playsInline: true });
    expect(attributes.sources).toEqual([
      { src: expect.stringMatching(/\.webm$/), type: expect.stringMatching(/^video\/webm; codecs="av01/) },
      { src: expect.stringMatching(/\.webm$/), type: expect.stringMatching(/^video\/webm; codecs="vp9"/) },
      { src: expect.stringMatching(/\.mp4$/), type: "video/mp4" },
    ]);

    // The poster is the page's largest image: fetched eagerly with high priority.
    const poster = hero.locator("picture img");
    expect(await poster.getAttribute("fetchpriority")).toBe("high");
    expect(await poster.getAttribute("loading")).not.toBe("lazy");

    // The video files may be missing: assert the button and the element's state, not playback.
    const pause = hero.getByRole("button", { name: "Fon videosini toʻxtatish" });
    expect(await pause.getAttribute("aria-pressed")).toBe("false");
    await pause.click();
    const resume = hero.getByRole("button", { name: "Fon videosini qayta ijro etish" });
    await expect.poll(() => resume.getAttribute("aria-pressed")).toBe("true");
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await resume.click();
    await expect.poll(() => pause.getAttribute("aria-pressed")).toBe("false");
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("types the tagline out letter by letter, with the full text for screen readers from the start", async () => {
    const visitor = await openVisitor(browser(), { fresh: true, locale: "uz-UZ" });
    const { page } = visitor;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as Recorded).typedSeen = seen;
      new MutationObserver(() => {
        const typed = document.querySelector("[data-typed]");
        if (!typed) return;
        const state = `${typed.getAttribute("data-typed")}:${typed.textContent}`;
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    // The prerendered page already holds the whole tagline for screen readers, and no typed line yet.
    const html = await (await page.request.get(`${BASE_URL}/uz`)).text();
    expect(html).toContain(`<span class="sr-only">${TAGLINE.uz}</span>`);
    expect(html).not.toContain("data-typed");

    await page.goto(`${BASE_URL}/uz`);
    const subtitle = section(page, "hero-title").locator("p");
    expect(await subtitle.locator(".sr-only").textContent()).toBe(TAGLINE.uz);
    await hydrated(page);
    await page.waitForSelector('[data-typed="done"]');
    const typed = subtitle.locator("[data-typed]");
    expect(await typed.textContent()).toBe(TAGLINE.uz);
    expect(await typed.isVisible()).toBe(true);
    expect(await subtitle.locator(".sr-only").textContent()).toBe(TAGLINE.uz);

    const seen = (await page.evaluate(() => (window as unknown as Recorded).typedSeen)) ?? [];
    expect(seen[0]).toMatch(/^typing:/);
    expect(seen.at(-1)).toBe(`done:${TAGLINE.uz}`);
    expect(seen.length).toBeGreaterThan(TAGLINE.uz.length / 2);
    let previous = -1;
    for (const state of seen) {
      const text = state.slice(state.indexOf(":") + 1);
      expect(TAGLINE.uz.startsWith(text)).toBe(true);
      expect(text.length).toBeGreaterThan(previous);
      previous = text.length;
    }
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("under reduced motion shows no video and no pause button, the whole subtitle at once, and hides no block", async () => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU", reducedMotion: "reduce" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru`);
    await hydrated(page);
    await page.waitForSelector("[data-typed]");
    const typed = page.locator("[data-typed]");
    expect(await typed.getAttribute("data-typed")).toBe("done");
    expect(await typed.textContent()).toBe(TAGLINE.ru);
    await page.waitForFunction(() => document.readyState === "complete");
    await nextFrames(page);
    expect(await page.locator("video").count()).toBe(0);
    expect(await section(page, "hero-title").getByRole("button").count()).toBe(0);
    // Nothing is ever hidden for the scroll-in, not even the blocks far below the fold.
    for (const block of REVEALED_BLOCKS) expect(await opacityOf(revealOf(page, block))).toBe("1");
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });
});

describe("home page: overview, discovery cards and scroll-in", () => {
  const browser = useBrowser();

  it("has six overview tiles with icons and mentions the 2019 forum's billion", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    for (const [language, billion] of [
      ["uz", "1 mlrd"],
      ["en", "1 billion"],
    ] as const) {
      await page.goto(`${BASE_URL}/${language}`);
      await hydrated(page);
      const overview = section(page, "overview-heading");
      const tiles = overview.locator("li");
      expect(await overview.locator("h3").count()).toBe(6);
      expect(await tiles.count()).toBe(6);
      for (const tile of await tiles.all()) {
        // Its icon (the general tile also has a link to the districts map, with an arrow).
        expect(await tile.locator(":scope > span > svg").count()).toBe(1);
        expect((await tile.locator("h3").textContent())?.trim()).toBeTruthy();
      }
      const intro = (await overview.locator("h2 + p").textContent()) ?? "";
      expect(intro).toContain("2019");
      expect(intro).toContain(billion);
    }
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("has six discovery cards leading to about us twice, tourism, investment, business and photos", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    for (const language of ["uz", "en"]) {
      await page.goto(`${BASE_URL}/${language}`);
      await hydrated(page);
      const cards = section(page, "discovery-heading").locator("li");
      expect(await cards.count()).toBe(6);
      const hrefs = await cards
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(
        ["aboutus", "aboutus", "tourism", "investment", "business", "photo"].map(
          (path) => `/${language}/${path}`,
        ),
      );
    }
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("fades a block below the fold in when it is scrolled to", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    await hydrated(page);
    const faq = revealOf(page, "faq-heading");
    await expect.poll(() => opacityOf(faq), { timeout: 5_000 }).toBe("0");
    await section(page, "faq-heading").evaluate((element) =>
      element.scrollIntoView({ block: "start", behavior: "instant" }),
    );
    await expect.poll(() => opacityOf(faq), { timeout: 5_000 }).toBe("1");
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });
});

describe("home page: photo carousel", () => {
  const browser = useBrowser();

  it("moves one slide per button press, arrow key and mouse drag, and wraps around", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    await hydrated(page);
    expect(await section(page, "carousel-heading").locator("h2").textContent()).toBe("Foto lavhalar");
    const region = page.getByRole("region", { name: "Viloyat suratlari" });
    expect(await region.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = region.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(23);
    const hrefs = await slides
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(Array.from({ length: 23 }, () => "/uz/photo"));
    const alts = await slides
      .locator("picture img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(alts).toHaveLength(23);
    for (const alt of alts) expect(alt?.trim()).toBeTruthy();

    const track = page.locator("#carousel-track");
    await region.scrollIntoViewIfNeeded();
    const slideWidth = await slides.first().evaluate((slide) => slide.getBoundingClientRect().width);
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
    // Smooth scrolling across the whole strip takes over a second.
    const settlesAt = (left: number) =>
      expect.poll(async () => Math.abs((await scrollLeft()) - left), { timeout: 5_000 }).toBeLessThan(2);
    const rewind = async () => {
      await track.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
      await settlesAt(0);
    };

    await page.getByRole("button", { name: "Keyingi suratlar" }).click();
    await settlesAt(slideWidth);

    // From the first slide, "previous" wraps to the end.
    await rewind();
    await page.getByRole("button", { name: "Oldingi suratlar" }).click();
    const end = await track.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(end).toBeGreaterThan(slideWidth * 10);
    await settlesAt(end);

    // Arrow keys with focus on a slide's link.
    await rewind();
    await slides.first().locator("a").focus();
    await page.keyboard.press("ArrowRight");
    await settlesAt(slideWidth);
    await page.keyboard.press("ArrowLeft");
    await settlesAt(0);

    // A mouse drag to the left moves on by one slide and does not follow the link under the pointer.
    const box = await track.boundingBox();
    if (!box) throw new Error("the carousel track has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - slideWidth * 0.6, y, { steps: 12 });
    await page.mouse.up();
    await settlesAt(slideWidth);
    expect(await page.evaluate(() => window.location.pathname)).toBe("/uz");

    // A plain click on a slide opens the photo gallery.
    await slides.nth(2).locator("a").click();
    await page.waitForURL(`${BASE_URL}/uz/photo`);
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("shows 1, 2, 3 and 5 slides at 390, 800, 1100 and 1366 px", async () => {
    // A new browser context at each width, its viewport set before anything loads: resizing a page raced the
    // browser's resize on a busy machine (the 1100 px layout read at 1366 px, more than a second after the resize).
    for (const [width, perView] of [
      [390, 1],
      [800, 2],
      [1100, 3],
      [1366, 5],
    ] as const) {
      const visitor = await openVisitor(browser(), {
        fresh: true,
        locale: "uz-UZ",
        viewport: { width, height: 900 },
      });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/uz`);
      await hydrated(page);
      const ratio = await page.locator("#carousel-track").evaluate((element) => {
        const slide = element.firstElementChild;
        if (!slide) return 0;
        return element.getBoundingClientRect().width / slide.getBoundingClientRect().width;
      });
      expect({ width, ratio: Math.round(ratio * 100) / 100 }).toEqual({ width, ratio: perView });
      // More slides than fit: both buttons work (the carousel loops).
      expect(await page.getByRole("button", { name: "Keyingi suratlar" }).isEnabled()).toBe(true);
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    }
  });
});

describe("home page: FAQ and the page without JavaScript", () => {
  const browser = useBrowser();

  it("opens at most one answer at a time", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    await hydrated(page);
    const faq = section(page, "faq-heading");
    const questions = faq.getByRole("button");
    expect(await questions.count()).toBe(6);
    const answerOf = async (question: Locator) => {
      const id = await question.getAttribute("aria-controls");
      expect(id).toBeTruthy();
      return page.locator(`[id="${id}"]`);
    };
    const openCount = () => faq.locator('button[aria-expanded="true"]').count();
    for (const question of await questions.all()) {
      expect(await question.getAttribute("aria-expanded")).toBe("false");
      expect(await (await answerOf(question)).isVisible()).toBe(false);
    }

    const first = questions.nth(0);
    const second = questions.nth(4);
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    expect(await (await answerOf(first)).isVisible()).toBe(true);
    expect(await openCount()).toBe(1);

    await second.click();
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    expect(await (await answerOf(second)).isVisible()).toBe(true);
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    expect(await (await answerOf(first)).isVisible()).toBe(false);
    expect(await openCount()).toBe(1);

    await second.click();
    expect(await second.getAttribute("aria-expanded")).toBe("false");
    expect(await (await answerOf(second)).isVisible()).toBe(false);
    expect(await openCount()).toBe(0);

    for (const question of await questions.all()) {
      await question.click();
      expect(await openCount()).toBe(1);
      expect(await (await answerOf(question)).isVisible()).toBe(true);
    }
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("shows every answer, the subtitle and every block when JavaScript is off", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ", javaScriptEnabled: false });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    const faq = section(page, "faq-heading");
    const answers = faq.getByRole("region");
    expect(await answers.count()).toBe(6);
    // The lower blocks are drawn as they near the viewport (content-visibility), as a visitor scrolls to them.
    for (const answer of await answers.all()) {
      await answer.scrollIntoViewIfNeeded();
      expect(await answer.isVisible()).toBe(true);
      expect((await answer.textContent())?.trim()).toBeTruthy();
    }
    const subtitle = section(page, "hero-title").locator("p");
    const line = subtitle.locator('span[aria-hidden="true"]');
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toBe(TAGLINE.uz);
    expect(await line.isVisible()).toBe(true);
    expect(await page.locator("video").count()).toBe(0);
    for (const block of REVEALED_BLOCKS) {
      expect(await opacityOf(revealOf(page, block))).toBe("1");
      await section(page, block).locator("h2").scrollIntoViewIfNeeded();
      expect(await section(page, block).locator("h2").isVisible()).toBe(true);
    }
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(23);
    await visitor.close();
  });
});
