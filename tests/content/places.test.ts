/**
 * Guards for the place records (issue #15): every article of a places collection says where it is, the point lies
 * inside the region and inside the district or city it names, and all three languages say how to get there.
 * A failure names the file and the field.
 */
import { describe, expect, it } from "vitest";
import { unitData, unitSlugs } from "../../src/content/districts.server";
import { articleIds } from "../../src/content/load.server";
import { loadPlace, PLACE_COLLECTIONS } from "../../src/places/places.server";
import { regionGeometry } from "../../src/maps/geometry.server";

describe.each(PLACE_COLLECTIONS.map((collection) => [collection.key] as const))("places of %s", (key) => {
  it("each have a place.yaml whose point lies in the district or city it names", () => {
    const problems: string[] = [];
    const slugs = new Set(unitSlugs());
    for (const id of articleIds(key)) {
      const file = `content/${key}/${id}/place.yaml`;
      const place = loadPlace(key, id);
      if (!place) {
        problems.push(`${file}: missing (every ${key} article says where it is)`);
        continue;
      }
      if (!slugs.has(place.district)) {
        problems.push(`${file}: district: no unit "${place.district}" in content/districts`);
        continue;
      }
      const shape = regionGeometry().shapeAt([place.lon, place.lat]);
      if (!shape) problems.push(`${file}: lat/lon: ${place.lat}, ${place.lon} is outside the region`);
      else if (shape !== unitData(place.district).shape) {
        problems.push(`${file}: district: the point lies in "${shape}", not in ${place.district}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
