import type { MetaDescriptor } from "react-router";
import { socialImageUrl, SOCIAL_IMAGE_SIZE, type SocialImage } from "../content/media";
import { stringsOf } from "../i18n/i18n";
import { LANGUAGES, LANGUAGE_TAGS, WRITTEN_LANGUAGES, type Language } from "../i18n/languages";
import type { Breadcrumb } from "./breadcrumbs";
import { localizedPath } from "./paths";
import { SITE_ORIGIN } from "./site-constants";
import { breadcrumbList, jsonLdDocument, type Thing } from "./structured-data";

/** What a page's loader resolves for its head at build time (site/page-head.server.ts). */
export interface PageHead {
  /** The social preview of the page's section (og:image, twitter:image). */
  image: SocialImage;
  /** Home › … › this page; empty on the home page. Drawn as breadcrumbs and given as a BreadcrumbList. */
  trail: Breadcrumb[];
}

export interface PageMetaInput {
  language: Language;
  /** The page's path without the language ("" for home). */
  path: string;
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** Where search engines should index this content, when another URL shows the same page. */
  canonicalPath?: string;
  head: PageHead;
  /** Open Graph type: `article` for an article's detail page. */
  type?: "website" | "article";
  /** The page's own schema.org entities, besides its breadcrumb list (home: organization and FAQ). */
  structuredData?: readonly Thing[];
}

/** Open Graph locales (language_TERRITORY): Uzbek and Russian as used in Uzbekistan, British English. */
const OPEN_GRAPH_LOCALES: Record<Language, string> = {
  uz: "uz_UZ",
  "uz-cyrl": "uz_UZ",
  en: "en_GB",
  ru: "ru_RU",
};

export function absoluteUrl(language: Language, path: string): string {
  return `${SITE_ORIGIN}${localizedPath(language, path)}`;
}

/** Search engines cut longer titles; a page whose own title is long enough goes without the site's name. */
export const MAX_TITLE_LENGTH = 70;

/**
 * Everything in one page's head (issues #2 and #6 §6): title, description, canonical URL and hreflang
 * alternates, Open Graph and Twitter card tags with the section's social preview, and one JSON-LD block
 * with the breadcrumb trail and the page's own entities.
 */
export function pageMeta({
  language,
  path,
  title,
  description,
  canonicalPath,
  head,
  type = "website",
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const strings = stringsOf(language);
  const fullTitle = !title
    ? `${strings.site.name}: ${strings.site.tagline}`
    : `${title} — ${strings.site.name}`.length <= MAX_TITLE_LENGTH
      ? `${title} — ${strings.site.name}`
      : title;
  const shareTitle = title ?? fullTitle;
  const summary = description ?? strings.site.description;
  const indexedPath = canonicalPath ?? path;
  const canonical = absoluteUrl(language, indexedPath);
  const image = `${SITE_ORIGIN}${socialImageUrl(head.image)}`;
  const things = [
    ...(head.trail.length
      ? [
          breadcrumbList(
            head.trail.map((step) => ({ name: step.name, url: absoluteUrl(language, step.path) })),
          ),
        ]
      : []),
    ...structuredData,
  ];
  return [
    { title: fullTitle },
    { name: "description", content: summary },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGUAGES.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_TAGS[alternate],
      href: absoluteUrl(alternate, indexedPath),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl("uz", indexedPath) },
    { property: "og:type", content: type },
    { property: "og:site_name", content: strings.site.name },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: summary },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[language] },
    // Open Graph names no script: both Uzbek editions are uz_UZ, named once.
    ...WRITTEN_LANGUAGES.filter((other) => OPEN_GRAPH_LOCALES[other] !== OPEN_GRAPH_LOCALES[language]).map(
      (other) => ({ property: "og:locale:alternate", content: OPEN_GRAPH_LOCALES[other] }),
    ),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: head.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: summary },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: head.image.alt },
    ...(things.length ? [{ "script:ld+json": jsonLdDocument(things) }] : []),
  ];
}

/** Cuts a text to a meta description of at most about 160 characters, at a word boundary. */
export function describe(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.—–-]+$/, "")}…`;
}

/** Head of a gallery screen: its menu name as title, its intro as description. */
export function galleryMeta(
  language: Language,
  kind: "photo" | "videoGalery",
  head: PageHead,
): MetaDescriptor[] {
  const strings = stringsOf(language);
  const description = kind === "photo" ? strings.gallery.photoIntro : strings.gallery.videoIntro;
  return pageMeta({ language, path: kind, title: strings.nav[kind], description, head });
}
