/**
 * ʻ ʼ ' ‘ ’ ` ´ ʹ ′ and the like: Uzbek writes oʻ, gʻ and the tutuq belgisi with any of them, or with none. The
 * site's one apostrophe set: the search fold drops them, the excerpt counts them as part of a word
 * (search/excerpt.ts), and the Cyrillic transliteration reads any of them as the mark of oʻ/gʻ or the tutuq
 * (cyrillic/rules.ts). It sits at the bottom layer so that every one of them, content loading included, can import it.
 */
export const APOSTROPHE_CHARACTERS =
  "\u0027\u0060\u00b4\u02b9\u02bb\u02bc\u02bd\u02be\u02bf\u02c8\u2018\u2019\u201b\u2032";
