import { LANGUAGE_TAGS, type Language } from "../i18n/languages";

/**
 * How the districts pages order and write their figures (issue #14). Loaders call these at build time, so
 * the prerendered text and the hydrated page agree whatever the browser's own Intl data says.
 */

/** Districts first, then cities; each alphabetically in the page's language. */
export function sortedUnits<T extends { kind: "district" | "city"; name: string }>(units: readonly T[], language: Language): T[] {
  const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
  return [...units].sort((a, b) => Number(a.kind === "city") - Number(b.kind === "city") || collator.compare(a.name, b.name));
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 1 }).format(value);
}

/** `760`, or `4 930–4 940` where sources give a range. */
export function formatRange([low, high]: readonly [number, number], language: Language): string {
  return low === high ? formatNumber(low, language) : `${formatNumber(low, language)}–${formatNumber(high, language)}`;
}

const MONTHS: Record<Language, { alone: string[]; ofDay: string[]; in?: string[] }> = {
  uz: {
    alone: ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"],
    ofDay: ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"],
  },
  en: {
    alone: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    ofDay: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  },
  ru: {
    alone: ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
    ofDay: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
    in: ["январе", "феврале", "марте", "апреле", "мае", "июне", "июле", "августе", "сентябре", "октябре", "ноябре", "декабре"],
  },
};

/**
 * `2021`, `2023-03` or `1926-09-29` as each language writes it: uz `2023-yil mart`, `1926-yil 29-sentabr`;
 * en `March 2023`, `29 September 1926`; ru `март 2023 г.`, `29 сентября 1926 г.`. With `after: "in"` a month
 * follows a preposition: ru `в ноябре 2026 г.` takes `ноябре 2026 г.` (uz and en are unchanged).
 */
export function formatPartialDate(date: string, language: Language, after?: "in"): string {
  const [year = "", month, day] = date.split("-");
  if (!month) return year;
  const index = Number(month) - 1;
  if (!day) {
    const months = MONTHS[language];
    const name = (after === "in" && months.in ? months.in : months.alone)[index];
    return language === "uz" ? `${year}-yil ${name}` : language === "ru" ? `${name} ${year} г.` : `${name} ${year}`;
  }
  const name = MONTHS[language].ofDay[index];
  const dayNumber = Number(day);
  return language === "uz" ? `${year}-yil ${dayNumber}-${name}` : language === "ru" ? `${dayNumber} ${name} ${year} г.` : `${dayNumber} ${name} ${year}`;
}

/** Where the build puts each language's region map: in place of its page's placeholder, and as a file. */
export const regionMapId = (language: Language) => `region-map-${language}`;
export const regionMapFile = (language: Language) => `/maps/${regionMapId(language)}.svg`;
export const placesMapId = (language: Language) => `places-map-${language}`;
export const placesMapFile = (language: Language) => `/maps/${placesMapId(language)}.svg`;
/** The places map's page (issue #15), within the tourism section. */
export const PLACES_MAP_PATH = "tourism/map";
