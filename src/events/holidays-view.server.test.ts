import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { dayAndMonth, holidaysView, weekdayOf } from "./holidays-view.server";

describe("the holidays page's view (issue #32)", () => {
  it("writes a day without its year, as each language does", () => {
    expect(dayAndMonth("2027-03-21", "uz")).toBe("21-mart");
    expect(dayAndMonth("2027-03-21", "en")).toBe("21 March");
    expect(dayAndMonth("2027-03-21", "ru")).toBe("21 марта");
    expect(weekdayOf("2027-03-21", "en")).toBe("Sunday");
    expect(weekdayOf("2027-03-21", "ru")).toBe("воскресенье");
  });

  it.each(LANGUAGES)("shows in %s this year and next, from the build date", (language) => {
    const view = holidaysView(language, "2026-11-27");
    expect(view.years.map((year) => year.year)).toEqual([2026, 2027]);
    expect(view.years[1]?.holidays.length).toBe(9);
    expect(view.sources.length).toBeGreaterThanOrEqual(3);
  });

  it("names the next holiday from the build date, with its weekday", () => {
    expect(holidaysView("en", "2026-11-27").next).toBe(
      "The next public holiday is Constitution Day, on Tuesday 8 December 2026.",
    );
    expect(holidaysView("en", "2026-12-09").next).toContain("New Year's Day");
  });

  it("dates a moveable holiday only from its announcement, and lists the decree's days off with their source", () => {
    const [year2026, year2027] = holidaysView("en", "2026-11-27").years;
    const ramazon = year2026?.holidays.find((holiday) => holiday.id === "ramazon-hayit");
    expect(ramazon).toMatchObject({ date: "2026-03-20", dateText: "20 March", weekday: "Friday" });
    expect(ramazon?.announcement[0]?.url).toContain("adliya.uz");
    const qurbon = year2027?.holidays.at(-1);
    expect(qurbon).toMatchObject({
      id: "qurbon-hayit",
      date: null,
      weekday: null,
      dateText: "The date is announced officially each year.",
    });
    expect(year2026?.daysOff.find((day) => day.date === "2026-01-02")).toMatchObject({
      what: "Extra day off (New Year's Day)",
      who: "all",
    });
    expect(
      year2026?.daysOff.find((day) => day.date === "2026-12-31" && day.who === "five-day-week"),
    ).toMatchObject({
      what: "Moved day off (New Year's Day)",
      workingDay: "Saturday 12 December becomes a working day in its place.",
    });
    expect(year2026?.daysOff.filter((day) => day.workingDay).length).toBe(1);
    expect(year2026?.daysOff.every((day) => day.source.length > 0)).toBe(true);
    expect(year2027?.daysOff).toEqual([]);
  });
});
