import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("search excerpt", () => {
  it("marks every spelling of the query's words and keeps the rest as text", () => {
    const segments = excerpt("Chorvoq suv ombori Boʻstonliq tumanida. Bo'stonliq togʻlari.", "bostonliq");
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual([
      "Boʻstonliq",
      "Bo'stonliq",
    ]);
    expect(segments.map((segment) => segment.text).join("")).toBe(
      "Chorvoq suv ombori Boʻstonliq tumanida. Bo'stonliq togʻlari.",
    );
  });
  it("marks a word whole whatever apostrophe the fold drops from it", () => {
    for (const apostrophe of ["\u00b4", "\u02bd", "\u2032", "\u201b"]) {
      const word = `Bo${apostrophe}stonliq`;
      const segments = excerpt(`Chorvoq ${word} tumanida`, "bostonliq");
      expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual([word]);
    }
  });
  it("marks an Uzbek word typed in the other script", () => {
    const marked = (text: string, query: string) =>
      excerpt(text, query, 34, "", "uz")
        .filter((segment) => segment.mark)
        .map((segment) => segment.text);
    expect(marked("Chorvoq suv ombori Boʻstonliq tumanida.", "чорвоқ")).toEqual(["Chorvoq"]);
    expect(marked("Чорвоқ сув омбори Бўстонлиқ туманида.", "bostonliq")).toEqual(["Бўстонлиқ"]);
    // Other languages keep their own fold: a Cyrillic query marks no Latin word.
    expect(excerpt("Chorvoq suv ombori", "чорвоқ").some((segment) => segment.mark)).toBe(false);
  });
  it("starts near the first match of a long text", () => {
    const text = `${"lorem ".repeat(50)}Чарвак ${"ipsum ".repeat(50)}`;
    const segments = excerpt(text, "чарвак");
    expect(segments[0]?.text.startsWith("… lorem")).toBe(true);
    expect(segments.some((segment) => segment.mark && segment.text === "Чарвак")).toBe(true);
    expect(segments.at(-1)?.text).toBe(" …");
  });
  it("never treats a query as markup", () => {
    const segments = excerpt("A page about <b>", "<script>alert(1)</script>");
    expect(segments.every((segment) => !segment.mark)).toBe(true);
  });
});

describe("search excerpt with place-name aliases (issue #30)", () => {
  it("marks the page's own spelling when the query used another one", () => {
    const segments = excerpt("Берег Чарвакского водохранилища и Чарвак.", "Чорвок", 34, "чарвак=чорвок");
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual([
      "Чарвакского",
      "Чарвак",
    ]);
  });
});
