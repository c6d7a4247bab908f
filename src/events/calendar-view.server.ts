import { districtPath, detailPath, getCollection, isCollectionKey } from "../content/collections";
import { loadUnit } from "../content/districts.server";
import { loadArticle } from "../content/load.server";
import { fillPlaceholders } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { formatPartialDate, isUzbek } from "../site/format";
import { HOLIDAYS_PATH, localizedPath } from "../site/paths";
import { announcedOverRecurring, daysOf, monthsBetween, monthsOfEventIn } from "./calendar";
import { EVENT_CATEGORIES, type CalendarEvent, type EventCategory, type EventStatus } from "./event";
import { CALENDAR_TEXT } from "./calendar-text";
import { eventCalendarFile, eventPagePath } from "./event-files";
import { loadEvents } from "./events.server";

/**
 * What `/{lang}/tourism/calendar` shows (issue #32): the next twelve months from the build date (decision 028), each
 * month with the entries it holds, the month of the build first. Built at build time; the screen only draws it.
 */

export interface CalendarLink {
  label: string;
  href: string;
}

export interface CalendarEntryView {
  slug: string;
  name: string;
  summary: string;
  category: EventCategory;
  status: EventStatus;
  /** The dates as the language writes them (`22–23 August 2027`), or the `recurrence` sentence. */
  when: string;
  /** Whether `when` is announced dates (true) or the usual time (false). */
  dated: boolean;
  /** The first day, for `<time datetime>`, when dated. */
  first: string | null;
  /** The last day, when dated: after it, the page hides the entry (a visit after the build, decision 028). */
  last: string | null;
  /** The district's slug (the filter's key) and its page. */
  district: (CalendarLink & { slug: string }) | null;
  place: CalendarLink | null;
  /** The entry's own `.ics` file ("Add to calendar"), when dated. */
  ics: string | null;
  /** The entry's own page; a holiday's is its row on the holidays page. */
  href: string;
}

export interface CalendarMonthView {
  /** `2027-03`. */
  month: string;
  /** `March 2027`, capitalised as a heading. */
  heading: string;
  entries: CalendarEntryView[];
}

export interface CalendarView {
  from: string;
  to: string;
  months: CalendarMonthView[];
  /** The districts that entries of the window take place in, by name, for the district filter. */
  districts: { slug: string; name: string }[];
  /** The categories that entries of the window have, in the schema's order. */
  categories: EventCategory[];
}

/** The last day of the twelve months that start on `day`: 2026-11-27 gives 2027-11-26. */
export function twelveMonthsFrom(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const end = new Date(Date.UTC(year + 1, month - 1, date) - 24 * 60 * 60 * 1000);
  return end.toISOString().slice(0, 10);
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** `22 August 2027`, `22–23 August 2027`, `30 August 2027 – 2 September 2027` in each language. */
export function formatDays(first: string, last: string, language: Language): string {
  if (first === last) return formatPartialDate(first, language);
  if (first.slice(0, 7) === last.slice(0, 7)) {
    const whole = formatPartialDate(last, language);
    const firstDay = String(Number(first.slice(8, 10)));
    const lastDay = String(Number(last.slice(8, 10)));
    // uz `2027-yil 22–23-avgust`, en `22–23 August 2027`, ru `22–23 августа 2027 г.`.
    return isUzbek(language)
      ? whole.replace(` ${lastDay}-`, ` ${firstDay}–${lastDay}-`)
      : whole.replace(new RegExp(`^${lastDay} `), `${firstDay}–${lastDay} `);
  }
  return `${formatPartialDate(first, language)} – ${formatPartialDate(last, language)}`;
}

function placeLink(reference: string, language: Language): CalendarLink | null {
  const [key = "", id = "0"] = reference.split("/");
  if (!isCollectionKey(key)) return null;
  const article = loadArticle(key, language, Number(id));
  if (!article) return null;
  return { label: article.title, href: localizedPath(language, detailPath(getCollection(key), Number(id))) };
}

function entryView(event: CalendarEvent, language: Language): CalendarEntryView {
  const days = daysOf(event);
  const unit = event.district ? loadUnit(event.district, language) : null;
  return {
    slug: event.slug,
    name: event.name,
    summary: event.summary,
    category: event.category,
    status: event.status,
    when: days ? formatDays(days.first, days.last, language) : (event.recurrence ?? ""),
    dated: days !== null,
    first: days?.first ?? null,
    last: days?.last ?? null,
    district:
      unit && event.district
        ? {
            slug: event.district,
            label: unit.name,
            href: localizedPath(language, districtPath(event.district)),
          }
        : null,
    place: event.place ? placeLink(event.place, language) : null,
    ics: days ? eventCalendarFile(language, event.slug) : null,
    href:
      event.origin === "holiday"
        ? `${localizedPath(language, HOLIDAYS_PATH)}#${event.slug}`
        : localizedPath(language, eventPagePath(event.slug)),
  };
}

/** The calendar of the twelve months from `today` (the build date) in one language. */
export function calendarView(language: Language, today: string): CalendarView {
  const to = twelveMonthsFrom(today);
  const events = announcedOverRecurring(loadEvents(language), today);
  const months = monthsBetween(today, to).map((month) => ({
    month,
    heading: capitalised(formatPartialDate(month, language)),
    entries: events
      .filter((event) => monthsOfEventIn(event, today, to).includes(month))
      .map((event) => entryView(event, language)),
  }));
  const shown = months.flatMap((month) => month.entries);
  const districts = new Map<string, string>();
  for (const entry of shown) if (entry.district) districts.set(entry.district.slug, entry.district.label);
  const categories = new Set(shown.map((entry) => entry.category));
  return {
    from: today,
    to,
    months,
    districts: [...districts]
      .map(([slug, name]) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name, language)),
    categories: EVENT_CATEGORIES.filter((category) => categories.has(category)),
  };
}

/**
 * The archive (issue #32: past editions go to an archive by year, so no address dies): the entries with a page of
 * their own, dated, whose last day is before `today`, under the year of their first day. Holidays are not in it: the
 * holidays page shows this year's and next.
 */
function endedEntries(language: Language, today: string): CalendarEvent[] {
  return loadEvents(language).filter((event) => {
    const days = daysOf(event);
    return event.origin !== "holiday" && days !== null && days.last < today;
  });
}

/** The years the archive has a page for, newest first. */
export function archiveYears(language: Language, today: string): string[] {
  const years = new Set(endedEntries(language, today).map((event) => daysOf(event)!.first.slice(0, 4)));
  return [...years].sort().reverse();
}

export interface ArchiveView {
  year: string;
  /** The year's months that had entries, in order, each with its entries by first day. */
  months: CalendarMonthView[];
  /** Every year of the archive, newest first, for the links between them. */
  years: string[];
}

/** One year of the archive, or null for a year it has no page for. */
export function archiveView(language: Language, year: string, today: string): ArchiveView | null {
  const entries = endedEntries(language, today)
    .filter((event) => daysOf(event)!.first.startsWith(`${year}-`))
    .sort((a, b) => daysOf(a)!.first.localeCompare(daysOf(b)!.first));
  if (!entries.length) return null;
  const months = [...new Set(entries.map((event) => daysOf(event)!.first.slice(0, 7)))].map((month) => ({
    month,
    heading: capitalised(formatPartialDate(month, language)),
    entries: entries
      .filter((event) => daysOf(event)!.first.startsWith(month))
      .map((event) => entryView(event, language)),
  }));
  return { year, months, years: archiveYears(language, today) };
}

/**
 * The dates a festival's card shows (issue #32): its next edition's when one starting on or after `today` is
 * announced, otherwise its last edition's; null for an article no event names or with no dated edition.
 */
export function festivalDatesLine(reference: string, language: Language, today: string): string | null {
  const dated = loadEvents(language).filter((event) => event.article === reference && event.start);
  const next = dated.find((event) => event.start!.slice(0, 10) >= today);
  const last = dated.filter((event) => (daysOf(event)?.last ?? "") < today).at(-1);
  const shown = next ?? last;
  const days = shown ? daysOf(shown) : null;
  if (!days) return null;
  const text = CALENDAR_TEXT[language];
  return fillPlaceholders(next ? text.nextDates : text.lastDates, {
    dates: formatDays(days.first, days.last, language),
  });
}
