import { describe, expect, it } from "vitest";
import { regionGeometry, type Point } from "./geometry.server";

/** The rings of an SVG path made of M, L and Z, absolute or relative (what d3-geo and relative-path.ts write). */
function ringsOf(d: string): Point[][] {
  const rings: Point[][] = [];
  let at: Point = [0, 0];
  for (const [, command = "", numbers = ""] of d.matchAll(/([MLZmlz])([^MLZmlz]*)/g)) {
    const values = numbers.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)?.map(Number) ?? [];
    if (command.toUpperCase() === "Z") at = rings.at(-1)?.[0] ?? at;
    if (command.toUpperCase() === "M") rings.push([]);
    const relative = command === "l" || command === "m";
    for (let index = 0; index + 1 < values.length; index += 2) {
      at = relative
        ? [at[0] + values[index]!, at[1] + values[index + 1]!]
        : [values[index]!, values[index + 1]!];
      rings.at(-1)?.push(at);
    }
  }
  return rings;
}

/** Even-odd: inside when a ray from the point crosses the path's edges an odd number of times (holes count). */
function contains(d: string, [x, y]: Point): boolean {
  let inside = false;
  for (const ring of ringsOf(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe("regionGeometry", () => {
  const geometry = regionGeometry();

  it("reads a path as the shape it draws", () => {
    expect(contains("M0,0L10,0L10,10L0,10Z", [5, 5])).toBe(true);
    expect(contains("M0,0L10,0L10,10L0,10ZM2,2L8,2L8,8L2,8Z", [5, 5])).toBe(false);
  });

  it("keeps every unit's label point inside its simplified shape", () => {
    const outside = geometry.units.filter((unit) => !contains(unit.d, unit.anchor)).map((unit) => unit.shape);
    expect(outside).toEqual([]);
  });

  it("keeps every unit's label point inside its coarser locator shape", () => {
    const outside = geometry.units
      .filter((unit) => !contains(geometry.locator.units.get(unit.shape) ?? "", unit.anchor))
      .map((unit) => unit.shape);
    expect(outside).toEqual([]);
  });

  it("keeps the capital's and the neighbours' label points inside their shapes", () => {
    expect(contains(geometry.capital.d, geometry.capital.anchor)).toBe(true);
    for (const neighbour of geometry.neighbours)
      expect(contains(neighbour.d, neighbour.anchor), neighbour.key).toBe(true);
  });
});
