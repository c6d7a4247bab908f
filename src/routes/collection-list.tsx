import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/collection-list";
import { CardGrid } from "../components/content/article-card";
import { PageHeading } from "../components/content/page-heading";
import { collectionCards } from "../content/summaries.server";
import { stringsOf } from "../i18n/i18n";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { describe, pageMeta } from "../site/meta";
import { collectionByListPath, sitePathOf } from "../site/route-lookup";

/** The one list screen of every collection (spec §2, list screens). */
export function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const collection = collectionByListPath(path);
  return { language, path, collectionKey: collection.key, cards: collectionCards(collection.key, language) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const title = stringsOf(loaderData.language).nav[loaderData.collectionKey];
  const titles = loaderData.cards.map((card) => card.title).join("; ");
  return pageMeta({
    language: loaderData.language,
    path: loaderData.path,
    title,
    description: describe(`${title}: ${titles}`),
  });
}

export default function CollectionList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t(`nav.${loaderData.collectionKey}`)} />
      <CardGrid cards={loaderData.cards} headingLevel={2} priorityFirst />
    </>
  );
}
