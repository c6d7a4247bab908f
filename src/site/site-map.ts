import { COLLECTIONS, DISTRICTS, PAGES } from "../content/collections";
import { GALLERY_ENTRIES, SECTIONS } from "./sections";
import { PLACES_MAP_PATH } from "./districts";
import { CALENDAR_PATH, HOLIDAYS_PATH, OPEN_DATA_PATH } from "./paths";
import { OFFLINE_PATH, SEARCH_PATH } from "./paths";
import type { KnownPaths } from "./paths";

/** Every static (id-less) path of the site, without the language: "" is the home page. */
export const STATIC_PATHS: readonly string[] = [
  ...new Set([
    "",
    ...PAGES.filter((page) => !page.path.includes("/")).map((page) => page.path),
    ...GALLERY_ENTRIES.map((entry) => entry.path),
    ...SECTIONS.flatMap((section) => [section.path, ...section.entries.map((entry) => entry.path)]),
    PLACES_MAP_PATH,
    CALENDAR_PATH,
    HOLIDAYS_PATH,
    OPEN_DATA_PATH,
    SEARCH_PATH,
    OFFLINE_PATH,
  ]),
];

/** Detail route patterns, e.g. "aboutus/statistics/:id". */
export const DETAIL_PATTERNS: readonly string[] = [
  ...COLLECTIONS.map((collection) => collection.detailPattern),
  DISTRICTS.detailPattern,
];

export const KNOWN_PATHS: KnownPaths = { staticPaths: STATIC_PATHS, detailPatterns: DETAIL_PATTERNS };
