import { detailPath, districtPath, getCollection, placeKindOf, type PlaceKind } from "../content/collections";
import { loadUnit } from "../content/districts.server";
import { loadArticle } from "../content/load.server";
import { allPlaces } from "./places.server";
import { LANGUAGE_TAGS, type Language } from "../i18n/languages";
import { sortedUnits } from "../site/districts";
import { regionGeometry, type Point } from "../maps/geometry.server";
import { basemap, type BaseLayers, type BasePoint } from "../maps/basemap.server";
import {
  placeLabels,
  textWidth,
  twoLines,
  type LabelRequest,
  type Obstacle,
  type PlacedLabel,
} from "../maps/labels";
import type { UiStrings } from "../i18n/strings/types";
import { PLACES_MAP_TEXT } from "./places-map-text";

/**
 * The places map (issue #15): every place of the site as a numbered pin on the region map. Pins that would
 * overlap (several articles about the Charvak shore, Chimgan, Zangi ota) move out along rings around their point,
 * with a leader line back to it, until every pin keeps a 24 px target on a 390 px phone.
 */

/** Pin spacing radius in map units: 38 units are 13.6 CSS px on a 390 px phone, so centres stay 27 px apart. */
export const PIN_SPACING = 38;

export interface MapPlace {
  number: number;
  kind: PlaceKind;
  title: string;
  path: string;
  approximate: boolean;
  /** Where the place is, and where its pin stands (the same unless moved out of a crowd). */
  point: Point;
  pin: Point;
  /** The name shown beside the pin on hover, focus or a tap: its lines, and where it stands. */
  callout: Callout;
}

/** A pin's name, drawn at CALLOUT_FONT around the pin and scaled up with the screen's tier (places-map.css). */
export interface Callout {
  lines: string[];
  /** Which way the text runs from the pin: right of it, centred over it, or left of it. */
  anchor: "start" | "middle" | "end";
  /** Under the pin (near the top edge) instead of over it. */
  below: boolean;
}

/**
 * Map text sizes by screen (issue #29: at least 11 px): below 40rem the map is 326–605 px wide, from 40rem to
 * 80rem 590–973 px (a side menu from 64rem), from 80rem 918 px; the font is in map units (1,000 across). Pins grow
 * on phones (places-map.css), and the names keep clear of them.
 */
export const TIERS = [
  { key: "narrow", fontSize: 33, pinRadius: 36, dotRadius: 9 },
  { key: "medium", fontSize: 19, pinRadius: 20, dotRadius: 5.5 },
  { key: "wide", fontSize: 14, pinRadius: 20, dotRadius: 4.5 },
] as const;
export type TierKey = (typeof TIERS)[number]["key"];
/** The callout's size in map units on wide screens; places-map.css scales it for the other tiers. */
export const CALLOUT_FONT = 14;

/** What the base map shows in one tier: the towns and peaks marked, and every name placed without a collision. */
export interface TierDrawing {
  key: TierKey;
  dotRadius: number;
  points: BasePoint[];
  labels: Array<
    PlacedLabel & {
      kind:
        "water" | "river" | "city" | "centre" | "town" | "village" | "peak" | "context" | "caption" | "pin";
    }
  >;
}

export interface BaseDrawing {
  layers: BaseLayers;
  tiers: TierDrawing[];
}

/**
 * The Charvak–Chimgan–Xo'jakent area, where most sights lie within a few kilometres of each other: its pins stand
 * on an enlarged inset map instead of a crowd on the region map (issue #15: clustered pins must stay tappable).
 * South-west and north-east corners, longitude/latitude.
 */
export const INSET_BOX: [Point, Point] = [
  [69.86, 41.46],
  [70.18, 41.73],
];
const INSET_WIDTH = 1000;

export interface PlacesMapData {
  width: number;
  height: number;
  /** The enlarged area: its frame on the region map, its own background, and the pins of the places inside it. */
  inset: {
    frame: { x: number; y: number; width: number; height: number };
    width: number;
    height: number;
    outline: string;
    borders: string;
    places: MapPlace[];
    base: BaseDrawing;
  };
  outline: string;
  borders: string;
  capital: string;
  neighbours: string[];
  places: MapPlace[];
  base: BaseDrawing;
  /** The same places, grouped by district or city in the page's order, for the list under the map. */
  byDistrict: Array<{ name: string; path: string; places: MapPlace[] }>;
}

/**
 * Where each pin stands. Points closer than two pin radii form a crowd; a crowd's pins stand evenly on a circle
 * around its middle, each in the direction of its own point, so the leader lines fan out without crossing. The
 * circle grows until no pin touches another or the frame.
 */
export function spreadPins(points: Point[], frame: { width: number; height: number }): Point[] {
  const gap = 2 * PIN_SPACING;
  // Crowds: points linked by less than a pin's width (union-find).
  const parent = points.map((_point, index) => index);
  const root = (index: number): number =>
    parent[index] === index ? index : (parent[index] = root(parent[index]!));
  points.forEach((a, i) =>
    points.forEach((b, j) => {
      if (j > i && Math.hypot(a[0] - b[0], a[1] - b[1]) < gap) parent[root(j)] = root(i);
    }),
  );
  const crowds = new Map<number, number[]>();
  points.forEach((_point, index) => crowds.set(root(index), [...(crowds.get(root(index)) ?? []), index]));

  const pins: Point[] = points.map((point) => [...point]);
  const inFrame = ([x, y]: Point) =>
    x > PIN_SPACING && y > PIN_SPACING && x < frame.width - PIN_SPACING && y < frame.height - PIN_SPACING;
  const clear = (members: number[]) =>
    members.every((index) => inFrame(pins[index]!)) &&
    members.every((index) =>
      pins.every(
        (other, otherIndex) =>
          otherIndex === index ||
          Math.hypot(other[0] - pins[index]![0], other[1] - pins[index]![1]) >= gap - 0.5,
      ),
    );
  for (const members of crowds.values()) {
    if (members.length < 2) continue;
    const centre: Point = [
      members.reduce((sum, index) => sum + points[index]![0], 0) / members.length,
      members.reduce((sum, index) => sum + points[index]![1], 0) / members.length,
    ];
    const direction = (index: number) =>
      Math.atan2(points[index]![1] - centre[1], points[index]![0] - centre[0]) || -Math.PI / 2;
    const ordered = [...members].sort((a, b) => direction(a) - direction(b) || a - b);
    // Turn the ring so each pin sits as close as it can to the direction of its own point.
    const step = (2 * Math.PI) / members.length;
    const deviation = (angle: number) => Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle)));
    const start = Array.from({ length: 24 }, (_unused, k) => (k * step) / 24 - Math.PI)
      .map((offset) => ({
        offset,
        cost: ordered.reduce(
          (sum, index, slot) => sum + deviation(offset + slot * step - direction(index)),
          0,
        ),
      }))
      .sort((a, b) => a.cost - b.cost)[0]!.offset;
    for (
      let radius = Math.max(gap, (members.length * gap * 1.15) / (2 * Math.PI));
      radius < 8 * gap;
      radius += PIN_SPACING / 2
    ) {
      ordered.forEach((index, slot) => {
        const angle = start + (2 * Math.PI * slot) / members.length;
        pins[index] = [
          Math.round(centre[0] + radius * Math.cos(angle)),
          Math.round(centre[1] + radius * Math.sin(angle)),
        ];
      });
      if (clear(members)) break;
    }
    // A crowd that found no free ring within reach stays on the last one, pulled inside the frame.
    for (const index of members) {
      const [x, y] = pins[index]!;
      pins[index] = [
        Math.min(Math.max(x, 2 * PIN_SPACING), frame.width - 2 * PIN_SPACING),
        Math.min(Math.max(y, 2 * PIN_SPACING), frame.height - 2 * PIN_SPACING),
      ];
    }
  }
  return pins;
}

/** A place's name as a map shows it: its article's title up to the colon or dash that starts the subtitle. */
export const mapName = (title: string) => title.split(/:\s| [—–] /)[0]!.trim();

/**
 * Where a pin's name stands: over the pin, centred when the name fits the frame at the phone's size (the largest),
 * else running away from the nearer edge; under the pin when there is no room over it.
 */
export function calloutFor(title: string, pin: Point, frame: { width: number; height: number }): Callout {
  // Two lines when long, broken at the space nearest the middle.
  const lines = twoLines(title, 24).split("\n");
  const [narrow] = TIERS;
  const scale = narrow.fontSize / CALLOUT_FONT;
  const width = Math.max(...lines.map((line) => textWidth(line, CALLOUT_FONT))) * scale + 24 * scale;
  const height = (lines.length * 1.25 + 0.6) * CALLOUT_FONT * scale;
  const [x, y] = pin;
  const anchor =
    x - width / 2 >= 0 && x + width / 2 <= frame.width ? "middle" : x < frame.width / 2 ? "start" : "end";
  return { lines, anchor, below: y - narrow.pinRadius - 8 - height < 0 };
}

type LabelKind = TierDrawing["labels"][number]["kind"];

/**
 * The base map of one frame in every tier: its layers, and the names of towns, peaks, water and rivers (and of
 * the pins themselves, on the inset's wider tiers) placed clear of the pins and of each other. A name with no room
 * is left out of that tier, and so is its town's dot.
 */
function baseDrawing(
  base: ReturnType<typeof basemap>,
  frame: { width: number; height: number },
  pins: Array<{ pin: Point; point: Point; title: string }>,
  options: {
    pinNames: boolean;
    /** Names of what lies around the region, and the inset's caption (`caption`, placed first). */
    context: Array<{ id: string; text: string; anchor: Point; alternatives?: Point[]; caption?: boolean }>;
    keepClear: Obstacle[];
  },
): BaseDrawing {
  const rank: Record<BasePoint["kind"], number> = {
    city: 900,
    centre: 800,
    town: 700,
    village: 650,
    peak: 600,
  };
  // What lies inside a kept-clear box (the inset's frame) is drawn and named on the inset instead.
  const clear = ([x, y]: Point) =>
    !options.keepClear.some((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
  const points = base.points.filter((point) => clear(point.point));
  const names = base.names
    .map((name) => ({ ...name, anchors: name.anchors.filter(clear) }))
    .filter((name) => name.anchors.length > 0);
  const tiers = TIERS.map((tier): TierDrawing => {
    const kinds = new Map<string, LabelKind>();
    const requests: LabelRequest[] = [];
    const ask = (kind: LabelKind, request: LabelRequest) => {
      kinds.set(request.id, kind);
      requests.push({ ...request, fontSize: tier.fontSize, optional: true });
    };
    if (options.pinNames && tier.key !== "narrow")
      pins.forEach(({ pin, title }, index) =>
        ask("pin", {
          id: `pin-${index}`,
          text: mapName(title),
          anchor: pin,
          fontSize: 0,
          marker: tier.pinRadius + 2,
          priority: 3000 - index,
        }),
      );
    for (const point of points)
      ask(point.kind, {
        id: point.id,
        text: point.name,
        anchor: point.point,
        // A town under a pin is named a pin's width further out.
        alternatives: [1.6].flatMap((reach): Point[] => [
          [point.point[0], point.point[1] - tier.pinRadius * reach],
          [point.point[0], point.point[1] + tier.pinRadius * reach],
          [point.point[0] - tier.pinRadius * reach, point.point[1]],
          [point.point[0] + tier.pinRadius * reach, point.point[1]],
        ]),
        fontSize: 0,
        marker: tier.dotRadius + 1,
        priority: rank[point.kind] + (point.id === "nurafshon" ? 500 : 0),
      });
    for (const name of names)
      ask(name.kind, {
        id: name.id,
        text: name.name,
        anchor: name.anchors[0]!,
        alternatives: name.anchors.slice(1),
        fontSize: 0,
        priority: name.kind === "water" ? 1000 : 500,
      });
    for (const { alternatives, caption, ...context } of options.context)
      ask(caption ? "caption" : "context", {
        ...context,
        alternatives,
        fontSize: 0,
        priority: caption ? 2500 : 1100,
      });
    const pinBoxes = pins.map(({ pin: [x, y] }) => ({
      left: x - tier.pinRadius - 4,
      top: y - tier.pinRadius - 4,
      right: x + tier.pinRadius + 4,
      bottom: y + tier.pinRadius + 4,
    }));
    // A leader line from a moved pin to its place: small boxes along it, so that no name is struck through.
    const leaderBoxes = pins.flatMap(({ pin, point }) => {
      const steps = Math.ceil(Math.hypot(pin[0] - point[0], pin[1] - point[1]) / 8);
      return Array.from({ length: steps + 1 }, (_unused, step) => {
        const x = point[0] + ((pin[0] - point[0]) * step) / steps;
        const y = point[1] + ((pin[1] - point[1]) * step) / steps;
        return { left: x - 4, top: y - 4, right: x + 4, bottom: y + 4 };
      });
    });
    const placed = placeLabels(requests, frame, [...pinBoxes, ...leaderBoxes, ...options.keepClear]).filter(
      (label) => label.free,
    );
    const shown = new Set(placed.map((label) => label.id));
    return {
      key: tier.key,
      dotRadius: tier.dotRadius,
      points: points.filter((point) => shown.has(point.id)),
      labels: placed.map((label) => ({ ...label, kind: kinds.get(label.id)! })),
    };
  });
  return { layers: base.layers, tiers };
}

const computed = new Map<Language, PlacesMapData>();

/**
 * The places map of one language, worked out once per build (the page's list and the map's markup share it).
 * `strings` names what lies around the region (the capital, the countries).
 */
export function placesMapData(language: Language, strings: UiStrings): PlacesMapData {
  const known = computed.get(language);
  if (known) return known;
  const data = drawPlacesMap(language, strings);
  computed.set(language, data);
  return data;
}

function drawPlacesMap(language: Language, uiStrings: UiStrings): PlacesMapData {
  const geometry = regionGeometry();
  const entries = allPlaces().map(({ key, id, place }) => {
    const unit = loadUnit(place.district, language)!;
    return {
      unit,
      kind: placeKindOf(key),
      title: loadArticle(key, language, id)?.title ?? "",
      path: detailPath(getCollection(key), id),
      approximate: place.precision === "approx",
      lonLat: [place.lon, place.lat] as Point,
      point: geometry.project([place.lon, place.lat]),
    };
  });
  const inset = geometry.inset(INSET_BOX, INSET_WIDTH);
  const [[west, south], [east, north]] = INSET_BOX;
  const insideInset = (entry: (typeof entries)[number]) =>
    entry.lonLat[0] >= west &&
    entry.lonLat[0] <= east &&
    entry.lonLat[1] >= south &&
    entry.lonLat[1] <= north;
  // Numbered as the list reads: by district or city in the page's order, then by title.
  const units = sortedUnits(
    [...new Map(entries.map((entry) => [entry.unit.slug, entry.unit])).values()],
    language,
  );
  const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
  entries.sort(
    (a, b) =>
      units.findIndex((unit) => unit.slug === a.unit.slug) -
        units.findIndex((unit) => unit.slug === b.unit.slug) || collator.compare(a.title, b.title),
  );
  // Pins are spread in order of latitude, so a crowd fans out the same way in every language; the places inside
  // the inset box are spread on the inset, the others on the region map.
  const spreadOn = (
    indices: number[],
    project: (entry: (typeof entries)[number]) => Point,
    frame: { width: number; height: number },
  ) => {
    const byLatitude = [...indices].sort(
      (a, b) =>
        project(entries[a]!)[1] - project(entries[b]!)[1] ||
        project(entries[a]!)[0] - project(entries[b]!)[0],
    );
    const spread = spreadPins(
      byLatitude.map((index) => project(entries[index]!)),
      frame,
    );
    return new Map(
      byLatitude.map((index, order) => [index, { point: project(entries[index]!), pin: spread[order]! }]),
    );
  };
  const all = [...entries.keys()];
  const outside = spreadOn(
    all.filter((index) => !insideInset(entries[index]!)),
    (entry) => entry.point,
    geometry,
  );
  const inside = spreadOn(
    all.filter((index) => insideInset(entries[index]!)),
    (entry) => inset.project(entry.lonLat),
    inset,
  );
  const placeAt = (
    index: number,
    where: { point: Point; pin: Point },
    frame: { width: number; height: number },
  ): MapPlace => {
    const entry = entries[index]!;
    return {
      number: index + 1,
      kind: entry.kind,
      title: entry.title,
      path: entry.path,
      approximate: entry.approximate,
      ...where,
      callout: calloutFor(mapName(entry.title), where.pin, frame),
    };
  };
  const places: MapPlace[] = all.flatMap((index) =>
    outside.has(index) ? [placeAt(index, outside.get(index)!, geometry)] : [],
  );
  const insetPlaces: MapPlace[] = all.flatMap((index) =>
    inside.has(index) ? [placeAt(index, inside.get(index)!, inset)] : [],
  );
  const listed = all.map((index) =>
    outside.has(index)
      ? placeAt(index, outside.get(index)!, geometry)
      : placeAt(index, inside.get(index)!, inset),
  );
  const [frameLeft, frameTop] = geometry.project([west, north]);
  const [frameRight, frameBottom] = geometry.project([east, south]);
  const strings = uiStrings.districts;
  const frameBox = {
    left: frameLeft - 4,
    top: frameTop - 40,
    right: frameRight + 4,
    bottom: frameBottom + 4,
  };
  const base = baseDrawing(basemap(geometry.projection, geometry, language, "region"), geometry, places, {
    pinNames: false,
    context: [
      // The inset's caption, over its frame or else under it.
      {
        id: "inset",
        caption: true,
        text: PLACES_MAP_TEXT[language].insetShort,
        anchor: [(frameLeft + frameRight) / 2, frameTop - 24],
        alternatives: [
          [(frameLeft + frameRight) / 2, frameBottom + 24],
          [(frameLeft + frameRight) / 2, frameTop - 60],
        ],
      },
      { id: "capital", text: strings.capital, anchor: geometry.capital.anchor },
      ...geometry.countries.map((country) => ({
        id: country.key,
        text: strings.countries[country.key],
        anchor: country.anchor,
      })),
    ],
    // The inset's frame and caption stay clear; what lies inside it is drawn on the inset.
    keepClear: [frameBox],
  });
  const insetBase = baseDrawing(basemap(inset.projection, inset, language, "inset"), inset, insetPlaces, {
    pinNames: true,
    context: [],
    keepClear: [],
  });
  return {
    width: geometry.width,
    height: geometry.height,
    ...geometry.pinsBase,
    places,
    inset: {
      frame: {
        x: frameLeft,
        y: frameTop,
        width: Math.round(frameRight - frameLeft),
        height: Math.round(frameBottom - frameTop),
      },
      width: inset.width,
      height: inset.height,
      outline: inset.outline,
      borders: inset.borders,
      places: insetPlaces,
      base: insetBase,
    },
    base,
    byDistrict: units.map((unit) => ({
      name: unit.name,
      path: districtPath(unit.slug),
      places: listed.filter((_place, index) => entries[index]!.unit.slug === unit.slug),
    })),
  };
}
