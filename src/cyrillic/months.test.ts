import { describe, expect, it } from "vitest";
import { CYRILLIC_MONTHS, cyrillicMonth, withCyrillicMonths } from "./months";
import { toCyrillic } from "./lexicon.server";

describe("Cyrillic month names, one convention", () => {
  it("writes a month alone with ь and before a suffix without", () => {
    expect(cyrillicMonth(8)).toBe("сентябрь");
    expect(cyrillicMonth(8, { suffixed: true }) + "да").toBe("сентябрда");
    expect(cyrillicMonth(1, { suffixed: true }) + "даги").toBe("февралдаги");
    expect(cyrillicMonth(2, { suffixed: true })).toBe("март");
    expect(cyrillicMonth(0, { capital: true })).toBe("Январь");
    expect(() => cyrillicMonth(12)).toThrow(RangeError);
  });

  it("gives Intl's uz-Cyrl dates the ь CLDR leaves out", () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      withCyrillicMonths(
        new Intl.DateTimeFormat("uz-Cyrl", { month: "long" }).format(new Date(2025, month, 15)),
      ),
    );
    expect(months).toEqual([...CYRILLIC_MONTHS]);
    const date = new Intl.DateTimeFormat("uz-Cyrl", { day: "numeric", month: "long", year: "numeric" });
    expect(withCyrillicMonths(date.format(new Date(2025, 8, 15)))).toMatch(/^15 сентябрь/);
  });

  it("leaves a month with a suffix, other words and capitals right", () => {
    expect(withCyrillicMonths("15 сентябрда, июнда")).toBe("15 сентябрда, июнда");
    expect(withCyrillicMonths("ИЮН, Июл, июнча")).toBe("ИЮНЬ, Июль, июнча");
    expect(withCyrillicMonths("сентябрь")).toBe("сентябрь");
  });

  it("matches what the transliteration gives the Latin month names", () => {
    const latin = [
      "yanvar",
      "fevral",
      "mart",
      "aprel",
      "may",
      "iyun",
      "iyul",
      "avgust",
      "sentabr",
      "oktabr",
      "noyabr",
      "dekabr",
    ];
    expect(latin.map(toCyrillic)).toEqual([...CYRILLIC_MONTHS]);
    expect(latin.map((name) => toCyrillic(`${name}da`))).toEqual(
      CYRILLIC_MONTHS.map((_, index) => `${cyrillicMonth(index, { suffixed: true })}да`),
    );
  });
});
