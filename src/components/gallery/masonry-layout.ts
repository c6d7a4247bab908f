/**
 * The photo masonry's geometry, worked out at build time. Tile heights are random but fixed per item
 * (spec §9: 120–290 px up to 640 px wide, 250–550 px above, seeded by the item's id so the prerendered
 * page and the hydrated one agree), and the list is laid out in CSS columns. Since every height is known,
 * so is where each column starts. On a phone the first screen shows the top two tiles of both columns,
 * and whichever is largest there is the page's Largest Contentful Paint: those four are fetched as soon
 * as the page names them. A lazy one would wait for layout, and the line is slow on a phone. The rest stay
 * lazy so they do not compete with them (on a desktop, with its fast line, they start right after layout).
 */

/** One class per 10 px step: the Content-Security-Policy allows no inline styles, and Tailwind must see each. */
const SMALL_HEIGHTS = [
  "h-[120px]",
  "h-[130px]",
  "h-[140px]",
  "h-[150px]",
  "h-[160px]",
  "h-[170px]",
  "h-[180px]",
  "h-[190px]",
  "h-[200px]",
  "h-[210px]",
  "h-[220px]",
  "h-[230px]",
  "h-[240px]",
  "h-[250px]",
  "h-[260px]",
  "h-[270px]",
  "h-[280px]",
  "h-[290px]",
];
const LARGE_HEIGHTS = [
  "min-[641px]:h-[250px]",
  "min-[641px]:h-[260px]",
  "min-[641px]:h-[270px]",
  "min-[641px]:h-[280px]",
  "min-[641px]:h-[290px]",
  "min-[641px]:h-[300px]",
  "min-[641px]:h-[310px]",
  "min-[641px]:h-[320px]",
  "min-[641px]:h-[330px]",
  "min-[641px]:h-[340px]",
  "min-[641px]:h-[350px]",
  "min-[641px]:h-[360px]",
  "min-[641px]:h-[370px]",
  "min-[641px]:h-[380px]",
  "min-[641px]:h-[390px]",
  "min-[641px]:h-[400px]",
  "min-[641px]:h-[410px]",
  "min-[641px]:h-[420px]",
  "min-[641px]:h-[430px]",
  "min-[641px]:h-[440px]",
  "min-[641px]:h-[450px]",
  "min-[641px]:h-[460px]",
  "min-[641px]:h-[470px]",
  "min-[641px]:h-[480px]",
  "min-[641px]:h-[490px]",
  "min-[641px]:h-[500px]",
  "min-[641px]:h-[510px]",
  "min-[641px]:h-[520px]",
  "min-[641px]:h-[530px]",
  "min-[641px]:h-[540px]",
  "min-[641px]:h-[550px]",
];
const SMALL_MIN_PX = 120;
const LARGE_MIN_PX = 250;
const STEP_PX = 10;

/** The list's classes: two columns with the small heights and a 12 px margin on a phone, three from `lg`. */
export const MASONRY_LIST_CLASS = "columns-2 gap-3 sm:gap-4 lg:columns-3";
export const MASONRY_TILE_CLASS = "mb-3 break-inside-avoid sm:mb-4";
const PHONE_COLUMNS = 2;
const PHONE_MARGIN_PX = 12;

/**
 * How much of the list a phone's first screen shows in full or nearly: 640–930 px high screens less the
 * header, breadcrumbs and heading above the list.
 */
export const PHONE_FIRST_SCREEN_PX = 500;

export interface Tile {
  small: number;
  large: number;
  /** Tailwind classes for both heights. */
  className: string;
}

/** mulberry32: a tiny seeded generator, the same on the server and in the browser. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function tileOf(id: number): Tile {
  const random = seeded(id * 7919);
  const small = Math.floor(random() * SMALL_HEIGHTS.length);
  const large = Math.floor(random() * LARGE_HEIGHTS.length);
  return {
    small: SMALL_MIN_PX + small * STEP_PX,
    large: LARGE_MIN_PX + large * STEP_PX,
    className: `${SMALL_HEIGHTS[small]} ${LARGE_HEIGHTS[large]}`,
  };
}

/**
 * Each tile's distance from the top of its column when `columns` balanced CSS columns hold tiles of these
 * heights: the browser takes the lowest column height at which the tiles, in order and never split, fit
 * into that many columns (the margin below the last tile of a column is dropped at the break).
 */
export function columnOffsets(heights: readonly number[], columns: number, marginPx: number): number[] {
  const total = heights.reduce((sum, height) => sum + height + marginPx, -marginPx);
  let limit = Math.max(...heights, total / columns);
  for (;;) {
    const offsets: number[] = [];
    let column = 0;
    let used = 0;
    let shortage = Infinity;
    for (const height of heights) {
      if (used > 0 && used + height > limit) {
        shortage = Math.min(shortage, used + height - limit);
        column += 1;
        used = 0;
      }
      offsets.push(used);
      used += height + marginPx;
    }
    if (column < columns) return offsets;
    limit += shortage;
  }
}

/** Indexes of the tiles whose top lies within a phone's first screen. */
export function firstScreenTiles(tiles: readonly Tile[]): Set<number> {
  const offsets = columnOffsets(
    tiles.map((tile) => tile.small),
    PHONE_COLUMNS,
    PHONE_MARGIN_PX,
  );
  return new Set(offsets.flatMap((offset, index) => (offset < PHONE_FIRST_SCREEN_PX ? [index] : [])));
}
