/** The site search (issue #16): its page, and where the build puts its index and A–Z list. */
export { SEARCH_PATH } from "./paths";
/** Pagefind's files, written by scripts/build/search-index.ts. The browser's half of a path named in lib/output-paths.mjs, written out: importing it here would make it a script chunk of its own that every page preloads (server/headers.test.ts checks they agree). */
export const PAGEFIND_BASE = "/pagefind/";
export const searchAzId = (language: string) => `search-az-${language}`;
export const searchAzFile = (language: string) => `/search/${searchAzId(language)}.html`;
