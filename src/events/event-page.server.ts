import { detailPath, districtPath, getCollection, isCollectionKey } from "../content/collections";
import { loadUnit } from "../content/districts.server";
import { loadArticle } from "../content/load.server";
import { JPEG_PICTURE_WIDTH, mediaUrl } from "../content/media";
import { mediaImage } from "../content/media.server";
import { LANGUAGES, type Language } from "../i18n/languages";
import { loadPlace } from "../places/places.server";
import { formatPartialDate } from "../site/format";
import { absoluteUrl } from "../site/meta";
import { localizedPath } from "../site/paths";
import { SITE_ORIGIN } from "../site/site-constants";
import type { Thing } from "../site/structured-data";
import { daysOf } from "./calendar";
import type { CalendarEntryView, CalendarLink } from "./calendar-view.server";
import { archiveYears, formatDays } from "./calendar-view.server";
import type { CalendarEvent, Source } from "./event";
import { eventCalendarFile, eventPagePath } from "./event-files";
import { eventJsonLd } from "./event-json-ld";
import { loadEvents } from "./events.server";

/**
 * An event's own page, `/{lang}/tourism/calendar/<slug>` (issue #32): every entry of the calendar but the public
 * holidays (their page is the holidays page), past festival editions included, so no address dies. Built at build
 * time; the screen only draws it.
 */

/** The entries that have a page, in one language. */
export function eventPageEvents(language: Language): CalendarEvent[] {
  return loadEvents(language).filter((event) => event.origin !== "holiday");
}

/** Every event page and every year of the archive in every language, for the prerender list. */
export function eventPagePaths(today: string): string[] {
  return LANGUAGES.flatMap((language) => [
    ...eventPageEvents(language).map((event) => localizedPath(language, eventPagePath(event.slug))),
    ...archiveYears(language, today).map((year) => localizedPath(language, eventPagePath(year))),
  ]);
}

/** An entry as the calendar lists it (the same fields, the same words), with what only its own page shows. */
export interface EventPageView extends Pick<
  CalendarEntryView,
  "slug" | "name" | "summary" | "category" | "status" | "when" | "dated" | "first" | "place" | "ics"
> {
  /** The article about the event (a festival's), when there is one. */
  article: CalendarLink | null;
  district: CalendarLink | null;
  organiser: string | null;
  officialUrl: string | null;
  source: Source[];
  /** `27 November 2026`: the day an editor last checked the entry against its sources. */
  checked: string;
  checkedIso: string;
  /** The schema.org entity, only when dated. */
  structuredData: Thing | null;
}

function referenced(reference: string | null, language: Language) {
  if (!reference) return null;
  const [key = "", id = "0"] = reference.split("/");
  if (!isCollectionKey(key)) return null;
  const article = loadArticle(key, language, Number(id));
  if (!article) return null;
  return { key, id: Number(id), article, path: detailPath(getCollection(key), Number(id)) };
}

/**
 * The page of one entry, or null for a slug without one.
 * @param site the region's name and the administration's, in the page's language (from the UI strings)
 */
export function eventPageView(
  language: Language,
  slug: string,
  site: { region: string; organisation: string; socialImage: string },
): EventPageView | null {
  const event = eventPageEvents(language).find((candidate) => candidate.slug === slug);
  if (!event) return null;
  const days = daysOf(event);
  // A festival's place is its own article (the article about it): linked as the article, located by its district.
  const placed = referenced(event.place, language);
  const place = event.place !== event.article ? placed : null;
  const article = referenced(event.article, language);
  const unit = event.district ? loadUnit(event.district, language) : null;
  const point = placed ? loadPlace(placed.key, placed.id) : null;
  const pictured = placed ?? article;
  const image = pictured
    ? `${SITE_ORIGIN}${mediaUrl(mediaImage(pictured.article.image, language), JPEG_PICTURE_WIDTH, "jpg")}`
    : site.socialImage;
  return {
    slug,
    name: event.name,
    summary: event.summary,
    category: event.category,
    status: event.status,
    when: days ? formatDays(days.first, days.last, language) : (event.recurrence ?? ""),
    dated: days !== null,
    first: days?.first ?? null,
    place: place ? { label: place.article.title, href: localizedPath(language, place.path) } : null,
    article: article ? { label: article.article.title, href: localizedPath(language, article.path) } : null,
    district:
      unit && event.district
        ? { label: unit.name, href: localizedPath(language, districtPath(event.district)) }
        : null,
    organiser: event.organiser,
    officialUrl: event.officialUrl,
    source: event.source,
    checked: formatPartialDate(event.checked, language),
    checkedIso: event.checked,
    ics: days ? eventCalendarFile(language, slug) : null,
    structuredData: eventJsonLd({
      event,
      url: absoluteUrl(language, eventPagePath(slug)),
      image,
      placeName: place?.article.title ?? unit?.name ?? site.region,
      locality: unit?.name ?? null,
      region: site.region,
      geo: point ? { lat: point.lat, lon: point.lon } : null,
      organizer: event.organiser
        ? { name: event.organiser, government: false }
        : { name: site.organisation, url: absoluteUrl(language, ""), government: true },
    }),
  };
}
