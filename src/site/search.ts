import { PAGEFIND, REVALIDATED } from "../lib/output-paths.mjs";
/** The site search (issue #16): its page, and where the build puts its index and A–Z list. */
export { SEARCH_PATH } from "./paths";
/** Pagefind's files, written by scripts/search-index.ts. */
export const PAGEFIND_BASE = PAGEFIND;
export const searchAzId = (language: string) => `search-az-${language}`;
export const searchAzFile = (language: string) => `${REVALIDATED.search}${searchAzId(language)}.html`;
