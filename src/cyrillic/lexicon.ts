import { z } from "zod";
import { APOSTROPHE_CHARACTERS } from "../lib/apostrophes";
import { applyCase, caseOf, endsInVowel, LATIN_WORD, riskReasons, ruleWord, wordKey } from "./rules";

/**
 * What the rules cannot know, as data (content/cyrillic/*.yaml, read by lexicon.server.ts): loanword stems, the
 * words a reviewer confirmed the rules get right, and the names that stay in Latin. The converter built from them
 * is pure, so tests can give it a lexicon of their own.
 */

const latinStem = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z${APOSTROPHE_CHARACTERS}]+-?$`), "Latin letters and apostrophes only");

export const dictionaryEntrySchema = z
  .object({
    /** The Latin stem as Uzbek Latin writes it (any apostrophe); lower case. */
    latin: latinStem,
    /** The word in Uzbek Cyrillic, lower case (сентябрь, цех, концерт) but for a name's own capitals (ТашГРЭС). */
    cyrillic: z
      .string()
      .trim()
      .regex(/^[а-яёўқғҳА-ЯЁЎҚҒҲ-]+$/, "Cyrillic letters only"),
    /**
     * The stem before a suffix, where it differs from `cyrillic` otherwise than by a dropped final ь (which is the
     * default: Uzbek Cyrillic writes сентябрь but сентябрда, автомобиль but автомобиллар).
     */
    beforeSuffix: z
      .string()
      .trim()
      .regex(/^[а-яёўқғҳ-]+$/)
      .optional(),
    /** Only the whole word, never a longer one (a short stem that begins native words too). */
    whole: z.boolean().optional(),
    note: z.string().optional(),
  })
  .strict();

export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/** Words a reviewer read and found the rules right about: `yil` only that word, `yil-` every word it begins. */
export const asRuleSchema = z.array(latinStem);

/** Names kept exactly as registered, matched whole and case-sensitively: Amirsoy Resort, ADB, UNESCO. */
export const protectedSchema = z.array(z.string().trim().min(1));

export interface Lexicon {
  dictionary: DictionaryEntry[];
  asRule: string[];
  protectedTerms: string[];
}

interface Stem {
  key: string;
  whole: boolean;
  entry: DictionaryEntry;
}

export interface RiskyToken {
  /** As written in the text. */
  word: string;
  /** Its lookup key (lower case, apostrophes normalised): what a dictionary or as-rule entry has to cover. */
  key: string;
  reasons: string[];
  /** Offset in the text given to riskyTokens. */
  index: number;
}

/** http(s) and www. addresses, e-mail addresses, and bare domain names (kun.uz, lex.uz, gov.uz). */
const URL_OR_EMAIL =
  /\b(?:https?:\/\/|www\.)[^\s<>«»"]*[^\s<>«»".,;:!?)]|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:uz|ru|com|org|net|int|gov|io)\b(?:\/[^\s<>«»"]*[^\s<>«»".,;:!?)])?/g;

/** `code` in backticks: Markdown's inline code, kept whatever it says. */
const INLINE_CODE = /(`+)[^`]*?\1/g;

/** A Roman numeral in capitals (XX asr, XIV–XV asrlar): Uzbek Cyrillic writes them in Latin letters too. */
const ROMAN = /^(?=[IVXLCDM])M{0,4}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

/** Placeholders of the UI strings ({{count}}, {name}): filled in later, in the language's own words. */
const PLACEHOLDER = /\{\{?[\w.]+\}\}?/g;

/** The degree sign keeps its Latin C (°C is the same in every script). */
const DEGREES = /°[CF]\b/g;

/**
 * Letters that continue a name (Latin and Cyrillic): an apostrophe does not, so OpenStreetMapʼda keeps the name and
 * converts the suffix.
 */
const WORD_LETTERS = "A-Za-z\\u00c0-\\u024f\\u0400-\\u04ff";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface Converter {
  toCyrillic(text: string): string;
  riskyTokens(text: string): RiskyToken[];
  /** The Cyrillic of one word (no spaces), for tests and the report. */
  word(word: string): string;
}

export function createConverter(lexicon: Lexicon): Converter {
  const stems: Stem[] = lexicon.dictionary
    .map((entry) => ({ key: wordKey(entry.latin.replace(/-$/, "")), whole: entry.whole ?? false, entry }))
    .sort((a, b) => b.key.length - a.key.length);
  const exactAsRule = new Set(lexicon.asRule.filter((item) => !item.endsWith("-")).map(wordKey));
  const stemAsRule = lexicon.asRule
    .filter((item) => item.endsWith("-"))
    .map((item) => wordKey(item.slice(0, -1)));
  const protectedTerms = [...lexicon.protectedTerms].sort((a, b) => b.length - a.length);
  const protectedPattern = protectedTerms.length
    ? new RegExp(
        `(?<![\\p{N}${WORD_LETTERS}])(?:${protectedTerms.map(escapeRegExp).join("|")})(?![\\p{N}${WORD_LETTERS}])`,
        "gu",
      )
    : null;

  const stemOf = (key: string): Stem | undefined =>
    stems.find((stem) => (stem.whole ? key === stem.key : key.startsWith(stem.key)));

  const word = (latin: string): string => {
    if (ROMAN.test(latin)) return latin;
    const key = wordKey(latin);
    const stem = stemOf(key);
    if (!stem) return ruleWord(latin);
    const rest = latin.slice(stem.key.length);
    const { cyrillic, beforeSuffix } = stem.entry;
    const base = rest === "" ? cyrillic : (beforeSuffix ?? cyrillic.replace(/ь$/, ""));
    const restCyrillic =
      rest === "" ? "" : ruleWord(rest, endsInVowel(stem.key) ? "after-vowel" : "after-consonant");
    // An entry with capitals of its own (ТашГРЭС, МВт) is written as listed. Otherwise the stem takes the word's
    // case as a whole (SENTABR → СЕНТЯБРЬ); the rest keeps its own letters' case.
    if (/[А-ЯЁЎҚҒҲ]/.test(cyrillic)) return base + restCyrillic;
    const wordCase = caseOf(latin);
    return (
      applyCase(base, wordCase === "upper" ? "upper" : caseOf(latin.slice(0, stem.key.length))) + restCyrillic
    );
  };

  /**
   * A name's initial (M. Kotyukov, G.V. Shatskiy, I.A. Belyayev), one capital followed by a full stop and a capital,
   * or a road's letter (M-39, A-373), one capital followed by a hyphen and a digit: a letter, not a Roman numeral,
   * even when it is I, V, X, L, C, D or M.
   */
  const isInitial = (latin: string, offset: number, text: string) =>
    latin.length === 1 && /^(?:\.\s?[A-Z]|[-‑]\d)/.test(text.slice(offset + 1));

  /** Spans of the text no rule may touch, in order, not overlapping. */
  const protectedSpans = (text: string): [number, number][] => {
    const spans: [number, number][] = [];
    const patterns = [
      INLINE_CODE,
      URL_OR_EMAIL,
      PLACEHOLDER,
      DEGREES,
      ...(protectedPattern ? [protectedPattern] : []),
    ];
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const merged: [number, number][] = [];
    for (const span of spans) {
      const last = merged.at(-1);
      if (last && span[0] < last[1]) last[1] = Math.max(last[1], span[1]);
      else merged.push([...span]);
    }
    return merged;
  };

  /** The text between protected spans, with its offset. */
  const freeParts = (text: string): { text: string; offset: number; protectedAfter: string }[] => {
    const parts = [];
    let at = 0;
    for (const [start, end] of protectedSpans(text)) {
      parts.push({ text: text.slice(at, start), offset: at, protectedAfter: text.slice(start, end) });
      at = end;
    }
    parts.push({ text: text.slice(at), offset: at, protectedAfter: "" });
    return parts;
  };

  const toCyrillic = (text: string): string => {
    let out = "";
    let before = "";
    for (const part of freeParts(text.normalize("NFC"))) {
      const converted = part.text.replace(LATIN_WORD, (latin, offset: number, text: string) =>
        isInitial(latin, offset, text) ? ruleWord(latin) : word(latin),
      );
      out += quotes(converted, before) + part.protectedAfter;
      before = out.slice(-1);
    }
    return out;
  };

  const riskyTokens = (text: string): RiskyToken[] => {
    const found: RiskyToken[] = [];
    for (const part of freeParts(text.normalize("NFC")))
      for (const match of part.text.matchAll(LATIN_WORD)) {
        const latin = match[0];
        if (ROMAN.test(latin)) continue;
        const key = wordKey(latin);
        if (stemOf(key) || exactAsRule.has(key) || stemAsRule.some((stem) => key.startsWith(stem))) continue;
        const reasons = riskReasons(key, latin);
        if (reasons.length) found.push({ word: latin, key, reasons, index: part.offset + match.index });
      }
    return found;
  };

  return { toCyrillic, riskyTokens, word };
}

/**
 * Quotation marks as Uzbek Cyrillic prints them: “…”, „…“ and straight "…" become «…». A straight quote (or “, which
 * closes „…“) opens after a space, an opening bracket or the start, and closes elsewhere. `before` is the character preceding `text`.
 */
export function quotes(text: string, before = ""): string {
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    if (character === "\u201e") out += "«";
    else if (character === "\u201d") out += "»";
    else if (character === '"' || character === "\u201c") {
      const previous = index === 0 ? before : (text[index - 1] as string);
      out += previous === "" || /[\s([{«—–-]/.test(previous) ? "«" : "»";
    } else out += character;
  }
  return out;
}
