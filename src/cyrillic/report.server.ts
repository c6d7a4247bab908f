import { riskyTokens } from "./lexicon.server";
import { uzbekTexts, type UzbekText } from "./uzbek-text.server";

/**
 * The risky-word report (issue #31): every word of the site's Uzbek text that the rules may get wrong and no
 * reviewer has decided (neither content/cyrillic/dictionary.yaml nor as-rule.yaml covers it), once per word key.
 */
export interface RiskyWord {
  key: string;
  count: number;
  reasons: string[];
  example: { source: string; context: string };
}

const CONTEXT_CHARACTERS = 40;

export function riskyWords(texts: UzbekText[] = uzbekTexts()): RiskyWord[] {
  const words = new Map<string, RiskyWord>();
  for (const { source, text } of texts)
    for (const token of riskyTokens(text)) {
      const known = words.get(token.key);
      if (known) {
        known.count++;
        continue;
      }
      const start = Math.max(0, token.index - CONTEXT_CHARACTERS);
      const context = text
        .slice(start, token.index + token.word.length + CONTEXT_CHARACTERS)
        .replace(/\s+/g, " ");
      words.set(token.key, {
        key: token.key,
        count: 1,
        reasons: token.reasons,
        example: { source, context },
      });
    }
  return [...words.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
