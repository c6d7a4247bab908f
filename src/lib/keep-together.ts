/** Units and number words that stay on the line of the number before them. */
const UNIT_AFTER_NUMBER =
  /(\d) (?=(?:km²|km|mm|m|ha|gektar|kishi|ming|mln|mlrd|soʻm|tonna|км²|км|мм|м|га|гектар\p{L}*|тыс\.|млн|млрд|сум|тонн\p{L}*|человек|%|°C)(?![\p{L}\d]))/gu;

/**
 * A text that never breaks inside a number (issue #30): `2 406` and `17 323` keep their groups together, a unit
 * stays with its number (`85 km`), and an Uzbek number with its suffix (`90-uy`, `27-noyabr`, `2026-yil`) or a phone
 * number (`232-80-61`) is not split at its hyphen. Spaces become no-break spaces and hyphens no-break hyphens
 * (U+2011), so it holds in any element, and search still reads the words (search/fold.ts splits on both).
 */
export function keepTogether(text: string): string {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0")
    .replace(UNIT_AFTER_NUMBER, "$1\u00a0")
    .replace(/(\d)-(?=[\p{L}\d])/gu, "$1\u2011");
}
