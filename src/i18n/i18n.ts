import type { Language } from "./languages";
import type { UiStrings } from "./strings/types";

/**
 * The UI strings of the languages loaded so far. A page ships only its own language (docs/decisions/005):
 * in the browser each language is a chunk of its own, loaded before hydration (entry.client.tsx) and by
 * the language layout before a client-side switch to another language; at build time the layout's loader
 * loads it before the page renders.
 */
const loaded: Partial<Record<Language, UiStrings>> = {};

const CHUNKS: Record<Language, () => Promise<UiStrings>> = {
  uz: () => import("./strings/uz").then((module) => module.uz),
  "uz-cyrl": () => import("./strings/uz-cyrl").then((module) => module.uzCyrl),
  en: () => import("./strings/en").then((module) => module.en),
  ru: () => import("./strings/ru").then((module) => module.ru),
};

export async function loadStrings(language: Language): Promise<UiStrings> {
  const strings = loaded[language] ?? (await CHUNKS[language]());
  loaded[language] = strings;
  return strings;
}

/**
 * The strings of a language already loaded. A screen that may render before its language arrives (an error
 * boundary, the client-only redirect screen) gets whichever language is there rather than nothing.
 */
export function stringsOf(language: Language): UiStrings {
  const strings = loaded[language] ?? Object.values(loaded)[0];
  if (!strings) throw new Error(`UI strings for "${language}" are not loaded`);
  return strings;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Fills `{{name}}` placeholders; one without a value stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match));
}

/**
 * Looks up a dotted key (`nav.home`) and fills `{{name}}` placeholders. A missing key returns the key
 * itself, so a gap shows as text rather than breaking the page; the strings tests keep the three
 * languages complete.
 */
export function translator(strings: UiStrings): Translate {
  return (key, values) => {
    let node: unknown = strings;
    for (const part of key.split(".")) {
      node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node !== "string") return key;
    return values ? fillPlaceholders(node, values) : node;
  };
}
