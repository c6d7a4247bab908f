import { readFileSync } from "node:fs";
import path from "node:path";
import type { FeatureCollection, Geometry, Position } from "geojson";
import { LANGUAGES } from "../i18n/languages";
import { loadUnit, unitData, unitSlugs } from "../content/districts.server";
import { OSM_ATTRIBUTION, OSM_LICENCE, OSM_LICENCE_URL } from "./licence";

/**
 * The district and city boundaries as a download (issue #30, docs/decisions/024): the OpenStreetMap-derived shapes
 * of data/boundaries (the file the maps are drawn from), re-published as RFC 7946 GeoJSON under the ODbL with the
 * OpenStreetMap credit. The points are the source's, unchanged; only the form changes: each unit one MultiPolygon
 * (the source wraps most in a GeometryCollection), rings wound as RFC 7946 asks (outer rings anticlockwise; the
 * source mixes both), and the unit's slug, kind and names in three languages (with the site's ʻ) as properties.
 */

const SOURCE = path.resolve(process.cwd(), "data/boundaries/tashkent-region-districts.geojson");
export const BOUNDARIES_SNAPSHOT = "2022-07-27";
const PROVENANCE =
  "OpenStreetMap changeset 109449028, as compiled by github.com/akbartus/GeoJSON-Uzbekistan (commit e816d09, 2022-07-27)";
const NOTE =
  "The boundaries predate March 2024, when 17,323 ha of Yuqori Chirchiq district and 2,406 ha of O'rta Chirchiq district passed to Tashkent city's Yangi Toshkent district. City shapes overlap the districts around them.";

type Ring = Position[];

/** Twice the signed area of a ring in longitude/latitude: positive when it runs anticlockwise. */
function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!);
  return sum;
}

/** RFC 7946 §3.1.6: the outer ring anticlockwise, the holes clockwise. */
function rewound(rings: Ring[]): Ring[] {
  return rings.map((ring, index) => (signedArea(ring) > 0 === (index === 0) ? ring : [...ring].reverse()));
}

function polygonsOf(geometry: Geometry): Ring[][] {
  if (geometry.type === "GeometryCollection") return geometry.geometries.flatMap(polygonsOf);
  if (geometry.type === "MultiPolygon") return geometry.coordinates;
  if (geometry.type === "Polygon") return [geometry.coordinates];
  return [];
}

let cached: string | null = null;

/** The file's text; it throws when a unit has no shape in the source (a renamed ADM2_EN). */
export function boundariesGeoJson(): string {
  if (cached) return cached;
  const source = JSON.parse(readFileSync(SOURCE, "utf8")) as FeatureCollection<
    Geometry,
    Record<string, string>
  >;
  const features = unitSlugs().map((slug) => {
    const data = unitData(slug);
    const shape = source.features.find((feature) => feature.properties.ADM2_EN === data.shape);
    if (!shape)
      throw new Error(`content/districts/${slug}/unit.yaml: shape: "${data.shape}" is not in ${SOURCE}`);
    return {
      type: "Feature",
      properties: {
        slug,
        kind: data.kind,
        ...Object.fromEntries(
          LANGUAGES.map((language) => [`name_${language}`, loadUnit(slug, language)?.name ?? ""]),
        ),
      },
      geometry: { type: "MultiPolygon", coordinates: polygonsOf(shape.geometry).map(rewound) },
    };
  });
  cached = `${JSON.stringify({
    type: "FeatureCollection",
    licence: OSM_LICENCE,
    licence_url: OSM_LICENCE_URL,
    attribution: OSM_ATTRIBUTION,
    source: PROVENANCE,
    snapshot: BOUNDARIES_SNAPSHOT,
    note: NOTE,
    features,
  })}\n`;
  return cached;
}

/** How many units the file holds. */
export const boundaryCount = (): number => unitSlugs().length;
