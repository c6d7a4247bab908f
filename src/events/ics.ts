import ical, {
  ICalEventStatus,
  type ICalCalendar,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from "ical-generator";
import type { Language } from "../i18n/languages";
import { SITE_ORIGIN } from "../site/site-constants";
import { EVENT_TIME_ZONE, EVENT_UTC_OFFSET, isAllDay, type CalendarEvent, type EventStatus } from "./event";

/**
 * iCalendar (RFC 5545) files for the calendar (issue #32), written with ical-generator at build time: one file per
 * dated event ("Add to calendar") and one calendar per language to subscribe to. Pure: the same events give the same
 * bytes, so a rebuild leaves unchanged files unchanged: the UID is `slug@host` and DTSTAMP the entry's `checked` day.
 *
 * - An all-day event is a DATE value; DTEND is the day after its last day (RFC 5545 §3.6.1: DTEND is exclusive).
 * - A date-time is written as Tashkent wall-clock time with `TZID=Asia/Tashkent`, and the calendar carries that
 *   zone's VTIMEZONE (UTC+5 all year; Uzbekistan has kept no daylight saving time since 1992).
 * - An entry without dates (a `recurrence` only) has no place in a calendar file and is left out.
 *
 * ical-generator formats a native Date with the build machine's local clock when a time zone is involved, so no
 * Date with a time zone is ever handed to it: days go in as UTC midnights (written as DATE values) and Tashkent
 * times as plain wall-clock values (a Temporal.PlainDateTime-shaped object), which it writes as they are.
 */

/** The host in every UID, from the site's one origin constant. */
export const CALENDAR_HOST = new URL(SITE_ORIGIN).host;

/** What the page builder knows and this module does not: the event's address, place name and category label. */
export interface CalendarDetails {
  /** The event's page, absolute. */
  url?: string | null;
  /** Where, in the calendar's language: `Zarkent, Parkent district`. */
  location?: string | null;
  /** The category's name in the calendar's language. */
  category?: string | null;
}

export interface CalendarOptions {
  language: Language;
  /** The calendar's name as a calendar app shows it, in its language. */
  name: string;
  /** Details of each event, given by the page builder (paths and labels belong to the pages). */
  details?: (event: CalendarEvent) => CalendarDetails;
}

/** The VTIMEZONE of Asia/Tashkent: one standard observance at +05:00 since Uzbekistan left daylight saving time. */
export const TASHKENT_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${EVENT_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19920101T000000",
  "TZOFFSETFROM:+0500",
  "TZOFFSETTO:+0500",
  "TZNAME:+05",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** `slug@toshvil.uz`: stable across builds and languages, so a subscribed calendar updates an entry in place. */
export function eventUid(slug: string): string {
  return `${slug}@${CALENDAR_HOST}`;
}

const STATUS: Record<EventStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  // RFC 5545 has no "postponed": the dates it shows are no longer sure.
  postponed: ICalEventStatus.TENTATIVE,
};

/** A UTC midnight, which ical-generator writes as the same calendar day whatever the build machine's zone. */
function dayValue(day: string, addDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + addDays));
}

/**
 * A `+05:00` moment as Temporal-shaped values, the way ical-generator writes a time in a named zone without
 * converting it: a PlainDateTime of Tashkent wall-clock time whose zoned form is in Asia/Tashkent only (the one
 * zone events use; a fixed offset, so the instant is exact).
 */
function tashkentWallClock(moment: string): ICalTemporalPlainDateTimeStub {
  const wallClock = moment.slice(0, -EVENT_UTC_OFFSET.length);
  const [day = "", time = ""] = wallClock.split("T");
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  const only = (zone: string) => {
    if (zone !== EVENT_TIME_ZONE) throw new Error(`a Tashkent time cannot be shown in ${zone}`);
  };
  const fields = { year, month, day: date, hour, minute, second };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...fields,
    toPlainDate: () => ({ year, month, day: date, toJSON: () => day, toString: () => day }),
    toZonedDateTime: (zone: string) => {
      only(zone);
      return zoned;
    },
    toJSON: () => wallClock,
    toString: () => wallClock,
  };
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...fields,
    timeZoneId: EVENT_TIME_ZONE,
    toInstant: () => {
      const epochMilliseconds = Date.parse(moment);
      return {
        epochMilliseconds,
        toJSON: () => new Date(epochMilliseconds).toISOString(),
        toString: () => new Date(epochMilliseconds).toISOString(),
        toZonedDateTimeISO: () => zoned,
      };
    },
    toPlainDateTime: () => plain,
    withTimeZone: (zone: string) => {
      only(zone);
      return zoned;
    },
    toJSON: () => `${moment}[${EVENT_TIME_ZONE}]`,
    toString: () => `${moment}[${EVENT_TIME_ZONE}]`,
  };
  return plain;
}

function description(event: CalendarEvent): string {
  const when = event.recurrence ? `\n\n${event.recurrence}` : "";
  const sources = event.source.map((source) => `${source.title}: ${source.url}`).join("\n");
  return `${event.summary}${when}\n\n${sources}`;
}

function addEvent(calendar: ICalCalendar, event: CalendarEvent, details: CalendarDetails): boolean {
  if (!event.start) return false;
  const end = event.end ?? event.start;
  const common = {
    id: eventUid(event.slug),
    stamp: dayValue(event.checked),
    summary: event.name,
    description: description(event),
    status: STATUS[event.status],
    url: details.url ?? null,
    location: details.location ?? null,
    categories: details.category ? [{ name: details.category }] : [],
  };
  if (isAllDay(event.start)) {
    calendar.createEvent({ ...common, allDay: true, start: dayValue(event.start), end: dayValue(end, 1) });
  } else {
    calendar.createEvent({
      ...common,
      timezone: EVENT_TIME_ZONE,
      start: tashkentWallClock(event.start),
      end: tashkentWallClock(end),
    });
  }
  return true;
}

function newCalendar(options: CalendarOptions): ICalCalendar {
  const calendar = ical({
    name: options.name,
    prodId: { company: CALENDAR_HOST, product: "calendar", language: options.language.toUpperCase() },
  });
  calendar.x("X-WR-TIMEZONE", EVENT_TIME_ZONE);
  return calendar;
}

/** The calendar's text, with Tashkent's VTIMEZONE before the first event when an event names it. */
function serialise(calendar: ICalCalendar): string {
  const text = calendar.toString();
  if (!text.includes(`;TZID=${EVENT_TIME_ZONE}:`)) return text;
  return text.replace("BEGIN:VEVENT", `${TASHKENT_VTIMEZONE}\r\nBEGIN:VEVENT`);
}

/** The `.ics` file of one event, or null for an entry without dates. */
export function eventCalendar(event: CalendarEvent, options: CalendarOptions): string | null {
  const calendar = newCalendar(options);
  if (!addEvent(calendar, event, options.details?.(event) ?? {})) return null;
  return serialise(calendar);
}

/** The whole calendar of one language: every dated event, in the order given. */
export function wholeCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const calendar = newCalendar(options);
  for (const event of events) addEvent(calendar, event, options.details?.(event) ?? {});
  return serialise(calendar);
}
