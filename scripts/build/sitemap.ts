/**
 * Findability files written after the build: `sitemap.xml` lists every indexable page once per language with
 * the same hreflang alternates its head declares (src/site/meta.ts), and `robots.txt` points crawlers at it.
 * Which address a page is listed under is read from the prerendered page itself, so the sitemap cannot
 * disagree with the head: a page marked noindex is left out, and a page whose canonical link names another
 * address (the hotels list is the tourism overview) is listed once, under that address.
 * No <lastmod>: content files carry no dates, and the build time would claim every page changed.
 */
import type { BuildStep } from "./step";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { COLLECTIONS, DISTRICTS, detailPath, districtPath } from "../../src/content/collections";
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from "../../src/i18n/languages";
import { absoluteUrl } from "../../src/site/meta";
import { localizedPath, splitLanguage } from "../../src/site/paths";
import { eventPagePaths } from "../../src/events/event-page.server";
import { buildDate } from "../../src/site/build-date.server";
import { allPrerenderPaths, NOT_FOUND_ID } from "../../src/site/prerender-paths.server";
import { SITE_ORIGIN } from "../../src/site/site-constants";

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

/** `<url>` entries for each page path (without the language) in every language, uz also as x-default. */
export function sitemapXml(pagePaths: readonly string[]): string {
  const urls = pagePaths.flatMap((pagePath) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({
        hreflang: LANGUAGE_TAGS[language],
        href: absoluteUrl(language, pagePath),
      })),
      { hreflang: "x-default", href: absoluteUrl(DEFAULT_LANGUAGE, pagePath) },
    ].map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return LANGUAGES.map((language) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(language, pagePath))}</loc>`,
        ...alternates,
        "  </url>",
      ].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled; the sitemap says what is worth indexing. */
export function robotsTxt(origin = SITE_ORIGIN): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&");

/**
 * The path (without the language) a prerendered page in `language` asks to be indexed under, from its
 * `<link rel="canonical">`; null when the page says noindex. Throws when the canonical link is missing or
 * points off the site or into another language, since the sitemap would then list a wrong address.
 */
export function indexedPathOf(html: string, language: Language): string | null {
  const tags = html.match(/<(?:link|meta)\b[^>]*>/gi) ?? [];
  const noindex = tags.some(
    (tag) => attribute(tag, "name") === "robots" && /\bnoindex\b/i.test(attribute(tag, "content") ?? ""),
  );
  if (noindex) return null;
  const canonical = tags.find((tag) => attribute(tag, "rel") === "canonical");
  const href = canonical && attribute(canonical, "href");
  if (!href) throw new Error(`a ${language} page has no canonical link`);
  const prefix = `${SITE_ORIGIN}${localizedPath(language)}`;
  if (href !== prefix && !href.startsWith(`${prefix}/`)) {
    throw new Error(`canonical ${href} is not a ${language} page of ${SITE_ORIGIN}`);
  }
  return splitLanguage(href.slice(SITE_ORIGIN.length)).rest;
}

/** Every prerendered page that is public: all but the "not found" pages (each collection's id 0, the districts' slug 0). */
function publicPagePaths(): string[] {
  const notFound = new Set(
    LANGUAGES.flatMap((language) => [
      ...COLLECTIONS.map((collection) => localizedPath(language, detailPath(collection, NOT_FOUND_ID))),
      localizedPath(language, districtPath(DISTRICTS.notFoundSlug)),
    ]),
  );
  // The calendar's entry pages (issue #32) are listed by their capability, which src/site may not import.
  return [...allPrerenderPaths(), ...eventPagePaths(buildDate())].filter((pagePath) => !notFound.has(pagePath));
}

/** Writes sitemap.xml and robots.txt into build/client; returns the number of URLs in the sitemap. */
export async function writeSitemap(clientDir: string): Promise<number> {
  const indexed = new Set<string>();
  for (const pagePath of publicPagePaths()) {
    const { language } = splitLanguage(pagePath);
    if (!language) throw new Error(`prerendered path ${pagePath} names no language`);
    const html = await readFile(path.join(clientDir, pagePath, "index.html"), "utf8");
    const canonical = indexedPathOf(html, language);
    if (canonical !== null) indexed.add(canonical);
  }
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml([...indexed]));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
  return indexed.size * LANGUAGES.length;
}

/** sitemap.xml and robots.txt, from the pages as they are served. */
export const sitemap: BuildStep = {
  name: "sitemap",
  run: async ({ client }) => `${await writeSitemap(client)} addresses`,
};
