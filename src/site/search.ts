/** The site search (issue #16): its page, and where the build puts its index and A–Z list. */
export { SEARCH_PATH } from "./paths";
/** Pagefind's files, written by scripts/build/search-index.ts. The browser's half of a path named in lib/output-paths.mjs, written out: importing it here would make it a script chunk of its own that every page preloads (server/headers.test.ts checks they agree). */
export const PAGEFIND_BASE = "/pagefind/";
/** Pagefind's module, which the search engine imports (search/engine.ts). */
export const PAGEFIND_SCRIPT = `${PAGEFIND_BASE}pagefind.js`;
/** The address's parameter of the section the results are narrowed to (`?q=chorvoq&section=Turizm`). */
export const SEARCH_SECTION_PARAM = "section";
export const searchAzId = (language: string) => `search-az-${language}`;
export const searchAzFile = (language: string) => `/search/${searchAzId(language)}.html`;
/**
 * The mark the search page's inline script sets on `<html>` before first paint when the address holds a query
 * (routes/search.tsx): the stylesheet paints the results area from the start, and the search script draws the first
 * results (search/search-script.ts).
 */
export const SEARCH_QUERY_MARK = "data-search-query";
/** The placeholder of a search page opened with a query, which search/search-script.ts fills before the page's scripts run. */
export const FIRST_RESULTS_ID = "search-first-results";
/** Results a new query shows before the rest of its first page has arrived: the search script draws as many. */
export const FIRST_RESULTS = 5;
/** The event search/search-script.ts sends on `window` once it is done with the first results (drawn, none to draw, or failed). */
export const FIRST_RESULTS_DONE = "search-first-results-done";
/** Where the search script (search/search-script.ts) publishes the engine for the search page (search/load-engine.ts). */
export const SEARCH_ENGINE_KEY = "__siteSearch";
