import { describe, expect, it } from "vitest";
import { monthsSince, roundedKm } from "./places.server";
import { formatPartialDate } from "../site/format";

describe("straight lines and checked months (issue #28)", () => {
  it("rounds a straight line to the km under 20 km, else to 5 km", () => {
    expect([roundedKm(0.4), roundedKm(16.3), roundedKm(40.4), roundedKm(58.6), roundedKm(121.2)]).toEqual([
      1, 16, 40, 60, 120,
    ]);
  });

  it("counts calendar months from a checked month to a build date", () => {
    expect(monthsSince("2025-11", new Date(Date.UTC(2026, 10, 27)))).toBe(12);
    expect(monthsSince("2025-10", new Date(Date.UTC(2026, 10, 1)))).toBe(13);
    expect(monthsSince("2026-12", new Date(Date.UTC(2026, 10, 1)))).toBe(-1);
  });

  it("writes a month after a preposition in Russian, unchanged in Uzbek and English", () => {
    expect(formatPartialDate("2026-11", "ru", "in")).toBe("ноябре 2026 г.");
    expect(formatPartialDate("2026-11", "ru")).toBe("ноябрь 2026 г.");
    expect(formatPartialDate("2026-11", "uz", "in")).toBe("2026-yil noyabr");
    expect(formatPartialDate("2026-11", "en", "in")).toBe("November 2026");
  });
});
