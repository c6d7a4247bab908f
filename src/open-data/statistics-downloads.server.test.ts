/**
 * The statistics downloads (issue #18): for every data file and every language the CSV (parsed with a real CSV
 * parser) holds the series' numbers and dates under the language's header row, and round-trips.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { articleIds } from "../content/load.server";
import { LANGUAGES } from "../i18n/languages";
import { boundsOf } from "../statistics/statistics-data";
import { loadStatisticsData } from "../statistics/statistics-data.server";
import { OPEN_DATA_TEXT } from "./open-data-text";
import { statisticsCsv } from "./statistics-downloads.server";

const withData = articleIds("statistics").flatMap((id) => {
  const data = loadStatisticsData(id);
  return data ? [{ id, data }] : [];
});

describe.each(withData.map(({ id, data }) => [id, data] as const))("statistics %i", (_id, data) => {
  it.each(LANGUAGES)("publishes the charted numbers as CSV in %s", (language) => {
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
