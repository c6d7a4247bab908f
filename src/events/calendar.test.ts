import { describe, expect, it } from "vitest";
import { announcedOverRecurring, eventsBetween, monthsBetween, monthsOfEventIn } from "./calendar";
import { calendarEvent } from "./fixtures.test-util";

const recurring = calendarEvent({
  slug: "uzum-sayli",
  series: "uzum-sayli",
  start: null,
  end: null,
  recurrence: "Held in late August.",
  months: [8],
  origin: "event",
});
const edition = (year: number) =>
  calendarEvent({
    slug: `uzum-sayli-${year}`,
    series: "uzum-sayli",
    start: `${year}-08-27`,
    end: `${year}-08-28`,
    origin: "edition",
  });

describe("the calendar's window of months", () => {
  it("counts the months from the first to the last day, across the new year", () => {
    expect(monthsBetween("2026-12-01", "2027-02-28")).toEqual(["2026-12", "2027-01", "2027-02"]);
  });

  it("puts a dated entry under every month it touches and an undated one under its usual months", () => {
    const winter = calendarEvent({ slug: "x", start: "2027-01-30", end: "2027-02-02" });
    expect(monthsOfEventIn(winter, "2026-12-01", "2027-11-30")).toEqual(["2027-01", "2027-02"]);
    const ski = calendarEvent({
      slug: "ski",
      start: null,
      end: null,
      recurrence: "Usually December to mid-March.",
      months: [12, 1, 2, 3],
    });
    expect(monthsOfEventIn(ski, "2026-12-01", "2027-11-30")).toEqual([
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
    ]);
  });

  it("leaves out past dated entries and a holiday whose date is not announced", () => {
    const unannounced = calendarEvent({
      slug: "qurbon-hayit-2027",
      start: null,
      end: null,
      recurrence: "Announced each year.",
      months: [],
    });
    expect(
      eventsBetween([edition(2025), unannounced, calendarEvent()], "2026-12-01", "2027-11-30").map(
        (event) => event.slug,
      ),
    ).toEqual(["navruz-2027"]);
  });
});

describe("announced dates over the usual ones", () => {
  it("keeps the usual entry while no coming edition is announced", () => {
    expect(
      announcedOverRecurring([edition(2025), recurring], "2026-12-01").map((event) => event.slug),
    ).toEqual(["uzum-sayli-2025", "uzum-sayli"]);
  });

  it("shows the announced edition instead of the usual entry until it has begun, then the usual one again", () => {
    expect(
      announcedOverRecurring([edition(2025), edition(2027), recurring], "2026-12-01").map(
        (event) => event.slug,
      ),
    ).toEqual(["uzum-sayli-2025", "uzum-sayli-2027"]);
    expect(
      announcedOverRecurring([edition(2027), recurring], "2027-09-01").map((event) => event.slug),
    ).toEqual(["uzum-sayli-2027", "uzum-sayli"]);
  });
});
