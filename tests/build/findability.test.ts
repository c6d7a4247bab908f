/**
 * sitemap.xml and robots.txt as written by the build (scripts/build/sitemap.ts), checked against the pages that
 * were really prerendered, and each page's social preview. Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sha256 } from "../../server/csp.mjs";
import { LANGUAGE_TAGS, LANGUAGES } from "../../src/i18n/languages";
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
  const property = (name: string) => new RegExp(`<meta property="${name}" content="([^"]*)"/>`).exec(html)?.[1];
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    image: property("og:image"),
    imageSize: `${property("og:image:width")}×${property("og:image:height")}`,
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

  it("gives every URL the alternates of every edition and x-default, the same as the page's head", () => {
    const wrong = urls.filter((url) => {
      const tags = url.alternates.map((alternate) => alternate.hreflang);
      return (
        tags.join() !== [...LANGUAGES.map((language) => LANGUAGE_TAGS[language]), "x-default"].join() ||
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

describe("social previews (og:image)", () => {
  const heads = pages.map((file) => ({ page: path.relative(CLIENT, path.dirname(file)), ...head(file) }));
  const previews = [...new Set(heads.map(({ image }) => image ?? ""))];

  it("name on every page a built file, at the size the page declares", async () => {
    const built = (image: string | undefined) =>
      image?.startsWith(`${SITE_ORIGIN}/`) && existsSync(path.join(CLIENT, image.slice(SITE_ORIGIN.length)));
    const wrong = heads.filter(({ image }) => !built(image)).map(({ page, image }) => `${page}: ${image}`);
    expect(wrong).toEqual([]);
    for (const image of previews) {
      const { width, height, format } = await sharp(path.join(CLIENT, image.slice(SITE_ORIGIN.length))).metadata();
      expect(`${image}: ${format} ${width}×${height}`).toBe(`${image}: jpeg 1200×630`);
    }
    expect(heads.filter(({ imageSize }) => imageSize !== "1200×630").map(({ page }) => page)).toEqual([]);
  });

  it("are one per section, one for the galleries and one for the home page and the pages outside a section", () => {
    const slotOf = (page: string) => /\/media\/(social-[a-z-]+)\./.exec(heads.find((entry) => entry.page === page)?.image ?? "")?.[1];
    expect(previews).toHaveLength(7);
    expect(slotOf("en")).toBe("social-home");
    expect(slotOf("en/about")).toBe("social-home");
    expect(slotOf("ru/videoGalery")).toBe("social-gallery");
    expect(slotOf("uz/tourism/sights-detail/1")).toBe("social-tourism");
    expect(slotOf("en/education-and-culture/national-dishes/detail/1")).toBe("social-education-and-culture");
  });
});

describe("structured data (JSON-LD)", () => {
  const policies = JSON.parse(readFileSync(path.join(process.cwd(), "build/csp.json"), "utf8")) as Record<string, string>;

  it("is one data block per page (the home page's FAQ has its own, beside the questions), which the Content-Security-Policy leaves out (browsers never run it)", () => {
    const wrong: string[] = [];
    for (const file of pages) {
      const page = `/${path.relative(CLIENT, file).split(path.sep).join("/")}`;
      const blocks = [...readFileSync(file, "utf8").matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      // The offline pages, which answer for any address, have none.
      const [, edition = "", rest = ""] = /^\/([^/]+)\/(.*)$/.exec(page) ?? [];
      const isEdition = (LANGUAGES as readonly string[]).includes(edition);
      const expected = isEdition && rest === "index.html" ? 2 : isEdition && rest.startsWith("offline/") ? 0 : 1;
      if (blocks.length !== expected) wrong.push(`${page}: ${blocks.length} blocks`);
      for (const [, json = ""] of blocks) {
        if (policies[page]?.includes(sha256(json))) wrong.push(`${page}: JSON-LD hashed into the policy`);
        JSON.parse(json);
      }
      if (!policies[page]) wrong.push(`${page}: no policy`);
    }
    expect(wrong).toEqual([]);
  });

  it("describes each edition of the grape festival the article names, in every language", () => {
    for (const language of LANGUAGES) {
      const html = readFileSync(path.join(CLIENT, language, "tourism/festivals-and-events/detail/1/index.html"), "utf8");
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
      const graph = (JSON.parse(json) as { "@graph"?: { "@type": string; startDate?: string }[] })["@graph"] ?? [];
      const festivals = graph.filter((thing) => thing["@type"] === "Festival");
      expect(festivals.map((festival) => festival.startDate)).toEqual(["2023-09-15", "2024-08-23", "2025-08-22"]);
    }
  });
});
