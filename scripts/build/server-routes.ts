import { COLLECTIONS, DISTRICTS } from "../../src/content/collections";
import { LANGUAGES } from "../../src/i18n/languages";

/** What the production servers need to know of the site's routes, written to build/server-routes.json. */
export interface ServerRoutes {
  /** Detail paths whose unknown ids get the collection's "not found" page with status 404. */
  fallbacks: Array<{ pattern: string; file: string }>;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `^/(uz|en|ru)/aboutus/statistics/[^/]*$` -> `<lang>/statistics` for every collection. */
export function fallbackTable(): ServerRoutes["fallbacks"] {
  return [...COLLECTIONS, DISTRICTS].map((collection) => {
    const [before = "", after = ""] = collection.detailPattern.split(":id");
    return {
      pattern: `^/(${LANGUAGES.join("|")})/${escapeRegExp(before)}[^/]*${escapeRegExp(after)}/?$`,
      file: collection.key,
    };
  });
}
