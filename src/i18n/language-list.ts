/**
 * The site's languages, the first the default: on their own, so the service worker (which has no window or
 * localStorage, which languages.ts speaks of) reads the same list as the pages.
 */
export const LANGUAGES = ["uz", "uz-cyrl", "en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "uz";

/** The languages editors write; the Uzbek Cyrillic edition is made from the Latin at build time (decision 029). */
export const WRITTEN_LANGUAGES = ["uz", "en", "ru"] as const satisfies readonly Language[];
export type WrittenLanguage = (typeof WRITTEN_LANGUAGES)[number];
