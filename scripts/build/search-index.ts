/**
 * The site search's index (issues #16 and #30, docs/decisions/014 and 023), written after the prerender from the built
 * pages: one Pagefind index per language. Each page is read as a reader reads it (its title, lead and body, block by
 * block; not its panels, figures, link lists or furniture), its words folded (src/search/fold.ts) so that every
 * spelling of oʻ/gʻ, ё/е and case find the same words, and handed to Pagefind as a small document whose title and
 * the place names of its title weigh most; the other spellings of the places it names (content/names.yaml) are
 * added. The original title, section, text and place-name pairs travel as metadata, for the results the search page
 * writes itself. Also writes the A–Z list of every page, the search page's answer without JavaScript.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { parse as parseHtml, type DefaultTreeAdapterMap } from "parse5";
import * as pagefind from "pagefind";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "../../src/i18n/languages";
import { loadNames } from "../../src/content/names.server";
import { escapeHtml } from "../../src/lib/html";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { SEARCH_TEXT } from "../../src/search/strings";
import { inlineInto } from "./inline-markup";
import type { BuildStep } from "./step";
import { pagesUnder } from "./walk";
import { fold } from "../../src/search/fold";
import { encodeAliases, placesNamed, type NamedPlace, type NameForms } from "../../src/search/spellings";
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

/**
 * What a reader does not look for on a page, left out of the index and the excerpts (issue #30): code, controls,
 * navigation (menus, breadcrumbs), figures (maps, charts and their credits), complementary panels (`aside`: a
 * place's "plan your visit" panel, a district's key figures), data tables (the districts table; their figures are
 * read on the pages they sum up), pictures and page furniture. A component marks anything else of the kind with
 * Pagefind's own `data-pagefind-ignore` (the offline guide's box).
 */
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
  "aside",
  "header",
  "footer",
  "dialog",
  "img",
  "picture",
  "video",
  "audio",
  "iframe",
  "table",
]);

/**
 * Elements inside a line of text, unless a display utility makes them a box of their own (`block`, `flex`, …, as the
 * place panel's lines are spans); every other element ends one block and starts another.
 */
const PHRASING = new Set([
  "span",
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
]);

const BOX = /(^|\s)([a-z0-9-]+:)*(block|flex|grid|inline-block|inline-flex|inline-grid|table)(\s|$)/;
/** A flex or grid container: each of its children is a box of its own, whatever its tag. */
const CONTAINER = /(^|\s)([a-z0-9-]+:)*(flex|grid|inline-flex|inline-grid)(\s|$)/;

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const childrenOf = (node: Node): Node[] => ("childNodes" in node ? node.childNodes : []);
const isContainer = (node: Node) => isElement(node) && CONTAINER.test(attribute(node, "class") ?? "");
const inLine = (element: Element) =>
  PHRASING.has(element.tagName) &&
  !BOX.test(attribute(element, "class") ?? "") &&
  !(element.parentNode && isContainer(element.parentNode));

function find(node: Node, test: (element: Element) => boolean): Element | null {
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

function findAll(node: Node, test: (element: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  for (const child of childrenOf(node)) findAll(child, test, out);
  return out;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** All the text of a subtree, as it reads (for headings, trail steps and link texts). */
function plainText(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  const text = childrenOf(node).map(plainText).join("");
  return isElement(node) && !inLine(node) ? ` ${text} ` : text;
}

/** A link to another page of the site (not a download, not another site). */
const isPageLink = (element: Element, language: Language) => {
  const href = attribute(element, "href") ?? "";
  return element.tagName === "a" && (href === `/${language}` || href.startsWith(`/${language}/`));
};

/** Blocks that may only point elsewhere: list items, lone link paragraphs, headings of stacked lists. */
const LINK_BLOCKS = /^(li|p|h[2-6]|dt|dd)$/;

/**
 * A block that points elsewhere rather than saying something here: a card (an `article` of its own), or a block
 * whose text is mostly links to other pages (nearby places, a district's articles, the places map's list, the
 * heading of a stacked list). Those words belong to the pages they link to, which are found by them.
 */
function isLinkItem(element: Element, language: Language): boolean {
  if (!LINK_BLOCKS.test(element.tagName)) return false;
  if (find(element, (inner) => inner !== element && inner.tagName === "article")) return true;
  const links = findAll(element, (inner) => isPageLink(inner, language));
  if (links.length === 0) return false;
  const linked = links.reduce((sum, link) => sum + clean(plainText(link)).length, 0);
  return linked * 2 >= clean(plainText(element)).length;
}

/** Not part of the page's reading: skipped tags, hidden parts, screen-reader-only words, marked or linking items. */
function isLeftOut(element: Element, language: Language): boolean {
  return (
    SKIPPED.has(element.tagName) ||
    attribute(element, "aria-hidden") === "true" ||
    attribute(element, "hidden") !== undefined ||
    attribute(element, "data-pagefind-ignore") !== undefined ||
    /(^|\s)sr-only(\s|$)/.test(attribute(element, "class") ?? "") ||
    isLinkItem(element, language)
  );
}

/**
 * A section with nothing to read under its heading once links and furniture are left out (the "Nearby" heading of
 * a list of links): its heading alone would be furniture too.
 */
function isEmptySection(element: Element, language: Language): boolean {
  if (element.tagName !== "section") return false;
  const body = childrenOf(element).filter((child) => !(isElement(child) && /^h[1-6]$/.test(child.tagName)));
  return body.every((child) => blocksOf(child, language).every((block) => !block.trim()));
}

/** The blocks of text a reader reads in a subtree, each whole: block boundaries never run words together. */
function blocksOf(node: Node, language: Language, out: string[] = [""]): string[] {
  if (node.nodeName === "#text") {
    out[out.length - 1] += (node as DefaultTreeAdapterMap["textNode"]).value;
    return out;
  }
  if (!isElement(node) && node.nodeName !== "#document" && node.nodeName !== "#document-fragment") return out;
  if (isElement(node) && (isLeftOut(node, language) || isEmptySection(node, language))) return out;
  const block = isElement(node) && !inLine(node);
  if (block) out.push("");
  for (const child of childrenOf(node)) blocksOf(child, language, out);
  if (block) out.push("");
  return out;
}

/**
 * The blocks as one text for excerpts: a block that ends a sentence is followed by a space, any other (a heading, a
 * label) by a middle dot, so that "Turizm" and the paragraph after it do not read as one sentence.
 */
export function joinBlocks(blocks: readonly string[]): string {
  return blocks.reduce(
    (text, block) => (!text ? block : `${text}${/[.!?…:;»"')\]]$/.test(text) ? " " : " · "}${block}`),
    "",
  );
}

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
    ? findAll(trail, (element) => element.tagName === "li").map((item) => clean(plainText(item)))
    : [];
  const title = clean(plainText(heading));
  const blocks = blocksOf(main, language).map(clean).filter(Boolean);
  // The heading opens the text; results show the title apart, so the excerpt starts after it.
  if (blocks[0] === title) blocks.shift();
  return {
    language,
    url,
    title,
    section: steps.slice(1, -1).join(" › "),
    text: joinBlocks(blocks).slice(0, MAX_TEXT),
  };
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

/**
 * How much a word counts where it stands (Pagefind's data-pagefind-weight, 0–10, squared in the ranking), so that a
 * page about what was asked comes first (issue #30): the title's head (what the page is about, before its first
 * colon or dash) above its tail; the places a page is about (its title's head is a registered name of
 * content/names.yaml, with the places that name holds: "Chorvoq suv ombori" holds Chorvoq) with every spelling of
 * them, as high as the title; the other places its title names, with their spellings, above the text; the section
 * trail below the page's own text, so "Turizm" finds the tourism pages' titles before their trail.
 */
export const SEARCH_WEIGHTS = { title: 10, titleTail: 7, subject: 10, names: 5, text: 1, section: 0.5 } as const;

/** A title's head and tail: "Chorvoq suv ombori: Boʻstonliq togʻlaridagi dengiz" → the reservoir, then the rest. */
export function splitTitle(title: string): [head: string, tail: string] {
  const end = /:\s|\s[—–]\s|\s\(/.exec(title);
  return end ? [title.slice(0, end.index).trim(), title.slice(end.index).replace(/^[:\s—–]+/, "").trim()] : [title, ""];
}

/**
 * One page as Pagefind reads it: a small document of the page's folded words (search/fold.ts), each part with its
 * weight, and the original title, section, text and place-name pairs as metadata for the results page (which writes
 * and marks its own excerpts). Only the `data-pagefind-body` part is searched.
 */
export function recordHtml(page: IndexedPage, names: readonly NameForms[]): string {
  const [head, tail] = splitTitle(page.title);
  const inHead = placesNamed(head, page.language, names);
  const isSubject = inHead.some((place) => place.own.some((form) => fold(form, page.language) === fold(head, page.language)));
  const subject = isSubject ? inHead : [];
  const titled = placesNamed(page.title, page.language, names).filter(
    (place) => !subject.some((about) => about.own[0] === place.own[0]),
  );
  const mentioned = placesNamed(`${page.title} ${page.text}`, page.language, names);
  const formsOf = (places: NamedPlace[]) => [...new Set(places.flatMap((place) => [...place.own, ...place.others]))];
  const spellings = [...new Set(mentioned.flatMap((place) => place.others))];
  const searched = (weight: number, text: string) =>
    text ? `<p data-pagefind-weight="${weight}">${escapeHtml(fold(text, page.language))}</p>` : "";
  const meta = (key: string, text: string) =>
    text ? `<p data-pagefind-meta="${key}">${escapeHtml(text)}</p>` : "";
  const section = page.section.split(" › ")[0] ?? "";
  return (
    `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8"><title></title></head><body>` +
    // The filter on the body itself, its value inline: Pagefind reads filters only inside the body, and this way
    // the section's words are not searched twice.
    `<main data-pagefind-body${section ? ` data-pagefind-filter="section:${escapeHtml(section)}"` : ""}>` +
    searched(SEARCH_WEIGHTS.title, head) +
    searched(SEARCH_WEIGHTS.titleTail, tail) +
    searched(SEARCH_WEIGHTS.subject, formsOf(subject).join(" · ")) +
    searched(SEARCH_WEIGHTS.names, formsOf(titled).join(" · ")) +
    searched(SEARCH_WEIGHTS.section, page.section) +
    searched(SEARCH_WEIGHTS.text, page.text) +
    searched(SEARCH_WEIGHTS.text, spellings.join(" · ")) +
    `</main>` +
    meta("title", page.title) +
    meta("section", page.section) +
    meta("text", page.text) +
    meta("aliases", encodeAliases(mentioned, page.language)) +
    `</body></html>`
  );
}

/** Writes build/client/pagefind/; returns the number of records per language. */
export async function writeSearchIndex(
  client: string,
  pages: IndexedPage[],
  names: readonly NameForms[],
): Promise<Record<Language, number>> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  const counts = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>;
  try {
    for (const page of pages) {
      // Pagefind picks the index from the record's <html lang>.
      const added = await index.addHTMLFile({ url: page.url, content: recordHtml(page, names) });
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
