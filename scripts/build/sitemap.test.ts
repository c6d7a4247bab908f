import { describe, expect, it } from "vitest";
import { indexedPathOf, robotsTxt, sitemapXml } from "./sitemap";
import { SITE_ORIGIN } from "../../src/site/site-constants";

const urlBlocks = (xml: string) => xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];

describe("sitemapXml", () => {
  const xml = sitemapXml(["", "tourism/sights-detail/2"]);

  it("lists each page once per language under its absolute address", () => {
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${SITE_ORIGIN}/uz`,
      `${SITE_ORIGIN}/uz-cyrl`,
      `${SITE_ORIGIN}/en`,
      `${SITE_ORIGIN}/ru`,
      `${SITE_ORIGIN}/uz/tourism/sights-detail/2`,
      `${SITE_ORIGIN}/uz-cyrl/tourism/sights-detail/2`,
      `${SITE_ORIGIN}/en/tourism/sights-detail/2`,
      `${SITE_ORIGIN}/ru/tourism/sights-detail/2`,
    ]);
  });

  it("gives every URL the four editions and uz as x-default, as each page's head does", () => {
    for (const block of urlBlocks(xml)) {
      const alternates = [
        ...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ];
      expect(alternates.map((match) => match[1])).toEqual(["uz-Latn", "uz-Cyrl", "en", "ru", "x-default"]);
      expect(alternates[4]?.[2]).toBe(alternates[0]?.[2]);
    }
  });

  it("declares the sitemap and xhtml namespaces and claims no modification date", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toContain("<lastmod>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes characters that are special in XML", () => {
    const escaped = sitemapXml(["a&b<c>'\""]);
    expect(escaped).toContain(`<loc>${SITE_ORIGIN}/uz/a&amp;b&lt;c&gt;&apos;&quot;</loc>`);
    expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
  });

  it("writes an empty but valid urlset when there are no pages", () => {
    expect(urlBlocks(sitemapXml([]))).toEqual([]);
    expect(sitemapXml([])).toContain("</urlset>");
  });
});

describe("robotsTxt", () => {
  it("allows every crawler everywhere and names the sitemap", () => {
    const robots = robotsTxt();
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    expect(robots).not.toMatch(/^Disallow:/m);
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
  });
});

describe("indexedPathOf", () => {
  const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head></html>`;

  it("reads the path a page asks to be indexed under from its canonical link", () => {
    const hotels = page(`<link rel="canonical" href="${SITE_ORIGIN}/en/tourism"/>`);
    expect(indexedPathOf(hotels, "en")).toBe("tourism");
    expect(indexedPathOf(page(`<link rel="canonical" href="${SITE_ORIGIN}/ru"/>`), "ru")).toBe("");
  });

  it("leaves out a page marked noindex", () => {
    const notFound = page(
      `<link rel="canonical" href="${SITE_ORIGIN}/uz/aboutus/sport/0"/><meta name="robots" content="noindex"/>`,
    );
    expect(indexedPathOf(notFound, "uz")).toBeNull();
  });

  it("refuses a page without a canonical link or with one off the site or in another language", () => {
    expect(() => indexedPathOf(page(""), "uz")).toThrow(/no canonical/);
    expect(() =>
      indexedPathOf(page('<link rel="canonical" href="https://example.com/uz"/>'), "uz"),
    ).toThrow();
    expect(() =>
      indexedPathOf(page(`<link rel="canonical" href="${SITE_ORIGIN}/en/about"/>`), "uz"),
    ).toThrow();
    expect(() => indexedPathOf(page(`<link rel="canonical" href="${SITE_ORIGIN}/uzbek"/>`), "uz")).toThrow();
  });
});
