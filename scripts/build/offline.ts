/**
 * What offline reading needs from the build (issue #17, docs/decisions/015), run by the postbuild after the pages
 * are final and before their policies are hashed:
 * - the offline page of each language loses its hydration scripts (it answers for any address, so it must not
 *   hydrate as itself); its one inline script, which lists the saved pages, stays;
 * - `/offline/guide-{lang}.json`: the tourism guide's pages, the scripts and styles they load, and about how many
 *   bytes saving them downloads (pictures counted at a phone's size);
 * - `/sw.js`: src/offline/worker/sw.ts bundled with its Workbox modules, the precache list (the offline pages and
 *   what they show, at most 300 KB) written in by workbox-build.
 */
import { build } from "esbuild";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { injectManifest } from "workbox-build";
import { LANGUAGES } from "../../src/i18n/languages";
import { guideManifest, SERVICE_WORKER, type GuideManifest } from "../../src/offline/caches";
import { HOLIDAYS_PATH, OFFLINE_PATH } from "../../src/site/paths";
import { pageScripts, pageStylesheets } from "../page-assets";
import type { BuildStep } from "./step";
import { pagesUnder } from "./walk";

/** The precache: the offline pages and what they show. */
export const PRECACHE_LIMIT = 300 * 1024;
/** The tourism section, saved as a guide: every page under it, the places map and the calendar included. */
const GUIDE_SECTION = "tourism";
/** Pages outside the section that a visitor planning days away also wants offline: the public holidays. */
const GUIDE_EXTRA_PAGES = [HOLIDAYS_PATH];
/** The phone a guide's pictures are counted for: 390 CSS pixels wide, two device pixels to one. */
const PHONE_WIDTH = 390;
const PHONE_DENSITY = 2;

const offlinePage = (client: string, language: string) =>
  path.join(client, language, OFFLINE_PATH, "index.html");

/** Everything but the page's own listing script: no module scripts, no preloads, no hydration data. */
export function withoutHydration(html: string): string {
  const stripped = html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (whole, attributes: string, body: string) =>
      /application\/ld\+json/.test(attributes) || body.includes('getElementById("offline-saved")')
        ? whole
        : "",
    );
  if (!stripped.includes('getElementById("offline-saved")'))
    throw new Error("the offline page lost its listing script");
  return stripped;
}

/** The width a `sizes` attribute gives a picture on the phone: `(min-width: 640px) 50vw, 100vw` → 390. */
export function slotWidth(sizes: string, viewport = PHONE_WIDTH): number {
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) continue;
    const [, kind, limit, value, unit] = match;
    const applies = !kind || (kind === "min" ? viewport >= Number(limit) : viewport <= Number(limit));
    if (applies) return unit === "vw" ? (Number(value) * viewport) / 100 : Number(value);
  }
  return viewport;
}

/** The file of a `srcset` a phone would take for a slot: the narrowest at least as wide as the slot needs. */
export function phoneCandidate(srcset: string, slot: number): string | null {
  const candidates = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .map(([url = "", width = ""]) => ({ url, width: Number.parseInt(width, 10) || 0 }))
    .filter((candidate) => candidate.url)
    .sort((a, b) => a.width - b.width);
  const wanted = slot * PHONE_DENSITY;
  return (candidates.find((candidate) => candidate.width >= wanted) ?? candidates.at(-1))?.url ?? null;
}

/** The pictures a page's main content shows on a phone (AVIF, which every browser with service workers reads). */
function phonePictures(html: string): string[] {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/g)]
    .map((m) => phoneCandidate(m[1] ?? "", slotWidth(m[2] ?? "")))
    .filter((url): url is string => url !== null);
}

const sentSize = async (file: string) =>
  existsSync(`${file}.gz`) ? (await stat(`${file}.gz`)).size : gzipSync(await readFile(file)).length;

async function* guidePages(section: string, extra: string[]): AsyncGenerator<string> {
  yield* pagesUnder(section);
  yield* extra;
}

async function guideFor(client: string, language: string): Promise<GuideManifest> {
  const pages: string[] = [];
  const assets = new Set<string>();
  const pictures = new Set<string>();
  let bytes = 0;
  const extra = GUIDE_EXTRA_PAGES.map((page) => path.join(client, language, page, "index.html")).filter(existsSync);
  for await (const file of guidePages(path.join(client, language, GUIDE_SECTION), extra)) {
    const html = await readFile(file, "utf8");
    pages.push(`/${path.relative(client, path.dirname(file)).split(path.sep).join("/")}`);
    bytes += gzipSync(html, { level: 9 }).length;
    for (const url of [...pageStylesheets(html), ...pageScripts(html)]) assets.add(url);
    for (const match of html.matchAll(/<img [^>]*src="(\/assets\/[^"]+\.svg)"/g)) assets.add(match[1] ?? "");
    for (const url of phonePictures(html)) pictures.add(url);
  }
  for (const url of assets) bytes += await sentSize(path.join(client, url));
  for (const url of pictures) bytes += (await stat(path.join(client, url))).size;
  return { pages: pages.sort(), assets: [...assets].sort(), bytes };
}

/** The offline pages without hydration, and each language's guide list. Returns the guides' pages and sizes. */
export async function prepareOffline(client: string): Promise<string> {
  const sizes: string[] = [];
  for (const language of LANGUAGES) {
    const file = offlinePage(client, language);
    await writeFile(file, withoutHydration(await readFile(file, "utf8")));
    await rm(path.join(client, language, `${OFFLINE_PATH}.data`), { force: true });
    const guide = await guideFor(client, language);
    const target = path.join(client, guideManifest(language));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(guide));
    sizes.push(`${language} ${guide.pages.length} pages, about ${(guide.bytes / 1e6).toFixed(1)} MB`);
  }
  return sizes.join("; ");
}

/** `/sw.js` with its precache list; returns what the precache holds. Run after the pages' final markup is written. */
export async function writeServiceWorker(client: string, source: string): Promise<string> {
  const precache = new Set<string>();
  for (const language of LANGUAGES) {
    const html = await readFile(offlinePage(client, language), "utf8");
    precache.add(path.relative(client, offlinePage(client, language)).split(path.sep).join("/"));
    for (const url of pageStylesheets(html)) precache.add(url.slice(1));
    for (const match of html.matchAll(/<img [^>]*src="\/(assets\/[^"]+)"/g)) precache.add(match[1] ?? "");
  }
  const bundled = path.join(await mkdtemp(path.join(os.tmpdir(), "sw-")), "sw.js");
  await build({
    entryPoints: [source],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    outfile: bundled,
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(client, SERVICE_WORKER.slice(1)),
    globDirectory: client,
    globPatterns: [...precache],
    // The offline pages by the address the worker looks them up with (`/uz/offline`), the rest by their path.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: `/${entry.url.replace(/\/index\.html$/, "")}`,
          // Hashed files carry their version in their name.
          revision: entry.url.startsWith("assets/") ? null : entry.revision,
        })),
        warnings: [],
      }),
    ],
  });
  await rm(path.dirname(bundled), { recursive: true, force: true });
  if (warnings.length) throw new Error(`service worker: ${warnings.join("; ")}`);
  if (count !== precache.size)
    throw new Error(`service worker: precached ${count} of ${precache.size} files`);
  if (size > PRECACHE_LIMIT)
    throw new Error(`service worker: the precache is ${size} bytes, over ${PRECACHE_LIMIT}`);
  return `${count} files, ${(size / 1024).toFixed(0)} KB precached`;
}

/** The offline pages without hydration, and each language's guide list (after the search step fills their A–Z). */
export const offlineGuides: BuildStep = { name: "offline guides", run: ({ client }) => prepareOffline(client) };

/** The service worker, after every page it precaches is final. */
export const serviceWorker: BuildStep = {
  name: "service worker",
  run: ({ root, client }) => writeServiceWorker(client, path.join(root, "src/offline/worker/sw.ts")),
};
