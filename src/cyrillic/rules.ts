import { APOSTROPHE_CHARACTERS, TURNED_COMMA, TUTUQ, UZBEK_MARKS } from "../lib/apostrophes";

/**
 * The letter rules of Uzbek Latin → Cyrillic (issue #31), after the 1995 spelling rules and CLDR's
 * `uz_Latn-uz_Cyrl` transform. They decide every native word; what they cannot decide (ц, ь, ъ and the iotated
 * letters of loanwords) is the lexicon's job (lexicon.ts), and `riskReasons` says which words those may be.
 */

const APOSTROPHE_CLASS = `[${APOSTROPHE_CHARACTERS}]`;

/**
 * A Latin word: letters, with apostrophes inside it, and one at its end only after o or g (togʻ) or when it is the
 * tutuq itself, U+02BC (manʼ), so that a closing single quote after another letter is left to the punctuation.
 */
export const LATIN_WORD = new RegExp(
  `[A-Za-z](?:[A-Za-z]|${APOSTROPHE_CLASS}(?=[A-Za-z]))*(?:(?<=[OoGg])${APOSTROPHE_CLASS}|${TUTUQ})?`,
  "g",
);

const ANY_APOSTROPHE = new RegExp(APOSTROPHE_CLASS, "g");

/**
 * A word's lookup key: lower case, every apostrophe after o or g the turned comma of oʻ/gʻ, every other one the
 * tutuq. Editors type any of the set (search/fold.ts), so the lexicon's entries are keyed the same way.
 */
export function wordKey(word: string): string {
  return word
    .normalize("NFC")
    .toLowerCase()
    .replace(ANY_APOSTROPHE, (_mark, offset: number, whole: string) =>
      /[og]/.test(whole[offset - 1] ?? "") ? TURNED_COMMA : TUTUQ,
    );
}

const SINGLE: Record<string, string> = {
  a: "а",
  b: "б",
  c: "ц",
  d: "д",
  f: "ф",
  g: "г",
  h: "ҳ",
  i: "и",
  j: "ж",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  q: "қ",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  v: "в",
  w: "в",
  x: "х",
  y: "й",
  z: "з",
};

const IOTATED: Record<string, string> = { a: "я", o: "ё", u: "ю", e: "е" };

const VOWEL_UNITS = new Set(["a", "e", "i", "o", "u", "oʻ"]);

const isUpper = (character: string) => character !== character.toLowerCase();
const withCase = (cyrillic: string, upper: boolean) => (upper ? cyrillic.toUpperCase() : cyrillic);

/** Where a piece of a word starts: at the word's start, or after a vowel or a consonant (e reads э or е). */
export type Position = "start" | "after-vowel" | "after-consonant";

/**
 * One word (or the rest of a word after a lexicon stem) by the rules alone. Each Latin unit takes the case of its
 * first letter, so SHAHAR → ШАҲАР, Shahar → Шаҳар and a one-letter unit keeps its own case.
 */
export function ruleWord(word: string, position: Position = "start"): string {
  const key = wordKey(word);
  // wordKey only lowers case and swaps apostrophes one for one, so offsets in `key` are offsets in `word`.
  let out = "";
  let previous: Position = position;
  let index = 0;
  while (index < key.length) {
    const rest = key.slice(index);
    const upper = isUpper(word[index] ?? "");
    const nextUpper = isUpper(word[index + 2] ?? word[index + 1] ?? "");
    let unit: string;
    let cyrillic: string;
    if (rest.startsWith(`s${TUTUQ}h`)) {
      // The tutuq keeps s and h apart (Isʼhoq); Cyrillic needs no separator: сҳ.
      [unit, cyrillic] = [rest.slice(0, 3), withCase("с", upper) + withCase("ҳ", nextUpper)];
    } else if (/^[og]ʻ/.test(rest)) {
      [unit, cyrillic] = [rest.slice(0, 2), withCase(rest[0] === "o" ? "ў" : "ғ", upper)];
    } else if (rest.startsWith("sh") || rest.startsWith("ch")) {
      [unit, cyrillic] = [rest.slice(0, 2), withCase(rest[0] === "s" ? "ш" : "ч", upper)];
    } else if (/^y[aoue](?!ʻ)/.test(rest)) {
      // y + vowel is one iotated letter (yangi → янги, dunyo → дунё, tayyor → тайёр); y before oʻ is й (yoʻl → йўл).
      [unit, cyrillic] = [rest.slice(0, 2), withCase(IOTATED[rest[1] as string] as string, upper)];
    } else if (rest[0] === "e") {
      [unit, cyrillic] = ["e", withCase(previous === "after-consonant" ? "е" : "э", upper)];
    } else if (rest[0] === TUTUQ) {
      // ъ is a capital only inside capitals (EʼLON → ЭЪЛОН), not after a word's first capital (Eʼtiqod → Эътиқод).
      const capitals = isUpper(word[index - 1] ?? "") && isUpper(word[index + 1] ?? word[index - 1] ?? "");
      [unit, cyrillic] = [TUTUQ, withCase("ъ", upper || capitals)];
    } else if (rest[0] === TURNED_COMMA) {
      // A stray turned comma (not after o or g) cannot happen through wordKey; keep the text whole if it does.
      [unit, cyrillic] = [TURNED_COMMA, ""];
    } else {
      const letter = rest[0] as string;
      [unit, cyrillic] = [letter, withCase(SINGLE[letter] ?? letter, upper)];
    }
    out += cyrillic;
    if (unit !== TUTUQ)
      previous = VOWEL_UNITS.has(unit) || /^y[aoue]$/.test(unit) ? "after-vowel" : "after-consonant";
    index += unit.length;
  }
  return out;
}

/** The case a whole word is written in, to give a lexicon's lower-case spelling the same case. */
export type WordCase = "lower" | "title" | "upper";

export function caseOf(word: string): WordCase {
  const letters = word.replace(/[^A-Za-z]/g, "");
  if (letters.length > 1 && letters === letters.toUpperCase()) return "upper";
  return isUpper(letters[0] ?? "") ? "title" : "lower";
}

export function applyCase(text: string, wordCase: WordCase): string {
  if (wordCase === "upper") return text.toUpperCase();
  if (wordCase === "title") return text.charAt(0).toUpperCase() + text.slice(1);
  return text;
}

/** Whether a word key ends in a vowel, so that what follows it starts "after a vowel". */
export function endsInVowel(key: string): boolean {
  return /(?:[aeiou]|oʻ)$/.test(key);
}

/** A word ending in -el or -il, bare or with a case, plural or possessive ending (aprel, apreldan, avtomobillar). */
const ENDS_IN_EL_IL =
  /[ei]l(?:lar|lari|larda|lardan|larga|larni|larning|ning|ni|ga|gacha|da|dan|dagi|dek|i|im|ing|imiz|ingiz|ida|idan|iga|ini|ining)?$/;

/** s, i and then ya, yo or on after a letter that is not a vowel (in a key, oʻ's mark counts with its vowel). */
const NOT_VOWEL_SI = new RegExp(`[^aeiou${UZBEK_MARKS}]si(?:ya|yo|on)`);

/**
 * Why the rules may be wrong about a word, by its key (empty: the rules decide it). The triggers are the ones the
 * issue names plus a few of the same kind: each marks a spelling that Latin shares between a native word and a loan.
 */
export function riskReasons(key: string, word: string): string[] {
  const reasons: string[] = [];
  if (/ts(?!h)/.test(key)) reasons.push("ts: тс or ц");
  if (/(?:[aeiou]|oʻ)e/.test(key)) reasons.push("e after a vowel: э or е");
  if (/^s[ei]/.test(key) || NOT_VOWEL_SI.test(key) || /ns(?:e|ip)/.test(key))
    reasons.push("s where a loan may have ц");
  if (/abr/.test(key)) reasons.push("-abr: a month or a loan with ь");
  if (ENDS_IN_EL_IL.test(key)) reasons.push("-el/-il: a loan may end in ь");
  if (/[bdfgjklmnpqrstvxz]y[aoue]/.test(key)) reasons.push("consonant + y + vowel: a loan may have ь or ъ");
  if (/c(?!h)|w/.test(key)) reasons.push("c or w: not an Uzbek letter");
  if (caseOf(word) === "upper") reasons.push("acronym: Uzbek letters or a registered Latin name");
  return reasons;
}
