import { describe, expect, it } from "vitest";
import { translator } from "./i18n";
import { UI_STRINGS } from "./strings/all";
import { uzCyrl } from "./strings/uz-cyrl";
import { strayApostrophe } from "../lib/apostrophes";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("UI strings", () => {
  it("have identical keys in uz, en and ru", () => {
    const uzKeys = keysOf(UI_STRINGS.uz).sort();
    expect(keysOf(UI_STRINGS.en).sort()).toEqual(uzKeys);
    expect(keysOf(UI_STRINGS.ru).sort()).toEqual(uzKeys);
  });

  it("have the keys of uz in uz-cyrl, written in Cyrillic but for placeholders and registered names", () => {
    expect(keysOf(uzCyrl).sort()).toEqual(keysOf(UI_STRINGS.uz).sort());
    const texts = keysOf(uzCyrl).map((key) =>
      String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], uzCyrl)),
    );
    const latin = texts
      .map((text) =>
        text.replace(/\{\{\w+\}\}|OpenStreetMap|ODbL|Invest in Tashkent Region|Maxam-Chirchiq/g, ""),
      )
      .filter((text) => /[A-Za-z]/.test(text));
    expect(latin).toEqual([]);
    expect(uzCyrl.buttons.readMore).toBe("Батафсил");
  });

  it("carry the spec's button and status texts", () => {
    expect(UI_STRINGS.uz.buttons.readMore).toBe("Batafsil");
    expect(UI_STRINGS.en.buttons.readMore).toBe("Read more");
    expect(UI_STRINGS.ru.buttons.readMore).toBe("Подробнее");
    expect(UI_STRINGS.uz.buttons.goBack).toBe("Orqaga qaytish");
    expect(UI_STRINGS.uz.status.loading).toBe("Maʼlumotlar yuklanmoqda");
    expect(UI_STRINGS.uz.status.notFound).toBe("Maʼlumot topilmadi");
  });

  it("write Uzbek with ʻ and ʼ, never an ASCII apostrophe", () => {
    for (const text of keysOf(UI_STRINGS.uz).map((key) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], UI_STRINGS.uz),
    )) {
      expect(String(text)).not.toMatch(strayApostrophe());
    }
  });
});

describe("translator", () => {
  const t = translator(UI_STRINGS.en);

  it("looks up dotted keys and fills placeholders", () => {
    expect(t("buttons.readMore")).toBe("Read more");
    expect(t("districts.about", { value: 12 })).toBe("about 12 km");
  });

  it("shows a missing key as itself rather than failing", () => {
    expect(t("buttons.noSuchKey")).toBe("buttons.noSuchKey");
    expect(t("buttons")).toBe("buttons");
  });
});
