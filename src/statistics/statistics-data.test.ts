/**
 * The statistics data files' rules (issue #18, decision 013): what a malformed series is told, in words an
 * editor can act on.
 */
import { withCyrillicData } from "../cyrillic/data.server";
import { describe, expect, it } from "vitest";
import { boundsOf, statisticsDataSchema } from "./statistics-data";

const words = { uz: "a", en: "a", ru: "a" };
const bar = (values: unknown[], chart = "bar", extra: Record<string, unknown> = {}) => ({
  dataset: words,
  updated: "2026-11-27",
  series: [{ id: "s", chart, title: words, unit: words, source: words, values, ...extra }],
});
const place = { label: words };
const problems = (data: unknown) => {
  const result = statisticsDataSchema.safeParse(withCyrillicData(data));
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("statistics data", () => {
  it("accepts a value or a range, dated or as a long-term average", () => {
    const data = statisticsDataSchema.parse(
      withCyrillicData(
        bar([
          { ...place, date: "long-term", value: 256 },
          { ...place, date: "2024-01/2024-06", range: [250, 350] },
        ]),
      ),
    );
    expect(data.series[0]?.values.map(boundsOf)).toEqual([
      [256, 256],
      [250, 350],
    ]);
  });

  it("names what is wrong with a value", () => {
    expect(
      problems(
        bar([
          { ...place, date: "2024", value: 1, range: [1, 2] },
          { ...place, date: "2024" },
        ]),
      ),
    ).toEqual([
      "series.0.values.0: needs either a value or a range, not both",
      "series.0.values.1: needs either a value or a range, not both",
    ]);
    expect(
      problems(
        bar([
          { ...place, date: "2024", range: [3, 2] },
          { ...place, date: "2024", value: 1 },
        ]),
      ),
    ).toEqual(["series.0.values.0.range: a range is [low, high] with low below high"]);
    expect(
      problems(
        bar([
          { ...place, date: "recently", value: 1 },
          { ...place, date: "2024", value: 1 },
        ]),
      )[0],
    ).toMatch(/^series\.0\.values\.0\.date: must be a date or period/);
  });

  it("keeps a time series to single values at dates", () => {
    expect(
      problems(
        bar(
          [
            { date: "2024", range: [1, 2] },
            { date: "long-term", value: 1 },
          ],
          "line",
        ),
      ),
    ).toEqual([
      "series.0.values.0: a time series needs single values at dates; use a bar chart",
      "series.0.values.1: a time series needs single values at dates; use a bar chart",
    ]);
  });

  it("draws only bars as a selection, and dates the dataset as a day", () => {
    const two = [
      { ...place, date: "2024", value: 1 },
      { ...place, date: "2024", value: 2 },
    ];
    expect(problems(bar(two, "bar", { selection: true }))).toEqual([]);
    expect(
      problems(
        bar(
          [
            { date: "2023", value: 1 },
            { date: "2024", value: 2 },
          ],
          "line",
          { selection: true },
        ),
      ),
    ).toEqual(["series.0.selection: only a bar chart can show a selection"]);
    expect(problems({ ...bar(two), updated: "November 2026" })).toEqual([
      "updated: must be a date such as 2026-11-27",
    ]);
  });
});
