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
