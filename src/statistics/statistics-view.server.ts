import { formatFigure, formatPeriod, unitText } from "./format";
import { chartMarkup } from "./chart.server";
import { STATISTICS_TEXT } from "./statistics-text";
import { LANGUAGE_TAGS, type Language } from "../i18n/languages";
import type { Series, SeriesValue } from "./statistics-data";
import { loadStatisticsData } from "./statistics-data.server";
import { fillPlaceholders } from "../i18n/i18n";
import { REVALIDATED } from "../lib/output-paths.mjs";

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
  /** "Source" or, where the figures are compiled from several, "Compiled from", in the page's language. */
  sourceLabel: string;
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
export const figuresId = (articleId: number, language: Language) =>
  `statistics-figures-${articleId}-${language}`;
export const figuresFile = (articleId: number, language: Language) =>
  `${REVALIDATED.charts}${figuresId(articleId, language)}.html`;
export const csvFile = (articleId: number, language: Language) =>
  `${REVALIDATED.data}statistics-${articleId}-${language}.csv`;
export const jsonFile = (articleId: number) => `${REVALIDATED.data}statistics-${articleId}.json`;

/** Dates differ between a series' bars: the table then needs a date column. */
const datesVary = (series: Series) => new Set(series.values.map((item) => item.date)).size > 1;

export function tableOf(series: Series, language: Language): FigureView["table"] {
  const s = STATISTICS_TEXT[language];
  const value = `${s.value}, ${unitText(series, language)}`;
  const number = (item: SeriesValue) => formatFigure(item, language);
  if (series.chart === "line") {
    return {
      head: [s.date, value],
      rows: series.values.map((item) => [formatPeriod(item.date, language), number(item)]),
    };
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

/**
 * The series as a page shows it: a selection's bars in the alphabetical order of their labels in the language, so
 * that a hand-picked set does not read as a ranking (issue #30); any other series as its file orders it.
 */
export function displayed(series: Series, language: Language): Series {
  if (!series.selection) return series;
  const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
  const label = (item: SeriesValue) => item.label?.[language] ?? "";
  return { ...series, values: [...series.values].sort((a, b) => collator.compare(label(a), label(b))) };
}

export function statisticsView(articleId: number, language: Language): StatisticsView | null {
  const data = loadStatisticsData(articleId);
  if (!data) return null;
  const text = STATISTICS_TEXT[language];
  return {
    figures: data.series
      .map((file) => displayed(file, language))
      .map((series) => ({
        id: chartId(articleId, series, language),
        title: series.title[language],
        unit: unitText(series, language),
        sourceLabel: series.sourceKind === "compiled" ? text.compiledFrom : text.source,
        source: series.source[language],
        ...(series.source.url ? { sourceUrl: series.source.url } : {}),
        ...(series.note ? { note: series.note[language] } : {}),
        table: tableOf(series, language),
        svg: chartMarkup(series, language, chartId(articleId, series, language), {
          name: fillPlaceholders(text.chartName, { title: series.title[language] }),
          range: text.rangeKey,
        }),
      })),
    csv: csvFile(articleId, language),
    json: jsonFile(articleId),
  };
}
