import { describe, expect, it } from "vitest";
import { columnOffsets, firstScreenTiles, tileOf } from "./masonry-layout";

describe("tileOf", () => {
  it("gives each id the same heights every time, within the spec's ranges, with a class for each", () => {
    for (let id = 1; id <= 24; id += 1) {
      const tile = tileOf(id);
      expect(tileOf(id)).toEqual(tile);
      expect(tile.small).toBeGreaterThanOrEqual(120);
      expect(tile.small).toBeLessThanOrEqual(290);
      expect(tile.large).toBeGreaterThanOrEqual(250);
      expect(tile.large).toBeLessThanOrEqual(550);
      expect(tile.className).toBe(`h-[${tile.small}px] min-[641px]:h-[${tile.large}px]`);
    }
  });
});

describe("columnOffsets", () => {
  it("starts a new column where the balanced height runs out, dropping the margin at the break", () => {
    // Total 100+10+100+10+100+10+100 = 430: two columns of 210 (two tiles and one margin each).
    expect(columnOffsets([100, 100, 100, 100], 2, 10)).toEqual([0, 110, 0, 110]);
    // Three equal tiles in two columns: the first column takes two.
    expect(columnOffsets([100, 100, 100], 2, 10)).toEqual([0, 110, 0]);
  });

  it("stretches the columns until the tiles fit, never splitting one", () => {
    // A tall tile first: it alone sets the column height.
    expect(columnOffsets([300, 100, 100, 100], 2, 0)).toEqual([0, 0, 100, 200]);
    // 450 px in three columns: 150 would need a fourth, so the columns grow by the least shortage (30 px).
    expect(columnOffsets([50, 60, 70, 80, 90, 100], 3, 0)).toEqual([0, 50, 110, 0, 80, 0]);
  });
});

describe("firstScreenTiles", () => {
  const tiles = Array.from({ length: 23 }, (_, index) => tileOf(index + 1));
  const offsets = columnOffsets(
    tiles.map((tile) => tile.small),
    2,
    12,
  );
  const first = firstScreenTiles(tiles);

  it("includes the top two tiles of both columns on a phone", () => {
    const columnTops = offsets.flatMap((offset, index) => (offset === 0 ? [index] : []));
    expect(columnTops).toHaveLength(2);
    for (const top of columnTops) {
      expect(first.has(top)).toBe(true);
      expect(first.has(top + 1)).toBe(true);
    }
  });

  it("leaves the tiles further down to load lazily", () => {
    expect(first.size).toBeLessThanOrEqual(6);
    for (const index of first) expect(offsets[index]).toBeLessThan(500);
  });
});
