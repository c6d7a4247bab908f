/**
 * `npm run cyrillic:report`: the words of the site's Uzbek text the Latin → Cyrillic rules cannot decide and no
 * reviewer has (src/cyrillic/report.server.ts). Add each to content/cyrillic/dictionary.yaml or as-rule.yaml.
 * Exits 1 while any is left, so a script or CI can use it as a check.
 */
import { riskyWords } from "../src/cyrillic/report.server";

const words = riskyWords();
for (const word of words)
  console.log(
    `${word.key}\t×${word.count}\t${word.reasons.join("; ")}\n    ${word.example.source}: …${word.example.context}…`,
  );
console.log(words.length ? `\n${words.length} words to review.` : "No risky words: every word is decided.");
process.exitCode = words.length ? 1 : 0;
