/**
 * Guards for editors (issue #4): every article in all three languages with the same ids and image slots,
 * the right script, real paragraphs, minimum length, unique titles, the expected counts.
 * A failure names the file and the field.
 */
import { describe, expect, it } from "vitest";
import { COLLECTIONS, PAGES } from "../../src/content/collections";
import { articleIds, loadCollection, loadPage } from "../../src/content/load.server";
import { paragraphsOf } from "../../src/content/text";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { MAX_TITLE_LENGTH } from "../../src/site/meta";
import { strayApostrophe } from "../../src/lib/apostrophes";

const MIN_WORDS = 180;
/** Issue #15: a sight answers where, how to get there, when and what to know, so it says more. */
const MIN_WORDS_OF_A_SIGHT = 220;
const MIN_PARAGRAPHS = 3;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const letters = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Share of Cyrillic among all letters: about 1 for Russian, about 0 for Uzbek (Latin) and English. */
function cyrillicShare(text: string): number {
  const cyrillic = letters(text, /\p{Script=Cyrillic}/gu);
  const latin = letters(text, /\p{Script=Latin}/gu);
  return cyrillic / Math.max(1, cyrillic + latin);
}

function checkScript(language: Language, text: string): string | null {
  const share = cyrillicShare(text);
  // Russian, and Uzbek Cyrillic as the build makes it from the Latin (names kept in Latin are the rest).
  const cyrillic = language === "ru" || language === "uz-cyrl";
  if (cyrillic && share < 0.9) return `${language} text is only ${Math.round(share * 100)}% Cyrillic`;
  if (!cyrillic && share > 0.01) return `${language} text contains Cyrillic`;
  if (language === "uz") {
    const ascii = strayApostrophe().exec(text);
    if (ascii) return `Uzbek uses ʻ (U+02BB) and ʼ (U+02BC), found "${ascii[0]}"`;
  }
  return null;
}

describe.each(COLLECTIONS.map((collection) => [collection.key, collection] as const))("collection %s", (key, collection) => {
  const ids = articleIds(key);

  it(`has at least its ${collection.seedCount} seed articles, with ids 1..n and no gap`, () => {
    expect(ids.length).toBeGreaterThanOrEqual(collection.seedCount);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
  });

  it.each(LANGUAGES)("is complete and well written in %s", (language) => {
    const problems: string[] = [];
    const articles = loadCollection(key, language);
    const titles = new Set<string>();
    for (const article of articles) {
      const file = `content/${key}/${article.id}/${language}.md`;
      const paragraphs = paragraphsOf(article.desc);
      if (paragraphs.length < MIN_PARAGRAPHS) problems.push(`${file}: body: ${paragraphs.length} paragraphs, needs ${MIN_PARAGRAPHS}`);
      const minimum = key === "sights" ? MIN_WORDS_OF_A_SIGHT : MIN_WORDS;
      if (words(article.desc) < minimum) problems.push(`${file}: body: ${words(article.desc)} words, needs ${minimum}`);
      const scriptProblem = checkScript(language, `${article.title}\n${article.desc}`);
      if (scriptProblem) problems.push(`${file}: ${scriptProblem}`);
      if (titles.has(article.title)) problems.push(`${file}: title: "${article.title}" is used twice`);
      // Search results show about 70 characters; the page title then goes without the site's name (site/meta.ts).
      if (article.title.length > MAX_TITLE_LENGTH) problems.push(`${file}: title: ${article.title.length} characters, at most ${MAX_TITLE_LENGTH}`);
      titles.add(article.title);
    }
    expect(problems).toEqual([]);
  });

  it("uses the same image slots and event dates in every language, images named after the article", () => {
    const problems: string[] = [];
    const [uz, ...others] = LANGUAGES.map((language) => loadCollection(key, language));
    for (const article of uz ?? []) {
      const slots = [article.image, article.image2, article.image3, article.image4];
      if (article.image !== `${key}-${article.id}`) problems.push(`content/${key}/${article.id}/uz.md: image: should be ${key}-${article.id}`);
      for (const [index, list] of others.entries()) {
        const twin = list.find((candidate) => candidate.id === article.id);
        const twinSlots = [twin?.image, twin?.image2, twin?.image3, twin?.image4];
        if (JSON.stringify(twinSlots) !== JSON.stringify(slots)) {
          problems.push(`content/${key}/${article.id}/${LANGUAGES[index + 1]}.md: image fields differ from uz.md`);
        }
        if (JSON.stringify(twin?.event?.editions) !== JSON.stringify(article.event?.editions)) {
          problems.push(`content/${key}/${article.id}/${LANGUAGES[index + 1]}.md: event.editions differ from uz.md`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(PAGES.map((page) => [page.key] as const))("page %s", (key) => {
  it.each(LANGUAGES)("is written in %s", (language) => {
    const page = loadPage(key, language);
    expect(page, `content/pages/${key}/${language}.md is missing`).not.toBeNull();
    const text = [page?.title, ...(page?.blocks ?? []).map((block) => (block.type === "list" ? block.items.join(" ") : block.text))].join("\n");
    expect(checkScript(language, text), `content/pages/${key}/${language}.md`).toBeNull();
    expect(words(text), `content/pages/${key}/${language}.md: words`).toBeGreaterThanOrEqual(MIN_WORDS);
  });
});
