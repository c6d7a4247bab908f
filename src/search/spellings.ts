import type { Language } from "../i18n/languages";
import { fold, searchWords } from "./fold";

/**
 * Place names in the search (issue #16, #30): which places of content/names.yaml a page names, the other spellings a
 * reader may type for them, and, in the browser, which words of an excerpt to mark when the query was one of those
 * other spellings (Чорвок marks the page's Чарвак). The index (scripts/build/search-index.ts) and the excerpt
 * (search/excerpt.ts) both read the same pairs, so what is found is what is marked.
 */

/** The part of a names.yaml entry the search reads. */
export type NameForms = Record<Language, string> & {
  variants?: Partial<Record<Language, string[]>>;
  also?: Partial<Record<Language, string[]>>;
};

/** A place a page names: the forms its language writes (`own`), and the other spellings it is found by. */
export interface NamedPlace {
  own: string[];
  others: string[];
}

/** A trailing "-" marks a stem in names.yaml (Чорвок- also matches Чорвока); the search matches by prefix anyway. */
const stem = (form: string) => form.replace(/-$/, "");

/**
 * The places `text` (in `language`) names, in its chosen form or a name it may also use, each with the spellings a
 * reader may type instead: the language's variants, its "also" names, and for Uzbek and English each other's chosen
 * form (Chorvoq/Charvak, Chimyon/Chimgan). A name matches at the start of a word, so Чарвак names Чарвакское.
 */
export function placesNamed(text: string, language: Language, names: readonly NameForms[]): NamedPlace[] {
  const folded = ` ${fold(text, language)} `;
  const places: NamedPlace[] = [];
  for (const entry of names) {
    const own = [entry[language], ...(entry.also?.[language] ?? [])];
    if (!own.some((form) => folded.includes(` ${fold(form, language)}`))) continue;
    const otherLatin =
      language === "uz" || language === "uz-cyrl" ? [entry.en] : language === "en" ? [entry.uz] : [];
    const others = [...(entry.variants?.[language] ?? []), ...(entry.also?.[language] ?? []), ...otherLatin]
      .map(stem)
      .filter((form) => fold(form, language) !== fold(entry[language], language));
    places.push({ own, others: [...new Set(others)] });
  }
  return places;
}

/** Every other spelling of the places `text` names, once each. */
export function spellingsFor(text: string, language: Language, names: readonly NameForms[]): string[] {
  return [...new Set(placesNamed(text, language, names).flatMap((place) => place.others))];
}

/** The first word of a name, folded: the name itself, not "reservoir", "tumani" or "district". */
const nameWord = (form: string, language?: Language) => searchWords(form, language)[0] ?? "";

/**
 * The pairs an excerpt needs, as one short string for the result's metadata: per place, the first word of each form
 * the page writes, then the first word of each spelling a reader may type instead, all folded and once each:
 * `chorvoq=charvak charvaq;bostonliq=bostanlyk`. Places without another word are left out.
 */
export function encodeAliases(places: readonly NamedPlace[], language?: Language): string {
  const pairs = new Map<string, Set<string>>();
  for (const place of places) {
    const own = [...new Set(place.own.map((form) => nameWord(form, language)).filter(Boolean))].join(" ");
    const others = place.others
      .map((form) => nameWord(form, language))
      .filter((word) => word && !own.split(" ").includes(word));
    if (others.length === 0) continue;
    pairs.set(own, new Set([...(pairs.get(own) ?? []), ...others]));
  }
  return [...pairs].map(([own, others]) => `${own}=${[...others].join(" ")}`).join(";");
}

/**
 * The words of the page to mark besides the query's own: for each place whose other spellings a query word begins
 * (as Pagefind matches the last word by prefix), the page's own form of that place.
 */
export function aliasTerms(encoded: string, terms: readonly string[]): string[] {
  if (!encoded || terms.length === 0) return [];
  const found = new Set<string>();
  for (const pair of encoded.split(";")) {
    const [own = "", others = ""] = pair.split("=");
    if (others.split(" ").some((word) => terms.some((term) => word.startsWith(term))))
      for (const word of own.split(" ")) if (word) found.add(word);
  }
  return [...found];
}
