import { APOSTROPHE_CHARACTERS } from "../lib/apostrophes";
/**
 * Places map labels so that none overlaps another or a marker (issue #14: "labels that do not collide").
 * Greedy: markers first, then the labels that have the least room, each at the first candidate spot that is
 * free. Text width is estimated from its characters (textWidth).
 */

export type Point = [number, number];

export interface LabelRequest {
  id: string;
  text: string;
  /** Where the label wants to be: its shape's deepest point, or the marker it belongs to. */
  anchor: Point;
  fontSize: number;
  /** Labels of a marker sit beside it; others are centred on their anchor and may move a little. */
  marker?: number;
  /** Placed first (small shapes have the fewest good spots). */
  priority: number;
  /** Other points the label may stand at, tried in turn after `anchor` (a river's course, a lake's shore). */
  alternatives?: Point[];
  /** The label's size when it is not its text's (a number in a badge): width and height in map units. */
  box?: [number, number];
  /** Left out (returned with `free: false`, taking no room) when no free spot is found. */
  optional?: boolean;
}

/** What labels must keep clear of besides each other: pins, town dots, a map's own furniture. */
export interface Obstacle {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  fontSize: number;
  /** False when no free spot was found: the label is still drawn, where it wanted to be. */
  free: boolean;
}

type Box = Obstacle;

/**
 * A line's width in em, from the kind of each character: the site's sans-serif in bold runs from about 0.3 em (i,
 * l, an apostrophe) to 0.95 em (ш, ж, m); measured in Chromium with the widest common system face (DejaVu Sans),
 * so that narrower faces (Roboto, Segoe UI) only leave more room.
 */
const NARROW = new RegExp(`[iljtfrI.,:;|!()[\\] ${APOSTROPHE_CHARACTERS}-]`, "u");
const WIDE = /[mwMWшщжфюмыШЩЖФЮМЫ—]/u;
export function textWidth(line: string, fontSize: number): number {
  let em = 0;
  for (const character of line)
    em += NARROW.test(character)
      ? 0.36
      : WIDE.test(character)
        ? 0.95
        : character !== character.toLowerCase()
          ? 0.8
          : 0.66;
  return em * fontSize;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function boxOf(x: number, y: number, width: number, height: number, anchor: PlacedLabel["anchor"]): Box {
  const left = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
  // y is the text's middle (dominant-baseline: central).
  return { left, top: y - height / 2, right: left + width, bottom: y + height / 2 };
}

/** The box a placed label takes (the placer's own estimate, or the request's `box`). */
export function labelBox(label: PlacedLabel, box?: [number, number]): Obstacle {
  const lines = label.text.split("\n");
  const width = box?.[0] ?? Math.max(...lines.map((line) => textWidth(line, label.fontSize)));
  const height = box?.[1] ?? label.fontSize * 1.25 * lines.length;
  return boxOf(label.x, label.y, width, height, label.anchor);
}

export function placeLabels(
  requests: LabelRequest[],
  frame: { width: number; height: number },
  obstacles: Obstacle[] = [],
): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  taken.push(
    ...requests
      .filter((request) => request.marker)
      .map(({ anchor: [x, y], marker = 0 }) => ({
        left: x - marker,
        top: y - marker,
        right: x + marker,
        bottom: y + marker,
      })),
  );
  const placed = new Map<string, PlacedLabel>();
  for (const request of [...requests].sort((a, b) => b.priority - a.priority)) {
    // A text may have several lines ("\n"): as wide as the longest, as tall as all.
    const lines = request.text.split("\n");
    const width = request.box?.[0] ?? Math.max(...lines.map((line) => textWidth(line, request.fontSize)));
    const height = request.box?.[1] ?? request.fontSize * 1.25 * lines.length;
    const gap = (request.marker ?? 0) + request.fontSize * 0.35;
    const spotsAround = (x: number, y: number): Array<[number, number, PlacedLabel["anchor"]]> =>
      request.marker
        ? [
            [x + gap, y, "start"],
            [x - gap, y, "end"],
            [x, y - gap - height / 2, "middle"],
            [x, y + gap + height / 2, "middle"],
            [x + gap * 0.7, y - gap, "start"],
            [x - gap * 0.7, y - gap, "end"],
            [x + gap * 0.7, y + gap, "start"],
            [x - gap * 0.7, y + gap, "end"],
            [x + gap, y - height, "start"],
            [x - gap, y + height, "end"],
          ]
        : [0, 1, -1, 2, -2, 3, -3].flatMap((step) =>
            [0, 1, -1].map((side): [number, number, PlacedLabel["anchor"]] => [
              x + side * width * 0.35,
              y + step * height * 0.6,
              "middle",
            ]),
          );
    const candidates = [request.anchor, ...(request.alternatives ?? [])].flatMap(([x, y]) =>
      spotsAround(x, y),
    );
    const inFrame = (box: Box) =>
      box.left >= 2 && box.top >= 2 && box.right <= frame.width - 2 && box.bottom <= frame.height - 2;
    const spot =
      candidates.find(([cx, cy, anchor]) => {
        const box = boxOf(cx, cy, width, height, anchor);
        return inFrame(box) && !taken.some((other) => overlaps(box, other));
      }) ?? null;
    if (!spot && request.optional) {
      // Left out, and its spot left to others (a map's background names: better none than one on a pin).
      const [x, y] = request.anchor;
      placed.set(request.id, {
        id: request.id,
        text: request.text,
        x,
        y,
        anchor: "middle",
        fontSize: request.fontSize,
        free: false,
      });
      continue;
    }
    const [lx, ly, anchor] = spot ?? candidates[0]!;
    taken.push(boxOf(lx, ly, width, height, anchor));
    placed.set(request.id, {
      id: request.id,
      text: request.text,
      x: round(lx),
      y: round(ly),
      anchor,
      fontSize: request.fontSize,
      free: spot !== null,
    });
  }
  return requests.map((request) => placed.get(request.id)!);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A long name of two words or more on two lines ("\n"), broken at the space nearest its middle. */
export function twoLines(name: string, longerThan = 14): string {
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  if (name.length <= longerThan || !spaces.length) return name;
  const middle = spaces.reduce((best, index) =>
    Math.abs(index - name.length / 2) < Math.abs(best - name.length / 2) ? index : best,
  );
  return `${name.slice(0, middle)}\n${name.slice(middle + 1)}`;
}
