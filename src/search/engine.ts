import type { Language } from "../i18n/languages";
import { PAGEFIND_BASE, PAGEFIND_SCRIPT } from "../site/search";
import { excerpt, type Segment } from "./excerpt";
import { MAX_QUERY_LENGTH, searchWords } from "./fold";

/**
 * The search engine without the page (issue #16, docs/decisions/014 and 034): Pagefind loaded once, a folded query
 * searched with the counts by section, and the fragments of the results turned into what the page shows. It lives
 * in the search script's bundle (search/search-script.ts), which the search page loads when the visitor searches and
 * which draws the first results of a page opened with a query before the page's own scripts are fetched.
 */

export interface PagefindResult {
  data: () => Promise<{ url: string; meta: Record<string, string | undefined> }>;
}
interface PagefindResponse {
  results: PagefindResult[];
  /** Per filter, the results each value has (with the filters of the search applied). */
  filters?: Record<string, Record<string, number>>;
}
export interface Pagefind {
  options: (options: { basePath: string; ranking?: Record<string, number> }) => Promise<void>;
  init: () => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<PagefindResponse | null>;
}

export interface Result {
  url: string;
  title: string;
  section: string;
  excerpt: Segment[];
}

/** A section of the site and how many results of the query are in it (the filters beside the results). */
export interface SectionCount {
  name: string;
  count: number;
}

/** What a query found: the results (narrowed to `section` when one is chosen) and the count in each section. */
export interface Hits {
  term: string;
  section: string;
  found: PagefindResult[];
  total: number;
  sections: SectionCount[];
}

/**
 * Pagefind's ranking (pagefind.app/docs/ranking): by the weighted count of the words found, not by their density
 * (`termFrequency` 0), so that the weights the index gives a page's title and the places it is about
 * (scripts/build/search-index.ts SEARCH_WEIGHTS) decide, and between two equal titles the page that talks about the
 * place throughout comes before a short one that mentions it. Held by the relevance test (tests/e2e/search.e2e.ts).
 */
const RANKING = { termFrequency: 0 };

/** The filter of the results by section, as the index writes it (scripts/build/search-index.ts). */
const SECTION_FILTER = "section";

let engine: Promise<Pagefind> | undefined;

/**
 * Pagefind and its WebAssembly, loaded and initialised once per page (the filters' index too: without it a search
 * counts no results per section). Rejects when any of it fails to load.
 */
export function loadPagefind(): Promise<Pagefind> {
  engine ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async (module) => {
    await module.options({ basePath: PAGEFIND_BASE, ranking: RANKING });
    await module.init();
    await module.filters();
    return module;
  });
  return engine;
}

/** What a query searches for: its folded words (search/fold.ts), empty when it has none (only punctuation, say). */
export function termOf(query: string, language: Language): string {
  return searchWords(query.slice(0, MAX_QUERY_LENGTH), language).join(" ");
}

/** `term`: a query's folded words (termOf); `section`: the section to narrow to, empty for all. */
export async function searchPages(pagefind: Pagefind, term: string, section: string): Promise<Hits> {
  const [all, narrowed] = await Promise.all([
    pagefind.search(term),
    section ? pagefind.search(term, { filters: { [SECTION_FILTER]: section } }) : null,
  ]);
  const counts = all?.filters?.[SECTION_FILTER] ?? {};
  return {
    term,
    section,
    found: (section ? narrowed?.results : all?.results) ?? [],
    total: all?.results.length ?? 0,
    sections: Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

/** The first `count` results of `hits` as the page shows them: title, section and the excerpt with the matches. */
export async function pageResults(hits: Hits, count: number, language: Language): Promise<Result[]> {
  const pages = await Promise.all(hits.found.slice(0, count).map((hit) => hit.data()));
  return pages.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    section: page.meta.section ?? "",
    excerpt: excerpt(page.meta.text ?? "", hits.term, undefined, page.meta.aliases ?? "", language),
  }));
}

/** What the search script publishes for the search page (search/search-script.ts, search/load-engine.ts). */
export interface SearchEngine {
  termOf: typeof termOf;
  loadPagefind: typeof loadPagefind;
  searchPages: typeof searchPages;
  pageResults: typeof pageResults;
}
