import { build } from "esbuild";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { UI_STRINGS } from "../../src/i18n/strings/all";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from "../../src/i18n/languages";
import { escapeHtml } from "../../src/lib/html";
import { PALETTE } from "../../src/site/palette";
import { SITE_ORIGIN } from "../../src/site/site-constants";
import type { BuildStep } from "./step";

async function redirectScript(root: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, "src/site/redirect-entry.ts")],
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
async function standalonePage(root: string, kind: "root" | "not-found", script: string): Promise<string> {
  const emblem = (await readFile(path.join(root, "media/brand/emblem.svg"), "utf8"))
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
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${PALETTE.ink};background:${PALETTE["brand-50"]};display:grid;min-height:100vh;place-items:center}main{max-width:60rem;padding:2rem;text-align:center}h1{font-size:1.9rem;color:${PALETTE["brand-900"]};margin:.5rem 0 2rem}svg{width:72px;height:72px}.g{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}section{background:white;border-radius:1rem;padding:1.25rem;box-shadow:0 1px 3px color-mix(in srgb,${PALETTE["brand-900"]} 13%,transparent)}h2{font-size:1.1rem;margin:0 0 .5rem}p{margin:0 0 1rem;color:${PALETTE.muted}}a{display:inline-block;padding:.7rem 1.1rem;border-radius:.6rem;background:${PALETTE["brand-700"]};color:white;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid ${PALETTE["sun-500"]};outline-offset:2px}</style>
</head><body><main>${emblem}<h1>Toshkent viloyati · Tashkent Region · Ташкентская область</h1><div class="g">${blocks}</div></main></body></html>
`;
}

/**
 * The bare root page and the 404 page: standalone, each with an inlined redirect script, in place of React
 * Router's SPA fallback (which the site does not use).
 */
export const standalonePages: BuildStep = {
  name: "root and 404 pages",
  async run({ root, client, fallbacks }) {
    const script = await redirectScript(root);
    await rm(path.join(client, "__spa-fallback.html"), { force: true });
    await writeFile(path.join(client, "index.html"), await standalonePage(root, "root", script));
    await writeFile(path.join(fallbacks, "404.html"), await standalonePage(root, "not-found", script));
    return "written";
  },
};
