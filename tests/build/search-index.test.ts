/**
 * The built search index (issue #30): what a result can show is the page's own reading. No string of the place
 * panel, the map credit or the breadcrumbs is in any record, searched or shown, and no two blocks run together.
 * Run after `npm run build`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { PLACE_TEXT } from "../../src/places/place-text";
import { fold } from "../../src/search/fold";

const FRAGMENTS = path.join(process.cwd(), "build/client/pagefind/fragment");

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** A Pagefind fragment: gzip, then a signature, then the JSON record. */
function readFragment(file: string): Fragment {
  const text = gunzipSync(readFileSync(file)).toString("utf8");
  return JSON.parse(text.slice(text.indexOf("{"))) as Fragment;
}

const records = readdirSync(FRAGMENTS).map((name) => readFragment(path.join(FRAGMENTS, name)));
const languageOf = (record: Fragment) => record.url.split("/")[1] as Language;

/** A UI string as a pattern of the text: its placeholders match any one word. */
const pattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\{\w+\}\}/g, "\\S+"), "u");

/** The panel's own lines; a bare figure ("about 80 km", "same area") is ordinary prose too and is not looked for. */
const PANEL_STRINGS = [
  "heading",
  "where",
  "district",
  "coordinates",
  "approximate",
  "altitude",
  "gettingThere",
  "by",
  "fromTashkent",
  "fromNurafshon",
  "fromTashkentLine",
  "carOnly",
  "bestTime",
  "goodToKnow",
  "permit",
  "contacts",
  "website",
  "openStreetMap",
  "mapApp",
  "nearbyHeading",
] as const satisfies readonly (keyof (typeof PLACE_TEXT)["en"])[];

/** A place page: the pages that carry the panel (every collection with a place kind has detail pages under these). */
const PLACE_PAGE = /\/(sights-detail|hotels-and-resorts\/detail|festivals-and-events\/detail|pilgrimage-tourism\/detail)\//;

/**
 * The furniture a reader would notice in a snippet. A long string (a credit, a sentence of the panel) is looked for
 * anywhere, in the text shown and, folded, in the text searched; a label or a heading only where it stands as one
 * (a block of its own, or before a colon), since as words of a sentence ("borish uchun", «где находится») articles
 * use them. The panel's strings are looked for on the place pages, which carry the panel; the credit and the
 * breadcrumbs' first step on every page.
 */
function furniture(language: Language, url: string): { label: string; test: (record: Fragment) => boolean }[] {
  const place = PLACE_TEXT[language];
  const strings = UI_STRINGS[language];
  const phrases = [
    ...(PLACE_PAGE.test(url) ? PANEL_STRINGS.map((key) => place[key]) : []),
    strings.districts.credit,
    strings.nav.home,
  ];
  return phrases.map((phrase) => {
    if (phrase.split(/\s+/).length >= 4) {
      const folded = phrase.includes("{{") ? null : fold(phrase);
      return {
        label: phrase,
        test: (record) => pattern(phrase).test(record.meta.text ?? "") || (!!folded && record.content.includes(folded)),
      };
    }
    const label = new RegExp(`(^|· |[.!?] )${pattern(phrase).source}( ·|:|$)`, "u");
    return { label: phrase, test: (record) => label.test(record.meta.text ?? "") };
  });
}

describe("the search index holds each page's own reading (issue #30)", () => {
  it("has a record for every language", () => {
    for (const language of LANGUAGES)
      expect(records.filter((record) => languageOf(record) === language).length).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)("no string of the place panel, the map credit or the breadcrumbs is in a %s record", (language) => {
    const found = records
      .filter((record) => languageOf(record) === language)
      .flatMap((record) =>
        furniture(language, record.url)
          .filter(({ test }) => test(record))
          .map(({ label }) => `${record.url}: ${label}`),
      );
    expect(found).toEqual([]);
  });

  it("never runs two blocks together (a sentence's end and the next block's first word)", () => {
    const fused = records.flatMap((record) =>
      [...(record.meta.text ?? "").matchAll(/\S*\p{Ll}{2}[.!?»]\p{Lu}\p{Ll}\S*/gu)].map((match) => `${record.url}: ${match[0]}`),
    );
    expect(fused).toEqual([]);
  });

  it("keeps the title and the section as metadata, and the place names of the page's subject searchable", () => {
    const reservoir = records.find((record) => record.url === "/ru/tourism/sights-detail/2")!;
    expect(reservoir.meta.title).toMatch(/^Чарвакское водохранилище/);
    expect(reservoir.meta.section).toMatch(/^Туризм › /);
    expect(reservoir.content).toContain("чорвок");
    expect(reservoir.meta.aliases).toContain("чарвак=");
  });
});
