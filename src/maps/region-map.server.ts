import { unitData, unitSlugs } from "../content/districts.server";
import type { Unit } from "../content/districts";
import type { UiStrings } from "../i18n/strings/types";
import { regionGeometry, type Point } from "./geometry.server";
import { placeLabels, type LabelRequest, type PlacedLabel } from "./labels";

/**
 * Ready-to-draw data of the region map and the locator maps (issue #14), in one language: SVG paths, the
 * units in tab order with their numbers, and labels placed so that none collides. Screens only draw it.
 */

/** Below this projected area a unit is drawn with a marker (the cities). */
const MARKER_AREA = 1500;
const MARKER_RADIUS = 7;
/** Labels in map units (the map is MAP_WIDTH wide); the phone's numbers are larger, for a 390 px screen. */
const DISTRICT_FONT = 17;
const CITY_FONT = 16;
const NUMBER_FONT = 26;
const CONTEXT_FONT = 16;
/** The scale bar's length. */
const SCALE_KM = 50;

export interface MapUnit {
  slug: string;
  /** The number beside the unit on phones and in the table, from north to south. */
  number: number;
  name: string;
  kind: Unit["kind"];
  d: string;
  /** Cities: the marker's centre. */
  marker: Point | null;
  regionalCentre: boolean;
}

export interface RegionMapData {
  width: number;
  height: number;
  outline: string;
  borders: string;
  capital: string;
  neighbours: string[];
  /** Districts first (drawn below), then cities; in each, north to south: the order Tab takes. */
  units: MapUnit[];
  /** Names, for wider screens; numbers, for phones. */
  names: PlacedLabel[];
  numbers: PlacedLabel[];
  /** Capital, neighbouring regions and countries. */
  context: PlacedLabel[];
  markerRadius: number;
  /** A scale bar: its length in map units for `km` kilometres. */
  scale: { km: number; length: number };
}

/** Number of each unit by the position of its label, north to south (language-neutral). */
export function unitNumbers(): Map<string, number> {
  const geometry = regionGeometry();
  const anchors = unitSlugs().map((slug) => {
    const shape = geometry.units.find((unit) => unit.shape === unitData(slug).shape);
    if (!shape)
      throw new Error(
        `content/districts/${slug}/unit.yaml: shape "${unitData(slug).shape}" is not in data/boundaries`,
      );
    return { slug, anchor: shape.anchor };
  });
  anchors.sort((a, b) => a.anchor[1] - b.anchor[1] || a.anchor[0] - b.anchor[0]);
  return new Map(anchors.map(({ slug }, index) => [slug, index + 1]));
}

export function regionMapData(units: Unit[], strings: UiStrings): RegionMapData {
  const geometry = regionGeometry();
  const numbers = unitNumbers();
  const shapes = new Set(units.map((unit) => unitData(unit.slug).shape));
  const orphan = geometry.units.find((shape) => !shapes.has(shape.shape));
  if (orphan)
    throw new Error(`data/boundaries: the shape "${orphan.shape}" has no unit in content/districts`);

  const mapUnits = units
    .map((unit) => {
      const shape = geometry.units.find((candidate) => candidate.shape === unitData(unit.slug).shape)!;
      const marker = unit.kind === "city" || shape.area < MARKER_AREA;
      return {
        unit,
        shape,
        mapUnit: {
          slug: unit.slug,
          number: numbers.get(unit.slug)!,
          name: unit.name,
          kind: unit.kind,
          d: shape.d,
          marker: marker ? shape.anchor : null,
          regionalCentre: unit.regionalCentre,
        },
      };
    })
    .sort(
      (a, b) =>
        Number(a.unit.kind === "city") - Number(b.unit.kind === "city") ||
        a.mapUnit.number - b.mapUnit.number,
    );

  const frame = { width: geometry.width, height: geometry.height };
  const cityLabels = new Set(units.filter((unit) => unit.kind === "city").map((unit) => unit.label));
  const labelsOf = (
    text: (unit: Unit, number: number) => string,
    fontSize: (unit: Unit) => number,
  ): PlacedLabel[] =>
    placeLabels(
      [
        ...mapUnits.map(({ unit, shape, mapUnit }): LabelRequest => ({
          id: unit.slug,
          text: text(unit, mapUnit.number),
          anchor: shape.anchor,
          fontSize: fontSize(unit),
          marker: mapUnit.marker ? MARKER_RADIUS + 2 : undefined,
          // Markers first, then the smallest shapes: they have the fewest free spots.
          priority: mapUnit.marker ? 1e9 : 1e8 - shape.area,
        })),
        {
          id: "capital",
          text: strings.districts.capital,
          anchor: geometry.capital.anchor,
          fontSize: CITY_FONT,
          priority: 2e9,
        },
      ],
      frame,
    ).filter((label) => label.id !== "capital");

  const context = placeLabels(
    [
      {
        id: "capital",
        text: strings.districts.capital,
        anchor: geometry.capital.anchor,
        fontSize: CONTEXT_FONT,
        priority: 3,
      },
      ...geometry.neighbours.map((neighbour) => ({
        id: neighbour.key,
        text: strings.districts.neighbours[neighbour.key],
        anchor: neighbour.anchor,
        fontSize: CONTEXT_FONT,
        priority: 2,
      })),
      ...geometry.countries.map((country) => ({
        id: country.key,
        text: strings.districts.countries[country.key],
        anchor: country.anchor,
        fontSize: CONTEXT_FONT,
        priority: 1,
      })),
    ],
    frame,
  );

  return {
    width: geometry.width,
    height: geometry.height,
    outline: geometry.outline,
    borders: geometry.borders,
    capital: geometry.capital.d,
    neighbours: geometry.neighbours.map((neighbour) => neighbour.d),
    units: mapUnits.map(({ mapUnit }) => mapUnit),
    // A district that shares its short name with a city (Bekobod, Ohangaron, Yangiyoʻl) is labelled in full.
    names: labelsOf(
      (unit) => (unit.kind === "district" && cityLabels.has(unit.label) ? unit.name : unit.label),
      (unit) => (unit.kind === "city" ? CITY_FONT : DISTRICT_FONT),
    ),
    numbers: labelsOf(
      (_unit, number) => String(number),
      () => NUMBER_FONT,
    ),
    context,
    markerRadius: MARKER_RADIUS,
    scale: { km: SCALE_KM, length: Math.round(SCALE_KM * geometry.unitsPerKm * 10) / 10 },
  };
}

export interface LocatorMapData {
  width: number;
  height: number;
  outline: string;
  capital: string;
  /** The unit's own shape, and a marker for a city too small to see. */
  unit: string;
  marker: Point | null;
}

/** The region's outline with one unit highlighted: the unit pages, and the place panels (with the place's pin). */
export function locatorMapData(slug: string): LocatorMapData {
  const geometry = regionGeometry();
  const shape = geometry.units.find((unit) => unit.shape === unitData(slug).shape);
  if (!shape)
    throw new Error(
      `content/districts/${slug}/unit.yaml: shape "${unitData(slug).shape}" is not in data/boundaries`,
    );
  return {
    width: geometry.width,
    height: geometry.height,
    outline: geometry.locator.outline,
    capital: geometry.locator.capital,
    // A city shrinks to almost nothing at this size: its shape stays, and a ring marks where it is.
    unit: geometry.locator.units.get(shape.shape) ?? shape.d,
    marker: shape.area < MARKER_AREA * 4 ? shape.anchor : null,
  };
}

/** Units whose shapes touch or overlap this one (a city inside a district counts as its neighbour). */
export function neighbourSlugs(slug: string): string[] {
  const geometry = regionGeometry();
  const own = unitData(slug).shape;
  return unitSlugs().filter((other) => other !== slug && geometry.touching(own, unitData(other).shape));
}
