import path from "node:path";
import { z } from "zod";
import { parseOrThrow, readYaml } from "../lib/yaml-file.server";
import {
  asRuleSchema,
  createConverter,
  dictionaryEntrySchema,
  protectedSchema,
  type Converter,
  type Lexicon,
  type RiskyToken,
} from "./lexicon";
import { markdownToCyrillic as convertMarkdown, type MarkdownOptions } from "./markdown";

/**
 * The site's lexicon, read and validated once per build from content/cyrillic/ (each file's format is at its top),
 * and the converter over it. Editors change the YAML, never this code.
 */
export const LEXICON_FOLDER = path.resolve(process.cwd(), "content/cyrillic");

const readYamlFile = <T>(schema: z.ZodType<T>, file: string): T => parseOrThrow(schema, readYaml(file), file);

export function loadLexicon(folder = LEXICON_FOLDER): Lexicon {
  const dictionary = readYamlFile(z.array(dictionaryEntrySchema), path.join(folder, "dictionary.yaml"));
  const seen = new Set<string>();
  for (const entry of dictionary) {
    const key = entry.latin.toLowerCase();
    if (seen.has(key)) throw new Error(`content/cyrillic/dictionary.yaml: "${entry.latin}" is listed twice`);
    seen.add(key);
  }
  return {
    dictionary,
    asRule: readYamlFile(asRuleSchema, path.join(folder, "as-rule.yaml")),
    protectedTerms: readYamlFile(protectedSchema, path.join(folder, "protected.yaml")),
  };
}

let converter: Converter | undefined;
const siteConverter = (): Converter => (converter ??= createConverter(loadLexicon()));

/** Uzbek Latin text → Uzbek Cyrillic, with the site's dictionary and protected names. */
export const toCyrillic = (text: string): string => siteConverter().toCyrillic(text);

/** The words of a text that neither the dictionary nor the as-rule list decides (the build fails on any). */
export const riskyTokens = (text: string): RiskyToken[] => siteConverter().riskyTokens(text);

/** A Markdown document (frontmatter and body) with only its text converted (markdown.ts). */
export const markdownToCyrillic = (markdown: string, options?: MarkdownOptions): string =>
  convertMarkdown(markdown, toCyrillic, options);
