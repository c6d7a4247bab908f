import { describe, expect, it } from "vitest";
import { buildDate, buildInstant, tashkentDay } from "./build-date.server";

describe("buildDate", () => {
  it("takes the day BUILD_DATE gives, so a test or a rebuild fixes the calendar's today", () => {
    expect(buildDate({ BUILD_DATE: "2027-03-01" })).toBe("2027-03-01");
  });

  it("is today in Tashkent when BUILD_DATE is not set: 20:00 UTC is already the next day there", () => {
    expect(buildDate({}, new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(buildDate({ BUILD_DATE: " " }, new Date("2026-12-31T18:59:00Z"))).toBe("2026-12-31");
  });

  it("stops the build on a malformed or impossible day, naming the variable", () => {
    expect(() => buildDate({ BUILD_DATE: "1.3.2027" })).toThrow(/BUILD_DATE=1\.3\.2027: must be a day/);
    expect(() => buildDate({ BUILD_DATE: "2027-02-30" })).toThrow(/must be a real day/);
  });
});

describe("tashkentDay and buildInstant", () => {
  it("agree: the instant of a build day is that day in Tashkent", () => {
    expect(tashkentDay(buildInstant("2027-06-11"))).toBe("2027-06-11");
  });
});
