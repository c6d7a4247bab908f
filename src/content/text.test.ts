import { describe, expect, it } from "vitest";
import { cardExcerpt, excerptOf, paragraphsOf, parseArticleId } from "./text";

describe("paragraphsOf and excerptOf", () => {
  const desc = "First line\ncontinues here.\n\nSecond paragraph.\n \n\nThird.";

  it("splits at blank lines and joins wrapped lines", () => {
    expect(paragraphsOf(desc)).toEqual(["First line continues here.", "Second paragraph.", "Third."]);
  });

  it("takes the text before the first blank line as the excerpt", () => {
    expect(excerptOf(desc)).toBe("First line continues here.");
    expect(excerptOf("")).toBe("");
  });
});

describe("parseArticleId", () => {
  it("reads positive integers", () => {
    expect(parseArticleId("7")).toBe(7);
  });

  it("turns anything else into 0, which matches nothing", () => {
    for (const raw of [undefined, "", "abc", "-1", "1.5", "3abc", "99999999999999999999", " 2"]) {
      expect(parseArticleId(raw)).toBe(0);
    }
  });
});

describe("cardExcerpt", () => {
  it("keeps a short text and cuts a long one at a word, without trailing punctuation", () => {
    expect(cardExcerpt("Short text.")).toBe("Short text.");
    const long = `${"word ".repeat(40)}end, more`;
    const cut = cardExcerpt(long, 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut.endsWith("word")).toBe(true);
  });
});
