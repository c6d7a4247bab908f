import { LANGUAGES, type Language } from "../i18n/languages";
import { REVALIDATED } from "../lib/output-paths.mjs";
import { absoluteUrl } from "../site/meta";
import { LICENCE } from "./licence";
import { csvText } from "./csv";
import { OPEN_DATA_TEXT } from "./open-data-text";
import { PLACES_MAP_TEXT } from "../places/places-map-text";
import { detailPath, DISTRICTS, getCollection, placeKindOf } from "../content/collections";
import { loadUnits, unitData } from "../content/districts.server";
import { articleIds, loadArticle } from "../content/load.server";
import { allPlaces } from "../places/places.server";
import { loadStatisticsData } from "../statistics/statistics-data.server";
import { csvFile, jsonFile } from "../statistics/statistics-view.server";
import { statisticsCsv, statisticsJson } from "./statistics-downloads.server";

/**
 * Every dataset the site publishes (issue #18): the statistics series, the districts table and the places with
 * their coordinates. The open-data page lists them; scripts/postbuild.ts writes the files under /data/.
 */

export interface DatasetFile {
  format: "CSV" | "JSON" | "GeoJSON";
  href: string;
}

export interface Dataset {
  key: string;
  title: string;
  /** The page the numbers come from, if any. */
  page?: string;
  /** Series titles, for a statistics dataset. */
  parts: string[];
  sources: string[];
  files: DatasetFile[];
}

const unique = (items: string[]) => [...new Set(items)];

export const districtsCsvFile = (language: Language) => `${REVALIDATED.data}districts-${language}.csv`;
export const placesCsvFile = (language: Language) => `${REVALIDATED.data}places-${language}.csv`;
export const PLACES_GEOJSON = `${REVALIDATED.data}places.geojson`;

/** The datasets in one language, in the order the open-data page lists them. */
export function datasets(language: Language): Dataset[] {
  const statistics = getCollection("statistics");
  const stats: Dataset[] = articleIds("statistics").flatMap((id) => {
    const data = loadStatisticsData(id);
    const article = loadArticle("statistics", language, id);
    if (!data || !article) return [];
    return [
      {
        key: `statistics-${id}`,
        title: article.title,
        page: detailPath(statistics, id),
        parts: data.series.map((series) => series.title[language]),
        sources: unique(data.series.map((series) => series.source[language])),
        files: [
          { format: "CSV", href: csvFile(id, language) },
          { format: "JSON", href: jsonFile(id) },
        ],
      },
    ];
  });
  const od = OPEN_DATA_TEXT[language];
  return [
    ...stats,
    {
      key: "districts",
      title: od.districtsTitle,
      page: DISTRICTS.listPath,
      parts: [od.districtsParts],
      sources: [od.districtsSource],
      files: [{ format: "CSV", href: districtsCsvFile(language) }],
    },
    {
      key: "places",
      title: od.placesTitle,
      page: "tourism/map",
      parts: [od.placesParts],
      sources: [od.placesSource],
      files: [
        { format: "CSV", href: placesCsvFile(language) },
        { format: "GeoJSON", href: PLACES_GEOJSON },
      ],
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

/** Every file under /data/, path → contents. */
export async function openDataFiles(): Promise<Map<string, string>> {
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
  return files;
}
