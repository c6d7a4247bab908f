import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { pageMeta, type PageHead } from "./meta";
import { faqPage } from "./structured-data";
import { loadStrings } from "../i18n/i18n";
import { LANGUAGES } from "../i18n/languages";

const head: PageHead = {
  image: { id: "social-tourism", key: "abc123", alt: "Big Chimgan" },
  trail: [
    { name: "Home", path: "" },
    { name: "Tourism", path: "tourism" },
    { name: "Sights", path: "tourism/sights" },
  ],
};

/** The content of the meta tag with this property (Open Graph) or name (Twitter), each occurrence. */
const contents = (tags: MetaDescriptor[], key: string) =>
  tags
    .filter((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key))
    .map((tag) => (tag as { content: string }).content);

const jsonLd = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));

// pageMeta reads the UI strings, as pages do once their language has loaded.
await Promise.all(LANGUAGES.map(loadStrings));

describe("pageMeta", () => {
  const tags = pageMeta({
    language: "en",
    path: "tourism/sights",
    title: "Sights",
    description: "Lakes and mountains.",
    head,
  });

  it("shares the page under its canonical address with the section's 1200×630 preview", () => {
    expect(contents(tags, "og:url")).toEqual(["https://toshvil.uz/en/tourism/sights"]);
    expect(contents(tags, "og:image")).toEqual(["https://toshvil.uz/media/social-tourism.abc123.1200.jpg"]);
    expect(contents(tags, "og:image:width")).toEqual(["1200"]);
    expect(contents(tags, "og:image:height")).toEqual(["630"]);
    expect(contents(tags, "og:image:alt")).toEqual(["Big Chimgan"]);
    expect(contents(tags, "twitter:image")).toEqual(contents(tags, "og:image"));
    expect(contents(tags, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("gives the title without the site name, which og:site_name carries", () => {
    expect(contents(tags, "og:title")).toEqual(["Sights"]);
    expect(contents(tags, "twitter:title")).toEqual(["Sights"]);
    expect(contents(tags, "og:site_name")).toEqual(["Tashkent Region"]);
    expect(contents(tags, "og:description")).toEqual(["Lakes and mountains."]);
  });

  it("names the page's locale and the other two as alternates", () => {
    expect(contents(tags, "og:locale")).toEqual(["en_GB"]);
    expect(contents(tags, "og:locale:alternate")).toEqual(["uz_UZ", "ru_RU"]);
    expect(
      contents(pageMeta({ language: "uz", path: "", head: { ...head, trail: [] } }), "og:locale"),
    ).toEqual(["uz_UZ"]);
  });

  it("is a website unless told it is an article", () => {
    expect(contents(tags, "og:type")).toEqual(["website"]);
    expect(
      contents(pageMeta({ language: "ru", path: "x", title: "X", head, type: "article" }), "og:type"),
    ).toEqual(["article"]);
  });

  it("points og:url at the canonical address when another URL shows the page", () => {
    const hotels = pageMeta({
      language: "ru",
      path: "tourism/hotels-and-resorts",
      canonicalPath: "tourism",
      title: "Туризм",
      head,
    });
    expect(contents(hotels, "og:url")).toEqual(["https://toshvil.uz/ru/tourism"]);
  });

  it("gives the trail as one BreadcrumbList with absolute URLs", () => {
    expect(jsonLd(tags)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://toshvil.uz/en" },
          { "@type": "ListItem", position: 2, name: "Tourism", item: "https://toshvil.uz/en/tourism" },
          { "@type": "ListItem", position: 3, name: "Sights", item: "https://toshvil.uz/en/tourism/sights" },
        ],
      },
    ]);
  });

  it("puts the page's own entities beside the trail in one block, and none on a page without either", () => {
    const faq = faqPage([{ question: "Q?", answer: "A." }]);
    const [document] = jsonLd(
      pageMeta({ language: "en", path: "", head: { ...head, trail: [] }, structuredData: [faq] }),
    );
    expect(document).toEqual({ "@context": "https://schema.org", ...faq });
    const [both] = jsonLd(
      pageMeta({ language: "en", path: "tourism/sights", title: "Sights", head, structuredData: [faq] }),
    );
    expect((both?.["@graph"] as { "@type": string }[]).map((thing) => thing["@type"])).toEqual([
      "BreadcrumbList",
      "FAQPage",
    ]);
    expect(jsonLd(pageMeta({ language: "en", path: "", head: { ...head, trail: [] } }))).toEqual([]);
  });
});
