import { describe, expect, it } from "vitest";
import { loadLexicon } from "./lexicon.server";
import { riskyWords } from "./report.server";
import { uzbekTexts } from "./uzbek-text.server";

/**
 * The site's Uzbek text holds no word the rules may get wrong that a reviewer has not decided: a new loanword in an
 * article, a data file or a UI string fails here until it is added to content/cyrillic/ (npm run cyrillic:report).
 */
// Reading and parsing every source file takes seconds on a loaded machine: more than the default 5 s per test.
describe("risky-word report over the real content", { timeout: 60_000 }, () => {
  it("reads articles, data files, the media manifest and the UI strings", () => {
    const sources = new Set(uzbekTexts().map((text) => text.source.split(/[ :]/)[0]));
    for (const expected of [
      "content/sights/2/uz.md",
      "content/names.yaml",
      "content/sights/2/place.yaml",
      "content/gallery.yaml",
      "media/manifest.yaml",
      "src/i18n/strings/uz.ts",
      "src/site/home-text.ts",
    ])
      expect(sources).toContain(expected);
  });

  it("is empty", () => {
    const words = riskyWords();
    expect(words.map((word) => `${word.key} (${word.reasons.join("; ")}) in ${word.example.source}`)).toEqual(
      [],
    );
  });

  it("has a valid lexicon with no stem listed twice", () => {
    const lexicon = loadLexicon();
    expect(lexicon.dictionary.length).toBeGreaterThan(80);
    expect(lexicon.protectedTerms).toContain("Amirsoy Resort");
  });
});
