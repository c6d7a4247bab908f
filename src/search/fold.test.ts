import { describe, expect, it } from "vitest";
import { fold, searchWords } from "./fold";

describe("search fold", () => {
  it("makes every way of writing oʻ and gʻ one word, and ignores case", () => {
    const forms = [
      "Boʻstonliq",
      "Bo'stonliq",
      "Bo‘stonliq",
      "Bo’stonliq",
      "Bo`stonliq",
      "bostonliq",
      "BOSTONLIQ",
    ];
    expect(new Set(forms.map(fold))).toEqual(new Set(["bostonliq"]));
    expect(fold("Gʻazalkent")).toBe(fold("Gazalkent"));
    expect(fold("maʼlumot")).toBe(fold("ma'lumot"));
  });
  it("reads ё as е", () => {
    expect(fold("Ёлка и ещё")).toBe("елка и еще");
  });
  it("keeps only letters and digits as words", () => {
    expect(searchWords("«Чарвак» — 2,006 km!")).toEqual(["чарвак", "2", "006", "km"]);
    expect(searchWords("?!… ---")).toEqual([]);
  });
});
