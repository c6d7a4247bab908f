import { readFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { textModuleFiles, withCyrillicEntries } from "./text-modules.server";

describe("the Cyrillic entries of the source modules (npm run cyrillic:texts)", () => {
  it("converts a map's uz entry literal by literal, keeping keys, identifiers and other maps' references", () => {
    const source = [
      "export const T = {",
      '  uz: { heading: "Borish uchun", count: 3, months: MONTH_NAMES.uz, cls: "text-sm" },',
      '  en: { heading: "Getting there", count: 3, months: MONTH_NAMES.en, cls: "text-sm" },',
      '  ru: { heading: "Как добраться", count: 3, months: MONTH_NAMES.ru, cls: "text-sm" },',
      "};",
    ].join("\n");
    const { text, skipped } = withCyrillicEntries(source, "t.ts");
    expect(skipped).toEqual([]);
    expect(text).toContain(
      '"uz-cyrl": { heading: "Бориш учун", count: 3, months: MONTH_NAMES["uz-cyrl"], cls: "text-sm" }',
    );
    expect(withCyrillicEntries(text, "t.ts").text).toBe(text);
  });

  it("leaves an entry a comment marks as written by hand", () => {
    const source =
      'const M = {\n  uz: "yanvar",\n  // Cyrillic by hand\n  "uz-cyrl": "январь",\n  en: "January",\n  ru: "январь",\n};';
    expect(withCyrillicEntries(source, "m.ts").text).toBe(source);
  });

  it("are what the converter makes of each module's Uzbek today", async () => {
    const stale: string[] = [];
    for (const file of textModuleFiles()) {
      const current = readFileSync(file, "utf8");
      const { text } = withCyrillicEntries(current, file);
      if (text === current) continue;
      const formatted = await format(text, { ...(await resolveConfig(path.resolve(file))), filepath: file });
      if (formatted !== current) stale.push(`${file}: run npm run cyrillic:texts`);
    }
    expect(stale).toEqual([]);
  });
});
