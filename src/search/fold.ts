import type { Language } from "../i18n/languages";
import { APOSTROPHE_CHARACTERS } from "../lib/apostrophes";

/**
 * One spelling fold for the site search (issue #16), applied to the text the index holds and to every query, so
 * that `bostonliq`, `bo'stonliq`, `bo‘stonliq` and `boʻstonliq` are one word, `ёлка` is `елка`, and case never
 * matters. Runs at build time (scripts/build/search-index.ts) and in the browser (the search page).
 *
 * For Uzbek (issue #31) the fold is also script-neutral: Cyrillic letters become the Latin letters Uzbek Latin writes
 * for them, so `чорвоқ` and `chorvoq` are one word whichever edition's index is searched. Only for Uzbek: Pagefind
 * stems the Russian index, which needs its words in Cyrillic.
 */

const APOSTROPHES = new RegExp(`[${APOSTROPHE_CHARACTERS}]`, "g");

/** Uzbek Cyrillic (and the Russian letters loanwords keep) → Uzbek Latin, with oʻ/gʻ already without their mark. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  ғ: "g",
  д: "d",
  // е and ц depend on the letter before them: cyrillicToLatin below.
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  қ: "q",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  ў: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "x",
  ҳ: "h",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ъ: "",
  ы: "i",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

const CYRILLIC_LETTER = new RegExp(`[${Object.keys(CYRILLIC_TO_LATIN).join("")}]`, "g");
/** After these, and at a word's start, Cyrillic е is Latin ye (ер = yer, поезд = poyezd, объект = obyekt). */
const BEFORE_YE = /(^|[^\p{L}]|[аеёиоуўэюяъь])е/gu;
/** Uzbek Latin writes ц as ts after a vowel (politsiya), else s (sement, aksiya). */
const TS_AFTER_VOWEL = /([аеёиоуўэюя])ц/g;

/** Uzbek Cyrillic → Uzbek Latin by the 1995 rules, as the Latin edition spells the same words. */
function cyrillicToLatin(text: string): string {
  return text
    .replace(BEFORE_YE, "$1ye")
    .replace(BEFORE_YE, "$1ye")
    .replace(TS_AFTER_VOWEL, "$1ts")
    .replaceAll("ц", "s")
    .replaceAll("е", "e")
    .replace(CYRILLIC_LETTER, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}

const isUzbek = (language: Language | undefined) => language?.split("-")[0] === "uz";

/**
 * `language`: the edition whose index or query this is. Uzbek folds to the script-neutral key (Cyrillic read as the
 * Latin edition writes it); every other language reads ё as е.
 */
export function fold(text: string, language?: Language): string {
  const folded = text.normalize("NFC").replace(APOSTROPHES, "").toLowerCase().replace(/\s+/g, " ").trim();
  return isUzbek(language) ? cyrillicToLatin(folded) : folded.replaceAll("ё", "е");
}

/** The words of a folded text that can be searched for: letters and digits, nothing else. */
export function searchWords(text: string, language?: Language): string[] {
  return fold(text, language).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** At most this many characters of a query are searched (a 2,000-character query is shown, not searched whole). */
export const MAX_QUERY_LENGTH = 200;
