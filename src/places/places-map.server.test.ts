import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { loadNames } from "../content/names.server";
import { UI_STRINGS } from "../i18n/strings/all";
import { labelBox } from "../maps/labels";
import {
  calloutFor,
  mapName,
  PIN_SPACING,
  placesMapData,
  spreadPins,
  TIERS,
  type TierDrawing,
} from "./places-map.server";
import type { Point } from "../maps/geometry.server";

/** The places map is drawn full width on a 390 px phone: a pin's centre must stay this far from the next. */
const PHONE_WIDTH = 390;
const MIN_PX = 24;

const closestPx = (pins: Point[], width: number) => {
  let closest = Infinity;
  pins.forEach((a, i) =>
    pins.slice(i + 1).forEach((b) => (closest = Math.min(closest, Math.hypot(a[0] - b[0], a[1] - b[1])))),
  );
  return (closest * PHONE_WIDTH) / width;
};

describe("spreadPins", () => {
  it("fans a crowd out on a ring with at least 24 px between centres, inside the frame", () => {
    const crowd: Point[] = [
      [500, 300],
      [502, 301],
      [499, 303],
      [505, 298],
      [501, 300],
      [498, 299],
    ];
    const frame = { width: 1000, height: 600 };
    const pins = spreadPins(crowd, frame);
    expect(closestPx(pins, frame.width)).toBeGreaterThanOrEqual(MIN_PX);
    for (const [x, y] of pins) {
      expect(x).toBeGreaterThan(PIN_SPACING);
      expect(y).toBeGreaterThan(PIN_SPACING);
      expect(x).toBeLessThan(frame.width - PIN_SPACING);
      expect(y).toBeLessThan(frame.height - PIN_SPACING);
    }
  });

  it("leaves a pin with room around it where its place is", () => {
    const points: Point[] = [
      [100, 100],
      [600, 400],
    ];
    expect(spreadPins(points, { width: 1000, height: 600 })).toEqual(points);
  });
});

describe.each(LANGUAGES)("the places map in %s", (language) => {
  const map = placesMapData(language, UI_STRINGS[language]);
  it("keeps at least 24 px between pin centres on the region map and on the inset", () => {
    expect(
      closestPx(
        map.places.map((place) => place.pin),
        map.width,
      ),
    ).toBeGreaterThanOrEqual(MIN_PX);
    expect(
      closestPx(
        map.inset.places.map((place) => place.pin),
        map.inset.width,
      ),
    ).toBeGreaterThanOrEqual(MIN_PX);
  });
});

describe("calloutFor and mapName", () => {
  it("names a place by its title up to the subtitle", () => {
    expect(mapName("Beldersoy: «Kumbel» trassasi, uzoq qish")).toBe("Beldersoy");
    expect(mapName("Burchmullo — Chorvoq suv omborining chekkasidagi togʻ qishlogʻi")).toBe("Burchmullo");
    expect(mapName("Xumsan va Ugom darasi")).toBe("Xumsan va Ugom darasi");
  });

  it("breaks a long name in two and keeps it inside the frame at the phone's size", () => {
    const frame = { width: 1000, height: 900 };
    const long = "Tourist villages and family guest houses";
    const left = calloutFor(long, [60, 500], frame);
    expect(left.lines).toEqual(["Tourist villages and", "family guest houses"]);
    expect(left.anchor).toBe("start");
    expect(calloutFor(long, [960, 500], frame).anchor).toBe("end");
    expect(calloutFor("Nanay", [500, 500], frame)).toEqual({
      lines: ["Nanay"],
      anchor: "middle",
      below: false,
    });
    expect(calloutFor("Nanay", [500, 40], frame).below).toBe(true);
  });
});

/** A placed name's box, as the placer measures it. */
const boxOf = (label: TierDrawing["labels"][number]) => labelBox(label);

describe.each(LANGUAGES)("the places map's base names in %s", (language) => {
  const map = placesMapData(language, UI_STRINGS[language]);
  const frames = [
    { name: "region", frame: map, base: map.base, places: map.places },
    { name: "inset", frame: map.inset, base: map.inset.base, places: map.inset.places },
  ];
  it.each(frames)(
    "on the $name map, no name overlaps another, a pin or the frame, in any tier",
    ({ frame, base, places }) => {
      for (const tier of base.tiers) {
        const radius = TIERS.find((candidate) => candidate.key === tier.key)!.pinRadius;
        const boxes = tier.labels.map(boxOf);
        const clashes = boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(
              (b) =>
                a.left < b.right - 0.2 &&
                b.left < a.right - 0.2 &&
                a.top < b.bottom - 0.2 &&
                b.top < a.bottom - 0.2,
            )
            .map((_b, j) => `${tier.key}: ${tier.labels[i]!.text} / ${tier.labels[i + 1 + j]!.text}`),
        );
        expect(clashes).toEqual([]);
        const onPins = tier.labels.filter((label) =>
          places.some(({ pin: [x, y] }) => {
            const box = boxOf(label);
            return (
              box.left < x + radius &&
              x - radius < box.right &&
              box.top < y + radius &&
              y - radius < box.bottom
            );
          }),
        );
        expect(onPins.map((label) => `${tier.key}: ${label.text}`)).toEqual([]);
        const outside = boxes.filter(
          (box) => box.left < 0 || box.top < 0 || box.right > frame.width || box.bottom > frame.height,
        );
        expect(outside).toEqual([]);
      }
    },
  );

  it("names the regional centre and the Charvak reservoir where a visitor looks for them", () => {
    const wide = (base: typeof map.base) =>
      base.tiers.find((tier) => tier.key === "wide")!.labels.map((label) => label.text);
    expect(wide(map.base).join("|")).toContain(
      loadNames().find((entry) => entry.id === "nurafshon")![language],
    );
    expect(wide(map.inset.base).join(" ").replace("\n", " ")).toContain(
      loadNames().find((entry) => entry.id === "charvak-reservoir")![language],
    );
  });
});
