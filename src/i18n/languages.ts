/**
 * The one module that owns the site's languages: which exist, how the current one is detected, and how the
 * visitor's choice is stored. Nothing else reads or writes localStorage.
 */

import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  WRITTEN_LANGUAGES,
  type Language,
  type WrittenLanguage,
} from "./language-list";

export { DEFAULT_LANGUAGE, LANGUAGES, WRITTEN_LANGUAGES, type Language, type WrittenLanguage };

/** localStorage key under which the language switcher remembers the visitor's choice (spec §9). */
export const LANGUAGE_STORAGE_KEY = "language";

/** Each language's name written in that language, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  uz: "Oʻzbekcha",
  "uz-cyrl": "Ўзбекча",
  en: "English",
  ru: "Русский",
};

/**
 * Each language's short mark in its own script, where the header has room for no more than two letters (shown in
 * capitals).
 */
export const LANGUAGE_CODES: Record<Language, string> = {
  uz: "uz",
  // Cyrillic by hand: the edition's own mark, as its readers write the language's name (ўзбекча).
  "uz-cyrl": "ўз",
  en: "en",
  ru: "ru",
};

/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  uz: "uz-Latn",
  "uz-cyrl": "uz-Cyrl",
  en: "en",
  ru: "ru",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a route parameter names; anything else (missing, unsupported) reads as uz. */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Storage may be missing, disabled (private mode), or full: every access is guarded. */
export function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers the choice; returns false when storage refused it (the choice then lives only in the URL). */
export function storeLanguage(language: Language): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(LANGUAGE_STORAGE_KEY, language);
    return true;
  } catch {
    return false;
  }
}
