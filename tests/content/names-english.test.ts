/**
 * names.yaml follows its own rule for English (issue #28 item 6, review 27 Nov M9): the English form is the Uzbek
 * Latin form with the ASCII apostrophe for ʻ and ʼ ("Boʻstonliq tumani" → "Bo'stonliq district"), the generic
 * words translated (tumani → district, suv ombori → reservoir, tizmasi → range, …). An entry whose English form is
 * something else must say why in an `enException` field (the long-established English names: Tashkent, Charvak,
 * Chimgan, Syr Darya, Chatkal, Pskem, Ugam, Kurama, the historic sites as the English literature names them …).
 * A failure names the entry, the English form and the form the rule gives, e.g.
 *   content/names.yaml: kumushkan: en "Kumushkan", the rule gives "Qumushkon": write that, or add enException: <why>
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadNames } from "../../src/content/names.server";
import { UZBEK_MARKS } from "../../src/lib/apostrophes";

/** Generic words of Uzbek names and their English, longest first. */
const GENERIC: Array<[RegExp, string]> = [
  [/ milliy tabiat bogʻi$/u, " National Park"],
  [/ milliy bogʻi$/u, " National Park"],
  [/ biosfera qoʻriqxonasi$/u, " biosphere reserve"],
  [/ temir yoʻl bekati$/u, " railway station"],
  [/ suv ombori$/u, " reservoir"],
  [/ tizmasi$/u, " range"],
  [/ tumani$/u, " district"],
  [/ viloyati$/u, " region"],
  [/ dovoni$/u, " pass"],
  [/^Katta /u, "Big "],
  [/^Kichik /u, "Small "],
];

/** The English form names.yaml's rule gives for an Uzbek form. */
export function englishByRule(uz: string): string {
  let english = uz;
  for (const [pattern, replacement] of GENERIC) english = english.replace(pattern, replacement);
  return english.replace(new RegExp(`[${UZBEK_MARKS}]`, "gu"), "'");
}

describe("content/names.yaml: English forms", () => {
  const names = loadNames(path.join(process.env.REPETITION_CONTENT_DIR ?? process.cwd(), "content", "names.yaml"));

  it("follow the rule (Uzbek Latin form, ASCII apostrophe) or say why not", () => {
    const problems = names
      .filter((entry) => entry.en !== englishByRule(entry.uz) && !entry.enException?.trim())
      .map((entry) => `content/names.yaml: ${entry.id}: en "${entry.en}", the rule gives "${englishByRule(entry.uz)}": write that, or add enException: <why>`);
    expect(problems).toEqual([]);
  });

  it("mark no exception where the rule already holds", () => {
    const problems = names
      .filter((entry) => entry.enException !== undefined && entry.en === englishByRule(entry.uz))
      .map((entry) => `content/names.yaml: ${entry.id}: en "${entry.en}" follows the rule; remove enException`);
    expect(problems).toEqual([]);
  });

  it("applies the rule as documented", () => {
    expect(englishByRule("Boʻstonliq tumani")).toBe("Bo'stonliq district");
    expect(englishByRule("Ohangaron suv ombori")).toBe("Ohangaron reservoir");
    expect(englishByRule("Maʼrifat")).toBe("Ma'rifat");
  });
});
