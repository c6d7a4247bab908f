import { LANGUAGE_TAGS, type Language } from "../i18n/languages";
import { CYRILLIC_MONTHS } from "../cyrillic/months";

/**
 * How the site writes numbers, ranges and dates in each language: one formatter for every page, chart, table and
 * download. Called at build time, so the prerendered text and the hydrated page agree whatever the browser's own
 * Intl data says.
 */

/**
 * A number as the language writes it: uz and ru `3 160,7`, en `3,160.7`. `decimals` fixes the digits after the
 * point (a figure quoted as 22.0 keeps its zero); without it at most one is shown.
 */
export function formatNumber(value: number, language: Language, decimals?: number): string {
  return new Intl.NumberFormat(
    LANGUAGE_TAGS[language],
    decimals === undefined
      ? { maximumFractionDigits: 1 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  ).format(value);
}

/** Uzbek and English name a month the same on its own and in a date. */
const UZ_MONTHS = [
  "yanvar",
  "fevral",
  "mart",
  "aprel",
  "may",
  "iyun",
  "iyul",
  "avgust",
  "sentabr",
  "oktabr",
  "noyabr",
  "dekabr",
];
const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const MONTHS: Record<
  Language,
  { alone: readonly string[]; ofDay: readonly string[]; in?: readonly string[] }
> = {
  uz: { alone: UZ_MONTHS, ofDay: UZ_MONTHS },
  // Cyrillic by hand: the traditional spelling, with ь (src/cyrillic/months.ts).
  "uz-cyrl": { alone: CYRILLIC_MONTHS, ofDay: CYRILLIC_MONTHS },
  en: { alone: EN_MONTHS, ofDay: EN_MONTHS },
  ru: {
    alone: [
      "январь",
      "февраль",
      "март",
      "апрель",
      "май",
      "июнь",
      "июль",
      "август",
      "сентябрь",
      "октябрь",
      "ноябрь",
      "декабрь",
    ],
    ofDay: [
      "января",
      "февраля",
      "марта",
      "апреля",
      "мая",
      "июня",
      "июля",
      "августа",
      "сентября",
      "октября",
      "ноября",
      "декабря",
    ],
    in: [
      "январе",
      "феврале",
      "марте",
      "апреле",
      "мае",
      "июне",
      "июле",
      "августе",
      "сентябре",
      "октябре",
      "ноябре",
      "декабре",
    ],
  },
};

/** The months as each language names them on their own (`yanvar`, `January`, `январь`): seasons, date headings. */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  uz: MONTHS.uz.alone,
  // Cyrillic by hand.
  "uz-cyrl": MONTHS["uz-cyrl"].alone,
  en: MONTHS.en.alone,
  ru: MONTHS.ru.alone,
};

/**
 * `2021`, `2023-03` or `1926-09-29` as each language writes it: uz `2023-yil mart`, `1926-yil 29-sentabr`;
 * en `March 2023`, `29 September 1926`; ru `март 2023 г.`, `29 сентября 1926 г.`. With `after: "in"` a month
 * follows a preposition: ru `в ноябре 2026 г.` takes `ноябре 2026 г.` (uz and en are unchanged). With
 * `after: "since"` the date is the start of a state: en `since 1951` takes `1951`, ru `с 1951 года` takes
 * `1951 года` (`13 июня 1946 года`), and uz puts the ablative on the date itself: `1951-yildan`, `1946-yil 13-iyundan`.
 */
export function formatPartialDate(date: string, language: Language, after?: "in" | "since"): string {
  if (after === "since" && language !== "en") return sinceDate(date, language);
  const [year = "", month, day] = date.split("-");
  if (!month) return year;
  const index = Number(month) - 1;
  if (!day) {
    const months: { alone: readonly string[]; in?: readonly string[] } = MONTHS[language];
    const name = (after === "in" && months.in ? months.in : months.alone)[index];
    return isUzbek(language)
      ? `${year}-${UZBEK_WORDS[language].year} ${name}`
      : language === "ru"
        ? `${name} ${year} г.`
        : `${name} ${year}`;
  }
  const name = MONTHS[language].ofDay[index];
  const dayNumber = Number(day);
  return isUzbek(language)
    ? `${year}-${UZBEK_WORDS[language].year} ${dayNumber}-${name}`
    : language === "ru"
      ? `${dayNumber} ${name} ${year} г.`
      : `${dayNumber} ${name} ${year}`;
}

/** The date after "since": ru in the genitive with `года`, uz with the ablative `-dan` (formatPartialDate). */
function sinceDate(date: string, language: Exclude<Language, "en">): string {
  const [year = "", month, day] = date.split("-");
  const name = month ? MONTHS[language].ofDay[Number(month) - 1] : undefined;
  const dayNumber = day ? `${Number(day)} ` : "";
  if (language === "ru") return name ? `${dayNumber}${name} ${year} года` : `${year} года`;
  const words = UZBEK_WORDS[language];
  if (!name) return `${year}-${words.year}${words.from}`;
  // A Cyrillic month drops its ь before the suffix: сентябрь → 13-сентябрдан.
  const stem = name.replace(/ь$/, "");
  return `${year}-${words.year} ${day ? `${Number(day)}-` : ""}${stem}${words.from}`;
}

export type Uzbek = "uz" | "uz-cyrl";
/** Either Uzbek edition, Latin or Cyrillic. */
export const isUzbek = (language: Language): language is Uzbek => language === "uz" || language === "uz-cyrl";

/** The year word and the ablative suffix of a date in each script. */
export const UZBEK_WORDS: Record<Uzbek, { year: string; from: string }> = {
  uz: { year: "yil", from: "dan" },
  "uz-cyrl": { year: "йил", from: "дан" },
};

/** How precisely a place's point is known (place.yaml `precision`): the digits its coordinates are printed with. */
const COORDINATE_DECIMALS = { exact: 4, village: 3, approx: 2 } as const;
export type PointPrecision = keyof typeof COORDINATE_DECIMALS;

/** Latitude and longitude as each language marks them: uz `sh. k.`/`sh. u.`, en `N`/`E`, ru `с. ш.`/`в. д.`. */
const HEMISPHERES: Record<Language, { north: string; east: string }> = {
  uz: { north: "sh.\u00a0k.", east: "sh.\u00a0u." },
  "uz-cyrl": { north: "ш. к.", east: "ш. у." },
  en: { north: "N", east: "E" },
  ru: { north: "с.\u00a0ш.", east: "в.\u00a0д." },
};

/**
 * A point as the language writes it, with no more digits than it is known to: uz `41,6375° sh. k., 70,0333° sh. u.`,
 * en `41.6375° N, 70.0333° E`, ru `41,6375° с. ш., 70,0333° в. д.`. Four decimals (about 10 m) for an exact point,
 * three (about 100 m) for a village's, two (about 1 km) for an approximate one.
 */
export function formatCoordinates(
  lat: number,
  lon: number,
  language: Language,
  precision: PointPrecision,
): string {
  const digits = COORDINATE_DECIMALS[precision];
  const { north, east } = HEMISPHERES[language];
  const degrees = (value: number) => `${formatNumber(value, language, digits)}°\u00a0`;
  return `${degrees(lat)}${north}, ${degrees(lon)}${east}`;
}
