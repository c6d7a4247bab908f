/**
 * Places map labels so that none overlaps another or a marker (issue #14: "labels that do not collide").
 * Greedy: markers first, then the labels that have the least room, each at the first candidate spot that is
 * free. Text width is estimated from its length; the site's bold sans-serif runs up to about 0.64 em per character (Cyrillic widest).
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

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const EM_PER_CHARACTER = 0.64;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function boxOf(x: number, y: number, width: number, height: number, anchor: PlacedLabel["anchor"]): Box {
  const left = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
  // y is the text's middle (dominant-baseline: central).
  return { left, top: y - height / 2, right: left + width, bottom: y + height / 2 };
}

export function placeLabels(
  requests: LabelRequest[],
  frame: { width: number; height: number },
): PlacedLabel[] {
  const taken: Box[] = requests
    .filter((request) => request.marker)
    .map(({ anchor: [x, y], marker = 0 }) => ({
      left: x - marker,
      top: y - marker,
      right: x + marker,
      bottom: y + marker,
    }));
  const placed = new Map<string, PlacedLabel>();
  for (const request of [...requests].sort((a, b) => b.priority - a.priority)) {
    const width = request.text.length * request.fontSize * EM_PER_CHARACTER;
    const height = request.fontSize * 1.25;
    const [x, y] = request.anchor;
    const gap = (request.marker ?? 0) + request.fontSize * 0.35;
    const candidates: Array<[number, number, PlacedLabel["anchor"]]> = request.marker
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
    const inFrame = (box: Box) =>
      box.left >= 2 && box.top >= 2 && box.right <= frame.width - 2 && box.bottom <= frame.height - 2;
    const spot =
      candidates.find(([cx, cy, anchor]) => {
        const box = boxOf(cx, cy, width, height, anchor);
        return inFrame(box) && !taken.some((other) => overlaps(box, other));
      }) ?? null;
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
