import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/i18n/languages";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { HOME_TEXT } from "../../src/site/home-text";
import { OFFLINE_TEXT } from "../../src/offline/strings";
import { EMERGENCY_TEXT } from "../../src/site/emergency-text";
import { EMERGENCY_NUMBERS } from "../../src/site/emergency-numbers";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/**
 * Issue #30, pages: what a visitor notices on the home page, the tourism overview and the offline page — where the
 * guide's tools are, lists that fill their rows, numbers that never break, and help within reach offline.
 */

describe("pages", () => {
  const browser = useBrowser();

  it.each(LANGUAGES)(
    "the %s home page leads from under the hero to the places map, the districts map, search and the saved guide",
    async (language) => {
      const visitor = await openVisitor(browser(), {
        locale: LOCALES[language],
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: false,
      });
      const { page } = visitor;
      const strings = UI_STRINGS[language].home;
      const text = HOME_TEXT[language];
      await page.goto(`${BASE_URL}/${language}`);
      const plan = page.getByRole("navigation", { name: text.plan.heading });
      const hrefs = await plan
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
      expect(hrefs).toEqual([
        [text.plan.placesMap, `/${language}/tourism/map`],
        [text.plan.districtsMap, `/${language}/aboutus/districts`],
        [text.plan.search, `/${language}/search`],
        [text.plan.guide, `/${language}/tourism#offline-guide`],
      ]);
      // Right under the hero: it starts where the hero ends.
      const hero = await page.locator('section[aria-labelledby="hero-title"]').boundingBox();
      const strip = await plan.boundingBox();
      expect(Math.abs((strip?.y ?? 0) - ((hero?.y ?? 0) + (hero?.height ?? 0)))).toBeLessThan(1);
      for (const href of hrefs.map(([, href]) => href)) {
        expect((await fetch(`${BASE_URL}${href?.split("#")[0]}`)).status, href ?? "").toBe(200);
      }
      // The tourism and investment tiles lead on, as the general one does.
      const tiles = page.locator('section[aria-labelledby="overview-heading"] li');
      for (const [key, href] of [
        ["general", `/${language}/aboutus/districts`],
        ["tourism", `/${language}/tourism/map`],
        ["investment", `/${language}/investment`],
      ] as const) {
        const tile = tiles.filter({ hasText: strings.tiles[key].title });
        const name = key === "general" ? strings.tiles.general.link : text.tileLinks[key];
        expect(await tile.getByRole("link", { name }).getAttribute("href"), key).toBe(href);
      }
      await visitor.close();
    },
  );

  it("the discovery buttons' gradients use only the site's palette", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    const palette = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return ["brand", "lake", "sun"].flatMap((name) =>
        [50, 100, 200, 400, 500, 600, 700, 800, 900, 950]
          .map((shade) => style.getPropertyValue(`--color-${name}-${shade}`).trim())
          .filter(Boolean),
      );
    });
    const colours = await page
      .locator('section[aria-labelledby="discovery-heading"] li a')
      .evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link);
          return [
            style.getPropertyValue("--tw-gradient-from").trim(),
            style.getPropertyValue("--tw-gradient-to").trim(),
          ];
        }),
      );
    expect(colours).toHaveLength(6);
    const resolve = (colour: string) =>
      page.evaluate((value) => {
        const probe = document.createElement("span");
        probe.style.color = value;
        document.body.append(probe);
        const rgb = getComputedStyle(probe).color;
        probe.remove();
        return rgb;
      }, colour);
    const paletteRgb = new Set(await Promise.all(palette.map(resolve)));
    for (const colour of colours.flat()) expect(paletteRgb.has(await resolve(colour)), colour).toBe(true);
    await visitor.close();
  });

  it.each([
    ["uz", 390],
    ["ru", 1280],
  ] as const)(
    "the %s tourism overview lays a lone card across its row at %i px, and no section leaves two thirds empty",
    async (language, width) => {
      const visitor = await openVisitor(browser(), {
        locale: LOCALES[language],
        viewport: { width, height: 900 },
      });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/tourism`);
      const lists = page.locator('main section[aria-labelledby^="block-"] > ul');
      let lone = 0;
      for (const list of await lists.all()) {
        const row = (await list.boundingBox())?.width ?? 0;
        const cards = list.locator(":scope > li");
        const count = await cards.count();
        if (count > 2 || count === 0) continue;
        const used = await cards.evaluateAll((items) =>
          items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0),
        );
        expect(used / row, `${count} card(s)`).toBeGreaterThan(0.9);
        if (count === 1) lone++;
      }
      expect(lone).toBeGreaterThan(0);
      await visitor.close();
    },
  );

  it("keeps a house number and a grouped number whole on a narrow phone", async () => {
    const visitor = await openVisitor(browser(), { locale: "uz-UZ", viewport: { width: 320, height: 800 } });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/uz`);
    const address = (await page.locator("footer").textContent()) ?? "";
    expect(address).toContain("90\u2011uy");
    expect(address).not.toContain("90-uy");
    // The investment tile: 8 672,1 mlrd, one number.
    expect(await page.locator('section[aria-labelledby="overview-heading"]').textContent()).toContain(
      "8\u00a0672,1",
    );
    await visitor.close();
  });

  it.each(LANGUAGES)(
    "the %s offline page links to the guide and lists the emergency numbers, each a tap to call",
    async (language) => {
      const visitor = await openVisitor(browser(), { locale: LOCALES[language] });
      const { page } = visitor;
      const text = OFFLINE_TEXT[language];
      await page.goto(`${BASE_URL}/${language}/offline`);
      // Nothing is saved in this fresh browser: the empty state, with the guide a link.
      const guide = page.locator("#offline-none").getByRole("link", { name: text.guide });
      await guide.waitFor();
      expect(await guide.getAttribute("href")).toBe(`/${language}/tourism#offline-guide`);
      const emergency = page.getByRole("region", { name: EMERGENCY_TEXT[language].heading });
      for (const number of EMERGENCY_NUMBERS) {
        const call = emergency.locator(`a[href="tel:${number}"]`);
        expect(await call.isVisible(), number).toBe(true);
        expect(await call.textContent(), number).toContain(EMERGENCY_TEXT[language].numbers[number]);
      }
      await page.goto(`${BASE_URL}/${language}/tourism#offline-guide`);
      await hydrated(page);
      expect(await page.locator("#offline-guide").isVisible()).toBe(true);
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );
});
