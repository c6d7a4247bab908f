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
    expect(new Set(forms.map((form) => fold(form)))).toEqual(new Set(["bostonliq"]));
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
  it("folds Uzbek Cyrillic and Latin to one key, so a query in either script finds a page in either", () => {
    const pairs: [string, string][] = [
      ["Chorvoq", "Чорвоқ"],
      ["chorvoq", "чорвоқ"],
      ["Boʻstonliq", "Бўстонлиқ"],
      ["bostonliq", "Бўстонлиқ"],
      ["Gʻazalkent", "Ғазалкент"],
      ["Ohangaron", "Оҳангарон"],
      ["Xoʻjakent", "Хўжакент"],
      ["Toshkent viloyati", "Тошкент вилояти"],
      ["Yangiyoʻl", "Янгийўл"],
      ["Yangiyer", "Янгиер"],
      ["yer", "ер"],
      ["elektr", "электр"],
      ["dunyo", "дунё"],
      ["tayyor", "тайёр"],
      ["yuqori", "юқори"],
      ["maʼlumot", "маълумот"],
      ["sement", "цемент"],
      ["Chimyon", "Чимён"],
    ];
    for (const [latin, cyrillic] of pairs) expect(fold(cyrillic, "uz"), cyrillic).toBe(fold(latin, "uz"));
    expect(searchWords("«Чорвоқ» сув омбори", "uz")).toEqual(["chorvoq", "suv", "ombori"]);
  });
  it("keeps Uzbek words with yo and ye apart from those with e", () => {
    for (const [one, other] of [
      ["yoz", "ez"],
      ["yer", "er"],
      ["yosh", "eshik"],
    ])
      expect(fold(one!, "uz")).not.toBe(fold(other!, "uz"));
    expect(fold("Ёз", "uz")).toBe("yoz");
    expect(fold("поезд", "uz")).toBe(fold("poyezd", "uz"));
    expect(fold("объект", "uz")).toBe(fold("obyekt", "uz"));
    expect(fold("полиция", "uz")).toBe(fold("politsiya", "uz"));
    expect(fold("акция", "uz")).toBe(fold("aksiya", "uz"));
  });
  it("leaves Russian in Cyrillic, where Pagefind stems it", () => {
    expect(fold("Чарвакское водохранилище", "ru")).toBe("чарвакское водохранилище");
    expect(fold("Чорвоқ")).toBe("чорвоқ");
  });
  it("gives the same key when folded twice", () => {
    for (const text of ["тайёр", "Yangiyoʻl", "yyo", "Чорвоқ"])
      expect(fold(fold(text, "uz"), "uz")).toBe(fold(text, "uz"));
  });
});
