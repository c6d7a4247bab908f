import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { parse as parseYaml } from "yaml";
import { COLLECTIONS, getCollection, getPage, type CollectionKey, type PageKey } from "./collections";
import {
  articleFrontmatterSchema,
  articleSchema,
  pageFrontmatterSchema,
  pageSchema,
  type Article,
  type Page,
  type PageBlock,
} from "./schema";
import { paragraphsOf } from "./text";
import type { Language } from "../i18n/languages";
import { ContentError, parseOrThrow, readYaml } from "../lib/yaml-file.server";
import { withCyrillicData } from "../cyrillic/data.server";
import { markdownToCyrillic } from "../cyrillic/lexicon.server";

/**
 * Reads and validates the Markdown content at build time only. A bad file stops the build with the file
 * and the field named, e.g. `content/statistics/3/uz.md: title: must be at least 3 characters`.
 */

const CONTENT_ROOT = path.resolve(process.cwd(), "content");

export { ContentError, parseOrThrow };

interface MarkdownFile {
  data: unknown;
  body: string;
}

export function splitFrontmatter(source: string, file: string): MarkdownFile {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: the file must start with a --- frontmatter block ---`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ContentError(`${file}: frontmatter is not valid YAML (${(error as Error).message})`);
  }
  return { data, body: (match[2] ?? "").trim() };
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

/**
 * A YAML data file beside the content, checked by its schema; a malformed one stops the build naming the file.
 * Editors write Uzbek once, in Latin: each `{ uz, en, ru }` in it gains its `uz-cyrl` here, before the schema reads
 * it (decision 029).
 */
export function readYamlFile<T>(schema: z.ZodType<T>, file: string): T {
  return parseOrThrow(schema, withCyrillicData(readYaml(file)), file);
}

/**
 * The Markdown of one language in a content folder, or null when it is not written: `<lang>.md`, and for Uzbek
 * Cyrillic a hand-written `uz-cyrl.md` when there is one, else `uz.md` converted (decision 029). The file named is the
 * one an editor changes.
 */
export function markdownSource(folder: string, language: Language): { file: string; text: string } | null {
  const own = path.join(folder, `${language}.md`);
  if (existsSync(own)) return { file: own, text: readFileSync(own, "utf8") };
  if (language !== "uz-cyrl") return null;
  const latin = path.join(folder, "uz.md");
  return existsSync(latin) ? { file: latin, text: markdownToCyrillic(readFileSync(latin, "utf8")) } : null;
}

/** Article ids present for a collection: the numeric folder names, sorted. */
export function articleIds(key: CollectionKey): number[] {
  const folder = path.join(CONTENT_ROOT, key);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      if (!/^[1-9]\d*$/.test(entry.name)) {
        throw new ContentError(`${relative(path.join(folder, entry.name))}: article folders are named by id (1, 2, …)`);
      }
      return Number(entry.name);
    })
    .sort((a, b) => a - b);
}

const articleCache = new Map<string, Article[]>();

export function readArticleFile(file: string, id: number, text = readFileSync(file, "utf8")): Article {
  const { data, body } = splitFrontmatter(text, relative(file));
  const frontmatter = parseOrThrow(articleFrontmatterSchema, data, file);
  return parseOrThrow(articleSchema, { ...frontmatter, id, desc: paragraphsOf(body).join("\n\n") }, file);
}

/** All articles of a collection in one language, by id. */
export function loadCollection(key: CollectionKey, language: Language): Article[] {
  getCollection(key);
  const cacheKey = `${key}/${language}`;
  const cached = articleCache.get(cacheKey);
  if (cached) return cached;
  const articles = articleIds(key).map((id) => {
    const folder = path.join(CONTENT_ROOT, key, String(id));
    const source = markdownSource(folder, language);
    if (!source)
      throw new ContentError(`${relative(path.join(folder, `${language}.md`))}: missing (every article needs uz, en and ru)`);
    return readArticleFile(source.file, id, source.text);
  });
  articleCache.set(cacheKey, articles);
  return articles;
}

export function loadArticle(key: CollectionKey, language: Language, id: number): Article | undefined {
  return loadCollection(key, language).find((article) => article.id === id);
}

/** Parses a page body into paragraphs, `## ` subheadings and `- ` lists. */
export function parsePageBlocks(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith("## ")) {
        flush();
        blocks.push({ type: "heading", text: line.slice(3).trim() });
      } else if (/^[-*] /.test(line)) {
        flush();
        const last = blocks.at(-1);
        const item = line.slice(2).trim();
        if (last?.type === "list") last.items.push(item);
        else blocks.push({ type: "list", items: [item] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

const pageCache = new Map<string, Page | null>();

/** A single page in one language, or null while its text has not been written. */
export function loadPage(key: PageKey, language: Language): Page | null {
  getPage(key);
  const cacheKey = `${key}/${language}`;
  if (pageCache.has(cacheKey)) return pageCache.get(cacheKey) ?? null;
  const source = markdownSource(path.join(CONTENT_ROOT, "pages", key), language);
  let page: Page | null = null;
  if (source) {
    const { data, body } = splitFrontmatter(source.text, relative(source.file));
    const frontmatter = parseOrThrow(pageFrontmatterSchema, data, source.file);
    page = parseOrThrow(pageSchema, { ...frontmatter, blocks: parsePageBlocks(body) }, source.file);
  }
  pageCache.set(cacheKey, page);
  return page;
}

/** Validates every content file once, so a bad file fails the build even if no route reads it. */
export function validateAllContent(languages: readonly Language[]): void {
  const problems: string[] = [];
  for (const { key } of COLLECTIONS) {
    for (const language of languages) {
      try {
        loadCollection(key, language);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  if (problems.length) throw new ContentError(`Content check failed:\n${problems.join("\n")}`);
}
