/**
 * One name for each place (issue #19): every article, page and district file in every language uses the
 * chosen form from content/names.yaml, never one of its variants (outside registered company names).
 * A failure names the file, the variant found and the chosen form, e.g.
 *   content/sport/1/en.md: "Almalyk" (×2) → write "Olmaliq"
 * The format of names.yaml is documented at its top and in docs/writing-guide.md ("Place names").
 */
import { withCyrillicData } from "../../src/cyrillic/data.server";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadNames, NAME_KINDS, type NameEntry } from "../../src/content/names.server";
import { ENGLISH_APOSTROPHES, OTHER_APOSTROPHES, UZBEK_MARKS } from "../../src/lib/apostrophes";
import { WRITTEN_LANGUAGES, type WrittenLanguage } from "../../src/i18n/languages";

const ROOT = process.cwd();
const CONTENT = path.join(ROOT, "content");

const KINDS = new Set<string>(NAME_KINDS);

// A word is letters, marks and digits, plus the Uzbek ʻ ʼ and an apostrophe between letters (Bo'stonliq).
const LETTER = String.raw`\p{L}\p{M}\p{N}`;
const BEFORE = String.raw`(?<![${LETTER}${UZBEK_MARKS}${ENGLISH_APOSTROPHES}])`;
// After the match: no letter, no ʻ/ʼ, and no apostrophe that continues the word (but "Almalyk's" still counts).
const AFTER = String.raw`(?![${LETTER}${UZBEK_MARKS}]|[${ENGLISH_APOSTROPHES}](?!s(?![${LETTER}]))[${LETTER}])`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A variant as a regular expression: whole word, or a stem ("Чорвок-") that also matches inflected forms. */
export function variantPattern(variant: string): RegExp {
  const stem = variant.endsWith("-");
  const body = escape(stem ? variant.slice(0, -1) : variant).replace(/ /g, String.raw`\s+`);
  return new RegExp(`${BEFORE}${body}${stem ? `[${LETTER}${UZBEK_MARKS}]*` : ""}${AFTER}`, "gu");
}

// variantPattern() is the definition; compiling one such regex costs ~2 ms (the \p{…} classes), hundreds of them
// made the test slow. The matcher below finds the same matches with the boundaries compiled once: a cheap regex
// for the literal body, then the stem's letters and the BEFORE/AFTER conditions checked in place (sticky regexes).
const BEFORE_AT = new RegExp(BEFORE, "uy");
const AFTER_AT = new RegExp(AFTER, "uy");
const STEM_REST = new RegExp(`[${LETTER}${UZBEK_MARKS}]*`, "uy");

/** A variant or an allowed name, compiled once. */
interface Phrase {
  /** The literal body (spaces match any whitespace), without the boundaries. */
  body: RegExp;
  stem: boolean;
  /** A body ending in whitespace can backtrack into a shorter match: only then is the full regex used. */
  exact?: RegExp;
}

function phrase(text: string, stemmable: boolean): Phrase {
  const stem = stemmable && text.endsWith("-");
  const literal = stem ? text.slice(0, -1) : text;
  const body = new RegExp(escape(literal).replace(/ /g, String.raw`\s+`), "gu");
  if (!/\s$/u.test(literal)) return { body, stem };
  const exact = stemmable ? variantPattern(text) : new RegExp(`${BEFORE}${body.source}${AFTER}`, "gu");
  return { body, stem, exact };
}

interface Match {
  index: number;
  text: string;
}

/** Every match of the phrase in the text, exactly as `text.matchAll(variantPattern(…))` finds them. */
function matches(text: string, { body, stem, exact }: Phrase): Match[] {
  if (exact) return [...text.matchAll(exact)].map((match) => ({ index: match.index ?? 0, text: match[0] }));
  const found: Match[] = [];
  body.lastIndex = 0;
  for (let match = body.exec(text); match; match = body.exec(text)) {
    const start = match.index;
    let end = start + match[0].length;
    if (stem) {
      STEM_REST.lastIndex = end;
      STEM_REST.test(text);
      end = STEM_REST.lastIndex;
    }
    BEFORE_AT.lastIndex = start;
    AFTER_AT.lastIndex = end;
    const matched = BEFORE_AT.test(text) && AFTER_AT.test(text);
    if (matched) found.push({ index: start, text: text.slice(start, end) });
    // After a match go on from its end; otherwise (or after an empty match) from the next character, as matchAll does.
    body.lastIndex = matched && end > start ? end : start + ((text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1);
  }
  return found;
}

/** Whether the phrase matches the whole form, as `^(?:variantPattern(…))$` does. */
function matchesWhole(form: string, compiled: Phrase): boolean {
  const [first] = matches(form, compiled);
  return first !== undefined && first.index === 0 && first.text.length === form.length;
}

/** Blanks out every occurrence of the given phrases (in the given order), keeping offsets. */
function mask(text: string, phrases: Phrase[]): string {
  let result = text;
  for (const compiled of phrases) {
    const found = matches(result, compiled);
    if (found.length === 0) continue;
    let blanked = "";
    let from = 0;
    for (const { index, text: match } of found) {
      blanked += result.slice(from, index) + " ".repeat(match.length);
      from = index + match.length;
    }
    result = blanked + result.slice(from);
  }
  return result;
}

/** Every uz/en/ru Markdown file under content/ (collections, pages, districts), relative to the repo root. */
function contentFiles(): Array<{ file: string; language: WrittenLanguage }> {
  const found: Array<{ file: string; language: WrittenLanguage }> = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const language = WRITTEN_LANGUAGES.find((candidate) => entry.name === `${candidate}.md`);
        if (language) found.push({ file: path.relative(ROOT, full), language });
      }
    }
  };
  if (existsSync(CONTENT)) walk(CONTENT);
  return found.sort((a, b) => a.file.localeCompare(b.file, "en", { numeric: true }));
}

/** The text an editor wrote: the body and the prose frontmatter fields (not image slot ids). */
function prose(source: string): string {
  return source
    .split("\n")
    .filter((line) => !/^\s*image\d?\s*:/.test(line))
    .join("\n");
}

interface Finding {
  file: string;
  variant: string;
  found: string;
  chosen: string;
  count: number;
}

interface CompiledVariant {
  variant: string;
  chosen: string;
  compiled: Phrase;
}

interface CompiledLanguage {
  variants: CompiledVariant[];
  /** Registered names and chosen forms containing a variant, longest first. */
  allowed: Phrase[];
}

/** Every variant and allowed name of one language, compiled once per names list. */
const compiledCache = new WeakMap<NameEntry[], Map<WrittenLanguage, CompiledLanguage>>();

function compile(names: NameEntry[], language: WrittenLanguage): CompiledLanguage {
  let perLanguage = compiledCache.get(names);
  if (!perLanguage) compiledCache.set(names, (perLanguage = new Map()));
  const cached = perLanguage.get(language);
  if (cached) return cached;
  const variants = names.flatMap((entry) =>
    (entry.variants?.[language] ?? []).map((variant) => ({ variant, chosen: entry[language], compiled: phrase(variant, true) })),
  );
  // Registered names, and any chosen form that happens to contain a variant, are never defects.
  const allowed = [
    ...names.flatMap((entry) => entry.registered?.[language] ?? []),
    ...names.map((entry) => entry[language]).filter((chosen) => variants.some(({ compiled }) => matches(chosen, compiled).length > 0)),
  ]
    .sort((a, b) => b.length - a.length)
    .map((text) => phrase(text, false));
  const result = { variants, allowed };
  perLanguage.set(language, result);
  return result;
}

export function findVariants(text: string, language: WrittenLanguage, names: NameEntry[]): Array<Omit<Finding, "file">> {
  const { variants, allowed } = compile(names, language);
  const masked = mask(text, allowed);
  const results = new Map<string, Omit<Finding, "file">>();
  for (const { variant, chosen, compiled } of variants) {
    const gloss = `${chosen} (`;
    for (const { index, text: found } of matches(masked, compiled)) {
      // "Olmaliq (Almalyk)": a chosen form glossed with its variant is fine.
      const glossed = index >= gloss.length && masked.startsWith(gloss, index - gloss.length) && masked[index + found.length] === ")";
      if (glossed) continue;
      const key = `${variant}|${found}`;
      const existing = results.get(key);
      if (existing) existing.count += 1;
      else results.set(key, { variant, found, chosen, count: 1 });
    }
  }
  return [...results.values()];
}

const names = loadNames();

describe("content/names.yaml", () => {
  it("is a clean list: unique ids, a known kind, all three forms, uz with ʻ ʼ and en with '", () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [index, entry] of names.entries()) {
      const label = `content/names.yaml: entry ${index + 1} (${entry.id ?? "no id"})`;
      if (!entry.id || !/^[a-z0-9-]+$/.test(entry.id)) problems.push(`${label}: id must be lowercase ASCII`);
      if (ids.has(entry.id)) problems.push(`${label}: id is used twice`);
      ids.add(entry.id);
      if (!KINDS.has(entry.kind)) problems.push(`${label}: kind "${entry.kind}" is not one of ${[...KINDS].join(", ")}`);
      for (const language of WRITTEN_LANGUAGES) {
        if (typeof entry[language] !== "string" || !entry[language].trim()) problems.push(`${label}: ${language} is missing`);
      }
      const uzForms = [entry.uz, ...(entry.variants?.uz ?? []), ...(entry.also?.uz ?? []), ...(entry.registered?.uz ?? [])];
      for (const form of uzForms) if (new RegExp(`[${OTHER_APOSTROPHES}]`).test(form ?? "")) problems.push(`${label}: uz "${form}" uses ' instead of ʻ (U+02BB) / ʼ (U+02BC)`);
      if (new RegExp(`[${UZBEK_MARKS}]`).test(entry.en ?? "")) problems.push(`${label}: en "${entry.en}" uses ʻ/ʼ; English writes the ASCII apostrophe`);
      if (/[^\p{Script=Cyrillic}\s«»().,-]/u.test(entry.ru ?? "")) problems.push(`${label}: ru "${entry.ru}" is not all Cyrillic`);
    }
    // A variant must never be a form the site uses on purpose in the same language.
    for (const language of WRITTEN_LANGUAGES) {
      const used = new Set(names.flatMap((entry) => [entry[language], ...(entry.also?.[language] ?? [])]));
      for (const entry of names) {
        for (const variant of entry.variants?.[language] ?? []) {
          const compiled = phrase(variant, true);
          for (const form of used) {
            if (matchesWhole(form, compiled)) {
              problems.push(`content/names.yaml: ${entry.id}: ${language} variant "${variant}" matches the used form "${form}"`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("matches whole words, stems and glosses as documented", () => {
    const olmaliq = names.filter((entry) => entry.id === "olmaliq" || entry.id === "charvak");
    expect(findVariants("Almalyk's combine", "en", olmaliq).map((f) => f.found)).toEqual(["Almalyk"]);
    expect(findVariants("the Almalyk MMC and Olmaliq (Almalyk)", "en", olmaliq)).toEqual([]);
    expect(findVariants("Almalykov", "en", olmaliq)).toEqual([]);
    expect(findVariants("у Чорвокского водохранилища", "ru", olmaliq).map((f) => f.found)).toEqual(["Чорвокского"]);
  });

  // Independent of content/ and names.yaml: a fixed list, so the detection itself stays covered.
  const sample = withCyrillicData([
    {
      id: "olmaliq", kind: "city", uz: "Olmaliq", en: "Olmaliq", ru: "Алмалык",
      variants: { uz: ["Almalyk-"], en: ["Almalyk", "Almalik"], ru: ["Олмалик-"] },
      registered: { en: ["Almalyk MMC"] },
    },
    {
      id: "charvak", kind: "village", uz: "Chorvoq", en: "Charvak", ru: "Чарвак",
      variants: { en: ["Chorvoq"], ru: ["Чорвок-", "Чарвок-"] },
    },
    {
      id: "bostonliq-tumani", kind: "district", uz: "Boʻstonliq tumani", en: "Bo'stonliq district", ru: "Бостанлыкский район",
      variants: { uz: ["Bostonliq-"], en: ["Bostonliq", "Bostanlyk"], ru: ["Бостонлик-"] },
    },
    {
      id: "toshkent-viloyati", kind: "region", uz: "Toshkent viloyati", en: "Tashkent Region", ru: "Ташкентская область",
      variants: { en: ["Tashkent region", "Tashkent Oblast"] },
    },
  ]) as NameEntry[];

  it("finds variants in a text, with the file's failure details", () => {
    const en = [
      "Almalyk lies near Almalyk's mines; the Almalyk MMC is registered and Olmaliq (Almalyk) is a gloss.",
      "Bo'stonliq district is right, Bostonliq and Bostanlyk are not; Bostonliqov and Bo'stonliq are other words.",
      "Tashkent\nregion, Tashkent Region, Tashkent Oblast's, Chorvoq.",
    ].join("\n");
    expect(findVariants(en, "en", sample)).toEqual([
      { variant: "Almalyk", found: "Almalyk", chosen: "Olmaliq", count: 2 },
      { variant: "Chorvoq", found: "Chorvoq", chosen: "Charvak", count: 1 },
      { variant: "Bostonliq", found: "Bostonliq", chosen: "Bo'stonliq district", count: 1 },
      { variant: "Bostanlyk", found: "Bostanlyk", chosen: "Bo'stonliq district", count: 1 },
      { variant: "Tashkent region", found: "Tashkent\nregion", chosen: "Tashkent Region", count: 1 },
      { variant: "Tashkent Oblast", found: "Tashkent Oblast", chosen: "Tashkent Region", count: 1 },
    ]);
    const ru = "На Чорвоке и у Чорвокского водохранилища; Чарвак (Чорвок); Бостонликский; в Алмалыке; Олмалик.";
    expect(findVariants(ru, "ru", sample)).toEqual([
      { variant: "Олмалик-", found: "Олмалик", chosen: "Алмалык", count: 1 },
      { variant: "Чорвок-", found: "Чорвоке", chosen: "Чарвак", count: 1 },
      { variant: "Чорвок-", found: "Чорвокского", chosen: "Чарвак", count: 1 },
      { variant: "Бостонлик-", found: "Бостонликский", chosen: "Бостанлыкский район", count: 1 },
    ]);
    // uz: "Bo'stonliq" (with ') is one word, not the stem "Bostonliq-"; "Almalykda" is.
    expect(findVariants("Bo'stonliq, Boʻstonliq tumani, Almalykda, Bostonliqda", "uz", sample).map((f) => f.found)).toEqual([
      "Almalykda",
      "Bostonliqda",
    ]);
    expect(findVariants("Olmaliq, Charvak, Bo'stonliq district, Almalyk MMC", "en", sample)).toEqual([]);
  });

  it("matches exactly what variantPattern() matches", () => {
    const text = [
      "Almalyk Almalyk's Almalyk’s Almalyk'sx Almalyk'a xAlmalyk Almalykʻ ʼAlmalyk 'Almalyk Almalyk1 Almalyk\u0301",
      "𝐀Almalyk Almalyk𝐀 (Almalyk) Almalyk-Chirchiq Чорвок Чорвоке Чорвокʼа Чорвок'с Чорвок's Чорвоќ Tashkent  region",
      "Tashkent region Tashkent regions Bo'stonliq Bostonliq Bostonliqda Bostonliq'a Bostonliq's",
    ].join("\n");
    for (const variant of ["Almalyk", "Almalyk-", "Чорвок-", "Tashkent region", "Tashkent ", "Bostonliq-", "Bostonliq", "-"]) {
      const expected = [...text.matchAll(variantPattern(variant))].map((match) => ({ index: match.index, text: match[0] }));
      expect(matches(text, phrase(variant, true)), variant).toEqual(expected);
      expect(matches(text, phrase(variant, false)), variant).toEqual(
        [...text.matchAll(new RegExp(`${BEFORE}${escape(variant).replace(/ /g, String.raw`\s+`)}${AFTER}`, "gu"))].map((match) => ({
          index: match.index,
          text: match[0],
        })),
      );
    }
  });
});

describe("articles use one name for each place", () => {
  const files = contentFiles();

  it.each(WRITTEN_LANGUAGES)("in %s: no variant instead of the chosen form", (language) => {
    const problems: string[] = [];
    for (const { file } of files.filter((candidate) => candidate.language === language)) {
      const text = prose(readFileSync(path.join(ROOT, file), "utf8"));
      for (const finding of findVariants(text, language, names)) {
        const count = finding.count > 1 ? ` (×${finding.count})` : "";
        problems.push(`${file}: "${finding.found}"${count} → write "${finding.chosen}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
