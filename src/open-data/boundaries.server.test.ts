import { describe, expect, it } from "vitest";
import type { FeatureCollection, MultiPolygon } from "geojson";
import { unitSlugs } from "../content/districts.server";
import { boundariesGeoJson } from "./boundaries.server";

/** Twice the signed area of a ring: positive when it runs anticlockwise. */
const signedArea = (ring: number[][]) =>
  ring.reduce((sum, [x = 0, y = 0], index) => {
    const [u = 0, v = 0] = ring[(index + 1) % ring.length] ?? [];
    return sum + (x * v - u * y);
  }, 0);

describe("the district boundaries download (issue #30)", () => {
  const collection = JSON.parse(boundariesGeoJson()) as FeatureCollection<
    MultiPolygon,
    Record<string, string>
  > & { licence: string; attribution: string };

  it("credits OpenStreetMap under the ODbL and holds every district and city once", () => {
    expect(collection.licence).toBe("ODbL 1.0");
    expect(collection.attribution).toBe("© OpenStreetMap contributors");
    expect(collection.features.map((feature) => feature.properties.slug).sort()).toEqual(unitSlugs());
    const bostonliq = collection.features.find((feature) => feature.properties.slug === "bostonliq-district");
    expect(bostonliq?.properties.name_uz).toBe("Boʻstonliq tumani");
  });

  it("winds every outer ring anticlockwise and every hole clockwise, as RFC 7946 asks", () => {
    for (const feature of collection.features) {
      expect(feature.geometry.type).toBe("MultiPolygon");
      for (const [outer, ...holes] of feature.geometry.coordinates) {
        expect(signedArea(outer ?? []), feature.properties.slug).toBeGreaterThan(0);
        for (const hole of holes) expect(signedArea(hole), feature.properties.slug).toBeLessThan(0);
      }
    }
  });
});
