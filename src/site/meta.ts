import type { MetaDescriptor } from "react-router";
import { stringsOf } from "../i18n/i18n";
import { LANGUAGES, LANGUAGE_TAGS, type Language } from "../i18n/languages";
import { localizedPath } from "./paths";
import { SITE_ORIGIN } from "./site-constants";

export interface PageMetaInput {
  language: Language;
  /** The page's path without the language ("" for home). */
  path: string;
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** Where search engines should index this content, when another URL shows the same page. */
  canonicalPath?: string;
}

export function absoluteUrl(language: Language, path: string): string {
  return `${SITE_ORIGIN}${localizedPath(language, path)}`;
}

/** Title, description, canonical URL and hreflang alternates for one page (every page's head, issue #2). */
export function pageMeta({
  language,
  path,
  title,
  description,
  canonicalPath,
}: PageMetaInput): MetaDescriptor[] {
  const strings = stringsOf(language);
  const fullTitle = title
    ? `${title} — ${strings.site.name}`
    : `${strings.site.name}: ${strings.site.tagline}`;
  const canonical = canonicalPath ?? path;
  return [
    { title: fullTitle },
    { name: "description", content: description ?? strings.site.description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(language, canonical) },
    ...LANGUAGES.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_TAGS[alternate],
      href: absoluteUrl(alternate, canonical),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl("uz", canonical) },
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
export function galleryMeta(language: Language, kind: "photo" | "videoGalery"): MetaDescriptor[] {
  const strings = stringsOf(language);
  const description = kind === "photo" ? strings.gallery.photoIntro : strings.gallery.videoIntro;
  return pageMeta({ language, path: kind, title: strings.nav[kind], description });
}
