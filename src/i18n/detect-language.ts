import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_TAGS,
  LANGUAGES,
  storage,
  type Language,
} from "./languages";

/**
 * Which edition a visitor wants when the path does not say (decision 002's order, 026's script subtags): needed
 * only by the bare root, the 404 page and a client-side link with a bad prefix, so the pages that know their
 * language do not carry it in their first-load script.
 */

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

export function readStoredLanguage(): string | null {
  try {
    return storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
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
