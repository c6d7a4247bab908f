import { z } from "zod";
import type { Language } from "../i18n/languages";

/**
 * The numbers of a statistics article (issue #18): `content/statistics/<id>/data.yaml` beside its three language
 * files. Each series is drawn as one chart, shown as a table and published as CSV and JSON; the prose keeps
 * telling the story, and every figure the prose quotes (`inText`) must read the same there.
 */

const text = z.string().trim().min(1, "must not be empty");
const localized = z.object({ uz: text, en: text, ru: text }).strict();

/** `2024`, `2024-06`, `2025-01-01`, or a span such as `2024-01/2024-06` (January–June 2024). */
const PERIOD = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?(\/\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?)?$/;

export const SCALES = { one: 1, thousand: 1e3, million: 1e6, billion: 1e9 } as const;
export type Scale = keyof typeof SCALES;

const value = z
  .object({
    /** When the value was counted or the period it covers. */
    date: z.string().regex(PERIOD, "must be a date or period such as 2024, 2024-06, 2025-01-01 or 2024-01/2024-06"),
    /** The category of a bar (a district, "Uzbekistan"); a time series has none. */
    label: localized.optional(),
    value: z.number().finite(),
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
    title: localized,
    /** What is counted, as the table header says it: people, %, tonnes, doctors per 10,000 people. */
    unit: localized,
    /** The values are in thousands, millions…: 3160.7 with `thousand` is 3,160.7 thousand. */
    scale: z.enum(Object.keys(SCALES) as [Scale, ...Scale[]]).default("one"),
    source: z.object({ uz: text, en: text, ru: text, url: z.url({ protocol: /^https?$/ }).optional() }).strict(),
    /** A caveat shown under the chart: a changed boundary, a different method. */
    note: localized.optional(),
    values: z.array(value).min(2, "a series needs at least two values to be charted; a single figure stays in the text"),
  })
  .strict()
  .superRefine((entry, context) => {
    entry.values.forEach((item, index) => {
      if (entry.chart === "bar" && !item.label)
        context.addIssue({ code: "custom", path: ["values", index, "label"], message: "a bar needs a label" });
      if (entry.chart === "line" && item.label)
        context.addIssue({ code: "custom", path: ["values", index, "label"], message: "a time series has no labels; use a bar chart to compare" });
    });
    if (entry.chart === "line") {
      const dates = entry.values.map((item) => item.date);
      const sorted = [...dates].sort();
      if (new Set(dates).size !== dates.length) context.addIssue({ code: "custom", path: ["values"], message: "two values have the same date" });
      else if (dates.join() !== sorted.join()) context.addIssue({ code: "custom", path: ["values"], message: "values must be in date order, oldest first" });
    }
  });

export const statisticsDataSchema = z.object({ series: z.array(series).min(1) }).strict().superRefine((data, context) => {
  const ids = data.series.map((entry) => entry.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) context.addIssue({ code: "custom", path: ["series", index, "id"], message: `"${id}" is used twice` });
  });
});

export type StatisticsData = z.infer<typeof statisticsDataSchema>;
export type Series = StatisticsData["series"][number];
export type SeriesValue = Series["values"][number];
export type Localized = Record<Language, string>;
