import { SEARCH_ENGINE_KEY } from "../site/search";
import type { SearchEngine } from "./engine";
// Bundled on its own, as Vite bundles a worker, so that the engine is one file whichever script asks for it first.
import searchScript from "./search-script.ts?worker&url";

/**
 * The search script's address (search/search-script.ts), for the search page's inline script, and the engine it
 * publishes, for the search page once it runs: importing the script again, after the inline script did, costs
 * nothing (a module runs once).
 */
export const SEARCH_SCRIPT = searchScript;

export function loadSearchEngine(): Promise<SearchEngine> {
  return import(/* @vite-ignore */ SEARCH_SCRIPT).then(() => {
    const engine = (window as unknown as Partial<Record<typeof SEARCH_ENGINE_KEY, SearchEngine>>)[
      SEARCH_ENGINE_KEY
    ];
    if (!engine) throw new Error("the search script published no engine");
    return engine;
  });
}
