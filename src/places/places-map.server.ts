import { detailPath, districtPath, getCollection, placeKindOf, type PlaceKind } from "../content/collections";
import { loadUnit } from "../content/districts.server";
import { loadArticle } from "../content/load.server";
import { allPlaces } from "./places.server";
import { LANGUAGE_TAGS, type Language } from "../i18n/languages";
import { sortedUnits } from "../site/districts";
import { regionGeometry, type Point } from "../maps/geometry.server";

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
  };
  outline: string;
  borders: string;
  capital: string;
  neighbours: string[];
  places: MapPlace[];
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

export function placesMapData(language: Language): PlacesMapData {
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
  const placeAt = (index: number, where: { point: Point; pin: Point }): MapPlace => {
    const entry = entries[index]!;
    return {
      number: index + 1,
      kind: entry.kind,
      title: entry.title,
      path: entry.path,
      approximate: entry.approximate,
      ...where,
    };
  };
  const places: MapPlace[] = all.flatMap((index) =>
    outside.has(index) ? [placeAt(index, outside.get(index)!)] : [],
  );
  const insetPlaces: MapPlace[] = all.flatMap((index) =>
    inside.has(index) ? [placeAt(index, inside.get(index)!)] : [],
  );
  const listed = all.map((index) => placeAt(index, outside.get(index) ?? inside.get(index)!));
  const [frameLeft, frameTop] = geometry.project([west, north]);
  const [frameRight, frameBottom] = geometry.project([east, south]);
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
    },
    byDistrict: units.map((unit) => ({
      name: unit.name,
      path: districtPath(unit.slug),
      places: listed.filter((_place, index) => entries[index]!.unit.slug === unit.slug),
    })),
  };
}
