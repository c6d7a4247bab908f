import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { isCollectionKey, type CollectionDefinition } from "../content/collections";
import { unitSlugs } from "../content/districts.server";
import { ContentError, loadArticle, loadCollection, readYamlFile } from "../content/load.server";
import { LANGUAGES, type Language } from "../i18n/languages";
import { loadPlace, PLACE_COLLECTIONS } from "../places/places.server";
import { eventFileSchema, type CalendarEvent, type EventFile } from "./event";
import { holidaysFileSchema, type HolidaysFile, type PublicHoliday } from "./holiday";

/**
 * Reads the events and the public holidays at build time (issue #32) and hands every screen and file one list of
 * `CalendarEvent`s per language: the event files, each past edition of a festival its article names (decision 009,
 * not typed again), and each public holiday of the holidays file's years. A bad file stops the build naming the file
 * and the field, also a district, place or article that does not exist.
 */

const CONTENT_ROOT = path.resolve(process.cwd(), "content");
const EVENTS_ROOT = path.join(CONTENT_ROOT, "events");
const HOLIDAYS_FILE = path.join(CONTENT_ROOT, "holidays", "holidays.yaml");
const EVENT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$/;
const relative = (file: string) => path.relative(process.cwd(), file);

/** The slug of every event file, sorted; a file with another name stops the build. */
export function eventSlugs(): string[] {
  if (!existsSync(EVENTS_ROOT)) return [];
  return readdirSync(EVENTS_ROOT)
    .map((name) => {
      const match = EVENT_FILE.exec(name);
      if (!match)
        throw new ContentError(
          `${relative(path.join(EVENTS_ROOT, name))}: event files are named <slug>.yaml (a-z, 0-9, -)`,
        );
      return match[1]!;
    })
    .sort();
}

const fileCache = new Map<string, EventFile>();

/** What the reference checks look up in the site's registries (a seam for tests). */
export interface EventRegistries {
  units: readonly string[];
  /** The district of the place a reference points to, or null when it is not a place on the site. */
  placeDistrict: (reference: string) => string | null;
  /** Whether the article a reference points to lists its editions (`event.editions`). */
  hasEditions: (reference: string) => boolean;
}

/** The problems of an event file's district, place and article references, as `field: message`. */
export function referenceProblems(event: EventFile, registries: EventRegistries): string[] {
  const problems: string[] = [];
  if (event.district && !registries.units.includes(event.district))
    problems.push(`district: no unit ${event.district} in content/districts`);
  for (const field of ["place", "article"] as const) {
    const reference = event[field];
    if (reference && registries.placeDistrict(reference) === null)
      problems.push(`${field}: no place ${reference} (an article with a place.yaml)`);
  }
  const placeDistrict = event.place ? registries.placeDistrict(event.place) : null;
  if (placeDistrict && event.district !== placeDistrict)
    problems.push(
      `district: ${event.place} is in ${placeDistrict} (its place.yaml), not ${event.district ?? "the whole region"}`,
    );
  if (
    event.article &&
    registries.placeDistrict(event.article) !== null &&
    !registries.hasEditions(event.article)
  )
    problems.push(`article: ${event.article} has no event.editions in its frontmatter`);
  return problems;
}

const SITE_REGISTRIES: EventRegistries = {
  get units() {
    return unitSlugs();
  },
  placeDistrict: (reference) => placeOf(reference)?.district ?? null,
  hasEditions: (reference) => editionsOf(reference, "uz") !== undefined,
};

/** An event file, validated, with its district, place and article checked against the site's registries. */
export function loadEventFile(slug: string): EventFile {
  const cached = fileCache.get(slug);
  if (cached) return cached;
  const file = path.join(EVENTS_ROOT, `${slug}.yaml`);
  const event = readYamlFile(eventFileSchema, file);
  const problems = referenceProblems(event, SITE_REGISTRIES);
  if (problems.length)
    throw new ContentError(problems.map((problem) => `${relative(file)}: ${problem}`).join("\n"));
  fileCache.set(slug, event);
  return event;
}

function splitReference(reference: string): { key: string; id: number } {
  const [key = "", id = "0"] = reference.split("/");
  return { key, id: Number(id) };
}

/** The place record an event's `place` or `article` points to, or null when there is none. */
function placeOf(reference: string) {
  const { key, id } = splitReference(reference);
  if (!isCollectionKey(key) || !PLACE_COLLECTIONS.some((collection) => collection.key === key)) return null;
  return loadPlace(key, id);
}

function editionsOf(reference: string, language: Language) {
  const { key, id } = splitReference(reference);
  if (!isCollectionKey(key)) return undefined;
  return loadArticle(key, language, id)?.event;
}

let holidaysCache: HolidaysFile | null = null;

/** The holidays file, validated. */
export function loadHolidaysFile(): HolidaysFile {
  holidaysCache ??= readYamlFile(holidaysFileSchema, HOLIDAYS_FILE);
  return holidaysCache;
}

/** Every public holiday of a year in one language, by day; a moveable one not announced yet comes last, undated. */
export function publicHolidays(year: number, language: Language): PublicHoliday[] {
  const file = loadHolidaysFile();
  const holidays = file.holidays.map((holiday): PublicHoliday => {
    const announced = holiday.announced.find((entry) => entry.date.startsWith(`${year}-`));
    return {
      id: holiday.id,
      name: holiday.name[language],
      date: holiday.date ? `${year}-${holiday.date}` : (announced?.date ?? null),
      moveable: holiday.moveable === true,
      source: announced ? [...announced.source, ...holiday.source] : holiday.source,
    };
  });
  return holidays.sort((a, b) => (a.date ?? "9999").localeCompare(b.date ?? "9999"));
}

/** The extra and moved days off of a year, by day. */
export function daysOffIn(year: number): HolidaysFile["daysOff"] {
  return loadHolidaysFile()
    .daysOff.filter((day) => day.date.startsWith(`${year}-`))
    .sort((a, b) => a.date.localeCompare(b.date));
}

function fromFile(slug: string, event: EventFile, language: Language): CalendarEvent {
  return {
    slug,
    series: slug,
    name: event.name[language],
    summary: event.summary[language],
    category: event.category,
    status: event.status,
    start: event.start ?? null,
    end: event.end ?? event.start ?? null,
    recurrence: event.recurrence?.[language] ?? null,
    months: event.months ?? [],
    district: event.district ?? null,
    place: event.place ?? null,
    article: event.article ?? null,
    organiser: event.organiser?.[language] ?? null,
    officialUrl: event.officialUrl ?? null,
    source: event.source,
    checked: event.checked,
    origin: "event",
  };
}

/** Each edition a festival's article names, as a dated event "<name> <year>" (decision 009). */
function editions(slug: string, event: EventFile, language: Language): CalendarEvent[] {
  if (!event.article) return [];
  const described = editionsOf(event.article, language);
  if (!described) return [];
  return described.editions.map((range) => {
    const [start = "", end = ""] = range.split("/");
    const year = start.slice(0, 4);
    return {
      ...fromFile(slug, event, language),
      slug: `${slug}-${year}`,
      name: `${described.name} ${year}`,
      start,
      end,
      recurrence: null,
      months: [],
      origin: "edition" as const,
    };
  });
}

/** Each public holiday of the holidays file's years as an all-day event, `<holiday id>-<year>`. */
function holidayEvents(language: Language): CalendarEvent[] {
  const file = loadHolidaysFile();
  return file.years.flatMap((year) =>
    publicHolidays(year, language).map((holiday): CalendarEvent => ({
      slug: `${holiday.id}-${year}`,
      series: holiday.id,
      name: holiday.name,
      summary: file.summary[language],
      category: "holiday",
      status: "scheduled",
      start: holiday.date,
      end: holiday.date,
      recurrence: holiday.date ? null : file.notAnnounced[language],
      months: [],
      district: null,
      place: null,
      article: null,
      organiser: null,
      officialUrl: null,
      source: holiday.source,
      checked: file.checked,
      origin: "holiday",
    })),
  );
}

const eventsCache = new Map<Language, CalendarEvent[]>();

/**
 * Every event in one language: dated ones by start, then the undated ones by their first usual month. Slugs are
 * unique across the three origins (the build stops otherwise).
 */
export function loadEvents(language: Language): CalendarEvent[] {
  const cached = eventsCache.get(language);
  if (cached) return cached;
  const events = [
    ...eventSlugs().flatMap((slug) => {
      const event = loadEventFile(slug);
      return [fromFile(slug, event, language), ...editions(slug, event, language)];
    }),
    ...holidayEvents(language),
  ];
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.slug)) throw new ContentError(`content/events: two entries are called ${event.slug}`);
    seen.add(event.slug);
  }
  const sorted = events.sort(
    (a, b) =>
      (a.start ?? "9999").localeCompare(b.start ?? "9999") ||
      (a.months[0] ?? 13) - (b.months[0] ?? 13) ||
      a.slug.localeCompare(b.slug),
  );
  eventsCache.set(language, sorted);
  return sorted;
}

/**
 * Reads every event and holiday in every language, and refuses an article whose frontmatter describes an event
 * (collections with an `eventType`) that no event file takes its editions from.
 */
export function validateAllEvents(): void {
  for (const language of LANGUAGES) loadEvents(language);
  const referenced = new Set(eventSlugs().map((slug) => loadEventFile(slug).article));
  for (const collection of PLACE_COLLECTIONS as readonly CollectionDefinition[]) {
    if (!collection.eventType || !isCollectionKey(collection.key)) continue;
    for (const article of loadCollection(collection.key, "uz")) {
      const reference = `${collection.key}/${article.id}`;
      if (article.event && !referenced.has(reference))
        throw new ContentError(
          `content/${reference}/uz.md: event: no content/events/*.yaml names article: ${reference}`,
        );
    }
  }
}
