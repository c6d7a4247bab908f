import { isoDay } from "../content/schema";

/**
 * The day the site is built for (issue #32, decision 028). Prerendered pages cannot know the day a visitor reads
 * them, so "upcoming" means upcoming on this day: the calendar's twelve months, "this month", the holidays of this
 * year and next all start from it. It is an input of the build, `BUILD_DATE=2027-03-01 npm run build`, so tests
 * and a rebuild of an old commit give the same pages; without it, today in Tashkent (UTC+5, no daylight saving).
 */

/** Tashkent is five hours ahead of UTC all year. */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Today in Tashkent as `YYYY-MM-DD`. */
export function tashkentDay(now: Date): string {
  return new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * `BUILD_DATE` when it is set (a real day as `YYYY-MM-DD`; anything else stops the build), otherwise today in
 * Tashkent.
 */
export function buildDate(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const given = env.BUILD_DATE?.trim();
  if (!given) return tashkentDay(now);
  const parsed = isoDay.safeParse(given);
  if (!parsed.success)
    throw new Error(
      `BUILD_DATE=${given}: ${parsed.error.issues[0]?.message ?? "must be a day as 2027-03-01"}`,
    );
  return parsed.data;
}

/** The build date as the midnight that starts it in Tashkent, for code that counts months or years from it. */
export function buildInstant(day = buildDate()): Date {
  return new Date(`${day}T00:00:00+05:00`);
}
