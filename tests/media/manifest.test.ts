/**
 * The media manifest (issue #3): every image a page can show has a slot with alt text in three languages,
 * and a bad entry is refused with the slot id and the reason.
 */
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifest, parseManifest, type Slot } from "../../media/manifest.ts";
import { COLLECTIONS, PAGES } from "../../src/content/collections";
import { loadCollection, loadPage } from "../../src/content/load.server";
import { WRITTEN_LANGUAGES } from "../../src/i18n/languages";
import { strayApostrophe } from "../../src/lib/apostrophes";

const slots = loadManifest();
const byId = new Map<string, Slot>(slots.map((slot) => [slot.id, slot]));
const range = (prefix: string, from: number, to: number, skip: number[] = []) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
    .filter((n) => !skip.includes(n))
    .map((n) => `${prefix}-${n}`);

describe("media manifest", () => {
  it("has a slot for every image an article or page names", () => {
    const named = new Set<string>();
    for (const { key } of COLLECTIONS) {
      for (const article of loadCollection(key, "en")) {
        for (const slot of [article.image, article.image2, article.image3, article.image4])
          if (slot) named.add(slot);
      }
    }
    for (const { key } of PAGES) {
      const image = loadPage(key, "en")?.image;
      if (image) named.add(image);
    }
    expect([...named].filter((id) => !byId.has(id))).toEqual([]);
    expect(named.size).toBeGreaterThan(100);
  });

  it("has a lead picture for every district and city page (issue #29)", () => {
    const units = readdirSync(path.resolve("content/districts"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `district-${entry.name}`);
    expect(units).toHaveLength(22);
    expect(units.filter((id) => !byId.has(id))).toEqual([]);
  });

  it("has the home, gallery, clip and social slots", () => {
    const expected = [
      "home-hero",
      "home-overview",
      ...range("gallery", 1, 24, [12]),
      ...range("discovery", 1, 6),
      ...range("clip", 1, 9),
      ...["home", "aboutus", "tourism", "investment", "education-and-culture", "business", "gallery"].map(
        (key) => `social-${key}`,
      ),
    ];
    expect(expected.filter((id) => !byId.has(id))).toEqual([]);
    expect(slots.filter((slot) => slot.id.startsWith("gallery-"))).toHaveLength(23);
  });

  it("gives every slot an alt text in each language, Uzbek with ʻ and ʼ", () => {
    for (const slot of slots) {
      for (const language of WRITTEN_LANGUAGES) expect(slot.alt[language].length, slot.id).toBeLessThanOrEqual(140);
      expect(strayApostrophe().test(slot.alt.uz), `${slot.id} uz alt`).toBe(false);
      expect(/\p{Script=Cyrillic}/u.test(slot.alt.ru), `${slot.id} ru alt`).toBe(true);
    }
  });

  it("uses social previews of 1200×630", () => {
    for (const slot of slots.filter((s) => s.id.startsWith("social-")))
      expect(slot.aspect, slot.id).toMatchObject({ w: 40, h: 21 });
  });
});

describe("a bad manifest entry", () => {
  const header = 'generatedCredit: { uz: "a", en: "b", ru: "c" }\nslots:\n';
  const alt = 'alt: { uz: "x", en: "y", ru: "z" }';
  const entry = (fields: string) => `${header}  - { id: test-1, ${fields}, ${alt} }\n`;
  const photos = mkdtempSync(path.join(os.tmpdir(), "photos-"));

  it.each([
    [
      "a missing scene",
      "seed: 1, aspect: '16:10', source: generated",
      "slot test-1: a generated slot needs a scene",
    ],
    [
      "an unknown scene",
      "scene: volcano, seed: 1, aspect: '16:10', source: generated",
      'slot test-1: unknown scene "volcano"',
    ],
    [
      "a bad aspect ratio",
      "scene: vineyard, seed: 1, aspect: '16x10', source: generated",
      'slot test-1: aspect "16x10" must look like',
    ],
    [
      "a zero aspect side",
      "scene: vineyard, seed: 1, aspect: '16:0', source: generated",
      'slot test-1: aspect "16:0" has a zero side',
    ],
    [
      "an unknown variant",
      "scene: vineyard, seed: 1, aspect: '16:10', variant: moon, source: generated",
      'no variant "moon"',
    ],
    [
      "a missing photo file",
      "aspect: '16:10', source: photo, credit: 'A. Author, CC BY 4.0'",
      "slot test-1: source is photo but photos/test-1.jpg is missing",
    ],
  ])("with %s fails naming the slot and the reason", (_, fields, message) => {
    expect(() => parseManifest(entry(fields), photos)).toThrow(message);
  });

  it("accepts a photo slot once the file exists, with its credit", () => {
    writeFileSync(path.join(photos, "test-1.jpg"), "");
    const [slot] = parseManifest(
      entry("aspect: '3:2', source: photo, credit: 'A. Author, CC BY 4.0'"),
      photos,
    );
    expect(slot).toMatchObject({ id: "test-1", source: "photo", credit: { en: "A. Author, CC BY 4.0" } });
  });

  it("refuses a slot listed twice", () => {
    const line = `  - { id: test-1, scene: vineyard, seed: 1, aspect: '16:10', source: generated, ${alt} }\n`;
    expect(() => parseManifest(header + line + line, photos)).toThrow("slot test-1: listed twice");
  });
});
