/**
 * After `react-router build`: writes the bare root page and the 404 page (both standalone, with an inlined
 * redirect script), moves each collection's "not found" page out of the public tree for the server to send
 * with status 404, writes the server's route table, the per-page Content-Security-Policies, the nginx
 * includes and security.txt (scripts/build/server-config.ts), and precompresses every text asset (brotli and gzip).
 */
import { build } from "esbuild";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { figuresMarkup } from "../src/markup/figures.server";
import { COLLECTIONS, detailPath, DISTRICTS, getCollection } from "../src/content/collections";
import { articleIds } from "../src/content/load.server";
import { loadNames } from "../src/content/names.server";
import { openDataFiles } from "../src/open-data/open-data.server";
import { figuresFile, figuresId, statisticsView } from "../src/statistics/statistics-view.server";
import { UI_STRINGS } from "../src/i18n/strings/all";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from "../src/i18n/languages";
import { NOT_FOUND_ID } from "../src/site/prerender-paths.server";
import { SITE_ORIGIN } from "../src/site/site-constants";
import { escapeHtml } from "../src/lib/html";
import { fallbackTable, type ServerRoutes } from "./build/server-routes";
import { deferScripts } from "./build/defer-scripts";
import { guardScrollRestoration } from "./build/scroll-restoration";
import { placesMapMarkup, regionMapMarkup } from "../src/markup/maps.server";
import {
  PLACES_MAP_PATH,
  placesMapFile,
  placesMapId,
  regionMapFile,
  regionMapId,
} from "../src/site/districts";
import { writeServerConfig } from "./build/server-config";
import { azIndexMarkup, readSite, writeSearchIndex } from "./build/search-index";
import { SEARCH_PATH, searchAzFile, searchAzId } from "../src/site/search";
import { SEARCH_TEXT } from "../src/search/strings";
import { writeSitemap } from "./build/sitemap";
import { prepareOffline, writeServiceWorker } from "./build/offline";
import { OFFLINE_PATH } from "../src/site/paths";

const ROOT = process.cwd();
const CLIENT = path.join(ROOT, "build/client");
const FALLBACKS = path.join(ROOT, "build/fallbacks");

async function redirectScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, "src/site/redirect-entry.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    write: false,
    legalComments: "none",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("redirect script did not build");
  return output.text.trim();
}

/** A tiny page that needs no bundle: it redirects at once, and without JavaScript offers the three homes. */
async function standalonePage(kind: "root" | "not-found", script: string): Promise<string> {
  const emblem = (await readFile(path.join(ROOT, "media/brand/emblem.svg"), "utf8"))
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .trim();
  const blocks = LANGUAGES.map((language) => {
    const strings = UI_STRINGS[language];
    const heading = kind === "root" ? strings.site.name : strings.notFoundPage.title;
    const text = kind === "root" ? strings.site.tagline : strings.notFoundPage.text.replace(/…$/, ".");
    return `<section lang="${LANGUAGE_TAGS[language]}"><h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p><a href="/${language}" hreflang="${LANGUAGE_TAGS[language]}">${escapeHtml(LANGUAGE_NAMES[language])} →</a></section>`;
  }).join("");
  const title =
    kind === "root"
      ? UI_STRINGS.uz.site.name
      : `${UI_STRINGS.uz.notFoundPage.title} — ${UI_STRINGS.uz.site.name}`;
  const head =
    kind === "root"
      ? LANGUAGES.map(
          (language) =>
            `<link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${SITE_ORIGIN}/${language}">`,
        ).join("") +
        `<link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}/"><link rel="canonical" href="${SITE_ORIGIN}/">`
      : `<meta name="robots" content="noindex"><noscript><meta http-equiv="refresh" content="5; url=/uz"></noscript>`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS.uz}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(UI_STRINGS.uz.site.description)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="apple-touch-icon" href="/apple-touch-icon.png">${head}
<script>${script}</script>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d;background:#eef5ff;display:grid;min-height:100vh;place-items:center}main{max-width:60rem;padding:2rem;text-align:center}h1{font-size:1.9rem;color:#0b2350;margin:.5rem 0 2rem}svg{width:72px;height:72px}.g{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}section{background:#fff;border-radius:1rem;padding:1.25rem;box-shadow:0 1px 3px #0b235022}h2{font-size:1.1rem;margin:0 0 .5rem}p{margin:0 0 1rem;color:#4a5568}a{display:inline-block;padding:.7rem 1.1rem;border-radius:.6rem;background:#133f8a;color:#fff;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid #e0a526;outline-offset:2px}</style>
</head><body><main>${emblem}<h1>Toshkent viloyati · Tashkent Region · Ташкентская область</h1><div class="g">${blocks}</div></main></body></html>
`;
}

/** Each collection's prerendered id-0 page becomes the body of its 404 answer, out of the public tree. */
async function moveNotFoundPages(): Promise<void> {
  for (const language of LANGUAGES) {
    await mkdir(path.join(FALLBACKS, language), { recursive: true });
    const notFoundPages = [
      ...COLLECTIONS.map((collection) => ({
        key: collection.key,
        id: String(NOT_FOUND_ID),
        pattern: collection.detailPattern,
      })),
      { key: DISTRICTS.key, id: DISTRICTS.notFoundSlug, pattern: DISTRICTS.detailPattern },
    ];
    for (const collection of notFoundPages) {
      const prefix = path.join(CLIENT, language, collection.pattern.replace(":id", collection.id));
      await rename(path.join(prefix, "index.html"), path.join(FALLBACKS, language, `${collection.key}.html`));
      await rename(`${prefix}.data`, path.join(FALLBACKS, language, `${collection.key}.data`));
      await rm(prefix, { recursive: true, force: true });
    }
  }
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|geojson|csv|data|xml|txt|webmanifest|ico)$/;

/** Scripts and styles: a few dozen files, cached forever, the same bytes on every page. */
const LONG_LIVED = /\.(js|css)$/;

/**
 * Brotli (quality 11) and gzip files beside each text asset, served as-is by both servers. Scripts and
 * styles are gzipped with Zopfli (about 3 % smaller than zlib's level 9, still plain gzip; seconds for the
 * few dozen files); the hundreds of pages use zlib level 9, as Zopfli would take minutes over them.
 */
async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 512) continue;
    const contents = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    const gzip = LONG_LIVED.test(file)
      ? await gzipAsync(contents, { numiterations: 15 })
      : gzipSync(contents, { level: 9 });
    await writeFile(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}

/**
 * Every prerendered page hydrates after its content has loaded (scripts/build/defer-scripts.ts, decision 007).
 * Each page's language strings are a chunk of their own (decision 005), imported by entry.client before
 * hydration: they are preloaded with the page's other scripts. The Vite manifest names the chunks; it is
 * removed afterwards (nothing serves it).
 */
async function deferPageScripts(): Promise<void> {
  const manifestFile = path.join(CLIENT, ".vite/manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, { file: string }>;
  for (const language of LANGUAGES) {
    const chunk = manifest[`src/i18n/strings/${language}.ts`]?.file;
    if (!chunk) throw new Error(`no chunk for the ${language} UI strings in the Vite manifest`);
    for await (const file of walk(path.join(CLIENT, language))) {
      if (!file.endsWith(".html")) continue;
      try {
        await writeFile(file, guardScrollRestoration(deferScripts(await readFile(file, "utf8"), [`/${chunk}`])));
      } catch (error) {
        throw new Error(`${path.relative(CLIENT, file)}: ${(error as Error).message}`);
      }
    }
  }
  await rm(path.join(CLIENT, ".vite"), { recursive: true, force: true });
}

/**
 * Build-time SVG written into its page in place of a placeholder and as a file for visits by client-side
 * navigation (components/ui/build-inlined.tsx, docs/decisions/011): the region map and the places map once per
 * language, and every statistics chart (issue #18, docs/decisions/013).
 */
/** Writes build-time markup into its page in place of `<!--inline:{id}-->`, and as a file for client-side visits. */
async function inlineInto(
  language: (typeof LANGUAGES)[number],
  item: { id: string; file: string; page: string; markup: string },
): Promise<void> {
  const file = path.join(CLIENT, item.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, item.markup);
  const page = path.join(CLIENT, language, item.page, "index.html");
  const placeholder = `<!--inline:${item.id}-->`;
  const html = await readFile(page, "utf8");
  if (!html.includes(placeholder)) throw new Error(`${path.relative(CLIENT, page)}: no ${placeholder} to put the markup in`);
  await writeFile(page, html.replace(placeholder, () => item.markup));
}

async function inlineMarkup(): Promise<number> {
  const statistics = getCollection("statistics");
  let count = 0;
  for (const language of LANGUAGES) {
    const items = [
      {
        id: regionMapId(language),
        file: regionMapFile(language),
        page: DISTRICTS.listPath,
        markup: await regionMapMarkup(language),
      },
      {
        id: placesMapId(language),
        file: placesMapFile(language),
        page: PLACES_MAP_PATH,
        markup: await placesMapMarkup(language),
      },
      ...articleIds("statistics").flatMap((id) => {
        const view = statisticsView(id, language);
        return view
          ? [
              {
                id: figuresId(id, language),
                file: figuresFile(id, language),
                page: detailPath(statistics, id),
                markup: figuresMarkup(view, language),
              },
            ]
          : [];
      }),
    ];
    for (const item of items) {
      await inlineInto(language, item);
      count += 1;
    }
  }
  return count;
}

/** The open-data downloads under /data/ (issue #18): statistics series, districts, places. */
async function writeOpenData(): Promise<number> {
  const files = await openDataFiles();
  for (const [name, contents] of files) {
    const file = path.join(CLIENT, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  }
  return files.size;
}

/** The search index and each language's A–Z list of pages (issue #16, scripts/build/search-index.ts). */
async function writeSearch(): Promise<string> {
  const pages = await readSite(
    CLIENT,
    Object.fromEntries(
      LANGUAGES.map((language) => [language, UI_STRINGS[language].nav.breadcrumbs]),
    ) as Record<(typeof LANGUAGES)[number], string>,
  );
  const counts = await writeSearchIndex(CLIENT, pages, loadNames());
  for (const language of LANGUAGES) {
    // The same list on the search page and, filtered to the pages saved on the device, on the offline page.
    for (const page of [SEARCH_PATH, OFFLINE_PATH]) {
      await inlineInto(language, {
        id: searchAzId(language),
        file: searchAzFile(language),
        page,
        markup: azIndexMarkup(pages, language, SEARCH_TEXT[language].other),
      });
    }
  }
  return LANGUAGES.map((language) => `${language} ${counts[language]}`).join(", ");
}

async function main(): Promise<void> {
  if (!existsSync(CLIENT)) throw new Error("build/client is missing: run react-router build first");
  const script = await redirectScript();
  await deferPageScripts();
  const inlined = await inlineMarkup();
  const downloads = await writeOpenData();
  await rm(FALLBACKS, { recursive: true, force: true });
  await mkdir(FALLBACKS, { recursive: true });
  await moveNotFoundPages();
  const searched = await writeSearch();
  const guides = await prepareOffline(CLIENT);
  await rm(path.join(CLIENT, "__spa-fallback.html"), { force: true });
  await writeFile(path.join(CLIENT, "index.html"), await standalonePage("root", script));
  await writeFile(path.join(FALLBACKS, "404.html"), await standalonePage("not-found", script));
  const routes: ServerRoutes = { fallbacks: fallbackTable() };
  await writeFile(path.join(ROOT, "build/server-routes.json"), JSON.stringify(routes, null, 2));
  const worker = await writeServiceWorker(CLIENT, path.join(ROOT, "src/offline/worker/sw.ts"));
  const pages = await writeServerConfig();
  await writeSitemap(CLIENT);
  const compressed = (await precompress(CLIENT)) + (await precompress(FALLBACKS));
  console.log(
    `postbuild: root and 404 pages written, search index (${searched} pages), ${inlined} maps and charts inlined, ${downloads} open-data files, ${pages} page policies, ${compressed} files precompressed\npostbuild: offline guides (${guides}); service worker (${worker})`,
  );
}

await main();
