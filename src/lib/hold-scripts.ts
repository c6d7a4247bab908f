/**
 * The name of a promise a page's own inline script may set on `window` while the page is parsed: the page's
 * scripts (React and its routes, deferred by scripts/build/defer-scripts.ts) are fetched once it settles, or at the
 * latest START_AFTER_MS after the page began. The search page opened with a query holds them until its first
 * results are on screen (search/search-script.ts), so that the results do not share a slow line with them.
 */
export const HOLD_SCRIPTS = "__holdScripts";
