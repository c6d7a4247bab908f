import { detailPath, getCollection, getPage, type CollectionKey, type PageKey } from "./collections";
import { loadCollection, loadPage } from "./load.server";
import type { MediaImage } from "./media";
import { mediaImage } from "./media.server";
import { excerptOf } from "./text";
import type { Language } from "../i18n/languages";

/** What a card shows: never the whole text, so list pages stay small. */
export interface CardData {
  id: number;
  title: string;
  excerpt: string;
  image: MediaImage | null;
  /** Site path without the language. */
  path: string;
}

export function collectionCards(key: CollectionKey, language: Language): CardData[] {
  const collection = getCollection(key);
  return loadCollection(key, language).map((article) => ({
    id: article.id,
    title: article.title,
    excerpt: excerptOf(article.desc),
    image: mediaImage(article.image, language),
    path: detailPath(collection, article.id),
  }));
}

export function pageCard(key: PageKey, language: Language): CardData | null {
  const page = loadPage(key, language);
  if (!page) return null;
  const firstParagraph = page.blocks.find((block) => block.type === "paragraph");
  return {
    id: 1,
    title: page.title,
    excerpt: firstParagraph?.type === "paragraph" ? firstParagraph.text : "",
    image: page.image ? mediaImage(page.image, language) : null,
    path: getPage(key).path,
  };
}
