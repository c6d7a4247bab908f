import type { Language } from "../i18n/languages";
import { REVALIDATED } from "../lib/output-paths.mjs";
import { CALENDAR_PATH } from "../site/paths";
import { SITE_ORIGIN } from "../site/site-constants";

/**
 * Where the build writes the calendar's files for machines (issue #32, decision 029): the `.ics` calendars and the
 * Atom feeds, beside the other open-data downloads under `/data/` (revalidated like the pages, so a rebuild reaches
 * a subscribed calendar at once). The screens link them from here; src/events/event-files.server.ts writes them.
 */

const CALENDARS = `${REVALIDATED.data}calendar/`;
const FEEDS = `${REVALIDATED.data}feeds/`;

/** The whole calendar of one language, to subscribe to: `/data/calendar/whats-on-en.ics`. */
export const wholeCalendarFile = (language: Language) => `${CALENDARS}whats-on-${language}.ics`;
/** One dated entry ("Add to calendar"): `/data/calendar/en/navruz-2027.ics`. */
export const eventCalendarFile = (language: Language, slug: string) => `${CALENDARS}${language}/${slug}.ics`;
/** The public holidays of the holidays file's years, with their announced dates only. */
export const holidaysCalendarFile = (language: Language) => `${CALENDARS}holidays-${language}.ics`;
/** The public holidays and days off as data, every language in one file. */
export const HOLIDAYS_JSON = `${REVALIDATED.data}holidays.json`;
/** The events feed of one language. */
export const eventsFeedFile = (language: Language) => `${FEEDS}events-${language}.atom`;
/** New and changed pages of one language. */
export const updatesFeedFile = (language: Language) => `${FEEDS}updates-${language}.atom`;

/** The same file for a calendar app to subscribe to: `webcal://toshvil.uz/data/calendar/whats-on-en.ics`. */
export const webcalUrl = (file: string) => `${SITE_ORIGIN.replace(/^https?:/, "webcal:")}${file}`;

/** An event's own page (issue #32): `tourism/calendar/uzum-sayli-2025`, without the language. */
export const eventPagePath = (slug: string) => `${CALENDAR_PATH}/${slug}`;
