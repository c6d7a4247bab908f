import { COLLECTIONS, DISTRICTS, detailPath, districtPath } from "../content/collections";
import { unitSlugs, validateAllUnits } from "../content/districts.server";
import { articleIds, validateAllContent } from "../content/load.server";
import { LANGUAGES } from "../i18n/languages";
import { localizedPath } from "./paths";
import { STATIC_PATHS } from "./site-map";

/**
 * Id 0 matches nothing (spec §5). Its prerendered page is the collection's "not found" screen, which the
 * server sends with status 404 for any unknown id; the build moves it out of the public tree.
 */
export const NOT_FOUND_ID = 0;

/** Every path to render at build time: all static pages and every article, in every language. */
export function allPrerenderPaths(): string[] {
  validateAllContent(LANGUAGES);
  validateAllUnits();
  return LANGUAGES.flatMap((language) => [
    ...[...unitSlugs(), DISTRICTS.notFoundSlug].map((slug) => localizedPath(language, districtPath(slug))),
    ...STATIC_PATHS.map((path) => localizedPath(language, path)),
    ...COLLECTIONS.flatMap((collection) =>
      [...articleIds(collection.key), NOT_FOUND_ID].map((id) =>
        localizedPath(language, detailPath(collection, id)),
      ),
    ),
  ]);
}
