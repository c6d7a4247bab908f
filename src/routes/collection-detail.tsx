import "../components/places/place.css";
import { ArrowLeft } from "../components/ui/icons";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/collection-detail";
import { ArticleImages } from "../components/content/article-images";
import { PageHeading } from "../components/content/page-heading";
import { PlacePanel } from "../components/places/place-panel";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { Spinner } from "../components/ui/spinner";
import { getCollection } from "../content/collections";
import { loadArticle } from "../content/load.server";
import { JPEG_PICTURE_WIDTH, mediaUrl } from "../content/media";
import { mediaImages } from "../content/media.server";
import { placeView } from "../places/place-view.server";
import { figuresFile, figuresId } from "../statistics/statistics-view.server";
import { loadStatisticsData } from "../statistics/statistics-data.server";
import { BuildInlined } from "../components/ui/build-inlined";
import { excerptOf, paragraphsOf, parseArticleId } from "../content/text";
import { loadStrings, stringsOf } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { useClientNavigationDelay } from "../lib/use-client-navigation-delay";
import { absoluteUrl, describe, pageMeta } from "../site/meta";
import { keepTogether } from "../lib/keep-together";
import { pageHead } from "../site/page-head.server";
import { localizedPath } from "../site/paths";
import { collectionByDetailPath, sitePathOf } from "../site/route-lookup";
import { DETAIL_LOADING_DELAY_MS, SITE_ORIGIN } from "../site/site-constants";
import { eventEditions, place } from "../site/structured-data";

/** The one detail screen of every collection (spec §2, detail screens). */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const { collection, rawId } = collectionByDetailPath(path);
  const loaded = loadArticle(collection.key, language, parseArticleId(rawId)) ?? null;
  // Numbers stay whole on the page (issue #30): done here, at build time, so no page script carries the rule.
  const article = loaded && { ...loaded, desc: keepTogether(loaded.desc) };
  const slots = article ? [article.image, article.image2, article.image3, article.image4] : [];
  const images = mediaImages(
    slots.filter((slot): slot is string => slot !== undefined),
    language,
  );
  const strings = await loadStrings(language);
  return {
    language,
    path,
    collectionKey: collection.key,
    listPath: collection.listPath,
    article,
    images,
    place: article ? placeView(collection.key, article.id, language) : null,
    // The figures are written into the page by the build; the page only names where (decision 013).
    statistics:
      article && collection.key === "statistics" && loadStatisticsData(article.id)
        ? { id: figuresId(article.id, language), file: figuresFile(article.id, language) }
        : null,
    head: await pageHead(language, path, article?.title ?? strings.status.notFound),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { language, path, article, head, images, collectionKey } = loaderData;
  const strings = stringsOf(language);
  if (!article) {
    return [
      ...pageMeta({ language, path, title: strings.status.notFound, head }),
      { name: "robots", content: "noindex" },
    ];
  }
  const description = describe(excerptOf(article.desc));
  const { placeType, eventType } = getCollection(collectionKey);
  const [lead] = images;
  const url = absoluteUrl(language, path);
  const image = lead ? `${SITE_ORIGIN}${mediaUrl(lead, JPEG_PICTURE_WIDTH, "jpg")}` : undefined;
  const region = strings.site.name;
  // Every place page carries its point (issue #29): a sight, hotel or pilgrimage site as the place itself, a
  // festival as the place of each edition.
  const geo = loaderData.place ? { lat: loaderData.place.lat, lon: loaderData.place.lon } : undefined;
  return pageMeta({
    language,
    path,
    title: article.title,
    description,
    head,
    type: "article",
    structuredData: [
      ...(placeType && image
        ? [
            place({
              type: placeType,
              name: article.title,
              description,
              url,
              image,
              region,
              ...(loaderData.place && geo ? { locality: loaderData.place.district.name, geo } : {}),
            }),
          ]
        : []),
      ...(eventType && image && article.event
        ? eventEditions({
            type: eventType,
            ...article.event,
            ...(geo ? { geo } : {}),
            description,
            url,
            image,
            region,
            organizer: { name: strings.site.organization, url: absoluteUrl(language, "") },
          })
        : []),
    ],
  });
}

export default function CollectionDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const loading = useClientNavigationDelay(DETAIL_LOADING_DELAY_MS);
  const { article, images, listPath, head, place, statistics } = loaderData;
  const backLink = (
    <Link
      to={localizedPath(language, listPath)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600"
    >
      <ArrowLeft className="size-4" />
      {t("buttons.goBack")}
    </Link>
  );

  const breadcrumbs = <Breadcrumbs trail={head.trail} />;

  if (loading) {
    return (
      <>
        {breadcrumbs}
        <Spinner label={t("status.loading")} />
      </>
    );
  }

  if (!article) {
    return (
      <>
        {breadcrumbs}
        <div className="py-16 text-center">
          <PageHeading title={t("status.notFound")} intro={t("status.notFoundHint")} />
          {backLink}
        </div>
      </>
    );
  }

  const paragraphs = (
    <div className="prose-article">
      {paragraphsOf(article.desc).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
  return (
    <>
      {breadcrumbs}
      <article className={place ? undefined : "max-w-3xl"}>
        <PageHeading title={article.title} align="start" />
        {place ? (
          <>
            {/* Phones: pictures, the practical panel, then the text; from 1024 px the panel stands beside both. */}
            <div className="place-layout">
              <div className="place-images">
                <ArticleImages images={images} />
              </div>
              <aside className="place-aside" aria-label={place.labels.heading}>
                <PlacePanel place={place} name={article.title} />
              </aside>
              <div className="place-text">{paragraphs}</div>
            </div>
            {place.nearby.length > 0 && (
              <section aria-labelledby="place-nearby" className="mt-10">
                <h2
                  id="place-nearby"
                  className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900"
                >
                  {place.labels.nearbyHeading}
                </h2>
                <ul className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
                  {place.nearby.map((near) => (
                    <li key={near.path}>
                      <Link
                        to={localizedPath(language, near.path)}
                        className="inline-block py-2.5 text-brand-700 hover:text-brand-500 hover:underline"
                      >
                        {near.title} <span className="whitespace-nowrap text-muted">({near.km})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        ) : (
          <>
            <ArticleImages images={images} />
            {paragraphs}
            {statistics && <BuildInlined id={statistics.id} src={statistics.file} />}
          </>
        )}
        <div className="no-print mt-10 border-t border-slate-200 pt-6">{backLink}</div>
      </article>
    </>
  );
}
