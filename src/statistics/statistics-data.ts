import { z } from "zod";
import type { Language } from "../i18n/languages";
import { localized } from "../content/schema";

/**
 * The numbers of a statistics article (issue #18): `content/statistics/<id>/data.yaml` beside its three language
 * files. Each series is drawn as one chart, shown as a table and published as CSV and JSON; the prose keeps
 * telling the story, and every figure the prose quotes (`inText`) must read the same there.
 */

const text = z.string().trim().min(1, "must not be empty");
const inEveryLanguage = localized(text);

/**
 * `2024`, `2024-06`, `2025-01-01`, a span such as `2024-01/2024-06` (January–June 2024), or `long-term`: a climate
 * norm, the average of many years, where the source does not say which years (decision 013).
 */
const PERIOD =
  /^(\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?(\/\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?)?|long-term)$/;
export const LONG_TERM = "long-term";

export const SCALES = { one: 1, thousand: 1e3, million: 1e6, billion: 1e9 } as const;
export type Scale = keyof typeof SCALES;

const value = z
  .object({
    /** When the value was counted or the period it covers. */
    date: z
      .string()
      .regex(
        PERIOD,
        "must be a date or period such as 2024, 2024-06, 2025-01-01, 2024-01/2024-06, or long-term",
      ),
    /** The category of a bar (a district, "Uzbekistan"); a time series has none. */
    label: inEveryLanguage.optional(),
    /** The figure; or, where the source gives only a range (250–350 mm), `range: [low, high]` instead. */
    value: z.number().finite().optional(),
    range: z.tuple([z.number().finite(), z.number().finite()]).optional(),
    /** The article's prose quotes this figure: the content check finds it in every language. */
    inText: z.boolean().optional(),
    /** The region's own bar among others, drawn in the accent colour. */
    highlight: z.boolean().optional(),
  })
  .strict();

const series = z
  .object({
    /** Unique in the file; part of the download file names. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
    /** line: a time series; bar: a comparison of places or groups at one date (or a few). */
    chart: z.enum(["line", "bar"]),
    title: inEveryLanguage,
    /** What is counted, as the table header says it: people, %, tonnes, doctors per 10,000 people. */
    unit: inEveryLanguage,
    /** The values are in thousands, millions…: 3160.7 with `thousand` is 3,160.7 thousand. */
    scale: z.enum(Object.keys(SCALES) as [Scale, ...Scale[]]).default("one"),
    source: localized(text).extend({ url: z.url({ protocol: /^https?$/ }).optional() }),
    /** A caveat shown under the chart: a changed boundary, a different method. */
    note: inEveryLanguage.optional(),
    /**
     * `compiled`: the figures come from several sources, named primary first; the caption says "compiled from" rather
     * than "source" (issue #30).
     */
    sourceKind: z.enum(["single", "compiled"]).default("single"),
    /**
     * A hand-picked set of bars (the districts with the most and the fewest births), not every district: drawn in
     * the alphabetical order of its labels in each language, so the order implies no ranking, and titled as a
     * selection (issue #30).
     */
    selection: z.boolean().default(false),
    values: z
      .array(value)
      .min(2, "a series needs at least two values to be charted; a single figure stays in the text"),
  })
  .strict()
  .superRefine((entry, context) => {
    entry.values.forEach((item, index) => {
      if ((item.value === undefined) === (item.range === undefined))
        context.addIssue({
          code: "custom",
          path: ["values", index],
          message: "needs either a value or a range, not both",
        });
      if (item.range && item.range[0] >= item.range[1])
        context.addIssue({
          code: "custom",
          path: ["values", index, "range"],
          message: "a range is [low, high] with low below high",
        });
      if (entry.chart === "line" && (item.range || item.date === LONG_TERM))
        context.addIssue({
          code: "custom",
          path: ["values", index],
          message: "a time series needs single values at dates; use a bar chart",
        });
      if (entry.chart === "bar" && !item.label)
        context.addIssue({
          code: "custom",
          path: ["values", index, "label"],
          message: "a bar needs a label",
        });
      if (entry.chart === "line" && item.label)
        context.addIssue({
          code: "custom",
          path: ["values", index, "label"],
          message: "a time series has no labels; use a bar chart to compare",
        });
    });
    if (entry.selection && entry.chart !== "bar")
      context.addIssue({
        code: "custom",
        path: ["selection"],
        message: "only a bar chart can show a selection",
      });
    if (entry.chart === "line") {
      const dates = entry.values.map((item) => item.date);
      const sorted = [...dates].sort();
      if (new Set(dates).size !== dates.length)
        context.addIssue({ code: "custom", path: ["values"], message: "two values have the same date" });
      else if (dates.join() !== sorted.join())
        context.addIssue({
          code: "custom",
          path: ["values"],
          message: "values must be in date order, oldest first",
        });
    }
  });

export const statisticsDataSchema = z
  .object({
    /** The dataset's name on the open-data page: what the numbers are, not the article's headline (issue #30). */
    dataset: inEveryLanguage,
    /** When an editor last changed these numbers: the open-data page's "last updated" (YYYY-MM-DD). */
    updated: z.iso.date("must be a date such as 2026-11-27"),
    series: z.array(series).min(1),
  })
  .strict()
  .superRefine((data, context) => {
    const ids = data.series.map((entry) => entry.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        context.addIssue({ code: "custom", path: ["series", index, "id"], message: `"${id}" is used twice` });
    });
  });

export type StatisticsData = z.infer<typeof statisticsDataSchema>;
export type Series = StatisticsData["series"][number];
export type SeriesValue = Series["values"][number];
export type Localized = Record<Language, string>;

/** A value's lowest and highest figure: the same number twice, or the two ends of a range. */
export function boundsOf(item: SeriesValue): [number, number] {
  if (item.range) return item.range;
  if (item.value === undefined) throw new Error("a series value has neither a value nor a range");
  return [item.value, item.value];
}

/** The figure a value is drawn with on a line (a time series has no ranges). */
export const pointOf = (item: SeriesValue): number => boundsOf(item)[0];
