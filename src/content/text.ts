/** Splits an article body into paragraphs at blank lines (spec §2, detail screens). */
export function paragraphsOf(desc: string): string[] {
  return desc
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** The list-card excerpt: the text before the first blank line (spec §2, list screens). */
export function excerptOf(desc: string): string {
  return paragraphsOf(desc)[0] ?? "";
}

/** Longest card excerpt: three clamped lines show about 150 characters, so more only weighs on the page. */
export const CARD_EXCERPT_LENGTH = 220;

/** The start of a card's excerpt, cut at a word and without trailing punctuation (the card adds "…"). */
export function cardExcerpt(text: string, max = CARD_EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,.;:—–-]+$/u, "");
}

/**
 * Parses the id route parameter as the spec says (§5): an integer, and anything missing or non-numeric
 * becomes 0, which matches nothing. Negative, fractional and huge values match nothing either.
 */
export function parseArticleId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return 0;
  return Number.parseInt(raw, 10);
}
