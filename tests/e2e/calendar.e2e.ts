import { describe, expect, it } from "vitest";
import { CALENDAR_TEXT } from "../../src/events/calendar-text";
import { LANGUAGES } from "../../src/i18n/languages";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/** Issue #32: what's on, read with JavaScript off in every language, and filtered by its in-page anchors. */

describe(`calendar (${E2E_SERVER})`, () => {
  const browser = useBrowser();

  it.each(LANGUAGES)(
    "the %s calendar reads without JavaScript: twelve months from the build's, dated and usual entries, and its filters",
    async (language) => {
      const text = CALENDAR_TEXT[language];
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/tourism/calendar`);
      expect(await page.getByRole("heading", { level: 1, name: text.title }).isVisible()).toBe(true);
      const months = page.locator(".calendar-month");
      expect(await months.count()).toBe(13);
      expect(await months.first().locator(".calendar-now").textContent()).toBe(text.thisMonth);
      const entries = page.locator(".calendar-entry");
      expect(await entries.count()).toBeGreaterThanOrEqual(12);
      expect(await page.locator(".calendar-entry time").count()).toBeGreaterThan(0);
      expect(await page.getByText(text.usually).first().isVisible()).toBe(true);
      expect(
        await page
          .locator(`.calendar-entry a[href="/${language}/aboutus/districts/parkent-district"]`)
          .count(),
      ).toBeGreaterThan(0);

      // A filter is a link to an anchor: the other categories and the months without festivals leave the page.
      const holidays = page.locator('.calendar-entry[data-category="holiday"]');
      expect(await holidays.first().isVisible()).toBe(true);
      await page
        .getByRole("navigation", { name: text.filtersLabel })
        .getByRole("link", { name: text.categories.festival })
        .click();
      expect(page.url()).toMatch(/#only-festival$/);
      expect(await page.getByText(`${text.showing} ${text.categories.festival}`).isVisible()).toBe(true);
      expect(await holidays.first().isVisible()).toBe(false);
      expect(await page.locator('.calendar-entry[data-category="festival"]').first().isVisible()).toBe(true);
      await page.getByRole("link", { name: text.showAll }).click();
      expect(await holidays.first().isVisible()).toBe(true);

      // The district filter: only what happens in Parkent district.
      await page.locator('a[href="#only-parkent-district"]').click();
      const shown = await page
        .locator(".calendar-entry:visible")
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.district));
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set(["parkent-district"]));
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );
});
