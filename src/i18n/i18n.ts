import i18next, { type i18n } from "i18next";
import type { Language } from "./languages";
import { en } from "./strings/en";
import { ru } from "./strings/ru";
import type { UiStrings } from "./strings/types";
import { uz } from "./strings/uz";

/** UI strings of every language; they are small (about 2 KB gzip each) so all three ship in the bundle. */
export const UI_STRINGS: Record<Language, UiStrings> = { uz, en, ru };

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, initialised synchronously so the prerendered HTML and the first
 * client render agree (no flash of untranslated keys, no hydration mismatch).
 */
export function getI18n(language: Language): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: UI_STRINGS[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  instances.set(language, instance);
  return instance;
}
