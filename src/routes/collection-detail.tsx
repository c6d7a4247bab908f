import { ArrowLeft } from "../components/ui/icons";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/collection-detail";
import { ArticleImages } from "../components/content/article-images";
import { PageHeading } from "../components/content/page-heading";
import { Spinner } from "../components/ui/spinner";
import { loadArticle } from "../content/load.server";
import { mediaImages } from "../content/media.server";
import { excerptOf, paragraphsOf, parseArticleId } from "../content/text";
import { stringsOf } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { useClientNavigationDelay } from "../lib/use-client-navigation-delay";
import { describe, pageMeta } from "../site/meta";
import { localizedPath } from "../site/paths";
import { collectionByDetailPath, sitePathOf } from "../site/route-lookup";
import { DETAIL_LOADING_DELAY_MS } from "../site/site-constants";

/** The one detail screen of every collection (spec §2, detail screens). */
export function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const { collection, rawId } = collectionByDetailPath(path);
  const article = loadArticle(collection.key, language, parseArticleId(rawId)) ?? null;
  const slots = article ? [article.image, article.image2, article.image3, article.image4] : [];
  const images = mediaImages(
    slots.filter((slot): slot is string => slot !== undefined),
    language,
  );
  return { language, path, collectionKey: collection.key, listPath: collection.listPath, article, images };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { language, path, article } = loaderData;
  if (!article) {
    return [
      ...pageMeta({ language, path, title: stringsOf(language).status.notFound }),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({ language, path, title: article.title, description: describe(excerptOf(article.desc)) });
}

export default function CollectionDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const loading = useClientNavigationDelay(DETAIL_LOADING_DELAY_MS);
  const { article, images, listPath } = loaderData;
  const backLink = (
    <Link
      to={localizedPath(language, listPath)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600"
    >
      <ArrowLeft className="size-4" />
      {t("buttons.goBack")}
    </Link>
  );

  if (loading) return <Spinner label={t("status.loading")} />;

  if (!article) {
    return (
      <div className="py-16 text-center">
        <PageHeading title={t("status.notFound")} intro={t("status.notFoundHint")} />
        {backLink}
      </div>
    );
  }

  return (
    <article className="max-w-3xl">
      <PageHeading title={article.title} align="start" />
      <ArticleImages images={images} />
      <div className="prose-article">
        {paragraphsOf(article.desc).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-10 border-t border-slate-200 pt-6">{backLink}</div>
    </article>
  );
}
