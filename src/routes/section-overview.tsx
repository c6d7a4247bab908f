import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/section-overview";
import { CardGrid } from "../components/content/article-card";
import { PageHeading } from "../components/content/page-heading";
import { collectionCards, pageCard } from "../content/summaries.server";
import { UI_STRINGS } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { localizedPath } from "../site/paths";
import { pageMeta } from "../site/meta";
import { sitePathOf } from "../site/route-lookup";
import { sectionOfPath } from "../site/sections";

/** The section base page (spec §2): its lists and pages stacked in menu order. */
export function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const section = sectionOfPath(path);
  if (!section) throw new Response("Not found", { status: 404 });
  const blocks = section.entries.map((entry) => ({
    key: entry.key,
    path: entry.path,
    cards:
      entry.kind === "collection"
        ? collectionCards(entry.key, language)
        : [pageCard(entry.key, language)].filter((card) => card !== null),
  }));
  return { language, path, sectionKey: section.key, sectionPath: section.path, blocks };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const strings = UI_STRINGS[loaderData.language];
  return pageMeta({
    language: loaderData.language,
    path: loaderData.path,
    // tourism/hotels-and-resorts shows this same page; search engines index the section's own address.
    canonicalPath: loaderData.sectionPath,
    title: strings.nav[loaderData.sectionKey],
    description: strings.sectionIntro[loaderData.sectionKey],
  });
}

export default function SectionOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sectionKey, blocks } = loaderData;
  return (
    <>
      <PageHeading title={t(`nav.${sectionKey}`)} intro={t(`sectionIntro.${sectionKey}`)} align="start" />
      <div className="space-y-14">
        {blocks.map((block, blockIndex) => (
          <section key={block.key} aria-labelledby={`block-${block.key}`}>
            <h2
              id={`block-${block.key}`}
              className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900 sm:text-2xl"
            >
              <Link to={localizedPath(language, block.path)} className="hover:text-brand-600">
                {t(`nav.${block.key}`)}
              </Link>
            </h2>
            <CardGrid cards={block.cards} headingLevel={3} priorityFirst={blockIndex === 0} />
          </section>
        ))}
      </div>
    </>
  );
}
