/**
 * The Uzbek Cyrillic edition as built (issue #31, decisions 026 and 030): every page under /uz-cyrl reads in
 * Cyrillic. Latin is left only where the site means it: names kept as registered (content/cyrillic/protected.yaml),
 * «quoted» names, acronyms and Roman numerals, addresses, the titles of cited documents (links out of the site) and
 * the other editions' names in the language switcher (marked with their own lang). Run after `npm run build`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { ENGLISH_APOSTROPHES, UZBEK_MARKS } from "../../src/lib/apostrophes";

const LATIN_RUN = new RegExp(`[A-Za-z${UZBEK_MARKS}${ENGLISH_APOSTROPHES}-]*[a-z][A-Za-z${UZBEK_MARKS}${ENGLISH_APOSTROPHES}-]*`, "g");

const EDITION = path.join(process.cwd(), "build/client/uz-cyrl");
const PROTECTED = (parseYaml(readFileSync("content/cyrillic/protected.yaml", "utf8")) as string[]).sort(
  (a, b) => b.length - a.length,
);

const pages = readdirSync(EDITION, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name === "index.html")
  .map((entry) => path.join(entry.parentPath, entry.name));

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** What a reader reads: the body without scripts, styles and the parts written in another language. */
function readerText(html: string): string {
  let text = html
    .replace(/^[\s\S]*?<body[^>]*>/, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<(a|span)\b[^>]*\blang="(?!uz-Cyrl")[^"]*"[^>]*>[\s\S]*?<\/\1>/g, " ")
    // A cited document (a link out of the site) keeps the title it was published under.
    .replace(/<a\b[^>]*\bhref="https?:[^"]*"[^>]*>[\s\S]*?<\/a>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#?\w+);/g, (match, name: string) => entities[name] ?? match);
  for (const term of PROTECTED) text = text.split(term).join(" ");
  return text
    .replace(/«[^»]*»/g, " ")
    .replace(/\S*(?:https?:\/\/|www\.|@|\.uz\b|\.com\b|\.org\b)\S*/g, " ");
}

describe("the Uzbek Cyrillic edition", () => {
  it("is built, a page for every Latin page", () => {
    const latin = readdirSync(path.join(process.cwd(), "build/client/uz"), { recursive: true }).filter((name) =>
      String(name).endsWith("index.html"),
    );
    expect(pages.length).toBe(latin.length);
  });

  it("reads in Cyrillic on every page: Latin only in registered names, quotes, acronyms and addresses", () => {
    const latin = new Map<string, string>();
    for (const file of pages) {
      for (const word of readerText(readFileSync(file, "utf8")).match(LATIN_RUN) ?? []) {
        if (word.replace(/[^A-Za-z]/g, "").length < 2) continue;
        if (!latin.has(word)) latin.set(word, path.relative(EDITION, file));
      }
    }
    expect([...latin].map(([word, file]) => `${word} (${file})`)).toEqual([]);
  });
});
