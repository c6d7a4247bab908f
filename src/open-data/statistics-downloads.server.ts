import type { Language } from "../i18n/languages";
import { unitText } from "../statistics/format";
import { SCALES, type StatisticsData } from "../statistics/statistics-data";
import { csvText } from "./csv";
import { OPEN_DATA_TEXT } from "./open-data-text";

/**
 * The article's series as CSV in one language: UTF-8 with a byte-order mark (so spreadsheet programs read ʻ and
 * Cyrillic right), CRLF line ends, a header row in the language, one row per value. Values are plain numbers
 * with a full stop for decimals and dates are ISO 8601 (or `long-term`), so every program reads them the same way.
 * Where a source gives a range, two more columns hold its ends and the value cell is empty.
 */
export function statisticsCsv(data: StatisticsData, language: Language): string {
  const h = OPEN_DATA_TEXT[language].csvHeader;
  const r = OPEN_DATA_TEXT[language].rangeHeader;
  const ranges = data.series.some((series) => series.values.some((item) => item.range));
  const rows: Array<Array<string | number>> = [
    [
      h.indicator,
      h.category,
      h.date,
      h.value,
      ...(ranges ? [r.low, r.high] : []),
      h.unit,
      h.source,
      h.sourceUrl,
    ],
  ];
  for (const series of data.series) {
    for (const item of series.values) {
      rows.push([
        series.title[language],
        item.label?.[language] ?? "",
        item.date,
        item.value ?? "",
        ...(ranges ? (item.range ?? ["", ""]) : []),
        unitText(series, language),
        series.source[language],
        series.source.url ?? "",
      ]);
    }
  }
  return csvText(rows);
}

/**
 * The article's series as JSON, language-neutral: the dataset's name, the article's title and the series' titles in all
 * three languages, the day it last changed, and the values as plain numbers.
 */
export function statisticsJson(
  articleId: number,
  data: StatisticsData,
  titles: Record<Language, string>,
  licence: string,
): string {
  return `${JSON.stringify(
    {
      id: `statistics-${articleId}`,
      title: data.dataset,
      article: titles,
      updated: data.updated,
      licence,
      series: data.series.map((series) => ({
        id: series.id,
        title: series.title,
        unit: series.unit,
        scale: series.scale,
        multiplier: SCALES[series.scale],
        source: series.source,
        ...(series.note ? { note: series.note } : {}),
        values: series.values.map((item) => ({
          date: item.date,
          ...(item.label ? { label: item.label } : {}),
          ...(item.range ? { low: item.range[0], high: item.range[1] } : { value: item.value }),
        })),
      })),
    },
    null,
    2,
  )}\n`;
}
