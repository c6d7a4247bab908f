import type { CalendarEvent } from "./event";

/** For tests only: an event as the loader gives it, with what a test changes. */
export function calendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    slug: "navruz-2027",
    series: "navruz",
    name: "Navruz",
    summary: "A public holiday: a day off for everyone under article 208 of the Labour Code.",
    category: "holiday",
    status: "scheduled",
    start: "2027-03-21",
    end: "2027-03-21",
    recurrence: null,
    months: [],
    district: null,
    place: null,
    article: null,
    organiser: null,
    officialUrl: null,
    source: [
      {
        url: "https://kadrovik.uz/oz/question/26368",
        title: "Ishlanmaydigan bayram kunlari (MK 208-m.)",
        lang: "uz-Latn",
      },
    ],
    checked: "2026-11-27",
    origin: "holiday",
    ...overrides,
  };
}
