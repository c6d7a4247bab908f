import { unitData, unitSlugs } from "../content/districts.server";
import type { Unit } from "../content/districts";
import type { UiStrings } from "../i18n/strings/types";
import { regionGeometry, type Point } from "./geometry.server";
import {
  labelBox,
  placeLabels,
  twoLines,
  type LabelRequest,
  type Obstacle,
  type PlacedLabel,
} from "./labels";

/**
 * Ready-to-draw data of the region map and the locator maps (issue #14), in one language: SVG paths, the
 * units in tab order with their numbers, and labels placed so that none collides. Screens only draw it.
 */

/** Below this projected area a unit is drawn with a marker (the cities). */
const MARKER_AREA = 1500;
const MARKER_RADIUS = 7;
/**
 * Labels in map units (the map is MAP_WIDTH wide). Below 40rem the map is 326–605 px wide and shows numbers in
 * badges, with its other words larger: at least 11 px on a 360 px phone (issue #29).
 */
const DISTRICT_FONT = 17;
const CITY_FONT = 16;
const CONTEXT_FONT = 16;
const NUMBER_FONT = 31;
const NARROW_FONT = 33;
/** A number badge's radius: two digits and a margin at NUMBER_FONT. */
const BADGE_RADIUS = 24;
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
  /** Capital, neighbouring regions and countries: beside the names, and beside the numbers (phones). */
  context: PlacedLabel[];
  contextNarrow: PlacedLabel[];
  badgeRadius: number;
  markerRadius: number;
  /** A scale bar: its length in map units for `km` kilometres, and its text's size beside names and numbers. */
  scale: { km: number; length: number; fontSize: number; fontSizeNarrow: number };
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
  const unitNumber = unitNumbers();
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
          number: unitNumber.get(unit.slug)!,
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
    box?: [number, number],
  ): PlacedLabel[] =>
    placeLabels(
      [
        ...mapUnits.map(({ unit, shape, mapUnit }): LabelRequest => ({
          id: unit.slug,
          text: text(unit, mapUnit.number),
          anchor: shape.anchor,
          fontSize: fontSize(unit),
          box,
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

  const badge: [number, number] = [2 * BADGE_RADIUS + 4, 2 * BADGE_RADIUS + 4];
  const numbers = labelsOf(
    (_unit, number) => String(number),
    () => NUMBER_FONT,
    badge,
  );
  const scaleLength = Math.round(SCALE_KM * geometry.unitsPerKm * 10) / 10;
  /** The scale bar's corner, kept clear of names (the component draws it there). */
  const scaleBox = (fontSize: number) => ({
    left: geometry.width - scaleLength - 40,
    top: geometry.height - 40 - fontSize * 1.6,
    right: geometry.width,
    bottom: geometry.height,
  });
  const contextLabels = (fontSize: number, obstacles: Obstacle[]) =>
    placeLabels(
      [
        {
          id: "capital",
          text:
            fontSize === NARROW_FONT ? twoLines(strings.districts.capital, 10) : strings.districts.capital,
          anchor: geometry.capital.anchor,
          // Crowded by the numbers around it on a phone: further out, west (over Kazakhstan) first.
          alternatives: [
            [-1, 0],
            [-1, -1],
            [0, -1],
            [-1, 1],
            [1, -1],
          ].map(([dx, dy]): Point => [
            geometry.capital.anchor[0] + dx! * fontSize * 4,
            geometry.capital.anchor[1] + dy! * fontSize * 2,
          ]),
          fontSize,
          priority: 3,
        },
        ...geometry.neighbours.map((neighbour) => ({
          id: neighbour.key,
          // On a phone a neighbour's name takes two lines, to stay inside the neighbour.
          text:
            fontSize === NARROW_FONT
              ? twoLines(strings.districts.neighbours[neighbour.key])
              : strings.districts.neighbours[neighbour.key],
          anchor: neighbour.anchor,
          fontSize,
          priority: 2,
          optional: true,
        })),
        ...geometry.countries.map((country) => ({
          id: country.key,
          text: strings.districts.countries[country.key],
          anchor: country.anchor,
          fontSize,
          priority: 1,
          optional: true,
        })),
      ],
      frame,
      obstacles,
    ).filter((label) => label.free || label.id === "capital");
  const context = contextLabels(CONTEXT_FONT, [scaleBox(CONTEXT_FONT)]);
  // On phones the numbers come first; the names around them take what room is left (a long one is left out).
  const contextNarrow = contextLabels(NARROW_FONT, [
    scaleBox(NARROW_FONT),
    ...numbers.map((label) => labelBox(label, badge)),
  ]);

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
    numbers,
    context,
    contextNarrow,
    badgeRadius: BADGE_RADIUS,
    markerRadius: MARKER_RADIUS,
    scale: {
      km: SCALE_KM,
      length: Math.round(SCALE_KM * geometry.unitsPerKm * 10) / 10,
      fontSize: CONTEXT_FONT,
      fontSizeNarrow: NARROW_FONT,
    },
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
