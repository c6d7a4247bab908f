import { LANGUAGE_TAGS, type Language } from "../i18n/languages";

/**
 * How the districts pages order their units (issue #14), and where the build puts their maps. Loaders call these
 * at build time, so the prerendered text and the hydrated page agree whatever the browser's own Intl data says.
 */

/** Districts first, then cities; each alphabetically in the page's language. */
export function sortedUnits<T extends { kind: "district" | "city"; name: string }>(
  units: readonly T[],
  language: Language,
): T[] {
  const collator = new Intl.Collator(LANGUAGE_TAGS[language]);
  return [...units].sort(
    (a, b) => Number(a.kind === "city") - Number(b.kind === "city") || collator.compare(a.name, b.name),
  );
}

/**
 * Where the build puts each language's region map: in place of its page's placeholder, and as a file. The browser's half of a path named in lib/output-paths.mjs, written out: importing it here would make it a script chunk of its own that every page preloads (server/headers.test.ts checks they agree).
 */
export const regionMapId = (language: Language) => `region-map-${language}`;
export const regionMapFile = (language: Language) => `/maps/${regionMapId(language)}.svg`;
export const placesMapId = (language: Language) => `places-map-${language}`;
export const placesMapFile = (language: Language) => `/maps/${placesMapId(language)}.svg`;
/** The places map's page (issue #15), within the tourism section. */
export const PLACES_MAP_PATH = "tourism/map";
