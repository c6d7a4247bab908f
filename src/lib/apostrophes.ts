/**
 * The site's one apostrophe set (issue #27). Uzbek writes oʻ, gʻ and the tutuq belgisi with any of ʻ ʼ ' ‘ ’ ` ´ ʹ ′
 * and the like, or with none: the search fold drops them all, the excerpt counts them as part of a word
 * (search/excerpt.ts), the Cyrillic transliteration reads any of them as the mark of oʻ/gʻ or the tutuq
 * (cyrillic/rules.ts), and the content checks hold the site's own text to its two marks. It sits at the bottom
 * layer so that every one of them, content loading included, can import it.
 */

/** The oʻ/gʻ mark as the site writes it: U+02BB, the turned comma (docs/writing-guide.md). */
export const TURNED_COMMA = "\u02bb";
/** The tutuq belgisi as the site writes it: U+02BC, the modifier apostrophe (maʼlumot). */
export const TUTUQ = "\u02bc";
/** The two marks that are letters of Uzbek Latin in the site's own text: a word runs on through them. */
export const UZBEK_MARKS = TURNED_COMMA + TUTUQ;
/** Every other apostrophe an editor or a visitor may type for them. */
export const OTHER_APOSTROPHES = "\u0027\u0060\u00b4\u02b9\u02bd\u02be\u02bf\u02c8\u2018\u2019\u201b\u2032";
export const APOSTROPHE_CHARACTERS = UZBEK_MARKS + OTHER_APOSTROPHES;
/**
 * The apostrophe English writes inside a word or after it (Chorvoq's), typed or typographic: a mark of the
 * language around a name, not of the name.
 */
export const ENGLISH_APOSTROPHES = "'\u2019";

/** A Latin letter, an apostrophe other than the site's two marks, a Latin letter: Bo'stonliq where Boʻstonliq belongs. */
export function strayApostrophe(): RegExp {
  return new RegExp(`[A-Za-z][${OTHER_APOSTROPHES}][A-Za-z]`);
}
