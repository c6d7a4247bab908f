import { useTranslation } from "../i18n/use-translation";
import type { Route } from "./+types/collection-list";
import { CardGrid } from "../components/content/article-card";
import { PageHeading } from "../components/content/page-heading";
import { OpenDataLink, PlacesMapLink } from "../components/places/places-map-link";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { placeCardLine } from "../places/place-view.server";
import { collectionCards } from "../content/summaries.server";
import { festivalDatesLine } from "../events/calendar-view.server";
import { buildDate } from "../site/build-date.server";
import { loadStrings, stringsOf } from "../i18n/i18n";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { describe, pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { collectionByListPath, sitePathOf } from "../site/route-lookup";

/** The one list screen of every collection (spec §2, list screens). */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const collection = collectionByListPath(path);
  const strings = await loadStrings(language);
  const today = buildDate();
  return {
    language,
    path,
    collectionKey: collection.key,
    // A festival's card also gives its next or last dates (issue #32).
    cards: collectionCards(
      collection.key,
      language,
      (key, id, lang) =>
        [placeCardLine(key, id, lang), festivalDatesLine(`${key}/${id}`, lang, today)]
          .filter(Boolean)
          .join(" · ") || null,
    ),
    head: await pageHead(language, path, strings.nav[collection.key]),
  };
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
    head: loaderData.head,
  });
}

export default function CollectionList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs trail={loaderData.head.trail} />
      <PageHeading title={t(`nav.${loaderData.collectionKey}`)} />
      {loaderData.collectionKey === "sights" && <PlacesMapLink className="-mt-4 mb-6 text-center" />}
      {loaderData.collectionKey === "statistics" && <OpenDataLink className="-mt-4 mb-6 text-center" />}
      <CardGrid cards={loaderData.cards} headingLevel={2} priorityFirst />
    </>
  );
}
