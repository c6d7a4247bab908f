import { z } from "zod";
import { isoDay, localized } from "../content/schema";
import { sourceSchema } from "./event";

/**
 * Uzbekistan's public holidays (issue #32), `content/holidays/holidays.yaml`: the days off the Labour Code names
 * (article 208), the two moveable religious holidays with the date of each year's official announcement, and the
 * extra or moved days off a presidential decree declares for a year. Nothing is computed: a moveable holiday without
 * an announced date stays "date announced each year", and a day moved by the Code's rule is listed only where an
 * official calendar or decree states it.
 */

const id = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, "must be a slug like new-year");
const sources = z.array(sourceSchema).min(1, "must name at least one source");

/** `03-21`: a fixed holiday's month and day. */
const monthDay = z
  .string()
  .regex(/^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, "must be month and day as 03-21")
  .refine((value) => isoDay.safeParse(`2024-${value}`).success, "must be a real day of the year");

const holidaySchema = z
  .object({
    id,
    name: localized(z.string().trim().min(3, "must be at least 3 characters")),
    /** A fixed holiday's day, every year. */
    date: monthDay.optional(),
    /** A holiday of the lunar calendar, whose day is announced each year. */
    moveable: z.literal(true).optional(),
    /** The announced day of a moveable holiday, per year, each with the announcement that gives it. */
    announced: z.array(z.object({ date: isoDay, source: sources }).strict()).default([]),
    /** Where the holiday is made a day off (the Labour Code's article). */
    source: sources,
  })
  .strict()
  .superRefine((holiday, context) => {
    if (Boolean(holiday.date) === Boolean(holiday.moveable))
      context.addIssue({
        code: "custom",
        path: ["date"],
        message: "a holiday has either a fixed date or moveable: true",
      });
    if (holiday.date && holiday.announced.length)
      context.addIssue({
        code: "custom",
        path: ["announced"],
        message: "only a moveable holiday has announced dates",
      });
    const years = holiday.announced.map((entry) => entry.date.slice(0, 4));
    if (new Set(years).size !== years.length)
      context.addIssue({ code: "custom", path: ["announced"], message: "one announced date per year" });
  });

export const DAY_OFF_FOR = ["all", "five-day-week", "six-day-week"] as const;

/** A day off a decree or an official calendar adds or moves for one year. */
const dayOffSchema = z
  .object({
    date: isoDay,
    /** Who has the day off: everyone, or only those on a five- or six-day working week. */
    for: z.enum(DAY_OFF_FOR),
    /** `extra`: declared by decree; `moved`: a weekend day moved to a working day (Labour Code, article 208). */
    kind: z.enum(["extra", "moved"]),
    /** The holiday it belongs to, by id, where the source says so. */
    holiday: id.optional(),
    /**
     * A moved day off that comes from a weekend day, not from a holiday: the day that becomes a working day in its
     * place (decree PF-257 moves five-day weeks' Saturday 12 December 2026 to Thursday 31 December).
     */
    workingDay: isoDay.optional(),
    source: sources,
  })
  .strict()
  .refine((day) => !day.workingDay || (day.kind === "moved" && day.workingDay < day.date), {
    message: "workingDay: only a moved day off has one, and it comes before the day off",
    path: ["workingDay"],
  });

export const holidaysFileSchema = z
  .object({
    /** The years the holidays page shows. */
    years: z.array(z.number().int().min(2020).max(2100)).min(1),
    /** One sentence, per language, that every holiday's calendar entry carries. */
    summary: localized(z.string().trim().min(20, "must be at least 20 characters")),
    /** What a moveable holiday shows until its date is announced, per language. */
    notAnnounced: localized(z.string().trim().min(10, "must be at least 10 characters")),
    holidays: z.array(holidaySchema).min(1),
    daysOff: z.array(dayOffSchema).default([]),
    /** The day an editor last checked the file against its sources. */
    checked: isoDay,
  })
  .strict()
  .superRefine((file, context) => {
    const ids = file.holidays.map((holiday) => holiday.id);
    ids.forEach((holidayId, index) => {
      if (ids.indexOf(holidayId) !== index)
        context.addIssue({
          code: "custom",
          path: ["holidays", index, "id"],
          message: `${holidayId} is listed twice`,
        });
    });
    file.daysOff.forEach((day, index) => {
      if (day.holiday && !ids.includes(day.holiday))
        context.addIssue({
          code: "custom",
          path: ["daysOff", index, "holiday"],
          message: `no holiday ${day.holiday}`,
        });
    });
  });
export type HolidaysFile = z.infer<typeof holidaysFileSchema>;

/** One holiday in one year and language, as the holidays page and the calendar get it. */
export interface PublicHoliday {
  id: string;
  name: string;
  /** The day, or null for a moveable holiday whose day is not announced yet. */
  date: string | null;
  moveable: boolean;
  source: z.infer<typeof sourceSchema>[];
}
