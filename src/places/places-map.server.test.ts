import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { PIN_SPACING, placesMapData, spreadPins } from "./places-map.server";
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
  const map = placesMapData(language);
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
