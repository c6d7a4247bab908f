import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
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

/**
 * Reads and validates the Markdown content at build time only. A bad file stops the build with the file
 * and the field named, e.g. `content/statistics/3/uz.md: title: must be at least 3 characters`.
 */

const CONTENT_ROOT = path.resolve(process.cwd(), "content");

export class ContentError extends Error {
  override name = "ContentError";
}

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

function describeIssues(file: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`).join("\n");
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentError(describeIssues(relative(file), result.error));
  return result.data;
}

/** A YAML data file beside the content, checked by its schema; a malformed one stops the build naming the file. */
export function readYamlFile<T>(schema: z.ZodType<T>, file: string): T {
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${relative(file)}: not valid YAML (${(error as Error).message})`);
  }
  return parseOrThrow(schema, raw, file);
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

export function readArticleFile(file: string, id: number): Article {
  const { data, body } = splitFrontmatter(readFileSync(file, "utf8"), relative(file));
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
    const file = path.join(CONTENT_ROOT, key, String(id), `${language}.md`);
    if (!existsSync(file)) throw new ContentError(`${relative(file)}: missing (every article needs uz, en and ru)`);
    return readArticleFile(file, id);
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
  const file = path.join(CONTENT_ROOT, "pages", key, `${language}.md`);
  let page: Page | null = null;
  if (existsSync(file)) {
    const { data, body } = splitFrontmatter(readFileSync(file, "utf8"), relative(file));
    const frontmatter = parseOrThrow(pageFrontmatterSchema, data, file);
    page = parseOrThrow(pageSchema, { ...frontmatter, blocks: parsePageBlocks(body) }, file);
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
