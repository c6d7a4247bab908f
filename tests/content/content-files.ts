import { readdirSync } from "node:fs";
import path from "node:path";
import type { Language } from "../../src/i18n/languages";

/** Every `<language>.md` below `root` (articles, pages, district pages), as absolute paths, sorted. */
export function languageFiles(language: Language, root: string, found: string[] = []): string[] {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) languageFiles(language, full, found);
    else if (entry.name === `${language}.md`) found.push(full);
  }
  return found.sort();
}
