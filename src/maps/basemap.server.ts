import { readFileSync } from "node:fs";
import path from "node:path";
import { geoArea, geoCentroid, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, LineString, MultiLineString, Position } from "geojson";
import { feature } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, simplify } from "topojson-simplify";
import type { Topology } from "topojson-specification";
import { loadNames } from "../content/names.server";
import type { Language } from "../i18n/languages";
import type { Point } from "./geometry.server";
import { twoLines } from "./labels";

/**
 * The places map's base layers (issue #29): water, rivers, roads, towns and peaks from data/basemap (OpenStreetMap
 * of August 2021, Natural Earth; its README gives sources, licences and the credit line), simplified for the scale
 * they are drawn at and projected with the map's own projection. Names come from content/names.yaml and the units'
 * own files, so a map label is spelt as every page of the site spells it.
 */

const BASEMAP = path.resolve(process.cwd(), "data/basemap");

/** Labelled base features: their id in data/basemap, and their entry in content/names.yaml. */
const NAMES: Record<string, string> = {
  w003: "charvak-reservoir",
  w004: "tuyabogiz",
  w005: "ohangaron-reservoir",
  r001: "syr-darya",
  r002: "ohangaron-river",
  r003: "chirchiq-river",
  r005: "ugam",
  r006: "pskem",
  r007: "koksuv",
  r008: "chatkal",
  p05: "sayram-peak",
  p17: "big-chimgan",
  p18: "qizilnura",
  p20: "kumbel",
  p21: "kichik-chimyon",
};

/** Towns whose id in data/basemap is not their id in content/names.yaml (the rest share it). */
const TOWN_NAMES: Record<string, string> = { burchmulla: "burchmullo" };
/**
 * Towns left off: Zafar (its point in the data, 40.81 N 69.01 E, contradicts the data's own README, which puts the
 * Bekobod district seat at 40.378 N 69.252 E) and Bunyodkor (no name of ours).
 */
const SKIPPED_TOWNS = new Set(["zafar", "bunyodkor"]);
const TOWN_KINDS: Record<string, BasePoint["kind"]> = {
  regional_centre: "city",
  city: "city",
  district_seat: "centre",
  town: "town",
  village: "village",
};

/** The rivers drawn as rivers on the region map (the rest are streams and canals, drawn finer). */
const MAIN_RIVERS = new Set(["r001", "r002", "r003", "r004", "r005", "r006", "r007", "r008", "r009"]);

/**
 * Visvalingam weights (square degrees) below which a point is dropped: about a square map unit on the region map
 * (1,000 units for 2.6° of longitude), and on the inset (1,000 units for 0.32°).
 */
const WEIGHT = { region: 2.5e-5, inset: 1.5e-7 } as const;
/** Water smaller than this (km²) is left off the region map; the inset draws all of it. */
const REGION_MIN_WATER_KM2 = 1;

/** Road pieces shorter than this (map units, about 1 km) are left off the region map. */
const SPECK = 4;

export type Detail = keyof typeof WEIGHT;

export interface BaseLayers {
  water: string;
  rivers: string;
  /** Smaller rivers and the canals. */
  streams: string;
  trunk: string;
  primary: string;
}

export interface BasePoint {
  id: string;
  point: Point;
  name: string;
  kind: "city" | "centre" | "town" | "village" | "peak";
  /** Peaks: height in metres (OpenStreetMap `ele`). */
  elevation?: number;
}

/** A water body or river to name: where its name may stand, best first. */
export interface BaseName {
  id: string;
  name: string;
  kind: "water" | "river";
  anchors: Point[];
}

export interface Basemap {
  layers: BaseLayers;
  points: BasePoint[];
  names: BaseName[];
}

type Props = Record<string, string | number | boolean | undefined>;

function readLayer(name: string): Array<Feature<Geometry, Props>> {
  const collection = JSON.parse(
    readFileSync(path.join(BASEMAP, `${name}.geojson`), "utf8"),
  ) as FeatureCollection<Geometry, Props>;
  return collection.features;
}

/** RFC 7946 rings (exterior counter-clockwise) turned the way d3-geo reads them; a ring d3 would take for the rest of the globe is reversed. */
function rewound(source: Feature<Geometry, Props>): Feature<Geometry, Props> {
  const { geometry } = source;
  const polygons =
    geometry.type === "Polygon"
      ? [geometry.coordinates]
      : geometry.type === "MultiPolygon"
        ? geometry.coordinates
        : [];
  if (!polygons.length) return source;
  const fixed = polygons.map((rings) =>
    geoArea({ type: "Polygon", coordinates: rings }) > 2 * Math.PI
      ? rings.map((ring) => [...ring].reverse())
      : rings,
  );
  return { ...source, geometry: { type: "MultiPolygon", coordinates: fixed } };
}

interface Layers {
  water: Array<Feature<Geometry, Props>>;
  rivers: Array<Feature<Geometry, Props>>;
  roads: Array<Feature<Geometry, Props>>;
}

let simplified: Partial<Record<Detail, Layers>> = {};
let source:
  (Layers & { settlements: Array<Feature<Geometry, Props>>; peaks: Array<Feature<Geometry, Props>> }) | null =
  null;

function sourceLayers() {
  source ??= {
    water: readLayer("water").map(rewound),
    rivers: readLayer("rivers"),
    roads: readLayer("roads"),
    settlements: readLayer("settlements"),
    peaks: readLayer("peaks"),
  };
  return source;
}

/** Water, rivers and roads simplified for one scale (one topology, so a river and its reservoir stay joined). */
function layersAt(detail: Detail): Layers {
  const cached = simplified[detail];
  if (cached) return cached;
  const { water, rivers, roads } = sourceLayers();
  const collection = (features: Feature[]): FeatureCollection => ({ type: "FeatureCollection", features });
  const topo = topology(
    {
      water: collection(
        detail === "region"
          ? water.filter((body) => Number(body.properties.area_km2) >= REGION_MIN_WATER_KM2)
          : water,
      ),
      rivers: collection(rivers),
      roads: collection(roads),
    },
    1e6,
  ) as Topology;
  const simple = simplify(
    presimplify(topo as Parameters<typeof presimplify>[0]),
    WEIGHT[detail],
  ) as unknown as Topology;
  const features = (name: keyof Layers) =>
    (feature(simple, simple.objects[name] as never) as unknown as FeatureCollection<Geometry, Props>)
      .features;
  const layers = { water: features("water"), rivers: features("rivers"), roads: features("roads") };
  simplified = { ...simplified, [detail]: layers };
  return layers;
}

/**
 * Lines without their specks: the pieces (a carriageway between two junctions, a bridge) shorter than `minimum`
 * map units, which at the region's scale draw nothing but cost bytes.
 */
function withoutSpecks(
  features: Array<Feature<Geometry, Props>>,
  project: (lonLat: Point) => Point,
  minimum: number,
): Array<Feature<Geometry, Props>> {
  const length = (line: Position[]) =>
    line.slice(1).reduce((sum, position, index) => {
      const [a, b] = [project(line[index] as Point), project(position as Point)];
      return sum + Math.hypot(b[0] - a[0], b[1] - a[1]);
    }, 0);
  return features.flatMap((source) => {
    const { geometry } = source;
    if (geometry.type !== "LineString" && geometry.type !== "MultiLineString") return [source];
    const lines = (geometry.type === "LineString" ? [geometry.coordinates] : geometry.coordinates).filter(
      (line) => length(line) >= minimum,
    );
    return lines.length ? [{ ...source, geometry: { type: "MultiLineString", coordinates: lines } }] : [];
  });
}

const collectionOf = (features: Array<Feature<Geometry, Props>>): FeatureCollection => ({
  type: "FeatureCollection",
  features,
});

/** Points along a line, in map units, at the given fractions of its projected length (inside the frame only). */
function pointsAlong(line: Position[], project: (lonLat: Point) => Point, fractions: number[]): Point[] {
  const projected = line.map((position) => project(position as Point));
  const lengths = projected
    .slice(1)
    .map((point, index) => Math.hypot(point[0] - projected[index]![0], point[1] - projected[index]![1]));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return fractions.map((fraction) => {
    let remaining = fraction * total;
    for (const [index, length] of lengths.entries()) {
      if (remaining <= length) {
        const [a, b] = [projected[index]!, projected[index + 1]!];
        const t = length ? remaining / length : 0;
        return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t)];
      }
      remaining -= length;
    }
    return projected[projected.length - 1]!;
  });
}

/** The longest part of a river inside the frame, as longitude/latitude. */
function longestInside(
  geometry: LineString | MultiLineString,
  inside: (position: Position) => boolean,
): Position[] {
  const lines = geometry.type === "LineString" ? [geometry.coordinates] : geometry.coordinates;
  const runs: Position[][] = [];
  for (const line of lines) {
    let run: Position[] = [];
    for (const position of line) {
      if (inside(position)) run.push(position);
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
  }
  return runs.sort((a, b) => b.length - a.length)[0] ?? [];
}

/**
 * The base map of one scale in one language: path data of each layer (in the projection's clipped frame), the
 * towns and peaks to mark, and the water and rivers to name.
 */
export function basemap(
  projection: GeoProjection,
  frame: { width: number; height: number },
  language: Language,
  detail: Detail,
): Basemap {
  const draw = geoPath(projection).digits(0);
  const { water, rivers, roads } = layersAt(detail);
  const { settlements, peaks } = sourceLayers();
  const names = new Map(loadNames().map((entry) => [entry.id, entry[language]]));
  const nameOf = (id: string) => {
    const key = NAMES[id];
    const name = key ? names.get(key) : undefined;
    if (key && !name)
      throw new Error(`data/basemap: ${id} is named "${key}", which content/names.yaml lacks`);
    return name;
  };
  const project = (lonLat: Point): Point => {
    const [x, y] = projection(lonLat) ?? [-1, -1];
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  };
  const inFrame = ([x, y]: Point, margin = 0) =>
    x >= margin && y >= margin && x <= frame.width - margin && y <= frame.height - margin;

  const ours = (features: Array<Feature<Geometry, Props>>) =>
    detail === "inset"
      ? features
      : withoutSpecks(
          features.filter((road) => road.properties.in_region !== false),
          project,
          SPECK,
        );
  const layers: BaseLayers = {
    water: draw(collectionOf(water)) ?? "",
    rivers: draw(collectionOf(rivers.filter((river) => MAIN_RIVERS.has(String(river.properties.id))))) ?? "",
    streams:
      draw(
        collectionOf(
          rivers.filter(
            (river) =>
              !MAIN_RIVERS.has(String(river.properties.id)) &&
              (detail === "inset" ||
                river.properties.class === "canal" ||
                Number(river.properties.length_km) >= 30),
          ),
        ),
      ) ?? "",
    // The region's own roads (the capital's ring roads and the roads abroad would only crowd a map of the region).
    trunk: draw(collectionOf(ours(roads).filter((road) => road.properties.class === "trunk"))) ?? "",
    primary: draw(collectionOf(ours(roads).filter((road) => road.properties.class === "primary"))) ?? "",
  };

  // Towns: the points of data/basemap (the project's own places data for all but a few), named as the site names them.
  const points: BasePoint[] = [];
  for (const settlement of settlements) {
    const id = String(settlement.properties.id);
    const name = names.get(TOWN_NAMES[id] ?? id);
    const kind = TOWN_KINDS[String(settlement.properties.kind)];
    if (!name || !kind || SKIPPED_TOWNS.has(id) || settlement.geometry.type !== "Point") continue;
    if (detail === "region" && kind === "village") continue;
    const point = project(settlement.geometry.coordinates as Point);
    if (inFrame(point)) points.push({ id, point, name, kind });
  }
  for (const peak of peaks) {
    const id = String(peak.properties.id);
    const name = nameOf(id);
    if (!name || peak.geometry.type !== "Point") continue;
    const point = project(peak.geometry.coordinates as Point);
    if (inFrame(point, 8))
      points.push({ id, point, name, kind: "peak", elevation: Number(peak.properties.ele_m) });
  }

  // Water is named at its middle; rivers along their longest stretch inside the frame.
  const labels: BaseName[] = [];
  for (const body of sourceLayers().water) {
    const id = String(body.properties.id);
    const name = nameOf(id);
    if (!name) continue;
    const middle = project(geoCentroid(body) as Point);
    if (inFrame(middle)) labels.push({ id, name: twoLines(name), kind: "water", anchors: [middle] });
  }
  for (const river of sourceLayers().rivers) {
    const id = String(river.properties.id);
    const name = nameOf(id);
    if (!name || (river.geometry.type !== "LineString" && river.geometry.type !== "MultiLineString"))
      continue;
    const stretch = longestInside(river.geometry, (position) => inFrame(project(position as Point), 40));
    if (stretch.length < 2) continue;
    labels.push({
      id,
      name,
      kind: "river",
      anchors: pointsAlong(stretch, project, [0.5, 0.35, 0.65, 0.2, 0.8]),
    });
  }
  return { layers, points, names: labels };
}
