import { readFileSync } from "node:fs";
import path from "node:path";
import { geoArea, geoCentroid, geoContains, geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from "geojson";
import polylabel from "polylabel";
import { feature, merge, mesh, neighbors } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, simplify } from "topojson-simplify";
import { relativePath } from "./relative-path";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * The one module that owns map geometry (issue #14): it reads the OpenStreetMap-derived boundaries once
 * (data/boundaries, credited as its README asks), rewinds the rings d3-geo would read inside out, simplifies
 * with shared borders kept shared (TopoJSON), projects, and hands screens ready SVG path strings and points.
 * The region map, the locator maps and later the places map are small components over this.
 */

const BOUNDARIES = path.resolve(process.cwd(), "data/boundaries");
/** Width of every map's coordinate space; heights follow the region's shape. */
export const MAP_WIDTH = 1000;
const PADDING = 24;
/**
 * Triangle area (in square degrees) below which a point is dropped: under a square pixel at MAP_WIDTH, and it
 * keeps the whole region map under its 30 KB gzip budget (3e-6: 33 KB of paths; 6e-6: 23 KB).
 */
const MIN_WEIGHT = 6e-6;
/** The locator maps are drawn some 300 px wide: a much coarser outline is as sharp there and a tenth the size. */
const LOCATOR_WEIGHT = 1.5e-4;
/** The places map is a background for pins: lighter than the region map, so its data can travel with the page. */
const PINS_WEIGHT = 4e-5;

/** Neighbouring countries, labelled where their territory shows (each point is checked to lie outside Uzbekistan). */
const COUNTRY_LABELS = [
  { key: "kazakhstan", at: [69.0, 41.95] },
  { key: "kyrgyzstan", at: [71.12, 41.52] },
  { key: "tajikistan", at: [70.05, 40.55] },
] as const satisfies ReadonlyArray<{ key: string; at: [number, number] }>;
export type CountryKey = (typeof COUNTRY_LABELS)[number]["key"];

/** Uzbek regions that border ours, by their English name in the regions file, labelled at a point inside each (checked). */
const NEIGHBOUR_REGIONS = [
  { name: "Namangan region", key: "namangan", at: [70.95, 41.1] },
  { name: "Syrdarya region", key: "sirdaryo", at: [68.78, 40.55] },
] as const satisfies ReadonlyArray<{ name: string; key: string; at: [number, number] }>;
export type NeighbourKey = (typeof NEIGHBOUR_REGIONS)[number]["key"];

export type Point = [number, number];

export interface UnitGeometry {
  /** The feature's ADM2_EN. */
  shape: string;
  d: string;
  /** Where its label sits: the point deepest inside the shape (polylabel). */
  anchor: Point;
  /** Projected area in square map units: small shapes get a marker instead of a label inside. */
  area: number;
}

export interface RegionGeometry {
  width: number;
  height: number;
  units: UnitGeometry[];
  /** The region's outer edge (all units merged). */
  outline: string;
  /** The borders between units, drawn once. */
  borders: string;
  capital: { d: string; anchor: Point };
  neighbours: Array<{ key: NeighbourKey; d: string; anchor: Point }>;
  countries: Array<{ key: CountryKey; anchor: Point }>;
  /** Projects a longitude/latitude onto the map (places and pins). */
  project: (lonLat: Point) => Point;
  /** The projection itself, clipped to the map's frame (the places map draws its base layers with it). */
  projection: GeoProjection;
  /** Whether two units share a border, or one lies inside the other (cities in their districts). */
  touching: (shapeA: string, shapeB: string) => boolean;
  /** The unit a point lies in (the boundary files' ADM2_EN), a city before the district around it; null outside. */
  shapeAt: (lonLat: Point) => string | null;
  /** Map units per kilometre along the parallel through the region's middle (for the scale bar). */
  unitsPerKm: number;
  /**
   * An enlarged part of the map (the places map's inset): `width` wide, the box's corners in longitude/latitude,
   * with the region's edge and the borders between units drawn at full detail, and a projection for its points.
   */
  inset: (
    box: [Point, Point],
    width: number,
  ) => {
    width: number;
    height: number;
    outline: string;
    borders: string;
    project: (lonLat: Point) => Point;
    projection: GeoProjection;
  };
  /** The same map, coarsely simplified for the small locator maps: outline, capital and each unit by shape. */
  locator: { outline: string; capital: string; units: Map<string, string> };
  /** The background of the places map: outline, borders, capital and neighbours, simplified for pins. */
  pinsBase: { outline: string; borders: string; capital: string; neighbours: string[] };
}

type Rings = Position[][];

/** Every polygon of a feature, rewound where d3-geo would take it for the rest of the globe. */
function polygonsOf(geometry: Geometry): Rings[] {
  const polygons: Rings[] =
    geometry.type === "GeometryCollection"
      ? geometry.geometries.flatMap(polygonsOf)
      : geometry.type === "MultiPolygon"
        ? geometry.coordinates
        : geometry.type === "Polygon"
          ? [geometry.coordinates]
          : [];
  return polygons.map((rings) =>
    geoArea({ type: "Polygon", coordinates: rings }) > 2 * Math.PI
      ? rings.map((ring) => [...ring].reverse())
      : rings,
  );
}

function readFeatures(file: string, nameKey: string): Array<Feature<MultiPolygon, { name: string }>> {
  const collection = JSON.parse(readFileSync(path.join(BOUNDARIES, file), "utf8")) as FeatureCollection<
    Geometry,
    Record<string, string>
  >;
  return collection.features.map((source) => ({
    type: "Feature",
    properties: { name: source.properties[nameKey] ?? "" },
    geometry: { type: "MultiPolygon", coordinates: polygonsOf(source.geometry) },
  }));
}

/** The point deepest inside the largest polygon of a projected shape. */
function labelPoint(shape: Feature<Polygon | MultiPolygon>, projection: GeoProjection): Point {
  const polygons =
    shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  let best: { rings: Point[][]; area: number } | null = null;
  for (const rings of polygons) {
    const projected = rings.map((ring) => ring.map((position) => projection(position as Point) as Point));
    const area = Math.abs(planarArea(projected[0] ?? []));
    if (!best || area > best.area) best = { rings: projected, area };
  }
  const point = polylabel(best?.rings ?? [[[0, 0]]], 0.5);
  return [round(point[0]), round(point[1])];
}

function planarArea(ring: Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j]![0] + ring[i]![0]) * (ring[j]![1] - ring[i]![1]);
  return sum / 2;
}

const round = (value: number) => Math.round(value * 10) / 10;

let cached: RegionGeometry | null = null;

/** The region's map geometry, worked out once per build. */
export function regionGeometry(): RegionGeometry {
  if (cached) return cached;
  const units = readFeatures("tashkent-region-districts.geojson", "ADM2_EN");
  const regions = readFeatures("uzbekistan-regions.geojson", "ADM1_EN");
  const capital = regions.find((region) => region.properties.name === "Tashkent city");
  if (!capital) throw new Error("data/boundaries: Tashkent city is missing from uzbekistan-regions.geojson");
  const neighbours = NEIGHBOUR_REGIONS.map(({ name, at }) => {
    const region = regions.find((candidate) => candidate.properties.name === name);
    if (!region || !geoContains(region, at))
      throw new Error(`map: the ${name} label point ${at.join(",")} is not inside it`);
    return region;
  });

  // One topology, so that a border shared by two units (or a unit and the capital) is simplified once.
  const collection = (features: Feature[]): FeatureCollection => ({ type: "FeatureCollection", features });
  const topo = topology(
    { units: collection(units), capital: collection([capital]), neighbours: collection(neighbours) },
    1e6,
  ) as Topology;
  type Layers = Topology<{
    units: GeometryCollection<{ name: string }>;
    capital: GeometryCollection<{ name: string }>;
    neighbours: GeometryCollection<{ name: string }>;
  }>;
  const weighted = presimplify(topo as Parameters<typeof presimplify>[0]);
  const simple = simplify(weighted, MIN_WEIGHT) as unknown as Layers;
  const coarse = simplify(weighted, LOCATOR_WEIGHT) as unknown as Layers;
  const light = simplify(weighted, PINS_WEIGHT) as unknown as Layers;
  const unitFeatures = feature(simple, simple.objects.units).features as Array<
    Feature<Polygon | MultiPolygon, { name: string }>
  >;
  // Districts only: the cities lie inside them (the files do not cut them out).
  const districtGeometries = simple.objects.units.geometries.filter((geometry) =>
    (geometry.properties as { name: string }).name.endsWith("district"),
  );
  const outline = merge(simple, districtGeometries as never);

  const projection = geoMercator().fitWidth(MAP_WIDTH - 2 * PADDING, outline);
  const [[, top], [, bottom]] = geoPath(projection).bounds(outline);
  const height = Math.ceil(bottom - top + 2 * PADDING);
  const [tx, ty] = projection.translate();
  projection.translate([tx + PADDING, ty + PADDING - top]).clipExtent([
    [0, 0],
    [MAP_WIDTH, height],
  ]);
  const draw = geoPath(projection).digits(1);

  const capitalFeature = feature(simple, simple.objects.capital).features[0] as Feature<
    Polygon | MultiPolygon
  >;
  const project = (lonLat: Point): Point => {
    const [x, y] = projection(lonLat) ?? [0, 0];
    return [round(x), round(y)];
  };
  const uzbekistan = regions;
  const countries = COUNTRY_LABELS.map(({ key, at }) => {
    if (uzbekistan.some((region) => geoContains(region, at)))
      throw new Error(`map: the ${key} label point ${at.join(",")} lies inside Uzbekistan`);
    return { key, anchor: project(at) };
  });

  // Neighbours from the unsimplified topology: shared arcs, or a city's centre inside a district.
  const unitObject = (topo.objects as Record<string, GeometryCollection<{ name: string }>>).units!;
  const adjacency = neighbors(unitObject.geometries as never);
  const names = units.map((unit) => unit.properties.name);
  const touching = (a: string, b: string) => {
    const i = names.indexOf(a);
    const j = names.indexOf(b);
    if (i < 0 || j < 0) return false;
    if (adjacency[i]?.includes(j)) return true;
    const [city, district] = a.endsWith("city") ? [units[i]!, units[j]!] : [units[j]!, units[i]!];
    return city.properties.name.endsWith("city") && geoContains(district, geoCentroid(city));
  };

  const coarseUnits = coarse.objects.units;
  const coarseOutline = merge(
    coarse,
    coarseUnits.geometries.filter((geometry) =>
      (geometry.properties as { name: string }).name.endsWith("district"),
    ) as never,
  );
  // Whole map units are plenty for a locator map a few hundred pixels wide, and keep every place page lighter.
  // Written in relative steps (relative-path.ts): a place page carries the locator twice, as markup and as data.
  const drawWhole = geoPath(projection).digits(0);
  const drawCoarse = (object: Parameters<typeof drawWhole>[0]) => relativePath(drawWhole(object) ?? "");
  const locator = {
    outline: drawCoarse(coarseOutline),
    capital: drawCoarse(feature(coarse, coarse.objects.capital).features[0] as Feature),
    units: new Map(
      (feature(coarse, coarseUnits).features as Array<Feature<Polygon | MultiPolygon, { name: string }>>).map(
        (unit) => [unit.properties.name, drawCoarse(unit)],
      ),
    ),
  };

  // Mercator's scale at the middle latitude: a degree of longitude there is 111.32 km × cos(latitude).
  const [middleLon, middleLat] = projection.invert?.([MAP_WIDTH / 2, height / 2]) ?? [0, 0];
  const [x0] = project([middleLon, middleLat]);
  const [x1] = project([middleLon + 1, middleLat]);
  const unitsPerKm = (x1 - x0) / (111.32 * Math.cos((middleLat * Math.PI) / 180));

  const shapeAt = (lonLat: Point): string | null => {
    const inside = units.filter((unit) => geoContains(unit, lonLat)).map((unit) => unit.properties.name);
    return inside.find((name) => name.endsWith("city")) ?? inside[0] ?? null;
  };

  const pinsBase = {
    outline:
      draw(
        merge(
          light,
          light.objects.units.geometries.filter((geometry) =>
            (geometry.properties as { name: string }).name.endsWith("district"),
          ) as never,
        ),
      ) ?? "",
    borders: draw(mesh(light, light.objects.units, (a, b) => a !== b)) ?? "",
    capital: draw(feature(light, light.objects.capital).features[0] as Feature) ?? "",
    neighbours: (feature(light, light.objects.neighbours).features as Feature[]).map(
      (region) => draw(region) ?? "",
    ),
  };

  const inset = (box: [Point, Point], width: number) => {
    const corners: Geometry = { type: "MultiPoint", coordinates: box };
    const local = geoMercator().fitWidth(width, corners);
    const [[, boxTop], [, boxBottom]] = geoPath(local).bounds(corners);
    const insetHeight = Math.ceil(boxBottom - boxTop);
    const [ix, iy] = local.translate();
    local.translate([ix, iy - boxTop]).clipExtent([
      [0, 0],
      [width, insetHeight],
    ]);
    const drawInset = geoPath(local).digits(1);
    return {
      width,
      height: insetHeight,
      outline: drawInset(outline) ?? "",
      borders: drawInset(mesh(simple, simple.objects.units, (a, b) => a !== b)) ?? "",
      project: (lonLat: Point): Point => {
        const [x, y] = local(lonLat) ?? [0, 0];
        return [round(x), round(y)];
      },
      projection: local,
    };
  };

  cached = {
    width: MAP_WIDTH,
    inset,
    height,
    units: unitFeatures.map((unit) => ({
      shape: unit.properties.name,
      d: draw(unit) ?? "",
      anchor: labelPoint(unit, projection),
      area: Math.round(draw.area(unit)),
    })),
    outline: draw(outline) ?? "",
    borders: draw(mesh(simple, simple.objects.units, (a, b) => a !== b)) ?? "",
    capital: { d: draw(capitalFeature) ?? "", anchor: labelPoint(capitalFeature, projection) },
    neighbours: (
      feature(simple, simple.objects.neighbours).features as Array<Feature<Polygon | MultiPolygon>>
    ).map((region, index) => ({
      key: NEIGHBOUR_REGIONS[index]!.key,
      d: draw(region) ?? "",
      anchor: project(NEIGHBOUR_REGIONS[index]!.at),
    })),
    countries,
    project,
    projection,
    touching,
    locator,
    unitsPerKm,
    shapeAt,
    pinsBase,
  };
  return cached;
}
