import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import type { Route } from "./+types/section-overview";
import { CardGrid } from "../components/content/article-card";
import { ArrowRight } from "../components/ui/icons";
import { PageHeading } from "../components/content/page-heading";
import { PlacesMapLink } from "../components/places/places-map-link";
import { TourismHelp } from "../components/content/tourism-help";
import { EMERGENCY_TEXT } from "../site/emergency-text";
import { OfflineGuide } from "../components/offline/offline-guide";
import { GUIDE_TEXT } from "../offline/strings";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { districtPath } from "../content/collections";
import { loadUnits } from "../content/districts.server";
import { placeCardLine } from "../places/place-view.server";
import { collectionCards, pageCard } from "../content/summaries.server";
import { sortedUnits } from "../site/districts";
import { loadStrings, stringsOf } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { CALENDAR_PATH, localizedPath } from "../site/paths";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { sitePathOf } from "../site/route-lookup";
import { sectionOfPath } from "../site/sections";
import { SECTION_INTROS } from "../site/section-intros.server";
import { buildDate } from "../site/build-date.server";
import { CALENDAR_TEXT } from "../events/calendar-text";
import { calendarView } from "../events/calendar-view.server";

/** One block of a section page: an entry's first cards, or a list of links (the districts, the calendar's next entries). */
interface OverviewBlock {
  key: string;
  path: string;
  /** The block's heading when it is not the menu label `nav.<key>`. */
  heading: string | null;
  cards: ReturnType<typeof collectionCards>;
  total: number;
  links: { path: string; name: string }[];
  /** The link under a list of links, when it is not the districts'. */
  more: string | null;
}

/** Cards per block on a section page; the block links to its full list. */
const OVERVIEW_CARDS = 3;
/** Entries of the calendar the tourism overview names before its link to the whole calendar. */
const OVERVIEW_CALENDAR_ENTRIES = 4;

/**
 * The section base page (spec §2): its lists and pages stacked in menu order, each list with its first
 * three cards and a link to all of them (a section of 29 articles would otherwise be one very long page).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const section = sectionOfPath(path);
  if (!section) throw new Response("Not found", { status: 404 });
  const strings = await loadStrings(language);
  const blocks = section.entries.map((entry): OverviewBlock => {
    if (entry.kind === "districts") {
      // The districts are a list of 22 names, not articles with pictures: every name, and the map behind the link.
      const units = sortedUnits(loadUnits(language), language);
      const links = units.map((unit) => ({ path: districtPath(unit.slug), name: unit.name }));
      return {
        key: entry.key,
        path: entry.path,
        heading: null,
        cards: [],
        total: units.length,
        links,
        more: null,
      };
    }
    if (entry.kind === "calendar") {
      // What's on (issue #32): the calendar's next entries by name and date, and the link to the whole calendar.
      const seen = new Set<string>();
      const next = calendarView(language, buildDate())
        .months.flatMap((month) => month.entries)
        .filter((shown) => !seen.has(shown.slug) && seen.add(shown.slug))
        .slice(0, OVERVIEW_CALENDAR_ENTRIES);
      const text = CALENDAR_TEXT[language];
      return {
        key: entry.key,
        path: entry.path,
        heading: null,
        cards: [],
        total: seen.size,
        links: next.map((shown) => ({ path: CALENDAR_PATH, name: `${shown.name} — ${shown.when}` })),
        more: text.overviewLink,
      };
    }
    const cards =
      entry.kind === "collection"
        ? collectionCards(entry.key, language, placeCardLine)
        : [pageCard(entry.key, language)].filter((card) => card !== null);
    return {
      key: entry.key,
      path: entry.path,
      heading: null,
      cards: cards.slice(0, OVERVIEW_CARDS),
      total: cards.length,
      links: [],
      more: null,
    };
  });
  return {
    language,
    path,
    sectionKey: section.key,
    intro: SECTION_INTROS[language][section.key],
    // The tourism overview's emergency numbers travel with its data, not in every page's strings.
    emergency: section.key === "tourism" ? EMERGENCY_TEXT[language] : null,
    // So does its "save the guide for offline" box (issue #17).
    guide: section.key === "tourism" ? GUIDE_TEXT[language] : null,
    sectionPath: section.path,
    blocks,
    // The trail of the section's own address, the one this page is indexed under (see meta).
    head: await pageHead(language, section.path, strings.nav[section.key]),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const strings = stringsOf(loaderData.language);
  return pageMeta({
    language: loaderData.language,
    path: loaderData.path,
    // tourism/hotels-and-resorts shows this same page; search engines index the section's own address.
    canonicalPath: loaderData.sectionPath,
    title: strings.nav[loaderData.sectionKey],
    description: loaderData.intro,
    head: loaderData.head,
  });
}

export default function SectionOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sectionKey, blocks, head } = loaderData;
  return (
    <>
      <Breadcrumbs trail={head.trail} />
      <PageHeading title={t(`nav.${sectionKey}`)} intro={loaderData.intro} align="start" />
      {sectionKey === "tourism" && <PlacesMapLink className="-mt-4 mb-8" />}
      {loaderData.guide && <OfflineGuide text={loaderData.guide} language={language} />}
      <div className="space-y-14">
        {blocks.map((block, blockIndex) => (
          <section key={block.key} aria-labelledby={`block-${block.key}`}>
            <h2
              id={`block-${block.key}`}
              className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900 sm:text-2xl"
            >
              <Link to={localizedPath(language, block.path)} className="hover:text-brand-600">
                {block.heading ?? t(`nav.${block.key}`)}
              </Link>
            </h2>
            {block.links.length > 0 ? (
              <>
                <ul className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                  {block.links.map((link) => (
                    <li key={link.path}>
                      <Link
                        to={localizedPath(language, link.path)}
                        className="inline-flex min-h-11 items-center text-brand-700 hover:text-brand-500 hover:underline"
                      >
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                <p className="mt-5">
                  <Link
                    to={localizedPath(language, block.path)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-600 hover:underline"
                  >
                    {block.more ?? t("districts.overviewLink", { count: block.total })}
                    <ArrowRight className="size-4" />
                  </Link>
                </p>
              </>
            ) : (
              <CardGrid cards={block.cards} headingLevel={3} priorityFirst={blockIndex === 0} />
            )}
            {block.links.length === 0 && block.total > block.cards.length && (
              <p className="mt-5">
                <Link
                  to={localizedPath(language, block.path)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-600 hover:underline"
                >
                  {t("buttons.seeAll", { count: block.total })}
                  <span className="sr-only">: {t(`nav.${block.key}`)}</span>
                  <ArrowRight className="size-4" />
                </Link>
              </p>
            )}
          </section>
        ))}
      </div>
      {loaderData.emergency && <TourismHelp text={loaderData.emergency} />}
    </>
  );
}
