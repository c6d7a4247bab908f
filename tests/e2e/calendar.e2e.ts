import { describe, expect, it } from "vitest";
import { CALENDAR_TEXT } from "../../src/events/calendar-text";
import { HOLIDAYS_TEXT } from "../../src/events/holidays-text";
import { LANGUAGES } from "../../src/i18n/languages";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL, hydrated, openVisitor, siteProblems, useBrowser, LOCALES } from "./support";

/** Issue #32: what's on, read with JavaScript off in every language, and filtered by its in-page anchors. */
/** The build date `npm test` fixes (scripts/test-phases.mjs), whose year and the next the holidays page shows. */
const YEARS = ["2026", "2027"];

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

  it.each(LANGUAGES)(
    "the %s calendar offers its files: a subscription, the whole .ics, the feed in its head, and each entry's .ics",
    async (language) => {
      const text = CALENDAR_TEXT[language];
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/tourism/calendar`);
      const files = page.getByRole("region", { name: text.filesHeading });
      expect(await files.getByRole("link", { name: text.subscribe }).getAttribute("href")).toBe(
        `webcal://toshvil.uz/data/calendar/whats-on-${language}.ics`,
      );
      const whole = await files.getByRole("link", { name: text.download }).getAttribute("href");
      const calendar = await fetch(`${BASE_URL}${whole}`);
      expect(calendar.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(await calendar.text()).toContain("UID:navruz-2027@toshvil.uz");
      const feed = await page
        .locator('head link[rel="alternate"][type="application/atom+xml"]')
        .getAttribute("href");
      expect(feed).toBe(`/data/feeds/events-${language}.atom`);
      expect((await fetch(`${BASE_URL}${feed}`)).headers.get("content-type")).toBe(
        "application/atom+xml; charset=utf-8",
      );
      // Every dated entry has its own file; an entry without dates has none.
      const add = page.locator("#navruz-2027 a.calendar-add");
      expect(await add.getAttribute("aria-label")).toContain(
        await page.locator("#navruz-2027 h3").textContent(),
      );
      const single = await fetch(`${BASE_URL}${await add.getAttribute("href")}`);
      expect(await single.text()).toContain("DTSTART;VALUE=DATE:20270321");
      expect(await page.locator(".calendar-entry:not(:has(time)) .calendar-add").count()).toBe(0);
      await files.getByRole("link", { name: text.holidaysLink }).click();
      expect(new URL(page.url()).pathname).toBe(`/${language}/holidays`);
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );

  it.each(LANGUAGES)(
    "the %s holidays page reads without JavaScript: this year and next, a hayit undated until announced, the decree's days off",
    async (language) => {
      const text = HOLIDAYS_TEXT[language];
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/holidays`);
      expect(await page.getByRole("heading", { level: 1, name: text.title }).isVisible()).toBe(true);
      for (const year of YEARS) {
        const heading = text.yearHeading.replace("{{year}}", year);
        const table = page.getByRole("region", { name: heading }).getByRole("table").first();
        // Nine holidays a year: seven fixed days and the two hayits.
        expect(await table.locator("tbody tr").count()).toBe(9);
      }
      // Navruz 2027 falls on a Sunday; Qurbon hayit has no announced day in either year.
      // Each row has the address the calendar's holiday entries link to.
      const navruz = page.locator('#navruz-2027 time[datetime="2027-03-21"]');
      expect(await navruz.isVisible()).toBe(true);
      expect(await page.locator(".holidays-undated:visible").count()).toBe(3);
      const daysOff = page.getByRole("table", { name: text.daysOffHeading.replace("{{year}}", "2026") });
      expect(await daysOff.locator("tbody tr").count()).toBeGreaterThanOrEqual(10);
      expect(await page.getByText(text.noDaysOff).isVisible()).toBe(true);
      const json = await page.getByRole("link", { name: text.data }).getAttribute("href");
      const data = (await (await fetch(`${BASE_URL}${json}`)).json()) as { years: { year: number }[] };
      expect(data.years.map((year) => year.year)).toEqual([2026, 2027]);
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );

  it.each(LANGUAGES)(
    "the %s calendar links each entry to its page, which reads without JavaScript with its dates, place, sources and file",
    async (language) => {
      const text = CALENDAR_TEXT[language];
      const visitor = await openVisitor(browser(), { locale: LOCALES[language], javaScriptEnabled: false });
      const { page } = visitor;
      await page.goto(`${BASE_URL}/${language}/tourism/calendar`);
      await page.locator("#ski-season h3 a").click(); // its first month: the id is on that one only
      expect(new URL(page.url()).pathname).toBe(`/${language}/tourism/calendar/ski-season`);
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      expect(await page.getByText(text.when, { exact: true }).isVisible()).toBe(true);
      expect(
        await page.getByRole("region", { name: text.sources }).getByRole("link").count(),
      ).toBeGreaterThan(0);
      // Without announced dates: no calendar file and no Event in the page's structured data.
      expect(await page.locator("a.calendar-add").count()).toBe(0);
      expect(await page.locator('script[type="application/ld+json"]').first().textContent()).not.toContain(
        '"startDate"',
      );

      // A past edition keeps its page, with its days, its file and its Festival.
      await page.goto(`${BASE_URL}/${language}/tourism/calendar/uzum-sayli-2025`);
      expect(await page.locator('time[datetime="2025-08-22"]').isVisible()).toBe(true);
      const file = await page.locator("a.calendar-add").getAttribute("href");
      expect(await (await fetch(`${BASE_URL}${file}`)).text()).toContain("DTSTART;VALUE=DATE:20250822");
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(data.join("")).toContain('"@type":"Festival"');
      await page.getByRole("link", { name: text.backToCalendar }).click();
      expect(new URL(page.url()).pathname).toBe(`/${language}/tourism/calendar`);
      expect(siteProblems(visitor.problems)).toEqual([]);
      await visitor.close();
    },
  );
  it("hides what has ended since the build, as the page loads, and after a client-side visit too", async () => {
    const visitor = await openVisitor(browser(), { locale: LOCALES.en, fresh: true });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/tourism/calendar`);
    await hydrated(page);
    const ends = await page
      .locator(".calendar-entry[data-ends]")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.ends ?? ""));
    const firstEnd = [...ends].sort()[0]!;
    const entries = await page.locator(".calendar-entry").count();
    // On the build's day, nothing is hidden.
    expect(await page.locator(".calendar-entry:visible").count()).toBe(entries);

    // The morning after the first entry's last day, in Tashkent (UTC+5).
    const after = new Date(`${firstEnd}T00:30:00+05:00`);
    after.setUTCDate(after.getUTCDate() + 1);
    await page.clock.setFixedTime(after);
    const shifts: number[] = [];
    await page.exposeFunction("reportShift", (value: number) => shifts.push(value));
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { reportShift: (value: number) => void }).reportShift(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.reload();
    await hydrated(page);
    const ended = ends.filter((end) => end <= firstEnd).length;
    expect(await page.locator(".calendar-entry:visible").count()).toBe(entries - ended);
    expect(await page.locator(`.calendar-entry[data-ends="${firstEnd}"]:visible`).count()).toBe(0);
    expect(shifts).toEqual([]);

    // Reached from another page without a reload: the same.
    await page.goto(`${BASE_URL}/en/tourism`);
    await hydrated(page);
    await page.locator(`main a[href="/en/tourism/calendar"]`).first().click();
    await page.locator(".calendar-month").first().waitFor();
    expect(await page.locator(".calendar-entry:visible").count()).toBe(entries - ended);
    // On to an entry's page the same way: its own styles are allowed by the policy of the page it came from.
    await page.locator('.calendar-entry:visible h3 a[href^="/en/tourism/calendar/"]').first().click();
    await page.locator(".event-sources").waitFor();
    expect(siteProblems(visitor.problems)).toEqual([]);
    await visitor.close();
  });
});
