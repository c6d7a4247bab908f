/**
 * Guards for the place records (issue #15): every article of a places collection says where it is, the point lies
 * inside the region and inside the district or city it names, and all three languages say how to get there.
 * A failure names the file and the field.
 */
import { describe, expect, it } from "vitest";
import { unitData, unitSlugs } from "../../src/content/districts.server";
import { articleIds } from "../../src/content/load.server";
import {
  allPlaces,
  distanceKm,
  loadPlace,
  monthsSince,
  PLACE_COLLECTIONS,
  roundedKm,
  staleGettingThere,
  TASHKENT_CENTRE,
} from "../../src/places/places.server";
import { LANGUAGES } from "../../src/i18n/languages";
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

/**
 * Issue #28: distances say what they are and the way there is dated. A road distance is never shorter than the
 * straight line from Tashkent's centre to the place's own point; the getting-there text does not print the
 * distance from Tashkent a second time (the panel prints it once); a route's `checked` month is not in the future.
 */
describe("distances and the way there", () => {
  const places = allPlaces();
  const file = (key: string, id: number) => `content/${key}/${id}/place.yaml`;

  it("gives no road distance shorter than the straight line to the place's own point", () => {
    const problems = places.flatMap(({ key, id, place }) => {
      const road = place.distance?.tashkent;
      const line = distanceKm(TASHKENT_CENTRE, place);
      return road?.road && road.km < line
        ? [`${file(key, id)}: distance.tashkent: ${road.km} km by road is shorter than the ${line.toFixed(1)} km straight line to the point; set road: false unless a source gives it as a road distance`]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it("prints the distance from Tashkent once: the getting-there texts do not repeat it", () => {
    const problems = places.flatMap(({ key, id, place }) => {
      const figures = new Set([roundedKm(distanceKm(TASHKENT_CENTRE, place)), ...(place.distance?.tashkent ? [place.distance.tashkent.km] : [])]);
      return LANGUAGES.flatMap((language) =>
        [...place.gettingThere[language].matchAll(/(\d[\d\s–-]*?)\s?(?:km|км|kilometr)/g)]
          .filter((match) => match[1]!.split(/[–-]/).some((part) => figures.has(Number(part.replace(/\s/g, "")))))
          .map((match) => `${file(key, id)}: gettingThere.${language}: "${match[0]}" repeats the distance from Tashkent the panel prints`),
      );
    });
    expect(problems).toEqual([]);
  });

  it("dates every route with a month that has come, and says how to get there in every language", () => {
    const now = new Date();
    const problems = places.flatMap(({ key, id, place }) =>
      place.gettingThere.by === "transport" && monthsSince(place.gettingThere.checked, now) < 0
        ? [`${file(key, id)}: gettingThere.checked: ${place.gettingThere.checked} is in the future`]
        : [],
    );
    expect(problems).toEqual([]);
  });

  it("lists a bus or train among the ways only where a dated route names one", () => {
    const problems = places.flatMap(({ key, id, place }) => {
      const publicTransport = place.access.filter((mode) => mode === "bus" || mode === "train" || mode === "cable-car");
      if (place.gettingThere.by === "car" && publicTransport.length > 0) {
        return [`${file(key, id)}: access: ${publicTransport.join(", ")} without a dated route (gettingThere is by: car)`];
      }
      if (place.gettingThere.by === "transport" && publicTransport.length === 0) {
        return [`${file(key, id)}: access: names no bus or train although gettingThere is by: transport`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });

  it("lists the blocks checked more than 12 months before a build date", () => {
    const transport = places.filter(({ place }) => place.gettingThere.by === "transport");
    // A build ten years on finds every dated route stale; a build in the month of the newest finds none of that one.
    expect(staleGettingThere(new Date(Date.UTC(2036, 0, 1)))).toHaveLength(transport.length);
    for (const line of staleGettingThere(new Date(Date.UTC(2036, 0, 1)))) expect(line).toMatch(/^content\/[a-z-]+\/\d+\/place\.yaml: gettingThere: checked \d{4}-\d{2} /);
  });
});
