/** The site search (issue #16): its page, and where the build puts its index and A–Z list. */
export { SEARCH_PATH } from "./paths";
/** Pagefind's files, written by scripts/search-index.ts. */
export const PAGEFIND_BASE = "/pagefind/";
export const searchAzId = (language: string) => `search-az-${language}`;
export const searchAzFile = (language: string) => `/search/${searchAzId(language)}.html`;
