import { COLLECTIONS, detailPath, districtPath, PAGES } from "./collections";
import { loadUnits } from "./districts.server";
import { loadCollection, loadPage } from "./load.server";
import type { Language } from "../i18n/languages";

/**
 * Every page that a content file writes, with the two dates its file carries (issue #32): the list the Atom feed of
 * site updates is built from. Paths are without the language prefix (`aboutus/sport/1`); the feed adds it.
 */
export interface ContentUpdate {
  path: string;
  title: string;
  published: string;
  updated: string;
}

/** Every article, editorial page and district page of one language, most recently updated first. */
export function contentUpdates(language: Language): ContentUpdate[] {
  const articles = COLLECTIONS.flatMap((collection) =>
    loadCollection(collection.key, language).map((article) => ({
      path: detailPath(collection, article.id),
      title: article.title,
      published: article.published,
      updated: article.updated,
    })),
  );
  const pages = PAGES.flatMap((page) => {
    const loaded = loadPage(page.key, language);
    return loaded ? [{ path: page.path, title: loaded.title, published: loaded.published, updated: loaded.updated }] : [];
  });
  const units = loadUnits(language).map((unit) => ({
    path: districtPath(unit.slug),
    title: unit.name,
    published: unit.published,
    updated: unit.updated,
  }));
  return [...articles, ...pages, ...units].sort(
    (a, b) => b.updated.localeCompare(a.updated) || a.path.localeCompare(b.path),
  );
}
