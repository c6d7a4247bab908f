import type { Language } from "../i18n/languages";
import { APOSTROPHE_CHARACTERS } from "../lib/apostrophes";
import { fold, searchWords } from "./fold";
import { aliasTerms } from "./spellings";

/** A piece of an excerpt: plain text, or a word the query matched (shown in `<mark>`). */
export interface Segment {
  text: string;
  mark: boolean;
}

/** A word: letters, digits and any apostrophe the fold drops, so a word is marked whole however it is spelled. */
const WORD = new RegExp(`([\\p{L}\\p{N}${APOSTROPHE_CHARACTERS}]+)`, "u");

/**
 * The part of a page's text around the first word the query matches, with every matching word marked. A word
 * matches when its folded form starts with a folded query word, as the index matches (so `bostonliq` marks
 * "Boʻstonliq"), and, through `aliases` (the result's place names, search/spellings.ts), the page's own form of a
 * place the query names by another spelling (Чорвок marks Чарвак). Returns plain segments: the page renders them as
 * text, never as HTML. `language` is the edition searched (Uzbek folds both scripts alike, search/fold.ts).
 */
export function excerpt(
  text: string,
  query: string,
  words = 34,
  aliases = "",
  language?: Language,
): Segment[] {
  const typed = searchWords(query, language);
  const terms = [...typed, ...aliasTerms(aliases, typed)];
  const parts = text.split(WORD);
  const isMatch = (part: string, index: number) =>
    index % 2 === 1 && terms.some((term) => fold(part, language).startsWith(term));
  const firstMatch = parts.findIndex(isMatch);
  // Start a few words before the first match (parts alternate: separator, word, separator, …).
  const startWord = Math.max(0, (firstMatch < 0 ? 0 : (firstMatch - 1) / 2) - 8);
  // parts[2k] is the separator before word k; a cut text starts at the word itself.
  const from = startWord === 0 ? 0 : startWord * 2 + 1;
  const to = Math.min(parts.length, from + words * 2 + 1);
  const segments: Segment[] = [];
  if (from > 0) segments.push({ text: "… ", mark: false });
  parts.slice(from, to).forEach((part, offset) => {
    if (!part) return;
    const mark = isMatch(part, from + offset);
    const last = segments.at(-1);
    if (last && !last.mark && !mark) last.text += part;
    else segments.push({ text: part, mark });
  });
  if (to < parts.length) segments.push({ text: " …", mark: false });
  return segments;
}
