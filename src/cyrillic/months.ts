/**
 * Month names in Uzbek Cyrillic, one convention everywhere (issue #31; docs/decisions, "Uzbek Cyrillic edition"):
 * the traditional spelling with ь when the name stands alone (сентябрь, 15 сентябрь), without it before a suffix
 * (15 сентябрда, 7 февралдаги), as lex.uz and the government's Cyrillic documents write. CLDR (and so `Intl` in
 * Node 20, ICU 78 / CLDR 48) prints «сентябр» without ь even alone; `withCyrillicMonths` mends its output.
 */
export const CYRILLIC_MONTHS = [
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
] as const;

/** A month (0–11) alone, or as the stem a suffix joins (`suffixed`: сентябр + да). Capitalised on request. */
export function cyrillicMonth(
  index: number,
  options: { suffixed?: boolean; capital?: boolean } = {},
): string {
  const name = CYRILLIC_MONTHS[index];
  if (name === undefined) throw new RangeError(`No month ${index}: months are 0–11`);
  const form = options.suffixed ? name.replace(/ь$/, "") : name;
  return options.capital ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}

/** CLDR's forms without ь, which only need it when no suffix follows. */
const CLDR_BARE = /(?<![\p{L}])(январ|феврал|апрел|июн|июл|сентябр|октябр|ноябр|декабр)(?![\p{L}ь])/giu;

/**
 * `Intl.DateTimeFormat('uz-Cyrl', …)` output in the site's convention: a month name that ends the word gets its ь
 * back (15 сентябр, 2025 → 15 сентябрь, 2025), keeping its case; one followed by a suffix is left as it is.
 */
export function withCyrillicMonths(formatted: string): string {
  return formatted.replace(CLDR_BARE, (name: string) => name + (name === name.toUpperCase() ? "Ь" : "ь"));
}
