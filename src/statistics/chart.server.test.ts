/**
 * The statistics charts (issue #18) say what their tables and downloads say: for every data file, every series,
 * every language and both drawings, the marks carry exactly the series' values and the value labels read as the
 * table's cells (the CSV downloads: open-data/statistics-downloads.server.test.ts).
 */
import { describe, expect, it } from "vitest";
import { articleIds } from "../content/load.server";
import { boundsOf } from "./statistics-data";
import { loadStatisticsData } from "./statistics-data.server";
import { tableOf } from "./statistics-view.server";
import { LANGUAGES } from "../i18n/languages";
import { chartMarkup } from "./chart.server";
import { formatPeriod } from "./format";

const withData = articleIds("statistics").flatMap((id) => {
  const data = loadStatisticsData(id);
  return data ? [{ id, data }] : [];
});

const unescape = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'");

describe.each(withData.map(({ id, data }) => [id, data] as const))("statistics %i", (id, data) => {
  it.each(LANGUAGES)("draws, tabulates and publishes the same numbers in %s", (language) => {
    for (const series of data.series) {
      const markup = chartMarkup(series, language, `t-${series.id}`, {
        name: series.title[language],
        range: "range",
      });
      const drawings = markup.split("</svg>").filter(Boolean);
      expect(drawings).toHaveLength(2);
      const table = tableOf(series, language);
      const cells = table.rows.map((row) => row.at(-1));
      for (const drawing of drawings) {
        // A mark carries its value, or a range's two ends.
        const marks = [
          ...drawing.matchAll(/data-(?:value="([^"]+)"|low="([^"]+)" data-high="([^"]+)")/g),
        ].map(([, value, low, high]) =>
          value === undefined ? [Number(low), Number(high)] : [Number(value), Number(value)],
        );
        expect(marks, `${series.id}: marks`).toEqual(series.values.map(boundsOf));
        const texts = [...drawing.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) =>
          unescape(match[1] ?? ""),
        );
        // Every value the table shows is written on the chart (line charts with many points excepted on phones).
        if (series.chart === "bar" || series.values.length <= 7)
          for (const cell of cells) expect(texts, `${series.id}: label ${cell}`).toContain(cell);
      }
      if (series.chart === "line")
        expect(table.rows.map((row) => row[0])).toEqual(
          series.values.map((item) => formatPeriod(item.date, language)),
        );
    }
  });
});
