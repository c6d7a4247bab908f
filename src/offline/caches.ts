/**
 * Names the service worker (src/offline/worker/sw.ts) and the pages share (issue #17, docs/decisions/015): the caches it
 * fills and the pages read, and where the build writes what they need. The paths are the browser's half of a path named in lib/output-paths.mjs, written out: importing it here would make it a script chunk of its own that every page preloads (server/headers.test.ts checks they agree).
 */

/** Pages (HTML and their `.data`) the visitor has opened: network first, kept for reading offline. */
export const PAGES_CACHE = "pages-v1";
/** Pictures the pages showed, at the size the page used: least recently used go first past the cap. */
export const IMAGES_CACHE = "images-v1";
/** Hashed scripts and styles (their names change with their contents). */
export const ASSETS_CACHE = "assets-v1";
/** A saved tourism guide, one cache per language (removed as a whole). */
export const guideCache = (language: string) => `guide-${language}-v1`;
/** The saved guide's record (when it was saved), kept in its own cache beside the files. */
export const GUIDE_RECORD = "/offline/guide-saved.json";
/** What saving a language's guide stores, written by the build (scripts/build/offline.ts). */
export const guideManifest = (language: string) => `/offline/guide-${language}.json`;

/** Caches whose pages count as saved on this device (the offline page lists them). */
export const SAVED_PAGES_CACHES = /^(pages-v1|guide-[a-z]+-v1)$/;

export const SERVICE_WORKER = "/sw.js";

export interface GuideManifest {
  /** The guide's pages, by canonical path. */
  pages: string[];
  /** Scripts and styles those pages load. */
  assets: string[];
  /** About how many bytes saving it downloads (pages, assets and pictures at a phone's size). */
  bytes: number;
}
