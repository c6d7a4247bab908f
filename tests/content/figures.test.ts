/**
 * Guard against retelling by numbers (issue #28 item 6; docs/writing-guide.md, "Don't retell"). The repetition test
 * compares words, so a retelling reworded below its threshold passes it: the review of 27 Nov 2026 found sights/16
 * carrying all ten figures of education/7 at a paragraph similarity of only 0.30. Figures are harder to reword.
 *
 * Check: two files of the same language (every content/**\/<lang>.md: articles, pages, district pages) that share
 * MIN_SHARED or more distinct specific figures are a retelling. A specific figure is a number in the text other than
 * - a year (a whole number 1000–2100 written without a thousands separator, unless a unit follows it: "1500 metr"
 *   is a height, "1500-yil" a year), or the short second year of a span ("1981–87");
 * - a day of a date ("15–16 September", "15-oktabr", «22 августа») or an ordinal ("12th century", "7th"): dates
 *   are told on several pages on purpose, like years;
 * - a whole number below 10 (counts such as "3 districts" say nothing about the source of a paragraph);
 * - the administration's contact lines (phones, address, the law on appeals), which pages repeat on purpose.
 * Numbers are read as each language writes them (en 3,017 and 12.5; uz and ru 3 017 and 12,5) and compared as
 * values, so "3,017", "3 017" and "3017" are one figure.
 *
 * A failure names both files and the figures they share, e.g.
 *   en: content/education/7/en.md ↔ content/sights/16/en.md share 10 figures: 45, 62, 270, 280, 1100, 3000, …
 * Fix it as the writing guide says: keep the bundle in its home article and give the other a sentence and a pointer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { languageFiles } from "./content-files";
import { describe, expect, it } from "vitest";
import { WRITTEN_LANGUAGES, type WrittenLanguage } from "../../src/i18n/languages";

export const MIN_SHARED = 6;

const ROOT = path.resolve(process.env.REPETITION_CONTENT_DIR ?? process.cwd(), "content");

const UNIT_AFTER = /^\s?(?:m\b|km|mm|ha\b|km²|m²|m³|°|%|metr|kilometr|gektar|mln|ming|м\b|км|мм|га\b|метр|тыс|млн|тонн|tonna|t\b|MW|МВт|MVt)/u;

const filesOf = (language: WrittenLanguage) => languageFiles(language, ROOT);

const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr|январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)`;
/** After a number: a day of a date, possibly the first of a span ("15–16 September", "15-oktabr", «22 августа»). */
const DAY_AFTER = new RegExp(String.raw`^(?:\s?[–-]\s?\d{1,2})?[\s-]${MONTH}`, "iu");
/** Before a number: a month name ("September 15"). */
const DAY_BEFORE = new RegExp(String.raw`${MONTH}\p{L}*\s$`, "iu");
/** An English ordinal ("12th", "1st"): centuries and dates. */
const ORDINAL_AFTER = /^(?:st|nd|rd|th)\b/u;
/** The administration's contact lines: phone numbers, the address and the law on appeals (ZRU-445 of 11 September 2017). */
const CONTACTS = /\(0 \d{3}\)\s?[\d-]+|\b90\b(?=[^\n]{0,40}(?:Toshkent yo|Тошкент йули))|(?<=(?:дом|uy)\D{0,3})\b90\b|90-uy|ZRU-445|ЗРУ-445|OʻRQ-445|OʻRQ–445/gu;

/** The body without frontmatter and contact lines. */
const bodyOf = (source: string) => source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n?/, "").replace(CONTACTS, " ");

const NUMBER: Record<WrittenLanguage, RegExp> = {
  en: /(?<![\p{L}\p{N}.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|(?<![\p{L}\p{N}.,])\d+(?:\.\d+)?(?![\d,]\d)/gu,
  uz: /(?<![\p{L}\p{N}.,])\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:,\d+)?(?!\d)|(?<![\p{L}\p{N}.,])\d+(?:,\d+)?(?!\d)/gu,
  ru: /(?<![\p{L}\p{N}.,])\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:,\d+)?(?!\d)|(?<![\p{L}\p{N}.,])\d+(?:,\d+)?(?!\d)/gu,
};

/** The specific figures of a text, as normalised values ("3017", "12.5"). */
export function figuresOf(text: string, language: WrittenLanguage): Set<string> {
  const figures = new Set<string>();
  for (const match of text.matchAll(NUMBER[language])) {
    const written = match[0];
    const start = match.index ?? 0;
    const plain = language === "en" ? written.replace(/,/g, "") : written.replace(/[ \u00A0\u202F]/g, "").replace(",", ".");
    const value = Number(plain);
    if (!Number.isFinite(value)) continue;
    const whole = Number.isInteger(value);
    const after = text.slice(start + written.length, start + written.length + 8);
    const before = text.slice(Math.max(0, start - 5), start);
    const yearLike = whole && /^\d{4}$/.test(written) && value >= 1000 && value <= 2100 && !UNIT_AFTER.test(after);
    const spanEnd = whole && /^\d{2}$/.test(written) && /\d{4}[–-]$/.test(before);
    const day = whole && value <= 31 && /^\d{1,2}$/.test(written) && (DAY_AFTER.test(after + text.slice(start + written.length + 8, start + written.length + 24)) || DAY_BEFORE.test(text.slice(Math.max(0, start - 16), start)));
    const ordinal = language === "en" && ORDINAL_AFTER.test(after);
    if (yearLike || spanEnd || day || ordinal) continue;
    if (whole && value < 10) continue;
    figures.add(String(value));
  }
  return figures;
}

interface Finding {
  a: string;
  b: string;
  shared: string[];
}

export function sharedFigures(texts: Array<{ file: string; figures: Set<string> }>, minimum = MIN_SHARED): Finding[] {
  const findings: Finding[] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]!;
      const b = texts[j]!;
      const shared = [...a.figures].filter((figure) => b.figures.has(figure));
      if (shared.length >= minimum) findings.push({ a: a.file, b: b.file, shared: shared.sort((x, y) => Number(x) - Number(y)) });
    }
  }
  return findings;
}

function load(language: WrittenLanguage) {
  return filesOf(language).map((full) => ({
    file: path.relative(path.dirname(ROOT), full).split(path.sep).join("/"),
    figures: figuresOf(bodyOf(readFileSync(full, "utf8")), language),
  }));
}

describe("no two files share a bundle of figures", () => {
  it.each(WRITTEN_LANGUAGES)(`%s: no two files share ${MIN_SHARED} or more specific figures (numbers other than years)`, (language) => {
    const problems = sharedFigures(load(language)).map(
      ({ a, b, shared }) => `${language}: ${a} ↔ ${b} share ${shared.length} figures: ${shared.join(", ")}`,
    );
    expect(problems).toEqual([]);
  });

  it("reads numbers as each language writes them and leaves years out", () => {
    expect([...figuresOf("In 1981–87 a 3,017 m run, 12.5 m deep, 62 heliostats, 2 lifts, in 1977.", "en")]).toEqual(["3017", "12.5", "62"]);
    expect([...figuresOf("1981–1987-yillarda 3 017 metr, 1500 metr, 12,5 m, 62 ta geliostat, 1977-yil.", "uz")]).toEqual(["3017", "1500", "12.5", "62"]);
    expect([...figuresOf("В 1945 году: 3 017 м, 10 000 машин, 2,5 км, 45 км.", "ru")]).toEqual(["3017", "10000", "2.5", "45"]);
    const texts = [
      { file: "a", figures: new Set(["45", "62", "1100", "3000", "270", "280"]) },
      { file: "b", figures: new Set(["45", "62", "1100", "3000", "270", "280", "54"]) },
      { file: "c", figures: new Set(["45", "62", "1100", "3000", "270"]) },
    ];
    expect(sharedFigures(texts).map(({ a, b }) => `${a}-${b}`)).toEqual(["a-b"]);
  });
});
