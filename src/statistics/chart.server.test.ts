/**
 * The statistics charts (issue #18) say what their tables and downloads say: for every data file, every series,
 * every language and both drawings, the marks carry exactly the series' values, the value labels read as the
 * table's cells, and the CSV (parsed with a real CSV parser) holds the same numbers and round-trips.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { articleIds } from "../content/load.server";
import { OPEN_DATA_TEXT } from "../open-data/open-data-text";
import { boundsOf } from "./statistics-data";
import { loadStatisticsData } from "./statistics-data.server";
import { statisticsCsv, tableOf } from "./statistics-view.server";
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
    const csv = statisticsCsv(data, language);
    expect(csv.startsWith("\ufeff")).toBe(true);
    const records: string[][] = parse(csv, { bom: true });
    const [header = [], ...rows] = records;
    const values = data.series.flatMap((series) => series.values);
    const ranges = values.some((item) => item.range);
    const { value, ...after } = OPEN_DATA_TEXT[language].csvHeader;
    const [indicator, category, date, ...rest] = Object.values(after);
    expect(header).toEqual([
      indicator,
      category,
      date,
      value,
      ...(ranges ? Object.values(OPEN_DATA_TEXT[language].rangeHeader) : []),
      ...rest,
    ]);
    // A value's figure, or an empty cell and the range's ends in the two columns that follow.
    expect(
      rows.map((row) =>
        row[3] === "" ? [Number(row[4]), Number(row[5])] : [Number(row[3]), Number(row[3])],
      ),
    ).toEqual(values.map(boundsOf));
    expect(rows.map((row) => row[2])).toEqual(
      data.series.flatMap((series) => series.values.map((item) => item.date)),
    );
    // Round trip: the parsed records written out again give the same file.
    const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
    expect(`\ufeff${records.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`).toBe(csv);
  });
});
