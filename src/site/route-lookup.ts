import {
  COLLECTIONS,
  PAGES,
  type CollectionDefinition,
  type CollectionKey,
  type PageKey,
} from "../content/collections";
import { isLanguage, type Language } from "../i18n/languages";
import { idInPattern, splitLanguage } from "./paths";

/**
 * Finds what a URL shows from the registry. Loaders use it because one screen module serves many routes
 * (every collection's list, every page); the path is the one thing they all know.
 */
export function sitePathOf(request: Request): { language: Language; path: string } {
  const { pathname } = new URL(request.url);
  const { language, rest } = splitLanguage(decodeURI(pathname).replace(/\.data$/, ""));
  if (!language || !isLanguage(language)) throw new Response("Not found", { status: 404 });
  return { language, path: rest.replace(/\/+$/, "") };
}

export function collectionByListPath(path: string): CollectionDefinition & { key: CollectionKey } {
  const found = COLLECTIONS.find((collection) => collection.listPath === path);
  if (!found) throw new Response("Not found", { status: 404 });
  return found;
}

/** The collection whose detail pattern matches, and the raw id segment. */
export function collectionByDetailPath(path: string): {
  collection: (typeof COLLECTIONS)[number];
  rawId: string;
} {
  const segments = path.split("/");
  for (const collection of COLLECTIONS) {
    const rawId = idInPattern(collection.detailPattern, segments);
    if (rawId !== null) return { collection, rawId };
  }
  throw new Response("Not found", { status: 404 });
}

export function pageKeyByPath(path: string): PageKey {
  const found = PAGES.find((page) => page.path === path);
  if (!found) throw new Response("Not found", { status: 404 });
  return found.key;
}
