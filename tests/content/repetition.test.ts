/**
 * Guard against retelling (issue #19 §1; docs/writing-guide.md, "Don't retell"): every fact bundle has one home,
 * and other articles point to it in a sentence instead of telling it again. Two checks, run separately for uz,
 * en and ru over every article (all collections), every page (content/pages) and every district or city page
 * (content/districts), i.e. every content/**\/<lang>.md file. Frontmatter (titles, summaries) is not read.
 *
 * 1. Shared sentence. Two different files of the same language contain the same sentence. Sentences are compared
 *    after normalising case, punctuation and whitespace (and the apostrophes inside words: Bo'stonliq, oʻ, ʼ).
 *    Sentences of fewer than 8 words are ignored (short stock phrases like "The dam is 168 m high." may recur),
 *    and so are the lines in SHARED_BY_DESIGN below.
 *
 * 2. Retold paragraph. A paragraph (or page list item) of one file is mostly the same words as a paragraph of
 *    another file. Measure: Jaccard similarity |A ∩ B| / |A ∪ B| of the two paragraphs' word sets, for paragraphs
 *    of at least 25 words. Each word is cut to its first 5 letters before the sets are built, a crude stemmer that
 *    lets "zona/zonada/zonasi", «зона/зоне/зоны» and "vineyard/vineyards" count as one word, so that the
 *    inflected Uzbek and Russian texts score on the same scale as English. Threshold: 0.45 or more fails.
 *    Why 0.45: on the content of 25 Nov 2026 (234 files) unrelated paragraph pairs stay below it (99.9% of all
 *    ~87,000 pairs per language score under 0.37), while the retellings the review found (completed-projects/N
 *    vs industry/N, the Angren-zone bundle, the flower articles, the grape figures) score 0.45–0.64 in all three
 *    languages. At 0.45 two paragraphs of similar length share about 62% of their distinct words: "mostly the
 *    same words".
 *
 * A failure names both files and quotes the start of the text, e.g.
 *   en: paragraph 0.52 content/economy/1/en.md "Greenhouse farming around the capital…" ≈ content/statistics/10/en.md "The second step…"
 *
 * To check another copy of the content (e.g. an older commit exported to a folder), set REPETITION_CONTENT_DIR
 * to the folder that holds content/.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { languageFiles } from "./content-files";
import { describe, expect, it } from "vitest";
import { WRITTEN_LANGUAGES, type WrittenLanguage } from "../../src/i18n/languages";
import { APOSTROPHE_CHARACTERS } from "../../src/lib/apostrophes";

const MIN_SENTENCE_WORDS = 8;
const MIN_PARAGRAPH_WORDS = 25;
const STEM_LETTERS = 5;
const MAX_JACCARD = 0.45;

/**
 * Lines that several pages carry on purpose: the regional administration's contact block (address and phone
 * numbers) is repeated on the administration, accessibility and investment-contact pages so that each page is
 * usable alone. Written as in the files; compared after normalisation. Add a line here only for text that
 * must be identical (an address, a phone list), never for prose.
 */
const SHARED_BY_DESIGN: Record<WrittenLanguage, string[]> = {
  uz: [
    "Manzil: Toshkent viloyati, Nurafshon shahri, Toshkent yoʻli koʻchasi, 90-uy",
    "Telefonlar: (0 371) 232-80-61, (0 371) 232-80-63, (0 371) 232-80-65",
  ],
  en: [
    "Address: 90 Toshkent yo'li street, Nurafshon, Tashkent Region",
    "Phones: (0 371) 232-80-61, (0 371) 232-80-63, (0 371) 232-80-65",
  ],
  ru: [
    "Адрес: Ташкентская область, город Нурафшан, улица Тошкент йули, дом 90",
    "Телефоны: (0 371) 232-80-61, (0 371) 232-80-63, (0 371) 232-80-65",
  ],
};

const ROOT = path.resolve(process.env.REPETITION_CONTENT_DIR ?? process.cwd(), "content");

interface Text {
  file: string;
  paragraphs: string[];
}

const filesOf = (language: WrittenLanguage) => languageFiles(language, ROOT);

/** Body paragraphs; on pages, each "- " list item counts as a paragraph and "## " headings are skipped. */
function paragraphsOf(source: string): string[] {
  const body = source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n?/, "").replace(/\r\n?/g, "\n");
  const paragraphs: string[] = [];
  for (const chunk of body.split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length) paragraphs.push(lines.join(" "));
      lines = [];
    };
    for (const line of chunk.split("\n").map((text) => text.trim()).filter(Boolean)) {
      if (line.startsWith("#")) flush();
      else if (/^[-*] /.test(line)) {
        flush();
        paragraphs.push(line.slice(2).trim());
      } else lines.push(line);
    }
    flush();
  }
  return paragraphs;
}

/** Lower case, apostrophes inside words dropped, everything but letters and digits turned into single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(new RegExp(String.raw`(?<=\p{L})[${APOSTROPHE_CHARACTERS}](?=\p{L})`, "gu"), "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Sentences end at . ! ? … (and a closing quote or bracket) before a capital letter, a digit or an opening quote. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?…][»"”’)]*)\s+(?=[\p{Lu}\p{N}«"“(])/u);
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

const quote = (text: string, length = 60) => `"${text.length > length ? `${text.slice(0, length)}…` : text}"`;

export function repetitionProblems(language: WrittenLanguage, texts: Text[]): { sentences: string[]; paragraphs: string[] } {
  const allowed = new Set(SHARED_BY_DESIGN[language].map(normalise));

  const sentences: string[] = [];
  const firstSeen = new Map<string, { file: string; text: string }>();
  for (const { file, paragraphs } of texts) {
    for (const paragraph of paragraphs) {
      for (const sentence of sentencesOf(paragraph)) {
        const key = normalise(sentence);
        if (key.split(" ").length < MIN_SENTENCE_WORDS || allowed.has(key)) continue;
        const earlier = firstSeen.get(key);
        if (!earlier) firstSeen.set(key, { file, text: sentence });
        else if (earlier.file !== file) sentences.push(`${language}: sentence in ${earlier.file} and ${file}: ${quote(sentence, 90)}`);
      }
    }
  }

  const long = texts.flatMap(({ file, paragraphs }) =>
    paragraphs
      .map((text) => ({ file, text, words: normalise(text).split(" ") }))
      .filter(({ words }) => words.length >= MIN_PARAGRAPH_WORDS)
      .map(({ file, text, words }) => ({ file, text, stems: new Set(words.map((word) => word.slice(0, STEM_LETTERS))) })),
  );
  const paragraphs: string[] = [];
  for (let i = 0; i < long.length; i++) {
    for (let j = i + 1; j < long.length; j++) {
      const a = long[i]!;
      const b = long[j]!;
      if (a.file === b.file) continue;
      const score = jaccard(a.stems, b.stems);
      if (score >= MAX_JACCARD) {
        paragraphs.push(`${language}: paragraph ${score.toFixed(2)} ${a.file} ${quote(a.text)} ≈ ${b.file} ${quote(b.text)}`);
      }
    }
  }
  return { sentences, paragraphs };
}

function load(language: WrittenLanguage): Text[] {
  return filesOf(language).map((full) => ({
    file: path.relative(path.dirname(ROOT), full).split(path.sep).join("/"),
    paragraphs: paragraphsOf(readFileSync(full, "utf8")),
  }));
}

/** One scan per language, shared by the two checks below (the whole suite stays well under a second). */
const scans = new Map<WrittenLanguage, ReturnType<typeof repetitionProblems>>();
function scan(language: WrittenLanguage) {
  let found = scans.get(language);
  if (!found) {
    found = repetitionProblems(language, load(language));
    scans.set(language, found);
  }
  return found;
}

describe("no article retells another", () => {
  it("finds the content", () => {
    expect(existsSync(ROOT), ROOT).toBe(true);
  });

  it.each(WRITTEN_LANGUAGES)("%s: no sentence of 8+ words appears in two files", (language) => {
    expect(scan(language).sentences).toEqual([]);
  });

  it.each(WRITTEN_LANGUAGES)(`%s: no two paragraphs of different files share ${MAX_JACCARD * 100}% or more of their words`, (language) => {
    expect(scan(language).paragraphs).toEqual([]);
  });

  it("the measures work on a known retelling and leave unrelated text alone", () => {
    const retold = [
      { file: "a", paragraphs: ["The zone was set up by a presidential decree of 13 April 2012 for 30 years. It offered tax breaks of three, five or seven years depending on the size of the investment, and it later became a free economic zone."] },
      { file: "b", paragraphs: ["Set up by a presidential decree of 13 April 2012 for 30 years, the zone offered tax breaks of three, five or seven years depending on the investment's size, and later became a free economic zone."] },
      { file: "c", paragraphs: ["Big Chimgan rises to 3,309 metres above the village, and walkers reach the tourist marker at 3,275 metres in two to three hours when the weather allows it in summer."] },
    ];
    const found = repetitionProblems("en", retold);
    expect(found.paragraphs).toHaveLength(1);
    expect(found.paragraphs[0]).toContain("a ");
    expect(found.paragraphs[0]).toContain("b ");
    expect(repetitionProblems("en", [retold[0]!, { file: "d", paragraphs: ["The zone was set up by a presidential decree of 13 April 2012 for 30 years."] }]).sentences).toHaveLength(1);
  });
});
