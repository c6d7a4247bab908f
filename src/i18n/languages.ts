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

/**
 * Maps a language tag such as `ru-RU`, `UZ`, `en-GB` or `uz-Latn-UZ` (or a stored key) to a supported language, or
 * null: the language whose own tag begins it (script subtags decide between editions of one language), else the one
 * its primary subtag names. Any case, `_` or `-`.
 */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const wanted = `${tag.trim().toLowerCase().replaceAll("_", "-")}-`;
  const primary = wanted.split("-")[0];
  return (
    LANGUAGES.find((language) => wanted.startsWith(`${LANGUAGE_TAGS[language].toLowerCase()}-`)) ??
    (isLanguage(primary) ? primary : null)
  );
}

export interface DetectionInput {
  /** The value stored under LANGUAGE_STORAGE_KEY, if any. */
  stored: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

/**
 * The current language when the path does not say (the bare root, an unknown path):
 * the stored choice, then the browser's languages in order, then uz. See docs/decisions/002.
 */
export function detectLanguage({ stored, browserLanguages }: DetectionInput): Language {
  const fromStorage = languageFromTag(stored);
  if (fromStorage) return fromStorage;
  for (const tag of browserLanguages) {
    const fromBrowser = languageFromTag(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LANGUAGE;
}

/** Storage may be missing, disabled (private mode), or full: every access is guarded. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredLanguage(): string | null {
  try {
    return storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
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

/** The language for a page that has no language in its path, as seen in this browser. */
export function detectBrowserLanguage(): Language {
  const browserLanguages =
    typeof navigator === "undefined"
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return detectLanguage({ stored: readStoredLanguage(), browserLanguages });
}
