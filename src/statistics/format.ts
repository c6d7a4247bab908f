import type { Language } from "../i18n/languages";
import { formatNumber, formatPartialDate, isUzbek, UZBEK_WORDS } from "../site/format";
import { boundsOf, LONG_TERM, type Scale, type Series, type SeriesValue } from "./statistics-data";

/**
 * How the statistics charts, tables and downloads write numbers, units and dates in each language (issue #18):
 * uz `3 160,7 ming kishi`, en `3,160.7 thousand people`, ru `3 160,7 тыс. человек`. Called at build time only,
 * so every page says it the same way whatever the browser's Intl data.
 */

const SCALE_WORDS: Record<Language, Record<Scale, string>> = {
  uz: { one: "", thousand: "ming", million: "mln", billion: "mlrd" },
  "uz-cyrl": { one: "", thousand: "минг", million: "млн", billion: "млрд" },
  en: { one: "", thousand: "thousand", million: "million", billion: "billion" },
  ru: { one: "", thousand: "тыс.", million: "млн", billion: "млрд" },
};

/** The decimals a value is quoted to: 22.4 has one, 27 none (written 27, not 27.0, which would claim more). */
export function decimalsOf(value: number): number {
  return (String(value).split(".")[1] ?? "").length;
}

/** `ming kishi`, `thousand people`, `%`: the words that follow a value of the series. */
export function unitText(series: Pick<Series, "scale" | "unit">, language: Language): string {
  return [SCALE_WORDS[language][series.scale], series.unit[language]].filter(Boolean).join(" ");
}

/**
 * A value as the table and the chart's label write it: `536`, or a range as the source gives it, `250–350`
 * (`−4 … 0` when an end is negative, where a dash would read as a minus).
 */
export function formatFigure(item: SeriesValue, language: Language): string {
  const [low, high] = boundsOf(item);
  const number = (value: number) => formatNumber(value, language, decimalsOf(value));
  if (low === high) return number(low);
  return low < 0 || high < 0 ? `${number(low)} … ${number(high)}` : `${number(low)}–${number(high)}`;
}

/** A value with its unit, as a sentence or table cell writes it: `3 160,7 ming kishi`, `58 %`. */
export function formatQuantity(
  value: number,
  series: Pick<Series, "scale" | "unit">,
  language: Language,
): string {
  const unit = unitText(series, language);
  const number = formatNumber(value, language, decimalsOf(value));
  return unit === "%" ? `${number}${language === "en" ? "" : "\u00a0"}%` : `${number}\u00a0${unit}`;
}

const LONG_TERM_TEXT: Record<Language, string> = {
  uz: "koʻp yillik oʻrtacha",
  "uz-cyrl": "кўп йиллик ўртача",
  en: "long-term average",
  ru: "среднее многолетнее",
};

const SPAN_JOINER: Record<Language, string> = { uz: "–", "uz-cyrl": "–", en: "–", ru: "–" };

/**
 * `2025-01-01` → `1 January 2025`; `2024` → `2024`; `2024-01/2024-06` → `January–June 2024` (uz `2024-yil yanvar–iyun`,
 * ru `январь–июнь 2024 г.`); spans across years keep both years; `long-term` → `long-term average`.
 */
export function formatPeriod(date: string, language: Language): string {
  if (date === LONG_TERM) return LONG_TERM_TEXT[language];
  const [start = "", end] = date.split("/");
  if (!end) return formatPartialDate(start, language);
  const [startYear, startMonth] = start.split("-");
  const [endYear, endMonth] = end.split("-");
  if (startYear === endYear && startMonth && endMonth && start.length === 7 && end.length === 7) {
    const whole = formatPartialDate(end, language);
    const first = formatPartialDate(start, language);
    // Month names without the year: take them from the full forms.
    const yearWord = isUzbek(language) ? `${startYear}-${UZBEK_WORDS[language].year} ` : "";
    const monthOf = (text: string) =>
      text.replace(yearWord, "").replace(` ${startYear} г.`, "").replace(` ${startYear}`, "");
    const months = `${monthOf(first)}${SPAN_JOINER[language]}${monthOf(whole)}`;
    return isUzbek(language)
      ? `${yearWord}${months}`
      : language === "ru"
        ? `${months} ${startYear} г.`
        : `${months} ${startYear}`;
  }
  return `${formatPartialDate(start, language)}${SPAN_JOINER[language]}${formatPartialDate(end, language)}`;
}

/** A date or period as a point in time (the middle of a year, month or span), for placing it on an axis. */
export function timeOf(date: string): number {
  const [start = "", end] = date.split("/");
  const bounds = (part: string): [number, number] => {
    const [year = 0, month, day] = part.split("-").map(Number);
    if (day !== undefined && month !== undefined)
      return [Date.UTC(year, month - 1, day), Date.UTC(year, month - 1, day)];
    if (month !== undefined) return [Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1)];
    return [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)];
  };
  const [from] = bounds(start);
  const [, to] = bounds(end ?? start);
  return (from + to) / 2;
}
