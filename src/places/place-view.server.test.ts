import { describe, expect, it } from "vitest";
import { seasonText } from "./place-view.server";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

describe("seasonText", () => {
  it("writes a run of months as a range and short runs as a list", () => {
    expect(seasonText([5, 6, 7, 8, 9, 10], MONTHS)).toBe("May – Oct");
    expect(seasonText([8], MONTHS)).toBe("Aug");
    expect(seasonText([6, 7, 12, 1, 2], MONTHS)).toBe("Dec – Feb, Jun, Jul");
  });

  it("keeps a winter season in one piece across the new year", () => {
    expect(seasonText([11, 12, 1, 2, 3, 4], MONTHS)).toBe("Nov – Apr");
  });
});

describe("a place's distance and way there (issue #28)", () => {
  it("prints one distance, the same on the list card, and dates a route in each language's words", async () => {
    const { placeView, placeCardLine } = await import("./place-view.server");
    // Amirsoy: 65 km by road (road: true); the list card said 59 km as the crow flies before.
    const en = placeView("hotels", 3, "en")!;
    expect(en.distances).toEqual(["About 65\u00a0km by road from Tashkent"]);
    expect(placeCardLine("hotels", 3, "en")).toMatch(/ · About 65\u00a0km by road from Tashkent$/);
    expect(en.gettingThere.checked).toBe("checked June 2025");
    expect(placeView("hotels", 3, "uz")!.gettingThere.checked).toBe("tekshirilgan: 2025-yil iyun");
    expect(placeView("hotels", 3, "ru")!.gettingThere.checked).toBe("проверено в июне 2025 г.");
    // Tuyaboʻgʻiz: 32 km is not a road distance; the straight line to its point is 40.4 km.
    const tuyabogiz = placeView("sights", 19, "en")!;
    expect(tuyabogiz.distances).toEqual(["About 40\u00a0km from Tashkent as the crow flies"]);
    expect(tuyabogiz.gettingThere.checked).toBeNull();
  });
});

describe("a place's coordinates (issue #30)", () => {
  it("marks them as each language does, with no more digits than the point is known to", async () => {
    const { placeView } = await import("./place-view.server");
    // sights/5: Big Chimgan's summit, an exact point; sights/13: the mouth of the Ugam, approximate.
    expect(placeView("sights", 5, "en")!.coordinates).toBe("41.4944°\u00a0N, 70.0578°\u00a0E");
    expect(placeView("sights", 5, "ru")!.coordinates).toBe(
      "41,4944°\u00a0с.\u00a0ш., 70,0578°\u00a0в.\u00a0д.",
    );
    expect(placeView("sights", 5, "uz")!.coordinates).toBe(
      "41,4944°\u00a0sh.\u00a0k., 70,0578°\u00a0sh.\u00a0u.",
    );
    const approximate = placeView("sights", 13, "ru")!;
    expect(approximate.approximate).toBe(true);
    expect(approximate.coordinates).toBe("41,63°\u00a0с.\u00a0ш., 69,95°\u00a0в.\u00a0д.");
  });
});
