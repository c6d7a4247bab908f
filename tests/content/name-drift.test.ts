/**
 * Spellings that names.yaml does not know yet (issue #28 item 6). names.test.ts only catches the variants
 * names.yaml lists; a new misspelling ("Пальтау" for «Палтау», "Nuket" for "Nukat", "Jigariston" for "Jigiriston")
 * passes it. This check reads every capitalised word of every content/**\/<lang>.md file and flags one that is
 * within edit distance 2 (1 for words under 8 letters) of a form names.yaml registers in that language (chosen form, variant, registered or
 * "also" name) without being one itself. A word counts as registered when it is a registered form, or that form
 * with an ending (Uzbek and Russian decline names: "Bekobodda", «Бекабада», «Бричмуллы» from «Бричмулла»).
 * Multi-word forms are also compared written together ("Xitoytepa" against "Xitoy Tepa").
 *
 * Short words drift into ordinary words (Then/Tien), so forms and words under MIN_LENGTH letters are not compared,
 * and a word within distance 2 that is an ordinary word, a person, or a different place is listed in NOT_PLACES
 * below with the language and what it is. A failure names the file, the word and the form it is close to, e.g.
 *   content/districts/bostonliq-district/ru.md: «Пальтау» is 1 edit from «Палтау» (paltov): register it as a variant
 *   in content/names.yaml and write the chosen form, or add it to NOT_PLACES if it is not a place name.
 * To make it pass: write the chosen form, and add the drifted form to the entry's variants so names.test.ts
 * catches it next time.
 */
import { withCyrillicData } from "../../src/cyrillic/data.server";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { languageFiles } from "./content-files";
import { describe, expect, it } from "vitest";
import { loadNames, type NameEntry } from "../../src/content/names.server";
import { WRITTEN_LANGUAGES, type WrittenLanguage } from "../../src/i18n/languages";
import { APOSTROPHE_CHARACTERS, ENGLISH_APOSTROPHES, UZBEK_MARKS } from "../../src/lib/apostrophes";

const ANY_APOSTROPHE = new RegExp(`[${APOSTROPHE_CHARACTERS}]`, "g");

const ROOT = path.resolve(process.env.REPETITION_CONTENT_DIR ?? process.cwd());
const CONTENT = path.join(ROOT, "content");
const MIN_LENGTH = 5;
const MAX_DISTANCE = 2;

/**
 * Capitalised words close to a place name that are not place names, per language, each with what it is.
 * Add a word here only when it is not a spelling of a place.
 */
export const NOT_PLACES: Record<WrittenLanguage, Record<string, string>> = {
  uz: {
    China: "the country, inside company names («China Coal Energy», «China Railway Tunnel Group»), not Chinoz",
    Palov: "the dish, not Paltov",
    Shopur: "Shapur, the Sasanian king, not Shovur lake",
    Soʻqmoq: "a path, not Soʻqoq",
  },
  en: {
    China: "the country, not Chinoz",
    Palov: "the dish, not Paltov",
    Shapur: "the Sasanian king, not Shovur lake",
    Shahrukh: "the Timurid ruler Shah Rukh, after whom Shohruxiya is named",
    Chernyaev: "General M. G. Chernyaev, not Chernyaevka",
    Zachirchik: "the 1866 'Zachirchik' territory, Russian for 'beyond the Chirchiq', quoted as a term",
  },
  ru: {
    Искандер: "Prince N. K. Iskander-Romanov and the canal named after him, not the town of Iskandar",
  },
};

/** Capitalised words: letters with ʻ ʼ ' and inner hyphens (Qovunchi-tepa, Тянь-Шань). */
const MARKS = UZBEK_MARKS + ENGLISH_APOSTROPHES;
const WORD = new RegExp(String.raw`(?<![\p{L}\p{M}${MARKS}-])\p{Lu}[\p{L}\p{M}]*(?:[${MARKS}-][\p{L}\p{M}]+)*`, "gu");

const fold = (text: string) => text.toLowerCase().replace(ANY_APOSTROPHE, "'").replace(/ё/g, "е");

export function distance(a: string, b: string, limit = MAX_DISTANCE): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

interface Form {
  form: string;
  id: string;
}

/**
 * The forms names.yaml registers in a language. `known`: every word of every form (chosen, variant, registered,
 * also), the words a text may use. `compared`: the names a drift is measured against: one-word chosen forms,
 * variants and "also" names, and multi-word ones written together. Single words of multi-word names ("Katta",
 * "Yangi", "Water") are known but not compared: they are ordinary words.
 */
export function registeredForms(names: NameEntry[], language: WrittenLanguage): { known: Form[]; compared: Form[] } {
  const known = new Map<string, Form>();
  const compared = new Map<string, Form>();
  for (const entry of names) {
    const own = [entry[language], ...(entry.variants?.[language] ?? []), ...(entry.also?.[language] ?? [])];
    for (const raw of [...own, ...(entry.registered?.[language] ?? [])]) {
      for (const word of raw.replace(/-$/, "").match(WORD) ?? []) if (!known.has(fold(word))) known.set(fold(word), { form: word, id: entry.id });
    }
    for (const raw of own) {
      const form = raw.replace(/-$/, "");
      if (!/^\p{Lu}/u.test(form) || compared.has(fold(form))) continue;
      compared.set(fold(form), { form, id: entry.id });
    }
  }
  return { known: [...known.values()], compared: [...compared.values()] };
}

/** A known form, folded once: the word itself, its stem without a final vowel, and an adjective's noun. */
interface Prefixes {
  form: string;
  prefixes: string[];
}

function prefixesOf(form: string): string[] {
  const base = fold(form);
  const prefixes = [base];
  const stem = base.replace(/[аяоеёуюыиьйaeiou]$/u, "");
  if (stem.length >= MIN_LENGTH - 1 && stem !== base) prefixes.push(stem);
  // «Бостанлыкский» registers the noun «Бостанлык» (and «Бостанлыка», «Бостанлыке»).
  const noun = base.replace(/(?:ский|ская|ское|ские|ского)$/u, "");
  if (noun !== base && noun.length >= MIN_LENGTH - 1) prefixes.push(noun);
  return prefixes;
}

/** Is the word a registered form, or one with an ending (stem: the form without a final vowel or soft sign)? */
function isRegistered(word: string, known: Prefixes[]): boolean {
  const folded = fold(word);
  return known.some(({ prefixes }) => prefixes.some((prefix) => folded.startsWith(prefix)));
}

export interface Drift {
  word: string;
  near: string;
  id: string;
  edits: number;
}

/** Edits allowed: 1 for a word under 8 letters (Nuket/Nukat), 2 from 8 letters (Jigariston/Jigiriston). */
const allowedEdits = (word: string) => (word.length < 8 ? 1 : MAX_DISTANCE);

interface Prepared {
  known: Prefixes[];
  knownWords: Set<string>;
  compared: Array<Form & { target: string; multiWord: boolean }>;
  /** Each word is judged once per names list and language. */
  verdicts: Map<string, Drift | null>;
}

const prepared = new WeakMap<NameEntry[], Map<WrittenLanguage, Prepared>>();

function prepare(names: NameEntry[], language: WrittenLanguage): Prepared {
  let perLanguage = prepared.get(names);
  if (!perLanguage) prepared.set(names, (perLanguage = new Map()));
  let result = perLanguage.get(language);
  if (!result) {
    const { known, compared } = registeredForms(names, language);
    result = {
      known: known.map(({ form }) => ({ form, prefixes: prefixesOf(form) })),
      knownWords: new Set(known.map(({ form }) => form)),
      compared: compared.map((entry) => ({ ...entry, target: fold(entry.form).replace(/[\s-]/g, ""), multiWord: /[\s-]/.test(entry.form) })),
      verdicts: new Map(),
    };
    perLanguage.set(language, result);
  }
  return result;
}

function judge(word: string, language: WrittenLanguage, { known, knownWords, compared }: Prepared): Drift | null {
  if (word.length < MIN_LENGTH || word === word.toUpperCase() || NOT_PLACES[language][word] !== undefined) return null;
  const folded = fold(word).replace(/-/g, "");
  // A multi-word name written as one word ("Xitoytepa" for "Xitoy Tepa", "Qovunchitepa" for "Qovunchi-tepa").
  const joined = compared.find(({ form, target, multiWord }) => multiWord && target === folded && fold(form) !== fold(word));
  if (joined && !knownWords.has(word)) return { word, near: joined.form, id: joined.id, edits: 0 };
  if (isRegistered(word, known)) return null;
  const limit = allowedEdits(word);
  let best: Drift | null = null;
  for (const { form, id, target } of compared) {
    if (target.length < MIN_LENGTH) continue;
    const edits = distance(folded, target, limit);
    if (edits <= limit && (!best || edits < best.edits)) best = { word, near: form, id, edits };
  }
  return best;
}

export function drifts(text: string, language: WrittenLanguage, names: NameEntry[]): Drift[] {
  const ready = prepare(names, language);
  const found: Drift[] = [];
  for (const word of new Set(text.match(WORD) ?? [])) {
    let verdict = ready.verdicts.get(word);
    if (verdict === undefined) {
      verdict = judge(word, language, ready);
      ready.verdicts.set(word, verdict);
    }
    if (verdict) found.push(verdict);
  }
  return found;
}

const contentFiles = (language: WrittenLanguage) => languageFiles(language, CONTENT);

/** The text an editor wrote: the body and the prose frontmatter fields (not image slot ids). */
const prose = (source: string) =>
  source
    .split("\n")
    .filter((line) => !/^\s*(?:image\d?|editions)\s*:/.test(line))
    .join("\n");

describe("place names do not drift from names.yaml", () => {
  const names = loadNames(path.join(CONTENT, "names.yaml"));

  it("finds the content", () => {
    expect(existsSync(CONTENT)).toBe(true);
  });

  it.each(WRITTEN_LANGUAGES)("%s: no capitalised word within 2 edits of a registered name without being registered", (language) => {
    const problems: string[] = [];
    for (const full of contentFiles(language)) {
      const file = path.relative(ROOT, full).split(path.sep).join("/");
      for (const { word, near, id, edits } of drifts(prose(readFileSync(full, "utf8")), language, names)) {
        problems.push(`${file}: "${word}" is ${edits} edit${edits === 1 ? "" : "s"} from "${near}" (${id})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("catches the drifts of the 27 Nov 2026 review and leaves inflected names alone", () => {
    const sample = withCyrillicData([
      { id: "paltov", kind: "site", uz: "Paltov", en: "Paltov", ru: "Палтау" },
      { id: "nuket", kind: "site", uz: "Nukat", en: "Nuket", ru: "Нукет" },
      { id: "jigiriston", kind: "site", uz: "Jigiriston", en: "Jigiriston", ru: "Джигиристан" },
      { id: "burchmullo", kind: "site", uz: "Burchmullo", en: "Burchmullo", ru: "Бричмулла" },
      { id: "xitoy-tepa", kind: "site", uz: "Xitoy Tepa", en: "Xitoy Tepa", ru: "Хитой-Тепа" },
    ]) as NameEntry[];
    expect(drifts("у водопада Пальтау, в Бричмулле и Бричмуллы, у Палтау", "ru", sample).map((d) => d.word)).toEqual(["Пальтау"]);
    expect(drifts("Nuket va Jigariston, Nukatda, Jigiristonda, Xitoytepa", "uz", sample).map((d) => d.word)).toEqual(["Nuket", "Jigariston", "Xitoytepa"]);
    expect(distance("jigariston", "jigiriston")).toBe(1);
  });
});
