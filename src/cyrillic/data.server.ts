import type { WrittenLanguage } from "../i18n/language-list";
import { toCyrillic } from "./lexicon.server";
import { looksLikeText } from "./uzbek-text.server";

/**
 * The Uzbek Cyrillic of data (issue #31, decision 029): every map of texts per language in a YAML file's data (`uz` beside `en` or `ru`) gains a
 * `"uz-cyrl"` entry made from its `uz` entry, text converted and anything else (ids, numbers, paths) copied, so an
 * editor writes Uzbek once, in Latin. A map that already has `"uz-cyrl"` keeps it: a hand-written form wins.
 */
export function withCyrillicData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withCyrillicData);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => [key, withCyrillicData(item)] as const,
  );
  const keys = entries.map(([key]) => key);
  if (!keys.includes("uz") || !(keys.includes("en") || keys.includes("ru")) || keys.includes("uz-cyrl"))
    return Object.fromEntries(entries);
  const uz = (value as Record<string, unknown>).uz;
  return Object.fromEntries(
    entries.flatMap(([key, item]) =>
      key === "uz" ? [[key, item] as const, ["uz-cyrl", cyrillicOf(uz)] as const] : [[key, item] as const],
    ),
  );
}

/** A value in Cyrillic: its texts converted, everything else as it is. */
export function cyrillicOf(value: unknown): unknown {
  if (typeof value === "string") return looksLikeText(value) ? toCyrillic(value) : value;
  if (Array.isArray(value)) return value.map(cyrillicOf);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cyrillicOf(item)]));
  return value;
}

/** A text written per language, read in any edition: Uzbek Cyrillic is converted from the Latin. */
export function textIn(
  texts: Record<WrittenLanguage, string>,
  language: WrittenLanguage | "uz-cyrl",
): string {
  return language === "uz-cyrl" ? toCyrillic(texts.uz) : texts[language];
}
