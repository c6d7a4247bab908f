import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../i18n/languages";
import { PAGEFIND_BASE } from "../site/search";
import { excerpt, type Segment } from "./excerpt";

/**
 * The search engine's client (issue #16, docs/decisions/014): Pagefind loaded on demand, the folded query searched
 * as typed (debounced), and the fragments of the results on screen fetched a page at a time. The search screen
 * (routes/search.tsx) draws what it returns.
 */

export interface PagefindResult {
  data: () => Promise<{ url: string; meta: Record<string, string | undefined> }>;
}
interface PagefindResponse {
  results: PagefindResult[];
  /** Per filter, the results each value has (with the filters of the search applied). */
  filters?: Record<string, Record<string, number>>;
}
interface Pagefind {
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

export const PAGE_SIZE = 20;
/** Results a new query shows before the rest of its first page has arrived. */
const FIRST_RESULTS = 5;
/** Long enough to skip the words between keystrokes, short enough to keep first results within 300 ms of the last one. */
const DEBOUNCE_MS = 100;
/**
 * Pagefind's ranking (pagefind.app/docs/ranking): by the weighted count of the words found, not by their density
 * (`termFrequency` 0), so that the weights the index gives a page's title and the places it is about
 * (scripts/build/search-index.ts SEARCH_WEIGHTS) decide, and between two equal titles the page that talks about the
 * place throughout comes before a short one that mentions it. Held by the relevance test (tests/e2e/search.e2e.ts).
 */
const RANKING = { termFrequency: 0 };

/** The filter of the results by section, as the index writes it (scripts/build/search-index.ts). */
const SECTION_FILTER = "section";

/** static: as prerendered (or without JavaScript); idle: no query yet; then loading, ready or failed. */
export type Status = "static" | "idle" | "loading" | "ready" | "failed";

/**
 * `term`: the folded words of the query (search/fold.ts searchWords), empty for none; `section`: the section the
 * results are narrowed to, empty for all.
 */
export function useSearch(term: string, section: string, language: Language) {
  const [status, setStatus] = useState<Status>("static");
  // The hits of the latest query (with the query and section they answer, and the count in each section); the
  // fragments shown, with the hits they belong to.
  const [hits, setHits] = useState<{
    term: string;
    section: string;
    found: PagefindResult[];
    total: number;
    sections: SectionCount[];
  } | null>(null);
  const [results, setResults] = useState<{ of: PagefindResult[]; items: Result[] } | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const engine = useRef<Pagefind | null>(null);
  const loading = useRef(false);
  // The first search (the address's query, or the first word typed while the engine loaded) waits for no keystroke.
  const searched = useRef(false);

  /**
   * Pagefind and its WebAssembly, loaded once, when the visitor shows they mean to search (the field gets focus, or
   * the address holds a query): the index is usually ready by the end of the first word, and an empty search page
   * nobody touches costs a visitor (and its first paint) nothing. A failure to load leaves the A–Z list and a notice.
   */
  const loadEngine = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setStatus("loading");
    const url = `${PAGEFIND_BASE}pagefind.js`;
    void (import(/* @vite-ignore */ url) as Promise<Pagefind>)
      .then(async (module) => {
        await module.options({ basePath: PAGEFIND_BASE, ranking: RANKING });
        await module.init();
        // The filters' index: without it a search counts no results per section.
        await module.filters();
        engine.current = module;
        setStatus("ready");
      })
      .catch(() => setStatus("failed"));
  }, []);

  // Search as the visitor types (debounced): the whole query for the counts by section, and the chosen section.
  useEffect(() => {
    if (status !== "ready" || !term) return;
    let current = true;
    const timer = window.setTimeout(
      () => {
        searched.current = true;
        const pagefind = engine.current;
        if (!pagefind) return;
        void Promise.all([
          pagefind.search(term),
          section ? pagefind.search(term, { filters: { [SECTION_FILTER]: section } }) : null,
        ])
          .then(([all, narrowed]) => {
            if (!current || !all) return;
            const counts = all.filters?.[SECTION_FILTER] ?? {};
            setShown(PAGE_SIZE);
            setHits({
              term,
              section,
              found: (section ? narrowed?.results : all.results) ?? [],
              total: all.results.length,
              sections: Object.entries(counts)
                .filter(([, count]) => count > 0)
                .map(([name, count]) => ({ name, count }))
                .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
            });
          })
          .catch(() => current && setStatus("failed"));
      },
      searched.current ? DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [term, section, status]);

  // The fragments (title, section, text) of the results on screen: for a new query the first few as soon as they
  // arrive (first results sooner), then the rest of the page; "show more" adds to the list.
  useEffect(() => {
    if (!hits) return;
    let current = true;
    const show = (count: number) =>
      Promise.all(hits.found.slice(0, count).map((hit) => hit.data())).then((pages) => {
        if (!current) return;
        setResults({
          of: hits.found,
          items: pages.map((page) => ({
            url: page.url,
            title: page.meta.title ?? page.url,
            section: page.meta.section ?? "",
            excerpt: excerpt(page.meta.text ?? "", hits.term, undefined, page.meta.aliases ?? "", language),
          })),
        });
      });
    const first = shown === PAGE_SIZE ? FIRST_RESULTS : shown;
    void show(first)
      .then(() => (current && shown > first ? show(shown) : undefined))
      .catch(() => current && setStatus("failed"));
    return () => {
      current = false;
    };
  }, [hits, shown, language]);

  return { status, setStatus, loadEngine, hits, results, shown, setShown };
}
