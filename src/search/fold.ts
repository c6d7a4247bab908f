/**
 * One spelling fold for the site search (issue #16), applied to the text the index holds and to every query, so
 * that `bostonliq`, `bo'stonliq`, `bo‘stonliq` and `boʻstonliq` are one word, `ёлка` is `елка`, and case never
 * matters. Runs at build time (scripts/build/search-index.ts) and in the browser (the search page).
 */

/**
 * ʻ ʼ ' ‘ ’ ` ´ ʹ ′ and the like: Uzbek writes oʻ, gʻ and the tutuq belgisi with any of them, or with none. The
 * site's one apostrophe set: the fold drops them, the excerpt counts them as part of a word (search/excerpt.ts).
 */
export const APOSTROPHE_CHARACTERS =
  "\u0027\u0060\u00b4\u02b9\u02bb\u02bc\u02bd\u02be\u02bf\u02c8\u2018\u2019\u201b\u2032";
const APOSTROPHES = new RegExp(`[${APOSTROPHE_CHARACTERS}]`, "g");

export function fold(text: string): string {
  return text
    .normalize("NFC")
    .replace(APOSTROPHES, "")
    .toLowerCase()
    .replaceAll("ё", "е")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a folded text that can be searched for: letters and digits, nothing else. */
export function searchWords(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** At most this many characters of a query are searched (a 2,000-character query is shown, not searched whole). */
export const MAX_QUERY_LENGTH = 200;
