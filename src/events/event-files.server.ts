import {
  COLLECTIONS,
  detailPath,
  districtPath,
  getCollection,
  isCollectionKey,
  PAGES,
} from "../content/collections";
import { loadUnit, loadUnits } from "../content/districts.server";
import { articleIds, loadArticle, loadPage } from "../content/load.server";
import { cardExcerpt, excerptOf } from "../content/text";
import { LANGUAGES, type Language } from "../i18n/languages";
import { absoluteUrl } from "../site/meta";
import { CALENDAR_PATH, HOLIDAYS_PATH } from "../site/paths";
import { SITE_ORIGIN } from "../site/site-constants";
import { atomFeed, eventsFeed, tagUri, type AtomEntry } from "./atom";
import { daysOf } from "./calendar";
import { CALENDAR_TEXT } from "./calendar-text";
import { formatDays } from "./calendar-view.server";
import type { CalendarEvent } from "./event";
import {
  eventCalendarFile,
  eventPagePath,
  eventsFeedFile,
  HOLIDAYS_JSON,
  holidaysCalendarFile,
  updatesFeedFile,
  wholeCalendarFile,
} from "./event-files";
import { daysOffIn, loadEvents, loadHolidaysFile, publicHolidays } from "./events.server";
import { eventCalendar, wholeCalendar, type CalendarDetails } from "./ics";

/**
 * The calendar's files for machines (issue #32, decision 029), path → contents, written by the open-data build step
 * with the other downloads: per language the whole calendar and one file per dated entry (`.ics`), the public
 * holidays as `.ics`, and two Atom feeds (events; new and changed pages); the holidays as JSON once. Nothing here
 * reads the clock or the build date, so a rebuild writes the same bytes until the content changes.
 */

/** How many pages the site-updates feed lists, the most recently changed first. */
export const UPDATES_FEED_LENGTH = 50;

const FILE_TEXT: Record<
  Language,
  { calendar: string; holidays: string; events: string; updates: string; publisher: string }
> = {
  uz: {
    calendar: "Toshkent viloyati: tadbirlar taqvimi",
    holidays: "Oʻzbekiston: bayram va dam olish kunlari",
    events: "Toshkent viloyati: festivallar, mavsumlar va bayramlar",
    updates: "Toshkent viloyati: saytdagi yangi va yangilangan sahifalar",
    publisher: "Toshkent viloyati hokimligi",
  },
  "uz-cyrl": {
    calendar: "Тошкент вилояти: тадбирлар тақвими",
    holidays: "Ўзбекистон: байрам ва дам олиш кунлари",
    events: "Тошкент вилояти: фестиваллар, мавсумлар ва байрамлар",
    updates: "Тошкент вилояти: сайтдаги янги ва янгиланган саҳифалар",
    publisher: "Тошкент вилояти ҳокимлиги",
  },
  en: {
    calendar: "Tashkent Region: what’s on",
    holidays: "Uzbekistan: public holidays",
    events: "Tashkent Region: festivals, seasons and public holidays",
    updates: "Tashkent Region: new and updated pages",
    publisher: "Tashkent Region administration",
  },
  ru: {
    calendar: "Ташкентская область: календарь событий",
    holidays: "Узбекистан: праздничные дни",
    events: "Ташкентская область: фестивали, сезоны и праздники",
    updates: "Ташкентская область: новые и обновлённые страницы",
    publisher: "Хокимият Ташкентской области",
  },
};

/** Where an entry is read about: the holidays page for a holiday, its own page for any other (event-page.server.ts). */
export function entryUrl(event: CalendarEvent, language: Language): string {
  if (event.origin === "holiday") return `${absoluteUrl(language, HOLIDAYS_PATH)}#${event.slug}`;
  return absoluteUrl(language, eventPagePath(event.slug));
}

function referencedArticle(reference: string, language: Language): { title: string; path: string } | null {
  const [key = "", id = "0"] = reference.split("/");
  if (!isCollectionKey(key)) return null;
  const article = loadArticle(key, language, Number(id));
  return article ? { title: article.title, path: detailPath(getCollection(key), Number(id)) } : null;
}

function details(event: CalendarEvent, language: Language): CalendarDetails {
  // An event held at its own article's place (a festival) is located by its district, not by its own name again.
  const place =
    event.place && event.place !== event.article
      ? referencedArticle(event.place, language)?.title
      : undefined;
  const district = event.district ? loadUnit(event.district, language)?.name : undefined;
  return {
    url: entryUrl(event, language),
    location: [place, district].filter(Boolean).join(", ") || null,
    category: CALENDAR_TEXT[language].categories[event.category],
  };
}

/** When, in words: the announced days, or the usual time. */
function whenOf(event: CalendarEvent, language: Language): string {
  const days = daysOf(event);
  return days ? formatDays(days.first, days.last, language) : (event.recurrence ?? "");
}

/** The most recently changed pages of one language with their dates, as feed entries, newest first. */
export function siteUpdates(language: Language): AtomEntry[] {
  const entries: AtomEntry[] = [];
  const add = (path: string, title: string, summary: string, dates: { published: string; updated: string }) =>
    entries.push({
      id: tagUri(`page/${language}/${path}`),
      title,
      link: absoluteUrl(language, path),
      published: dates.published,
      updated: dates.updated,
      summary: cardExcerpt(summary),
    });
  for (const collection of COLLECTIONS) {
    for (const id of articleIds(collection.key)) {
      const article = loadArticle(collection.key, language, id);
      if (article)
        add(detailPath(getCollection(collection.key), id), article.title, excerptOf(article.desc), article);
    }
  }
  for (const page of PAGES) {
    const loaded = loadPage(page.key, language);
    const first = loaded?.blocks.find((block) => block.type === "paragraph");
    if (loaded) add(page.path, loaded.title, first?.type === "paragraph" ? first.text : "", loaded);
  }
  for (const unit of loadUnits(language)) add(districtPath(unit.slug), unit.name, unit.summary, unit);
  return entries
    .sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id))
    .slice(0, UPDATES_FEED_LENGTH);
}

/** The public holidays and days off of the holidays file's years, every language in one file. */
export function holidaysJson(): string {
  const file = loadHolidaysFile();
  const names = (id: string) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        file.holidays.find((holiday) => holiday.id === id)!.name[language],
      ]),
    );
  return `${JSON.stringify(
    {
      licence: "CC BY 4.0",
      checked: file.checked,
      note: "A moveable holiday (Ramazon hayit, Qurbon hayit) has a date only once the year's official announcement gives it; until then date is null.",
      years: file.years.map((year) => ({
        year,
        holidays: publicHolidays(year, "en").map((holiday) => ({
          id: holiday.id,
          date: holiday.date,
          moveable: holiday.moveable,
          name: names(holiday.id),
          sources: holiday.source,
        })),
        daysOff: daysOffIn(year).map((day) => ({
          date: day.date,
          for: day.for,
          kind: day.kind,
          holiday: day.holiday ?? null,
          workingDay: day.workingDay ?? null,
          sources: day.source,
        })),
      })),
    },
    null,
    2,
  )}\n`;
}

/** Every file of the calendar and the feeds, path → contents. */
export function eventFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of LANGUAGES) {
    const events = loadEvents(language);
    const text = FILE_TEXT[language];
    const options = {
      language,
      name: text.calendar,
      details: (event: CalendarEvent) => details(event, language),
    };
    files.set(wholeCalendarFile(language), wholeCalendar(events, options));
    for (const event of events) {
      const file = eventCalendar(event, options);
      if (file) files.set(eventCalendarFile(language, event.slug), file);
    }
    files.set(
      holidaysCalendarFile(language),
      wholeCalendar(
        events.filter((event) => event.origin === "holiday"),
        { ...options, name: text.holidays },
      ),
    );
    // The feeds' author is the publisher (the UI strings' organisation), written here: the build step has no strings loaded.
    const author = text.publisher;
    files.set(
      eventsFeedFile(language),
      eventsFeed(events, {
        title: text.events,
        language,
        link: absoluteUrl(language, CALENDAR_PATH),
        self: `${SITE_ORIGIN}${eventsFeedFile(language)}`,
        author,
        hrefOf: (event) => entryUrl(event, language),
        whenOf: (event) => whenOf(event, language),
      }),
    );
    files.set(
      updatesFeedFile(language),
      atomFeed({
        id: tagUri(`updates/${language}`),
        title: text.updates,
        language,
        link: absoluteUrl(language, ""),
        self: `${SITE_ORIGIN}${updatesFeedFile(language)}`,
        author,
        entries: siteUpdates(language),
      }),
    );
  }
  files.set(HOLIDAYS_JSON, holidaysJson());
  return files;
}
