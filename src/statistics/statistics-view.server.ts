import { formatFigure, formatPeriod, unitText } from "./format";
import { chartMarkup } from "./chart.server";
import { STATISTICS_TEXT } from "./statistics-text";
import type { Language } from "../i18n/languages";
import { SCALES, type Series, type SeriesValue, type StatisticsData } from "./statistics-data";
import { csvText } from "../open-data/csv";
import { loadStatisticsData } from "./statistics-data.server";
import { OPEN_DATA_TEXT } from "../open-data/open-data-text";
import { fillPlaceholders } from "../i18n/i18n";

/**
 * What a statistics article shows under its text (issue #18): per series a figure (chart, caption, table) and the
 * article's downloads. Rendered to markup by the build (statistics-figures.tsx via scripts/postbuild.ts) and
 * written into the page, so neither the charts nor their tables travel again in the page's script or data.
 */

export interface FigureView {
  /** Unique in the page: the prefix of the chart's element ids. */
  id: string;
  /** The chart's two drawings (chart.server.tsx). */
  svg: string;
  title: string;
  unit: string;
  source: string;
  sourceUrl?: string;
  note?: string;
  table: { head: string[]; rows: string[][] };
}

export interface StatisticsView {
  figures: FigureView[];
  csv: string;
  json: string;
}

export const chartId = (articleId: number, series: Pick<Series, "id">, language: Language) =>
  `chart-statistics-${articleId}-${series.id}-${language}`;
/** Where the build puts an article's figures: in place of the page's placeholder, and as a file (decision 013). */
export const figuresId = (articleId: number, language: Language) => `statistics-figures-${articleId}-${language}`;
export const figuresFile = (articleId: number, language: Language) => `/charts/${figuresId(articleId, language)}.html`;
export const csvFile = (articleId: number, language: Language) => `/data/statistics-${articleId}-${language}.csv`;
export const jsonFile = (articleId: number) => `/data/statistics-${articleId}.json`;

/** Dates differ between a series' bars: the table then needs a date column. */
const datesVary = (series: Series) => new Set(series.values.map((item) => item.date)).size > 1;

export function tableOf(series: Series, language: Language): FigureView["table"] {
  const s = STATISTICS_TEXT[language];
  const value = `${s.value}, ${unitText(series, language)}`;
  const number = (item: SeriesValue) => formatFigure(item, language);
  if (series.chart === "line") {
    return { head: [s.date, value], rows: series.values.map((item) => [formatPeriod(item.date, language), number(item)]) };
  }
  const withDate = datesVary(series);
  return {
    head: withDate ? [s.category, s.date, value] : [s.category, value],
    rows: series.values.map((item) => [
      item.label?.[language] ?? "",
      ...(withDate ? [formatPeriod(item.date, language)] : []),
      number(item),
    ]),
  };
}

export function statisticsView(articleId: number, language: Language): StatisticsView | null {
  const data = loadStatisticsData(articleId);
  if (!data) return null;
  return {
    figures: data.series.map((series) => ({
      id: chartId(articleId, series, language),
      title: series.title[language],
      unit: unitText(series, language),
      source: series.source[language],
      ...(series.source.url ? { sourceUrl: series.source.url } : {}),
      ...(series.note ? { note: series.note[language] } : {}),
      table: tableOf(series, language),
      svg: chartMarkup(series, language, chartId(articleId, series, language), {
        name: fillPlaceholders(STATISTICS_TEXT[language].chartName, { title: series.title[language] }),
        range: STATISTICS_TEXT[language].rangeKey,
      }),
    })),
    csv: csvFile(articleId, language),
    json: jsonFile(articleId),
  };
}

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
    [h.indicator, h.category, h.date, h.value, ...(ranges ? [r.low, r.high] : []), h.unit, h.source, h.sourceUrl],
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

/** The article's series as JSON, language-neutral: titles in all three languages, values also as plain numbers. */
export function statisticsJson(articleId: number, data: StatisticsData, titles: Record<Language, string>, licence: string): string {
  return `${JSON.stringify(
    {
      id: `statistics-${articleId}`,
      title: titles,
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
