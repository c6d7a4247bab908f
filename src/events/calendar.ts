import type { CalendarEvent } from "./event";

/**
 * Which events a window of days shows (issue #32): the calendar lists the next twelve months from the build date (the
 * build takes the date as an input, so tests fix it). Pure; days are `YYYY-MM-DD`, compared as text.
 */

/** The first and last day an event covers, or null for an entry without dates. */
export function daysOf(event: CalendarEvent): { first: string; last: string } | null {
  if (!event.start) return null;
  return { first: event.start.slice(0, 10), last: (event.end ?? event.start).slice(0, 10) };
}

/** The months `YYYY-MM` from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year = 0, month = 1] = from.split("-").map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, "0")}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * The months `YYYY-MM` of the window an event appears in: a dated one in each month it touches, an undated one in
 * each of its usual `months`, and one with neither (a holiday whose date is not announced) in none.
 */
export function monthsOfEventIn(event: CalendarEvent, from: string, to: string): string[] {
  const window = monthsBetween(from, to);
  const days = daysOf(event);
  if (days) {
    if (days.last < from || days.first > to) return [];
    return window.filter((month) => month >= days.first.slice(0, 7) && month <= days.last.slice(0, 7));
  }
  return window.filter((month) => event.months.includes(Number(month.slice(5, 7))));
}

/** The events a window of days shows, in the order given. */
export function eventsBetween(events: readonly CalendarEvent[], from: string, to: string): CalendarEvent[] {
  return events.filter((event) => monthsOfEventIn(event, from, to).length > 0);
}

/**
 * The entries a calendar built on `today` shows for each series: a series' "usually in …" entry gives way once one of
 * its dated entries (a festival edition added to its article) starts on or after `today`, so the announced dates
 * replace the usual ones without an editor removing anything.
 */
export function announcedOverRecurring(events: readonly CalendarEvent[], today: string): CalendarEvent[] {
  const announced = new Set(
    events.filter((event) => event.start && event.start.slice(0, 10) >= today).map((event) => event.series),
  );
  return events.filter((event) => event.start || !announced.has(event.series));
}
