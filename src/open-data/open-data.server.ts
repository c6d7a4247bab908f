import path from "node:path";
import { z } from "zod";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "../i18n/languages";
import { REVALIDATED } from "../lib/output-paths.mjs";
import { absoluteUrl } from "../site/meta";
import { LICENCE, LICENCE_URL, OSM_COPYRIGHT_URL, OSM_LICENCE, OSM_LICENCE_URL } from "./licence";
import { boundariesGeoJson, boundaryCount, BOUNDARIES_SNAPSHOT } from "./boundaries.server";
import { csvText } from "./csv";
import { OPEN_DATA_TEXT } from "./open-data-text";
import { PLACES_MAP_TEXT } from "../places/places-map-text";
import { detailPath, DISTRICTS, getCollection, placeKindOf } from "../content/collections";
import { loadUnits, unitData } from "../content/districts.server";
import { articleIds, loadArticle, readYamlFile } from "../content/load.server";
import { PLACES_MAP_PATH } from "../site/districts";
import { allPlaces } from "../places/places.server";
import { loadStatisticsData } from "../statistics/statistics-data.server";
import { csvFile, jsonFile } from "../statistics/statistics-view.server";
import { statisticsCsv, statisticsJson } from "./statistics-downloads.server";
import { eventFiles, siteUpdates, UPDATES_FEED_LENGTH } from "../events/event-files.server";
import {
  eventsFeedFile,
  HOLIDAYS_JSON,
  holidaysCalendarFile,
  updatesFeedFile,
  wholeCalendarFile,
} from "../events/event-files";
import { daysOffIn, loadEvents, loadHolidaysFile, publicHolidays } from "../events/events.server";
import { fillPlaceholders } from "../i18n/i18n";
import { FILES_TEXT } from "../events/files-text";
import { CALENDAR_PATH, HOLIDAYS_PATH } from "../site/paths";

/**
 * Every dataset the site publishes (issue #18): the statistics series, the districts table and the places with
 * their coordinates. The open-data page lists them; scripts/postbuild.ts writes the files under /data/.
 */

export interface DatasetFile {
  format: "CSV" | "JSON" | "GeoJSON" | "iCalendar" | "Atom";
  href: string;
  /** The file's size as served uncompressed. */
  bytes: number;
}

export interface Dataset {
  key: string;
  /** What the numbers are ("Population and births"), not an article's headline. */
  title: string;
  /** The page the numbers come from, if any. */
  page?: string;
  /** Series titles, for a statistics dataset. */
  parts: string[];
  sources: string[];
  files: DatasetFile[];
  /** Rows of its table (a statistics dataset: one per value; the boundaries: one per unit). */
  records: number;
  /** When it last changed, YYYY-MM-DD. */
  updated: string;
  /** The site's own CC BY 4.0, or the ODbL of OpenStreetMap data with its credit. */
  licence: { name: string; url: string; credit?: string; creditUrl?: string };
}

const unique = (items: string[]) => [...new Set(items)];

export const districtsCsvFile = (language: Language) => `${REVALIDATED.data}districts-${language}.csv`;
export const placesCsvFile = (language: Language) => `${REVALIDATED.data}places-${language}.csv`;
export const PLACES_GEOJSON = `${REVALIDATED.data}places.geojson`;
export const BOUNDARIES_GEOJSON = `${REVALIDATED.data}district-boundaries.geojson`;

/** content/open-data.yaml: when the datasets compiled from many files last changed. */
const catalogueSchema = z
  .object({
    districts: z.object({ updated: z.iso.date() }).strict(),
    places: z.object({ updated: z.iso.date() }).strict(),
  })
  .strict();
let catalogue: z.infer<typeof catalogueSchema> | null = null;
const catalogueDates = () =>
  (catalogue ??= readYamlFile(catalogueSchema, path.resolve(process.cwd(), "content/open-data.yaml")));

const OWN_LICENCE = { name: LICENCE, url: LICENCE_URL };

/**
 * The datasets in one language, in the order the open-data page lists them: the region's own tables (districts,
 * their boundaries, places), then the statistics by name.
 */
export function datasets(language: Language): Dataset[] {
  const files = openDataFileMap();
  const file = (format: DatasetFile["format"], href: string): DatasetFile => {
    const contents = files.get(href);
    if (contents === undefined) throw new Error(`open data: ${href} is listed but not written`);
    return { format, href, bytes: Buffer.byteLength(contents) };
  };
  const statistics = getCollection("statistics");
  const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
  const stats: Dataset[] = articleIds("statistics").flatMap((id) => {
    const data = loadStatisticsData(id);
    if (!data || !loadArticle("statistics", language, id)) return [];
    return [
      {
        key: `statistics-${id}`,
        title: data.dataset[language],
        page: detailPath(statistics, id),
        parts: data.series.map((series) => series.title[language]),
        sources: unique(data.series.map((series) => series.source[language])),
        files: [file("CSV", csvFile(id, language)), file("JSON", jsonFile(id))],
        records: data.series.reduce((sum, series) => sum + series.values.length, 0),
        updated: data.updated,
        licence: OWN_LICENCE,
      },
    ];
  });
  stats.sort((a, b) => collator.compare(a.title, b.title));
  const od = OPEN_DATA_TEXT[language];
  const dates = catalogueDates();
  return [
    {
      key: "districts",
      title: od.districtsTitle,
      page: DISTRICTS.listPath,
      parts: [od.districtsParts],
      sources: [od.districtsSource],
      files: [file("CSV", districtsCsvFile(language))],
      records: loadUnits(language).length,
      updated: dates.districts.updated,
      licence: OWN_LICENCE,
    },
    {
      key: "boundaries",
      title: od.boundariesTitle,
      page: DISTRICTS.listPath,
      parts: [od.boundariesParts],
      sources: [od.boundariesSource],
      files: [file("GeoJSON", BOUNDARIES_GEOJSON)],
      records: boundaryCount(),
      updated: BOUNDARIES_SNAPSHOT,
      // The credit the ODbL asks for, in the page's language (the file itself carries it in English).
      licence: {
        name: OSM_LICENCE,
        url: OSM_LICENCE_URL,
        credit: od.osmCredit,
        creditUrl: OSM_COPYRIGHT_URL,
      },
    },
    {
      key: "places",
      title: od.placesTitle,
      page: PLACES_MAP_PATH,
      parts: [od.placesParts],
      sources: [od.placesSource],
      files: [file("CSV", placesCsvFile(language)), file("GeoJSON", PLACES_GEOJSON)],
      records: allPlaces().length,
      updated: dates.places.updated,
      licence: OWN_LICENCE,
    },
    ...calendarDatasets(language, file),
    ...stats,
  ];
}

/** The public holidays, the calendar and the site-updates feed (issue #32): files src/events/ writes. */
function calendarDatasets(
  language: Language,
  file: (format: DatasetFile["format"], href: string) => DatasetFile,
): Dataset[] {
  const od = FILES_TEXT[language];
  const holidays = loadHolidaysFile();
  const events = loadEvents(language);
  const newest = (days: string[]) => days.reduce((latest, day) => (day > latest ? day : latest), "");
  const updates = siteUpdates(language).map((entry) => entry.updated);
  return [
    {
      key: "holidays",
      title: od.holidaysTitle,
      page: HOLIDAYS_PATH,
      parts: [od.holidaysParts],
      sources: [od.holidaysSource],
      files: [file("JSON", HOLIDAYS_JSON), file("iCalendar", holidaysCalendarFile(language))],
      records: holidays.years.reduce(
        (sum, year) => sum + publicHolidays(year, language).length + daysOffIn(year).length,
        0,
      ),
      updated: holidays.checked,
      licence: OWN_LICENCE,
    },
    {
      key: "events",
      title: od.eventsTitle,
      page: CALENDAR_PATH,
      parts: [od.eventsParts],
      sources: [od.eventsSource],
      files: [file("iCalendar", wholeCalendarFile(language)), file("Atom", eventsFeedFile(language))],
      records: events.length,
      updated: newest(events.map((event) => event.checked)),
      licence: OWN_LICENCE,
    },
    {
      key: "updates",
      title: od.updatesTitle,
      parts: [fillPlaceholders(od.updatesParts, { count: String(UPDATES_FEED_LENGTH) })],
      sources: [od.updatesSource],
      files: [file("Atom", updatesFeedFile(language))],
      records: updates.length,
      updated: newest(updates),
      licence: OWN_LICENCE,
    },
  ];
}

function districtsCsv(language: Language): string {
  const h = OPEN_DATA_TEXT[language].districtsHeader;
  const kinds = OPEN_DATA_TEXT[language].unitKinds;
  const rows: Array<Array<string | number | null>> = [
    [h.name, h.kind, h.centre, h.area, h.population, h.populationDate, h.areaSource, h.populationSource],
  ];
  for (const unit of loadUnits(language)) {
    const data = unitData(unit.slug);
    rows.push([
      unit.name,
      kinds[unit.kind],
      unit.centre,
      unit.areaKm2,
      unit.population.value,
      unit.population.date,
      data.area?.source ?? null,
      data.population.source,
    ]);
  }
  return csvText(rows);
}

function placeRecords(language: Language) {
  return allPlaces().map(({ key, id, place }) => {
    const collection = getCollection(key);
    const path = detailPath(collection, id);
    return {
      name: loadArticle(key, language, id)?.title ?? "",
      kind: placeKindOf(key),
      district: loadUnits(language).find((unit) => unit.slug === place.district)?.name ?? place.district,
      place,
      url: absoluteUrl(language, path),
    };
  });
}

function placesCsv(language: Language): string {
  const h = OPEN_DATA_TEXT[language].placesHeader;
  const kinds = PLACES_MAP_TEXT[language].kinds;
  const rows: Array<Array<string | number | null>> = [
    [h.name, h.kind, h.district, h.lat, h.lon, h.precision, h.altitude, h.distance, h.page, h.pointSource],
  ];
  for (const record of placeRecords(language)) {
    rows.push([
      record.name,
      kinds[record.kind],
      record.district,
      record.place.lat,
      record.place.lon,
      record.place.precision,
      record.place.altitude?.m ?? null,
      // Only a source's road distance fills the road column (issue #28): a figure not given by road is left out.
      (record.place.distance?.tashkent?.road && record.place.distance.tashkent.km) || null,
      record.url,
      record.place.pointSource,
    ]);
  }
  return csvText(rows);
}

function placesGeoJson(): string {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, placeRecords(language)]),
  ) as Record<Language, ReturnType<typeof placeRecords>>;
  const features = byLanguage.en.map((record, index) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [record.place.lon, record.place.lat] },
    properties: {
      kind: record.kind,
      district: record.place.district,
      precision: record.place.precision,
      altitude_m: record.place.altitude?.m ?? null,
      road_km_from_tashkent:
        (record.place.distance?.tashkent?.road && record.place.distance.tashkent.km) || null,
      point_source: record.place.pointSource,
      ...Object.fromEntries(
        LANGUAGES.flatMap((language) => [
          [`name_${language}`, byLanguage[language][index]?.name ?? ""],
          [`url_${language}`, byLanguage[language][index]?.url ?? ""],
        ]),
      ),
    },
  }));
  return `${JSON.stringify({ type: "FeatureCollection", licence: LICENCE, features }, null, 2)}\n`;
}

let fileMap: Map<string, string> | null = null;

/** Every file under /data/, path → contents; worked out once per build (the page lists their sizes). */
export function openDataFileMap(): Map<string, string> {
  if (fileMap) return fileMap;
  const files = new Map<string, string>();
  const titles = (id: number) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, loadArticle("statistics", language, id)?.title ?? ""]),
    ) as Record<Language, string>;
  for (const language of LANGUAGES) {
    for (const id of articleIds("statistics")) {
      const data = loadStatisticsData(id);
      if (!data) continue;
      files.set(csvFile(id, language), statisticsCsv(data, language));
      if (language === "en") files.set(jsonFile(id), statisticsJson(id, data, titles(id), LICENCE));
    }
    files.set(districtsCsvFile(language), districtsCsv(language));
    files.set(placesCsvFile(language), placesCsv(language));
  }
  files.set(PLACES_GEOJSON, placesGeoJson());
  files.set(BOUNDARIES_GEOJSON, boundariesGeoJson());
  for (const [name, contents] of eventFiles()) files.set(name, contents);
  fileMap = files;
  return files;
}

/** The files for the build to write (scripts/build/open-data.ts). */
export async function openDataFiles(): Promise<Map<string, string>> {
  return openDataFileMap();
}
