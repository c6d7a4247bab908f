/**
 * sitemap.xml and robots.txt as written by the build (scripts/sitemap.ts), checked against the pages that
 * were really prerendered. Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/i18n/languages";
import { SITE_ORIGIN } from "../../src/site/site-constants";

const CLIENT = path.join(process.cwd(), "build/client");

interface SitemapUrl {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

const sitemap = readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8");
const urls: SitemapUrl[] = (sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? []).map((block) => ({
  loc: /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? "",
  alternates: [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, hreflang = "", href = ""]) => ({ hreflang, href }),
  ),
}));
const locs = new Set(urls.map((url) => url.loc));

/** build/client/<path>/index.html of an absolute address on the site. */
const htmlFileOf = (url: string) => path.join(CLIENT, url.slice(SITE_ORIGIN.length), "index.html");

/** Every prerendered page under the language folders (the bare root only redirects to one of them). */
const pages = LANGUAGES.flatMap((language) =>
  readdirSync(path.join(CLIENT, language), { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => path.join(CLIENT, language, file)),
);

function head(file: string) {
  const html = readFileSync(file, "utf8");
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang = "", href = ""]) => ({ hreflang, href }),
    ),
  };
}

describe("sitemap.xml", () => {
  it("is one urlset of url entries with a loc each", () => {
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(sitemap.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(sitemap.match(/<url>/g)?.length).toBe(sitemap.match(/<\/url>/g)?.length);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.loc.startsWith(`${SITE_ORIGIN}/`))).toBe(true);
    expect(locs.size, "no address is listed twice").toBe(urls.length);
  });

  it("lists only pages that were built, each under the address its own canonical link names", () => {
    const wrong = urls
      .filter((url) => !existsSync(htmlFileOf(url.loc)) || head(htmlFileOf(url.loc)).canonical !== url.loc)
      .map((url) => url.loc);
    expect(wrong).toEqual([]);
  });

  it("lists every indexable page, under its canonical address", () => {
    const missing = pages
      .map((file) => ({ file: path.relative(CLIENT, file), ...head(file) }))
      .filter(({ noindex, canonical }) => !noindex && (!canonical || !locs.has(canonical)))
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it("leaves out a page that shows another page (the hotels list is the tourism overview)", () => {
    expect(locs.has(`${SITE_ORIGIN}/en/tourism`)).toBe(true);
    expect(locs.has(`${SITE_ORIGIN}/en/tourism/hotels-and-resorts`)).toBe(false);
  });

  it("gives every URL the alternates uz, en, ru and x-default, the same as the page's head", () => {
    const wrong = urls.filter((url) => {
      const tags = url.alternates.map((alternate) => alternate.hreflang);
      return (
        url.alternates.length !== 4 ||
        tags.join() !== "uz-Latn,en,ru,x-default" ||
        !url.alternates.every((alternate) => locs.has(alternate.href)) ||
        JSON.stringify(url.alternates) !== JSON.stringify(head(htmlFileOf(url.loc)).alternates)
      );
    });
    expect(wrong.map((url) => url.loc)).toEqual([]);
  });
});

describe("robots.txt", () => {
  it("allows crawling and names the sitemap", () => {
    const robots = readFileSync(path.join(CLIENT, "robots.txt"), "utf8");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\S*$/m);
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});
