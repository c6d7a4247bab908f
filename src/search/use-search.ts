import { useCallback, useEffect, useRef, useState } from "react";
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
interface Pagefind {
  options: (options: { basePath: string }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

export interface Result {
  url: string;
  title: string;
  section: string;
  excerpt: Segment[];
}

export const PAGE_SIZE = 20;
/** Results a new query shows before the rest of its first page has arrived. */
const FIRST_RESULTS = 5;
/** Long enough to skip the words between keystrokes, short enough to keep first results within 300 ms of the last one. */
const DEBOUNCE_MS = 100;

/** static: as prerendered (or without JavaScript); idle: no query yet; then loading, ready or failed. */
export type Status = "static" | "idle" | "loading" | "ready" | "failed";

/** `term`: the folded words of the query (search/fold.ts searchWords), empty for none. */
export function useSearch(term: string) {
  const [status, setStatus] = useState<Status>("static");
  // The hits of the latest query, with the query they answer; the fragments shown, with the hits they belong to.
  const [hits, setHits] = useState<{ term: string; found: PagefindResult[] } | null>(null);
  const [results, setResults] = useState<{ of: PagefindResult[]; items: Result[] } | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const engine = useRef<Pagefind | null>(null);
  const loading = useRef(false);

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
        await module.options({ basePath: PAGEFIND_BASE });
        await module.init();
        engine.current = module;
        setStatus("ready");
      })
      .catch(() => setStatus("failed"));
  }, []);

  // Search as the visitor types (debounced).
  useEffect(() => {
    if (status !== "ready" || !term) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void engine.current
        ?.search(term)
        .then((found) => {
          if (!current || !found) return;
          setShown(PAGE_SIZE);
          setHits({ term, found: found.results });
        })
        .catch(() => current && setStatus("failed"));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [term, status]);

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
            excerpt: excerpt(page.meta.text ?? "", hits.term),
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
  }, [hits, shown]);

  return { status, setStatus, loadEngine, hits, results, shown, setShown };
}
