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
  // ё is е by then (the fold's first step).
  е: "e",
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
  // Uzbek Latin writes ц as s (sement, konsert, aksiya).
  ц: "s",
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

/**
 * е, ё and э against ye, yo and e: Cyrillic writes the y in its letter (ер = yer, дунё = dunyo), Latin beside it, and
 * Russian loans swap ё and е freely. All of them fold to e, so every spelling meets (and `ёлка` stays `елка`).
 */
const Y_BEFORE_E_OR_O = /y+[eo]/g;

const isUzbek = (language: Language | undefined) => language?.split("-")[0] === "uz";

/** `language`: the edition whose index or query this is; Uzbek folds to the script-neutral key. */
export function fold(text: string, language?: Language): string {
  const folded = text
    .normalize("NFC")
    .replace(APOSTROPHES, "")
    .toLowerCase()
    .replaceAll("ё", "е")
    .replace(/\s+/g, " ")
    .trim();
  if (!isUzbek(language)) return folded;
  return folded
    .replace(CYRILLIC_LETTER, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter)
    .replace(Y_BEFORE_E_OR_O, "e");
}

/** The words of a folded text that can be searched for: letters and digits, nothing else. */
export function searchWords(text: string, language?: Language): string[] {
  return fold(text, language).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** At most this many characters of a query are searched (a 2,000-character query is shown, not searched whole). */
export const MAX_QUERY_LENGTH = 200;
