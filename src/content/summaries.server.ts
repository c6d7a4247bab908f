import { detailPath, getCollection, getPage, type CollectionKey, type PageKey } from "./collections";
import { loadCollection, loadPage } from "./load.server";
import type { MediaImage } from "./media";
import { mediaImage } from "./media.server";
import { cardExcerpt, excerptOf } from "./text";
import { keepTogether } from "../lib/keep-together";
import type { Language } from "../i18n/languages";

/** What a card shows: never the whole text, so list pages stay small. */
export interface CardData {
  id: number;
  title: string;
  excerpt: string;
  image: MediaImage | null;
  /** Site path without the language. */
  path: string;
  /** A place's district and distance from Tashkent (issue #15), shown under the title. */
  placeLine?: string;
}

/** The line under a card's title, when the article has one (places/place-view.server.ts, placeCardLine). */
export type CardLine = (key: CollectionKey, id: number, language: Language) => string | null;

/**
 * A collection's cards; given `placeLine`, a place's card also says where it is and how far (its texts come with
 * the place data, a capability above this layer, so the screen passes it in).
 */
export function collectionCards(key: CollectionKey, language: Language, placeLine?: CardLine): CardData[] {
  const collection = getCollection(key);
  return loadCollection(key, language).map((article) => {
    const line = placeLine?.(key, article.id, language);
    return {
      id: article.id,
      title: article.title,
      excerpt: keepTogether(cardExcerpt(excerptOf(article.desc))),
      image: mediaImage(article.image, language),
      path: detailPath(collection, article.id),
      ...(line ? { placeLine: line } : {}),
    };
  });
}

export function pageCard(key: PageKey, language: Language): CardData | null {
  const page = loadPage(key, language);
  if (!page) return null;
  const firstParagraph = page.blocks.find((block) => block.type === "paragraph");
  return {
    id: 1,
    title: page.title,
    excerpt: firstParagraph?.type === "paragraph" ? keepTogether(cardExcerpt(firstParagraph.text)) : "",
    image: page.image ? mediaImage(page.image, language) : null,
    path: getPage(key).path,
  };
}
