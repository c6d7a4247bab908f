import { COLLECTIONS, DISTRICTS } from "../../src/content/collections";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES } from "../../src/i18n/languages";
import type { BuildStep } from "./step";

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

/** build/server-routes.json, read by server/serve.mjs (nginx gets the same table in maps.conf). */
export const serverRoutes: BuildStep = {
  name: "server route table",
  async run({ build }) {
    const routes: ServerRoutes = { fallbacks: fallbackTable() };
    await writeFile(path.join(build, "server-routes.json"), JSON.stringify(routes, null, 2));
    return `${routes.fallbacks.length} fallbacks`;
  },
};
