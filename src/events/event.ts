import { z } from "zod";
import { isoDay, localized } from "../content/schema";
import { unitSlug } from "../content/districts";

/**
 * What happens when (issue #32): festivals, seasons, sport and culture in the region, one file each in
 * `content/events/<slug>.yaml`, language-neutral data with the few sentences a visitor reads written per language.
 * Public holidays live in `content/holidays/holidays.yaml` (holiday.ts) and the editions of a festival in its
 * article's frontmatter (decision 009); the loader turns both into events, so nothing is typed twice.
 */

/** The time zone of every date-time: Tashkent, UTC+5 all year (Uzbekistan keeps no daylight saving time). */
export const EVENT_TIME_ZONE = "Asia/Tashkent";
export const EVENT_UTC_OFFSET = "+05:00";

export const EVENT_CATEGORIES = ["festival", "sport", "season", "holiday", "culture"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_STATUSES = ["scheduled", "cancelled", "postponed"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** `2027-06-11T18:00+05:00`: a moment in Tashkent time; the offset is always written. */
const dateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?\+05:00$/,
    "must be a day (2027-06-11) or a Tashkent time with its offset (2027-06-11T18:00+05:00)",
  )
  .refine((value) => isoDay.safeParse(value.slice(0, 10)).success, "must be a real day");

/** A day (an all-day event) or a date-time with `+05:00`. */
export const eventMoment = z.union([isoDay, dateTime], {
  error: "must be a day (2027-06-11) or a Tashkent time with its offset (2027-06-11T18:00+05:00)",
});

/**
 * Where a fact comes from: the page's address, its title as the page gives it, and the language of that title as
 * a BCP 47 tag (`ru`, `uz-Cyrl`, `uz-Latn`, `en`): a title in another language than the page's is marked with it
 * (WCAG 3.1.2, language of parts).
 */
export const sourceSchema = z
  .object({
    url: z.url({ protocol: /^https?$/, error: "must be the source's http(s) address" }),
    title: z.string().trim().min(3, "must be the source's title"),
    lang: z
      .string()
      .regex(
        /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?$/,
        "must be the title's language as a tag: ru, en, uz-Latn, uz-Cyrl",
      ),
  })
  .strict();
export type Source = z.infer<typeof sourceSchema>;

/** `sights/5`: a place on the site (an article with a place.yaml); the loader checks it exists. */
export const placeReference = z
  .string()
  .regex(/^[a-z-]+\/[1-9]\d*$/, "must be collection/id of a place, e.g. sights/5");

const text = (min: number) => z.string().trim().min(min, `must be at least ${min} characters`);

export const eventFileSchema = z
  .object({
    /** The event's name in each language, without a year: `Chimgan Echo`. */
    name: localized(text(3)),
    /** Two or three sentences for the calendar and the event's page, in each language. */
    summary: localized(text(40)),
    category: z.enum(EVENT_CATEGORIES),
    /** `cancelled` and `postponed` keep the entry (and its address) with the dates it had. */
    status: z.enum(EVENT_STATUSES).default("scheduled"),
    /** The first day (or moment); with `end`, the last day (inclusive) or the moment it ends. */
    start: eventMoment.optional(),
    end: eventMoment.optional(),
    /**
     * When the dates are not announced: when it usually happens, in each language, as a sentence a visitor can
     * plan by (`Usually on a weekend in early or mid-June; the organisers announce the dates each spring.`).
     */
    recurrence: localized(text(20)).optional(),
    /** The months (1–12) it usually falls in, for entries with a `recurrence`: the calendar lists it under them. */
    months: z.array(z.number().int().min(1).max(12)).min(1).optional(),
    /** The district or city it takes place in (content/districts/<slug>); left out for the whole region. */
    district: unitSlug.optional(),
    /** The place on the site it happens at, `collection/id` of an article with a place.yaml. */
    place: placeReference.optional(),
    /** For a festival with an article: the article whose `event.editions` are this event's past editions. */
    article: placeReference.optional(),
    /** Who organises it, in each language. */
    organiser: localized(text(3)).optional(),
    /** The organiser's own page for it. */
    officialUrl: z.url({ protocol: /^https$/, error: "must be an https address" }).optional(),
    /** Where every detail of the entry comes from. */
    source: z.array(sourceSchema).min(1, "must name at least one source"),
    /** The day an editor last checked the entry against its sources; also the calendar file's DTSTAMP. */
    checked: isoDay,
  })
  .strict()
  .superRefine((event, context) => {
    if (!event.start && !event.recurrence)
      context.addIssue({
        code: "custom",
        path: ["start"],
        message: "give start (and end) or, when no dates are announced, recurrence",
      });
    if (event.start && event.recurrence)
      context.addIssue({
        code: "custom",
        path: ["recurrence"],
        message: "give either dates or recurrence, not both",
      });
    if (event.recurrence && !event.months)
      context.addIssue({
        code: "custom",
        path: ["months"],
        message: "an entry without dates names the months it usually falls in",
      });
    if (event.end && !event.start)
      context.addIssue({ code: "custom", path: ["end"], message: "an end needs a start" });
    if (event.start && event.end) {
      if (isAllDay(event.start) !== isAllDay(event.end))
        context.addIssue({
          code: "custom",
          path: ["end"],
          message: "must be a day when start is a day, a time when start is a time",
        });
      else if (instantOf(event.end) < instantOf(event.start))
        context.addIssue({
          code: "custom",
          path: ["end"],
          message: `must not be before start (${event.start})`,
        });
    }
  });
export type EventFile = z.infer<typeof eventFileSchema>;

/** A day without a time: an all-day event. */
export function isAllDay(moment: string): boolean {
  return moment.length === 10;
}

/** The instant a moment stands for (a day: its midnight in Tashkent), for ordering. */
export function instantOf(moment: string): number {
  return Date.parse(isAllDay(moment) ? `${moment}T00:00:00${EVENT_UTC_OFFSET}` : moment);
}

/**
 * One event as the calendar, the `.ics` files and the feeds get it, in one language. Dated events carry
 * `start`/`end` (`end` is the last day, inclusive, for all-day events); undated ones `recurrence` and `months`.
 */
export interface CalendarEvent {
  /** Stable across builds: the calendar UID (`slug@host`), the feed entry id and the event page's id. */
  slug: string;
  /**
   * What recurs: the event file's slug for its entry and the festival editions it takes from an article
   * (`uzum-sayli`, `uzum-sayli-2025`), the holiday's id for each year's holiday (`navruz`). Past years of one series are
   * its archive; `announcedOverRecurring` (calendar.ts) shows a dated entry instead of the series' "usually in …".
   */
  series: string;
  name: string;
  summary: string;
  category: EventCategory;
  status: EventStatus;
  start: string | null;
  end: string | null;
  recurrence: string | null;
  months: number[];
  district: string | null;
  place: string | null;
  article: string | null;
  organiser: string | null;
  officialUrl: string | null;
  source: Source[];
  checked: string;
  /** Where the entry comes from: an event file, a festival article's editions, or the holidays file. */
  origin: "event" | "edition" | "holiday";
}
