import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser } from "./support";
import { E2E_SERVER } from "./global-setup";

/** Page-side handle the video tests keep on window. */
interface Recorded {
  player?: HTMLVideoElement;
}

/** HTMLMediaElement.NETWORK_EMPTY: no file chosen, nothing fetched. */
const NETWORK_EMPTY = 0;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Whatever has focus is inside the open dialog, or nothing in the page has it (focus went to the browser). */
const focusOutsideDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest("dialog[open]")) return null;
    return active.outerHTML.slice(0, 120);
  });

interface Tile {
  x: number;
  height: number;
}

async function masonryTiles(browser: Browser, width: number, javaScriptEnabled: boolean): Promise<Tile[]> {
  const visitor = await openVisitor(browser, {
    locale: "uz-UZ",
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  await visitor.page.goto(`${BASE_URL}/uz/photo`);
  if (javaScriptEnabled) await hydrated(visitor.page);
  const tiles = await visitor.page
    .getByRole("link", { name: /^Rasmni kattalashtirish: / })
    .evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { x: Math.round(box.left), height: Math.round(box.height * 10) / 10 };
      }),
    );
  expect(siteProblems(visitor.problems)).toEqual([]);
  await visitor.close();
  return tiles;
}

// Behaviour of the page, not of the server: checked once, under nginx (CI time, issue #17 §8).
describe.runIf(E2E_SERVER === "nginx")("photo gallery", () => {
  const browser = useBrowser();

  it("lays 23 photos out in 2 columns at 390 px and 3 at 1280 px, with the same heights before and after hydration", async () => {
    for (const { width, columns, min, max } of [
      { width: 390, columns: 2, min: 120, max: 290 },
      { width: 1280, columns: 3, min: 250, max: 550 },
    ]) {
      const prerendered = await masonryTiles(browser(), width, false);
      const hydratedTiles = await masonryTiles(browser(), width, true);
      expect(hydratedTiles).toHaveLength(23);
      expect({ width, columns: new Set(hydratedTiles.map((tile) => tile.x)).size }).toEqual({
        width,
        columns,
      });
      for (const { height } of hydratedTiles) {
        expect(height).toBeGreaterThanOrEqual(min);
        expect(height).toBeLessThanOrEqual(max);
      }
      // Not all the same height: it is a masonry.
      expect(new Set(hydratedTiles.map((tile) => tile.height)).size).toBeGreaterThan(3);
      // No layout shift: every tile keeps its place and height when JavaScript takes over.
      expect(hydratedTiles).toEqual(prerendered);
    }
  }, 120_000);

  it("opens a photo in a modal viewer: focus, arrows with wrap-around, Escape, close button, focus return", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz/photo`);
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe("Foto galereya");
    const items = page.getByRole("link", { name: /^Rasmni kattalashtirish: / });
    expect(await items.count()).toBe(23);
    const captions = (
      await items
        .locator("picture img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))
    ).map((alt) => alt.replace(/^Rasmni kattalashtirish: /, ""));
    for (const caption of captions) expect(caption).toBeTruthy();

    const dialog = page.getByRole("dialog", { name: "Rasmni koʻrish" });
    const closeButton = dialog.getByRole("button", { name: "Yopish" });
    const caption = dialog.locator("figcaption");
    const expectPhoto = async (index: number) => {
      await expect.poll(() => caption.textContent()).toBe(`${captions[index]}${index + 1} / 23`);
      expect(await dialog.locator("figcaption span").first().textContent()).toBe(captions[index]);
      const image = dialog.locator("figure picture img");
      expect(await image.getAttribute("alt")).toBeTruthy();
      // The large picture takes its size once it has loaded.
      await expect
        .poll(async () => (await image.boundingBox())?.width ?? 0, { timeout: 5_000 })
        .toBeGreaterThan(400);
    };

    expect(await dialog.count()).toBe(0);
    await items.nth(0).click();
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    await expectPhoto(0);
    expect(await isFocused(closeButton)).toBe(true);

    // Tab and Shift+Tab never reach the page behind the modal, and come back round to the close button.
    for (const key of ["Tab", "Shift+Tab"]) {
      const visited = new Set<string>();
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press(key);
        expect(await focusOutsideDialog(page)).toBeNull();
        visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ""));
        if (await isFocused(closeButton)) break;
      }
      expect(await isFocused(closeButton)).toBe(true);
      expect([...visited]).toEqual(expect.arrayContaining(["Oldingi rasm", "Keyingi rasm", "Yopish"]));
    }

    await page.keyboard.press("ArrowRight");
    await expectPhoto(1);
    await page.keyboard.press("ArrowLeft");
    await expectPhoto(0);
    await page.keyboard.press("ArrowLeft");
    await expectPhoto(22);
    await page.keyboard.press("ArrowRight");
    await expectPhoto(0);
    await dialog.getByRole("button", { name: "Keyingi rasm" }).click();
    await expectPhoto(1);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.locator("dialog[open]").count()).toBe(0);
    expect(await isFocused(items.nth(0))).toBe(true);

    // Keyboard: Enter on a focused photo opens it; the close button closes it.
    await items.nth(2).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await expectPhoto(2);
    expect(await isFocused(closeButton)).toBe(true);
    await closeButton.click();
    await dialog.waitFor({ state: "hidden" });
    expect(await isFocused(items.nth(2))).toBe(true);
    expect(page.url()).toBe(`${BASE_URL}/uz/photo`);

    expect(await page.getByRole("link", { name: "Video galereyaga oʻtish" }).getAttribute("href")).toBe(
      "/uz/videoGalery",
    );
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("speaks Russian at /ru/photo", async () => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/photo`);
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe("Фотогалерея");
    const items = page.getByRole("link", { name: /^Увеличить фото: / });
    expect(await items.count()).toBe(23);
    await items.nth(22).click();
    const dialog = page.getByRole("dialog", { name: "Просмотр фото" });
    await dialog.waitFor();
    expect(await dialog.locator("figcaption").textContent()).toContain("23 из 23");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => dialog.locator("figcaption").textContent()).toContain("1 из 23");
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await isFocused(items.nth(22))).toBe(true);
    expect(await page.getByRole("link", { name: "Перейти в видеогалерею" }).getAttribute("href")).toBe(
      "/ru/videoGalery",
    );
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });
});

// Behaviour of the page, not of the server: checked once, under nginx (CI time, issue #17 §8).
describe.runIf(E2E_SERVER === "nginx")("video gallery", () => {
  const browser = useBrowser();

  it("plays a clip in a modal player that Escape and the close button stop and clear", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz/videoGalery`);
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe("Video galereya");
    const clips = page.getByRole("link", { name: /^Videoni koʻrish: \S/ });
    expect(await clips.count()).toBe(9);
    const titles: string[] = [];
    for (const clip of await clips.all()) {
      expect(await clip.locator("svg").count()).toBeGreaterThanOrEqual(1);
      const label = await clip.evaluate((link) => link.lastElementChild?.textContent ?? "");
      const title = label.replace(/^Videoni koʻrish: /, "").trim();
      expect(title).toBeTruthy();
      titles.push(title);
    }
    // Without reduced motion every tile has its muted inline loop.
    await expect.poll(() => page.locator("main ul video").count()).toBe(9);

    const dialog = page.getByRole("dialog", { name: "Video pleyer" });
    const closeButton = dialog.getByRole("button", { name: "Yopish" });
    const player = dialog.locator("video");

    for (const [index, closeWith] of [
      [0, "Escape"],
      [1, "button"],
    ] as const) {
      await clips.nth(index).click();
      await dialog.waitFor();
      expect(await dialog.getAttribute("aria-modal")).toBe("true");
      const state = await player.evaluate((video: HTMLVideoElement) => ({
        controls: video.controls,
        autoplay: video.autoplay,
        label: video.getAttribute("aria-label"),
        sources: [...video.querySelectorAll("source")].map((source) => source.type),
      }));
      expect(state).toMatchObject({ controls: true, autoplay: true, label: titles[index] });
      expect(state.sources.length).toBeGreaterThanOrEqual(1);
      expect(state.sources).toContain("video/mp4");
      expect(await dialog.locator("figcaption").textContent()).toBe(titles[index]);
      expect(await isFocused(closeButton)).toBe(true);
      await player.evaluate((video: HTMLVideoElement) => {
        (window as unknown as Recorded).player = video;
      });

      if (closeWith === "Escape") await page.keyboard.press("Escape");
      else await closeButton.click();
      await dialog.waitFor({ state: "hidden" });
      expect(await page.locator("dialog video").count()).toBe(0);
      // The player that was shown is stopped and let go of its file (nothing is fetched or played any more).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const video = (window as unknown as Recorded).player;
            return (
              video && { connected: video.isConnected, paused: video.paused, network: video.networkState }
            );
          }),
        )
        .toEqual({ connected: false, paused: true, network: NETWORK_EMPTY });
      expect(await isFocused(clips.nth(index))).toBe(true);
    }

    expect(await page.getByRole("link", { name: "Foto galereyaga oʻtish" }).getAttribute("href")).toBe(
      "/uz/photo",
    );
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });

  it("renders no inline videos under reduced motion, and speaks Russian at /ru/videoGalery", async () => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU", reducedMotion: "reduce" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/videoGalery`);
    await hydrated(page);
    expect(await page.locator("h1").textContent()).toBe("Видеогалерея");
    const clips = page.getByRole("link", { name: /^Смотреть видео: \S/ });
    expect(await clips.count()).toBe(9);
    expect(await page.locator("video").count()).toBe(0);
    await clips.nth(3).click();
    const dialog = page.getByRole("dialog", { name: "Видеоплеер" });
    await dialog.waitFor();
    expect(await dialog.locator("video[controls]").count()).toBe(1);
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.locator("video").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Перейти в фотогалерею" }).getAttribute("href")).toBe(
      "/ru/photo",
    );
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });
});
