import { describe, expect, it } from "vitest";
import { calendarView, festivalDatesLine, formatDays, twelveMonthsFrom } from "./calendar-view.server";

describe("twelveMonthsFrom", () => {
  it("ends the day before the same date a year on", () => {
    expect(twelveMonthsFrom("2026-11-27")).toBe("2027-11-26");
    expect(twelveMonthsFrom("2027-01-01")).toBe("2027-12-31");
  });
});

describe("formatDays", () => {
  it("writes a range within a month once, as each language does", () => {
    expect(formatDays("2027-08-22", "2027-08-23", "en")).toBe("22–23 August 2027");
    expect(formatDays("2027-08-22", "2027-08-23", "ru")).toBe("22–23 августа 2027 г.");
    expect(formatDays("2027-08-22", "2027-08-23", "uz")).toBe("2027-yil 22–23-avgust");
  });

  it("writes one day alone and a range across months in full", () => {
    expect(formatDays("2027-03-21", "2027-03-21", "en")).toBe("21 March 2027");
    expect(formatDays("2027-08-30", "2027-09-02", "en")).toBe("30 August 2027 – 2 September 2027");
  });
});

describe("calendarView", () => {
  const view = calendarView("en", "2026-11-27");

  it("lists twelve months, the build date's month first", () => {
    expect(view.months).toHaveLength(13);
    expect(view.months[0]!.month).toBe("2026-11");
    expect(view.months[0]!.heading).toBe("November 2026");
    expect(view.months.at(-1)!.month).toBe("2027-11");
  });

  it("holds at least twelve entries, each with dates or the usual time, none ended before the build date", () => {
    const entries = view.months.flatMap((month) => month.entries);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBeGreaterThanOrEqual(12);
    for (const entry of entries) {
      expect(entry.when.length).toBeGreaterThan(3);
      if (entry.first) expect(entry.first >= "2026-11-01").toBe(true);
    }
  });

  it("links a district entry to the district's page and offers the district as a filter", () => {
    const uzum = view.months.flatMap((month) => month.entries).find((entry) => entry.slug === "uzum-sayli");
    expect(uzum?.district?.href).toBe("/en/aboutus/districts/parkent-district");
    expect(uzum?.when).toMatch(/late August/);
    expect(view.districts.map((district) => district.slug)).toContain("parkent-district");
  });
});

describe("festivalDatesLine", () => {
  it("gives a festival's last edition while the next is not announced, and nothing for an article without editions", () => {
    expect(festivalDatesLine("festivals/1", "en", "2026-11-27")).toBe("Last held: 22–23 August 2025");
    expect(festivalDatesLine("sights/2", "en", "2026-11-27")).toBeNull();
  });

  it("gives the next edition once its dates start on or after the build date", () => {
    expect(festivalDatesLine("festivals/1", "ru", "2025-08-01")).toBe("Ближайший: 22–23 августа 2025 г.");
  });
});
