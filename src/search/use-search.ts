import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../i18n/languages";
import type { Hits, Pagefind, Result, SearchEngine } from "./engine";
import { FIRST_RESULTS } from "../site/search";
import { loadSearchEngine } from "./load-engine";

/**
 * The search engine's client (issue #16, docs/decisions/014): Pagefind loaded on demand, the folded query searched
 * as typed (debounced), and the fragments of the results on screen fetched a page at a time (search/engine.ts). The
 * search screen (routes/search.tsx) draws what it returns.
 */

export const PAGE_SIZE = 20;

/** Long enough to skip the words between keystrokes, short enough to keep first results within 300 ms of the last one. */
const DEBOUNCE_MS = 100;

/** static: as prerendered (or without JavaScript); idle: no query yet; then loading, ready or failed. */
export type Status = "static" | "idle" | "loading" | "ready" | "failed";

/**
 * `query`: as typed; `section`: the section the results are narrowed to, empty for all. Returns with the rest the
 * query's `term`, its folded words (empty for none, and until the engine is loaded: the fold is the engine's).
 */
export function useSearch(query: string, section: string, language: Language) {
  const [status, setStatus] = useState<Status>("static");
  // The hits of the latest query (with the query and section they answer, and the count in each section); the
  // fragments shown, with the hits they belong to.
  const [hits, setHits] = useState<Hits | null>(null);
  const [results, setResults] = useState<{ of: Hits["found"]; items: Result[] } | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [engine, setEngine] = useState<{ api: SearchEngine; pagefind: Pagefind } | null>(null);
  const term = engine ? engine.api.termOf(query, language) : "";
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
    loadSearchEngine()
      .then(async (api) => {
        setEngine({ api, pagefind: await api.loadPagefind() });
        setStatus("ready");
      })
      .catch(() => setStatus("failed"));
  }, []);

  // Search as the visitor types (debounced): the whole query for the counts by section, and the chosen section.
  useEffect(() => {
    if (status !== "ready" || !engine || !term) return;
    let current = true;
    const timer = window.setTimeout(
      () => {
        searched.current = true;
        engine.api
          .searchPages(engine.pagefind, term, section)
          .then((found) => {
            if (!current) return;
            setShown(PAGE_SIZE);
            setHits(found);
          })
          .catch(() => current && setStatus("failed"));
      },
      searched.current ? DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [term, section, status, engine]);

  // The fragments (title, section, text) of the results on screen: for a new query the first few as soon as they
  // arrive (first results sooner), then the rest of the page; "show more" adds to the list.
  useEffect(() => {
    if (!hits || !engine) return;
    let current = true;
    const show = (count: number) =>
      engine.api.pageResults(hits, count, language).then((items) => {
        if (current) setResults({ of: hits.found, items });
      });
    const first = shown === PAGE_SIZE ? FIRST_RESULTS : shown;
    void show(first)
      .then(() => (current && shown > first ? show(shown) : undefined))
      .catch(() => current && setStatus("failed"));
    return () => {
      current = false;
    };
  }, [hits, shown, language, engine]);

  return { status, setStatus, loadEngine, term, hits, results, shown, setShown };
}
