/**
 * Byte budgets and media rules checked on the build output (issue #3 §3, §7). Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JPEG_WIDTHS } from "../../src/content/media";
import { isLanguage, LANGUAGES } from "../../src/i18n/languages";
import { pageWeight, type PageWeight } from "./page-weight";

const ROOT = process.cwd();
const CLIENT = path.join(ROOT, "build/client");
const KB = 1024;

function walk(dir: string, skip: (name: string) => boolean = () => false): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, skip) : [full];
  });
}

const size = (file: string) => statSync(file).size;
const index = JSON.parse(readFileSync(path.join(ROOT, ".cache/media/index.json"), "utf8")) as {
  widths: number[];
  slots: Record<string, { key: string; social: boolean }>;
};
const mediaFiles = new Set(readdirSync(path.join(CLIENT, "media")));
const htmlFiles = walk(CLIENT).filter((file) => file.endsWith(".html"));

describe("page weight (issue #6 §4; the 400 KB total is weighed in the browser)", () => {
  // Every page of the site (the bare root and the 404 page are standalone and carry no bundle).
  const pages = htmlFiles.filter((file) => isLanguage(path.relative(CLIENT, file).split(path.sep)[0]));
  const weights = new Map<string, PageWeight>(pages.map((file) => [path.relative(CLIENT, path.dirname(file)), pageWeight(CLIENT, file)]));
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  const over = (limit: number, measure: (weight: PageWeight) => number) =>
    [...weights].filter(([, weight]) => measure(weight) > limit * KB).map(([page, weight]) => `${page}: ${kb(measure(weight))} KB`);

  it("prints the first-load figures of one page per template and language", () => {
    const shown = ["", "/photo", "/videoGalery", "/tourism", "/aboutus/statistics", "/aboutus/statistics/1"];
    const rows = LANGUAGES.flatMap((language) =>
      shown.map((page) => {
        const weight = weights.get(`${language}${page}`);
        if (!weight) return `${language}${page}: missing`;
        return `${`${language}${page}`.padEnd(26)} js ${kb(weight.js)} KB · html+css ${kb(weight.html + weight.css)} KB`;
      }),
    );
    console.log(`Before first paint and hydration (gzip):\n${rows.join("\n")}`);
    expect(rows.filter((row) => row.endsWith("missing"))).toEqual([]);
  });

  it("names no file the build lacks", () => {
    expect([...weights].flatMap(([page, weight]) => weight.missing.map((url) => `${page}: ${url}`))).toEqual([]);
  });

  it("loads at most 130 KB of JavaScript (gzip) on any page", () => {
    expect(over(130, (weight) => weight.js)).toEqual([]);
  });

  it("needs at most 30 KB of HTML and CSS (gzip) for the first paint of any page, besides its map", () => {
    expect(over(30, (weight) => weight.html - weight.map + weight.css)).toEqual([]);
  });

  it("draws each map in at most 30 KB of SVG (gzip): the districts map and the places map, in each language", () => {
    const maps = [...weights].filter(([, weight]) => weight.map > 0).map(([page]) => page);
    expect(maps.sort()).toEqual(
      LANGUAGES.flatMap((language) => [`${language}/aboutus/districts`, `${language}/tourism/map`]).sort(),
    );
    expect(over(30, (weight) => Math.max(0, ...weight.maps))).toEqual([]);
  });
});

describe("stills", () => {
  it(`every slot has 480–1600 px AVIF and WebP and a ${JPEG_WIDTHS.join(" and ")} px JPEG, and no other (social previews one 1200 px JPEG)`, () => {
    const missing: string[] = [];
    const wantedAll = new Set<string>();
    for (const [id, slot] of Object.entries(index.slots)) {
      const wanted = slot.social
        ? [`${id}.${slot.key}.1200.jpg`]
        : [
            ...index.widths.flatMap((w) => ["avif", "webp"].map((f) => `${id}.${slot.key}.${w}.${f}`)),
            ...JPEG_WIDTHS.map((w) => `${id}.${slot.key}.${w}.jpg`),
          ];
      missing.push(...wanted.filter((name) => !mediaFiles.has(name)));
      for (const name of wanted) wantedAll.add(name);
    }
    expect(missing).toEqual([]);
    // A file no page can name is bytes to deploy and time to build for nothing.
    expect([...mediaFiles].filter((name) => !wantedAll.has(name))).toEqual([]);
  });

  it("no 1600 px AVIF is over 120 KB", () => {
    const over = [...mediaFiles]
      .filter((name) => name.endsWith(".1600.avif"))
      .map((name) => ({ name, kb: Math.round(size(path.join(CLIENT, "media", name)) / KB) }))
      .filter(({ kb }) => kb > 120);
    expect(over).toEqual([]);
  });

  it("every <img> in every page has an intrinsic width and height", () => {
    const bad: string[] = [];
    for (const file of htmlFiles) {
      for (const tag of readFileSync(file, "utf8").match(/<img\b[^>]*>/g) ?? []) {
        if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) bad.push(`${path.relative(CLIENT, file)}: ${tag.slice(0, 80)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("a page marks at most one image high priority, and never a lazy one", () => {
    for (const file of htmlFiles) {
      const html = readFileSync(file, "utf8");
      const high = html.match(/<img\b[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
      expect(high.length, path.relative(CLIENT, file)).toBeLessThanOrEqual(1);
      for (const tag of high) expect(tag, path.relative(CLIENT, file)).not.toContain('loading="lazy"');
    }
  });
});

describe("videos", () => {
  const video = (name: string) => path.join(CLIENT, "video", name);

  it("the hero loop is at most 1 MB in AV1, VP9 and MP4", () => {
    for (const name of ["hero.av1.webm", "hero.vp9.webm", "hero.mp4"]) {
      expect(existsSync(video(name)), name).toBe(true);
      expect(size(video(name)), name).toBeLessThanOrEqual(1024 * KB);
    }
  });

  it("the nine gallery clips are at most 400 KB each", () => {
    for (let id = 1; id <= 9; id += 1) {
      for (const name of [`clip-${id}.av1.webm`, `clip-${id}.mp4`]) {
        expect(existsSync(video(name)), name).toBe(true);
        expect(size(video(name)), name).toBeLessThanOrEqual(400 * KB);
      }
    }
  });
});

describe("committed media", () => {
  it("weighs at most 15 MB (generator, manifest, icons, videos, photos)", () => {
    const files = [
      ...walk(path.join(ROOT, "media"), (name) => name.startsWith(".")),
      ...walk(path.join(ROOT, "public")).filter((file) => !file.includes(`${path.sep}public${path.sep}media${path.sep}`)),
      ...walk(path.join(ROOT, "photos")),
    ];
    const total = files.reduce((sum, file) => sum + size(file), 0);
    expect(total / (1024 * KB)).toBeLessThanOrEqual(15);
  });

  it("has the favicon set and a web-app manifest whose icons exist", () => {
    for (const name of ["favicon.svg", "favicon.ico", "apple-touch-icon.png"]) expect(existsSync(path.join(CLIENT, name)), name).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(CLIENT, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string; purpose?: string }[];
    };
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) expect(existsSync(path.join(CLIENT, icon.src)), icon.src).toBe(true);
  });
});
