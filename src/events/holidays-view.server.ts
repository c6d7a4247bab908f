import { fillPlaceholders } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { formatPartialDate } from "../site/format";
import type { Source } from "./event";
import { daysOffIn, loadHolidaysFile, publicHolidays } from "./events.server";
import type { DAY_OFF_FOR } from "./holiday";
import { HOLIDAYS_TEXT } from "./holidays-text";

/**
 * What `/{lang}/holidays` shows (issue #32): the public holidays of the build date's year and the next, GOV.UK-style
 * (date, weekday, name), a moveable holiday's day only once announced, and the days off a decree adds, with sources.
 * Built at build time; the screen only draws it.
 */

export interface HolidayRow {
  id: string;
  name: string;
  /** `YYYY-MM-DD`, or null until a moveable holiday's day is announced. */
  date: string | null;
  /** `21 March`, or the "announced each year" sentence. */
  dateText: string;
  weekday: string | null;
  /** The announcement that dates a moveable holiday; empty for a fixed one (the Labour Code, listed once). */
  announcement: Source[];
}

export interface DayOffRow {
  date: string;
  dateText: string;
  weekday: string;
  who: (typeof DAY_OFF_FOR)[number];
  what: string;
  /** For a day off moved from a weekend day: which day becomes a working day in its place. */
  workingDay: string | null;
  source: Source[];
}

export interface HolidaysYearView {
  year: number;
  holidays: HolidayRow[];
  daysOff: DayOffRow[];
}

export interface HolidaysView {
  years: HolidaysYearView[];
  /** The sentence naming the next holiday from the build date, or null when none is dated. */
  next: string | null;
  /** Every source the page relies on, once each. */
  sources: Source[];
}

/** `21 March` from `2027-03-21`: the date without its year, which the table's heading gives. */
export function dayAndMonth(day: string, language: Language): string {
  const year = day.slice(0, 4);
  return (
    formatPartialDate(day, language)
      // uz `2027-yil 21-mart` (uz-cyrl `2027-йил 21-март`), en `21 March 2027`, ru `21 марта 2027 г.`.
      .replace(new RegExp(`${year}-(?:yil|йил)\\s*|\\s*${year}(?:\\s*г\\.)?`), "")
      .trim()
  );
}

export function weekdayOf(day: string, language: Language): string {
  return HOLIDAYS_TEXT[language].weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** The holidays of `today`'s year and the next, in one language. */
export function holidaysView(language: Language, today: string): HolidaysView {
  const text = HOLIDAYS_TEXT[language];
  const file = loadHolidaysFile();
  const thisYear = Number(today.slice(0, 4));
  const nameOf = (id: string | undefined) =>
    file.holidays.find((holiday) => holiday.id === id)?.name[language];
  const sources = new Map<string, Source>();
  const keep = (list: readonly Source[]) => list.forEach((source) => sources.set(source.url, source));
  const years = [thisYear, thisYear + 1].map((year): HolidaysYearView => {
    const holidays = publicHolidays(year, language).map((holiday): HolidayRow => {
      keep(holiday.source);
      const fixed = file.holidays.find((entry) => entry.id === holiday.id)?.source ?? [];
      return {
        id: holiday.id,
        name: holiday.name,
        date: holiday.date,
        dateText: holiday.date ? dayAndMonth(holiday.date, language) : file.notAnnounced[language],
        weekday: holiday.date ? weekdayOf(holiday.date, language) : null,
        announcement: holiday.source.filter((source) => !fixed.includes(source)),
      };
    });
    const daysOff = daysOffIn(year).map((day): DayOffRow => {
      keep(day.source);
      const holiday = nameOf(day.holiday);
      return {
        date: day.date,
        dateText: dayAndMonth(day.date, language),
        weekday: weekdayOf(day.date, language),
        who: day.for,
        what: holiday
          ? fillPlaceholders(day.kind === "moved" ? text.moved : text.extraFor, { holiday })
          : text.extra,
        workingDay: day.workingDay
          ? fillPlaceholders(text.workingDay, {
              date: dayAndMonth(day.workingDay, language),
              weekday: weekdayOf(day.workingDay, language),
            })
          : null,
        source: day.source,
      };
    });
    return { year, holidays, daysOff };
  });
  const upcoming = years
    .flatMap((year) => year.holidays)
    .find((holiday) => holiday.date !== null && holiday.date >= today);
  return {
    years,
    next:
      upcoming && upcoming.date
        ? fillPlaceholders(text.next, {
            holiday: upcoming.name,
            date: formatPartialDate(upcoming.date, language),
            weekday: upcoming.weekday ?? "",
          })
        : null,
    sources: [...sources.values()],
  };
}
