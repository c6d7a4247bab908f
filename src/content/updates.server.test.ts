import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentUpdates } from "./updates.server";
import { LANGUAGES } from "../i18n/languages";

/** Every `<language>.md` under content/ (articles, pages, district pages). */
function languageFiles(language: string, folder = path.resolve("content")): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return languageFiles(language, full);
    return name === `${language}.md` ? [full] : [];
  });
}

describe("the pages the site-updates feed lists (issue #32)", () => {
  it("has one entry per content file, each with its published and updated days, in every language", () => {
    for (const language of LANGUAGES) {
      const updates = contentUpdates(language);
      // The Cyrillic edition is made from the Latin files.
      expect(updates.length).toBe(languageFiles(language === "uz-cyrl" ? "uz" : language).length);
      expect(new Set(updates.map((update) => update.path)).size).toBe(updates.length);
      for (const update of updates) {
        expect(update.published, update.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(update.updated >= update.published, update.path).toBe(true);
      }
    }
  });

  it("lists the most recently updated first, with their paths without a language", () => {
    const updates = contentUpdates("en");
    expect(updates.map((update) => update.updated)).toEqual([...updates.map((update) => update.updated)].sort().reverse());
    expect(updates.map((update) => update.path)).toEqual(
      expect.arrayContaining(["tourism/festivals-and-events/detail/1", "about", "aboutus/districts/angren-city"]),
    );
  });
});
