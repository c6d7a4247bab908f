/**
 * The site search's index (issue #16, docs/decisions/014), written after the prerender from the built pages:
 * one Pagefind index per language, each page's text folded (src/search/fold.ts) so that every spelling of oʻ/gʻ,
 * ё/е and case find the same words, and each place name's other spellings from content/names.yaml added to the
 * pages that name it. The original title, section and text travel as metadata, for the results the search page
 * writes itself. Also writes the A–Z list of every page, the search page's answer without JavaScript.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { parse as parseHtml, type DefaultTreeAdapterMap } from "parse5";
import * as pagefind from "pagefind";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "../../src/i18n/languages";
import { loadNames, type NameEntry } from "../../src/content/names.server";
import { escapeHtml } from "../../src/lib/html";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { SEARCH_TEXT } from "../../src/search/strings";
import { inlineInto } from "./inline-markup";
import type { BuildStep } from "./step";
import { pagesUnder } from "./walk";
import { fold } from "../../src/search/fold";
import { PAGEFIND_BASE, SEARCH_PATH, searchAzFile, searchAzId } from "../../src/site/search";
import { OFFLINE_PATH } from "../../src/site/paths";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface IndexedPage {
  language: Language;
  url: string;
  title: string;
  /** The trail between the home page and the page: "Tourism › Sights". Empty for top-level pages. */
  section: string;
  text: string;
}

/** Longest text kept as metadata for excerpts: the start of a long page is what a result shows anyway. */
const MAX_TEXT = 6000;
const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "svg",
  "template",
  "button",
  "select",
  "form",
  "nav",
  "figure",
]);

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function find(node: Node, test: (element: Element) => boolean): Element | null {
  if (isElement(node) && test(node)) return node;
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

function findAll(node: Node, test: (element: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  for (const child of "childNodes" in node ? node.childNodes : []) findAll(child, test, out);
  return out;
}

const BLOCKS =
  /^(p|li|ul|ol|dl|dd|dt|h\d|div|section|article|aside|header|footer|main|tr|td|th|table|caption|figcaption|blockquote|details|summary|br)$/;

/** The visible text of a subtree, with a space around each block so that words never run together. */
function textOf(node: Node, skip = true): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (
    isElement(node) &&
    skip &&
    (SKIPPED.has(node.tagName) ||
      attribute(node, "aria-hidden") === "true" ||
      attribute(node, "hidden") !== undefined)
  )
    return "";
  const inner = ("childNodes" in node ? node.childNodes : []).map((child) => textOf(child, skip)).join("");
  return isElement(node) && BLOCKS.test(node.tagName) ? ` ${inner} ` : inner;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** Reads one built page; null for pages that are not searched (the search page itself, empty pages). */
export function readPage(
  html: string,
  language: Language,
  url: string,
  breadcrumbsLabel: string,
): IndexedPage | null {
  const document = parseHtml(html);
  // A page whose canonical address is another (the tourism index is also the hotels list) is found there.
  const canonical = find(
    document,
    (element) => element.tagName === "link" && attribute(element, "rel") === "canonical",
  );
  const canonicalPath = canonical
    ? new URL(attribute(canonical, "href") ?? "", "https://x.invalid").pathname
    : url;
  if (canonicalPath !== url) return null;
  const main = find(document, (element) => element.tagName === "main");
  const heading = main && find(main, (element) => element.tagName === "h1");
  if (!main || !heading) return null;
  const trail = find(
    main,
    (element) => element.tagName === "nav" && attribute(element, "aria-label") === breadcrumbsLabel,
  );
  const steps = trail
    ? findAll(trail, (element) => element.tagName === "li").map((item) => clean(textOf(item, false)))
    : [];
  const title = clean(textOf(heading, false));
  const text = clean(textOf(main));
  return {
    language,
    url,
    title,
    section: steps.slice(1, -1).join(" › "),
    // The heading opens the text; results show the title apart, so the excerpt starts after it.
    text: (text.startsWith(title) ? text.slice(title.length).trim() : text).slice(0, MAX_TEXT),
  };
}

/**
 * The other spellings a page in `language` should be found by: for each place the page names (in its chosen form or
 * a name it may also use), the variants of that language, and for Uzbek and English pages each other's chosen
 * forms (Chorvoq/Charvak, Chimyon/Chimgan).
 */
export function spellingsFor(
  text: string,
  language: Language,
  names: ReadonlyArray<Pick<NameEntry, Language | "variants" | "also">>,
): string[] {
  const folded = ` ${fold(text)} `;
  const found = new Set<string>();
  const strip = (form: string) => form.replace(/-$/, "");
  for (const entry of names) {
    const own = [entry[language], ...(entry.also?.[language] ?? [])];
    if (!own.some((form) => folded.includes(` ${fold(form)}`))) continue;
    const other = language === "uz" ? [entry.en] : language === "en" ? [entry.uz] : [];
    for (const form of [...(entry.variants?.[language] ?? []), ...(entry.also?.[language] ?? []), ...other])
      found.add(strip(form));
  }
  return [...found];
}

/** Every searchable page of the build, in every language. */
export async function readSite(
  client: string,
  breadcrumbsLabels: Record<Language, string>,
): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const language of LANGUAGES) {
    for await (const file of pagesUnder(path.join(client, language))) {
      const url = `/${path.relative(client, path.dirname(file)).split(path.sep).join("/")}`;
      if (url === `/${language}/${SEARCH_PATH}` || url === `/${language}/${OFFLINE_PATH}`) continue;
      const page = readPage(await readFile(file, "utf8"), language, url, breadcrumbsLabels[language]);
      if (page) pages.push(page);
    }
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/** Writes build/client/pagefind/; returns the number of records per language. */
export async function writeSearchIndex(
  client: string,
  pages: IndexedPage[],
  names: NameEntry[],
): Promise<Record<Language, number>> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  const counts = { uz: 0, en: 0, ru: 0 } as Record<Language, number>;
  try {
    for (const page of pages) {
      // The title three times: a page whose title holds the words ranks above pages that only mention them.
      const content = [
        page.title,
        page.title,
        page.title,
        page.section,
        page.text,
        ...spellingsFor(`${page.title} ${page.text}`, page.language, names),
      ].join(" \n ");
      const added = await index.addCustomRecord({
        url: page.url,
        content: fold(content),
        // Pagefind picks the index from <html lang> ("uz-Latn"), falling back to its primary subtag.
        language: page.language,
        meta: { title: page.title, section: page.section, text: page.text },
        filters: page.section ? { section: [page.section.split(" › ")[0]!] } : {},
      });
      if (added.errors.length) throw new Error(`search index: ${page.url}: ${added.errors.join("; ")}`);
      counts[page.language] += 1;
    }
    const output = path.join(client, PAGEFIND_BASE);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join("; ")}`);
    // Pagefind's own search interfaces: the search page is ours (its UI has no Uzbek), so they are not published.
    for (const file of await readdir(output)) {
      if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)) await rm(path.join(output, file));
    }
  } finally {
    await pagefind.close();
  }
  return counts;
}

/**
 * The A–Z list of one language's pages, grouped by the section they belong to (their first breadcrumb step; pages
 * at the top level under `otherHeading`), sections and titles in the language's alphabetical order.
 */
export function azIndexMarkup(pages: IndexedPage[], language: Language, otherHeading: string): string {
  const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
  const groups = new Map<string, IndexedPage[]>();
  for (const page of pages.filter((candidate) => candidate.language === language)) {
    const group = page.section.split(" › ")[0] || otherHeading;
    groups.set(group, [...(groups.get(group) ?? []), page]);
  }
  const ordered = [...groups].sort(([a], [b]) =>
    a === otherHeading ? 1 : b === otherHeading ? -1 : collator.compare(a, b),
  );
  return ordered
    .map(([heading, members], index) => {
      const items = members
        .sort((a, b) => collator.compare(a.title, b.title))
        .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
        .join("");
      return `<section aria-labelledby="az-${index}"><h3 id="az-${index}">${escapeHtml(heading)}</h3><ul>${items}</ul></section>`;
    })
    .join("");
}

/** The search index and each language's A–Z list of pages (issue #16), read from the pages as they are now. */
export const searchIndex: BuildStep = {
  name: "search index",
  async run({ client }) {
    const pages = await readSite(
      client,
      Object.fromEntries(LANGUAGES.map((language) => [language, UI_STRINGS[language].nav.breadcrumbs])) as Record<
        Language,
        string
      >,
    );
    const counts = await writeSearchIndex(client, pages, loadNames());
    for (const language of LANGUAGES) {
      // The same list on the search page and, filtered to the pages saved on the device, on the offline page.
      for (const page of [SEARCH_PATH, OFFLINE_PATH]) {
        await inlineInto(client, language, {
          id: searchAzId(language),
          file: searchAzFile(language),
          page,
          markup: azIndexMarkup(pages, language, SEARCH_TEXT[language].other),
        });
      }
    }
    return `${LANGUAGES.map((language) => `${language} ${counts[language]}`).join(", ")} pages`;
  },
};
