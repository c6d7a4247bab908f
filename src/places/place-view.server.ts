import { detailPath, districtPath, getCollection, type CollectionKey } from "../content/collections";
import { loadUnit } from "../content/districts.server";
import { loadArticle } from "../content/load.server";
import { allPlaces, distanceKm, loadPlace, roundedKm, TASHKENT_CENTRE } from "./places.server";
import type { AccessMode, PlaceData } from "./places";
import type { Language } from "../i18n/languages";
import { locatorMapData, type LocatorMapData } from "../maps/region-map.server";
import { regionGeometry } from "../maps/geometry.server";
import { formatCoordinates, formatNumber, formatPartialDate } from "../site/format";
import { keepTogether } from "../lib/keep-together";
import { PLACE_TEXT } from "./place-text";
import { fillPlaceholders } from "../i18n/i18n";

/** What a place page's practical panel shows, in one language, ready to print (issue #15). */
export interface PlaceView {
  district: { name: string; path: string };
  lat: number;
  lon: number;
  /** `41.6375° N, 70.0333° E`, ru `41,6375° с. ш., 70,0333° в. д.`: as many digits as the point is known to. */
  coordinates: string;
  approximate: boolean;
  altitude: string | null;
  /** The way there in the page's language, with "checked November 2026" or, for a car-only way, null. */
  gettingThere: { text: string; checked: string | null };
  goodToKnow: string | null;
  access: string;
  /** How far from Tashkent (and Nurafshon where sourced), each once: by road where a source says so, else the straight line. */
  distances: string[];
  season: string | null;
  permit: boolean;
  website: string | null;
  phone: { value: string; checked: string } | null;
  osmUrl: string;
  geoUrl: string;
  locator: LocatorMapData & { pin: [number, number] };
  nearby: Array<{ title: string; path: string; km: string }>;
  /** The panel's headings and link texts (`phone` and `locatorLabel` with `{{date}}`, `{{name}}` to fill). */
  labels: PlaceLabels;
}

const LABELS = [
  "heading",
  "district",
  "coordinates",
  "approximate",
  "altitude",
  "gettingThere",
  "by",
  "carOnly",
  "bestTime",
  "goodToKnow",
  "permit",
  "contacts",
  "website",
  "phone",
  "openStreetMap",
  "mapApp",
  "locatorLabel",
  "nearbyHeading",
] as const;
export type PlaceLabels = Record<(typeof LABELS)[number], string>;

const NEARBY = 3;
const fill = (template: string, value: string) => fillPlaceholders(template, { value });

/** Month ranges, `May – October` or `November – April`, or a list where the months are not one run. */
export function seasonText(months: readonly number[], names: readonly string[]): string {
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const month of sorted) {
    const run = runs.at(-1);
    if (run && month === run.at(-1)! + 1) run.push(month);
    else runs.push([month]);
  }
  // A winter season runs through the new year: November–April, not January–April and November, December.
  if (runs.length > 1 && runs[0]![0] === 1 && runs.at(-1)!.at(-1) === 12)
    runs.unshift(runs.pop()!.concat(runs.shift()!));
  return runs
    .map((run) =>
      run.length > 2
        ? `${names[run[0]! - 1]} – ${names[run.at(-1)! - 1]}`
        : run.map((month) => names[month - 1]).join(", "),
    )
    .join(", ");
}

export function placeView(key: CollectionKey, id: number, language: Language): PlaceView | null {
  const place = loadPlace(key, id);
  if (!place) return null;
  const s = PLACE_TEXT[language];
  const unit = loadUnit(place.district, language);
  if (!unit) throw new Error(`content/${key}/${id}/place.yaml: district: no unit ${place.district}`);
  const text = place.text[language];
  const way = place.gettingThere;
  const here = { lat: place.lat, lon: place.lon };
  const nearby = allPlaces()
    .filter((other) => !(other.key === key && other.id === id))
    .map((other) => ({ other, km: distanceKm(here, other.place) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, NEARBY)
    .map(({ other, km }) => ({
      title: loadArticle(other.key, language, other.id)?.title ?? "",
      path: detailPath(getCollection(other.key), other.id),
      // Articles about the same spot (the reservoir and its shore) share a point: "same area", not "0 km".
      km: km < 1 ? s.sameArea : fill(s.nearbyDistance, formatNumber(Math.round(km), language)),
    }));
  const project = regionGeometry().project;
  return {
    district: { name: unit.name, path: districtPath(unit.slug) },
    lat: place.lat,
    lon: place.lon,
    coordinates: formatCoordinates(place.lat, place.lon, language, place.precision),
    approximate: place.precision === "approx",
    altitude: place.altitude ? fill(s.altitudeValue, formatNumber(place.altitude.m, language)) : null,
    gettingThere: {
      text: keepTogether(way[language]),
      checked:
        way.by === "transport"
          ? fillPlaceholders(s.checked, { date: formatPartialDate(way.checked, language, "in") })
          : null,
    },
    goodToKnow: text.goodToKnow ? keepTogether(text.goodToKnow) : null,
    access: place.access.map((mode: AccessMode) => s.access[mode]).join(", "),
    distances: [
      distanceFromTashkent(place, language),
      ...(place.distance?.nurafshon?.road
        ? [keepTogether(fill(s.fromNurafshon, formatNumber(place.distance.nurafshon.km, language)))]
        : []),
    ],
    season: place.season ? seasonText(place.season, s.months) : null,
    permit: place.permit === "border-zone",
    website: place.website?.url ?? null,
    phone: place.phone ? { value: place.phone.value, checked: place.phone.checked } : null,
    osmUrl: `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lon}#map=13/${place.lat}/${place.lon}`,
    geoUrl: `geo:${place.lat},${place.lon}`,
    locator: { ...locatorMapData(place.district), pin: project([place.lon, place.lat]) },
    nearby,
    labels: Object.fromEntries(LABELS.map((label) => [label, s[label]])) as PlaceLabels,
  };
}

/**
 * How far a place is from Tashkent, the one line the panel and the list cards both print (issue #28): by road where
 * a source gives a road distance (`road: true`), otherwise the straight line from Tashkent's centre to its point.
 */
export function distanceFromTashkent(place: PlaceData, language: Language): string {
  const s = PLACE_TEXT[language];
  const road = place.distance?.tashkent?.road ? place.distance.tashkent : null;
  return keepTogether(
    road
      ? fill(s.fromTashkent, formatNumber(road.km, language))
      : fill(s.fromTashkentLine, formatNumber(roundedKm(distanceKm(TASHKENT_CENTRE, place)), language)),
  );
}

/** A list card's line: its district and how far it is from Tashkent, as the place's panel says it. */
export function placeCardLine(key: CollectionKey, id: number, language: Language): string | null {
  const place = loadPlace(key, id);
  if (!place) return null;
  const unit = loadUnit(place.district, language);
  return `${unit?.name ?? ""} · ${distanceFromTashkent(place, language)}`;
}
