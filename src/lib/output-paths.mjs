/**
 * Where the build writes what it makes under build/client, each place named once (issue #27). The modules that
 * write or link these files build their paths from here, and server/headers.mjs derives both servers'
 * Cache-Control from the same two lists (and scripts/build/server-config.ts nginx's from headers.mjs), so a new output
 * folder cannot be cached one way by `npm start` and another by nginx. Plain JavaScript: the Node server imports
 * it as it is.
 */

/** Files with hashed names, cached for a year: Vite's scripts and styles, the media stills (content/media.ts). */
export const HASHED = {
  assets: "/assets/",
  media: "/media/",
};

/**
 * Files revalidated like the pages: the markup a page repeats (the maps, the statistics figures and their
 * stylesheet, the search A–Z lists), the open-data downloads, Pagefind's entry script and worker (its index files
 * are hashed by Pagefind), the offline guide's lists and the service worker (a new build must reach it at once).
 * Each a prefix: `serviceWorker` and `pagefindScript` are files or file-name starts, not folders.
 */
export const REVALIDATED = {
  maps: "/maps/",
  charts: "/charts/",
  data: "/data/",
  search: "/search/",
  pagefindScript: "/pagefind/pagefind",
  offline: "/offline/",
  serviceWorker: "/sw.js",
};

/** Pagefind's folder (scripts/build/search-index.ts writes it). */
export const PAGEFIND = "/pagefind/";
