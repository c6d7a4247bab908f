import "../components/places/place.css";
import "../components/districts/unit.css";
import { Link } from "react-router";
import type { Route } from "./+types/district";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { PlacesMapLink } from "../components/places/places-map-link";
import { LocatorMap } from "../components/maps/locator-map";
import { LocatorNames } from "../components/maps/locator-names";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { ArrowLeft } from "../components/ui/icons";
import { DISTRICTS, detailPath, districtPath, getCollection, isCollectionKey } from "../content/collections";
import { loadUnit } from "../content/districts.server";
import { ContentError, loadArticle } from "../content/load.server";
import { mediaImage } from "../content/media.server";
import { allPlaces } from "../places/places.server";
import { fillPlaceholders, loadStrings, stringsOf } from "../i18n/i18n";
import { LANGUAGE_TAGS, type Language } from "../i18n/languages";
import type { UiStrings } from "../i18n/strings/types";
import { useLanguage } from "../i18n/use-language";
import { useTranslation } from "../i18n/use-translation";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { locatorLabels } from "../maps/locator-labels.server";
import { locatorMapData, neighbourSlugs } from "../maps/region-map.server";
import { sortedUnits } from "../site/districts";
import { formatNumber, formatPartialDate } from "../site/format";
import { absoluteUrl, describe, pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";
import { administrativeUnit } from "../site/structured-data";
import type { Unit } from "../content/districts";

/** The facts block: each row a label and a value (a link for the website), only where the data has it. */
function factsOf(
  unit: Unit,
  strings: UiStrings,
  language: Language,
): Array<{ label: string; value: string; href?: string }> {
  const s = strings.districts;
  // A city's kind says since when it is one: "City since 1951" (issue #29), not "City status: 1951".
  const kind =
    unit.kind === "district"
      ? s.district
      : unit.formed
        ? fillPlaceholders(s.citySince, { date: formatPartialDate(unit.formed, language, "since") })
        : s.city;
  const kindValue = unit.regionalCentre ? `${kind}, ${s.regionalCentre}` : kind;
  const facts: Array<{ label: string; value: string; href?: string }> = [
    {
      label: s.kind,
      value: kindValue.charAt(0).toLocaleUpperCase(LANGUAGE_TAGS[language]) + kindValue.slice(1),
    },
  ];
  if (unit.centre)
    facts.push({
      label: s.centre,
      value: unit.centreOutside ? fillPlaceholders(s.centreOutside, { centre: unit.centre }) : unit.centre,
    });
  if (unit.areaKm2)
    facts.push({
      label: s.area.replace(/, .*$/, ""),
      value: fillPlaceholders(s.areaValue, { value: formatNumber(unit.areaKm2, language) }),
    });
  facts.push({
    label: s.population,
    value: fillPlaceholders(s.populationValue, {
      value: formatNumber(unit.population.value, language),
      date: formatPartialDate(unit.population.date, language),
    }),
  });
  if (unit.formed && unit.kind === "district")
    facts.push({ label: s.formedDistrict, value: formatPartialDate(unit.formed, language) });
  const distance = (shown: { km: number; road: boolean }) =>
    fillPlaceholders(shown.road ? s.aboutRoad : s.aboutLine, { value: formatNumber(shown.km, language) });
  if (unit.distanceKm.tashkent)
    facts.push({ label: s.distanceTashkent, value: distance(unit.distanceKm.tashkent) });
  if (unit.distanceKm.nurafshon)
    facts.push({ label: s.distanceNurafshon, value: distance(unit.distanceKm.nurafshon) });
  if (unit.website) facts.push({ label: s.website, value: new URL(unit.website).host, href: unit.website });
  return facts;
}

/** `/{lang}/aboutus/districts/{slug}` (issue #14): one district or city; an unknown slug gets the not-found screen. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const strings = await loadStrings(language);
  const unit = loadUnit(params.slug, language);
  if (!unit) {
    return { language, path, unit: null, head: await pageHead(language, path, strings.status.notFound) };
  }
  // The places that say they are here (place.yaml), then the articles unit.yaml names; each once.
  const references = [
    ...new Set([
      ...allPlaces()
        .filter(({ place }) => place.district === unit.slug)
        .map(({ key, id }) => `${key}/${id}`),
      ...unit.articles,
    ]),
  ];
  const articles = references.map((reference) => {
    const [key = "", id = ""] = reference.split("/");
    const article = isCollectionKey(key) ? loadArticle(key, language, Number(id)) : undefined;
    if (!isCollectionKey(key) || !article)
      throw new ContentError(`content/districts/${unit.slug}/unit.yaml: articles: no article ${reference}`);
    return { title: article.title, path: detailPath(getCollection(key), article.id) };
  });
  const neighbours = sortedUnits(
    neighbourSlugs(unit.slug).map((slug) => loadUnit(slug, language)!),
    language,
  ).map((neighbour) => ({ name: neighbour.name, path: districtPath(neighbour.slug) }));
  const locator = locatorMapData(unit.slug);
  return {
    language,
    path,
    unit: {
      slug: unit.slug,
      kind: unit.kind,
      name: unit.name,
      summary: unit.summary,
      paragraphs: unit.paragraphs,
    },
    facts: factsOf(unit, strings, language),
    locator,
    locatorNames: locatorLabels(unit.slug, locator.marker, {
      capital: strings.districts.locatorCapital,
      unit: unit.label,
    }),
    articles,
    neighbours,
    // The unit's landscape (media/manifest.yaml, slot district-<slug>), the page's lead picture. Without the
    // blurred placeholder: the longest unit pages sit at the 30 KB first-paint budget (tests/build/budgets.test.ts).
    image: mediaImage(`district-${unit.slug}`, language),
    head: await pageHead(language, path, unit.name),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { language, path, unit, head } = loaderData;
  const strings = stringsOf(language);
  if (!unit) {
    return [
      ...pageMeta({ language, path, title: strings.status.notFound, head }),
      { name: "robots", content: "noindex" },
    ];
  }
  const description = describe(unit.summary);
  return pageMeta({
    language,
    path,
    title: unit.name,
    description,
    head,
    type: "article",
    structuredData: [
      administrativeUnit({
        kind: unit.kind,
        name: unit.name,
        description,
        url: absoluteUrl(language, path),
        region: strings.site.name,
        regionUrl: absoluteUrl(language, ""),
      }),
    ],
  });
}

export default function District({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { head } = loaderData;
  const listLink = (
    <Link
      to={localizedPath(language, DISTRICTS.listPath)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600"
    >
      <ArrowLeft className="size-4" />
      {t("districts.allUnits")}
    </Link>
  );

  if (!loaderData.unit) {
    return (
      <>
        <Breadcrumbs trail={head.trail} />
        <div className="py-16 text-center">
          <PageHeading title={t("status.notFound")} intro={t("districts.notFoundHint")} />
          {listLink}
        </div>
      </>
    );
  }

  const { unit, facts, locator, locatorNames, articles, neighbours, image } = loaderData;
  const [lead, ...rest] = unit.paragraphs;
  return (
    <>
      <Breadcrumbs trail={head.trail} />
      <article>
        <PageHeading title={unit.name} intro={unit.summary} align="start" />
        {/* As an article's single lead picture (ArticleImages): the first screen's largest, loaded first. */}
        <ResponsiveImage
          image={image}
          priority
          ratio="16/9"
          sizes="(min-width: 768px) 768px, 100vw"
          className="my-8 max-h-[460px] w-full max-w-3xl rounded-2xl md:max-h-[560px]"
        />
        {/* On a phone the first paragraph, then the facts, then the rest; from 1024 px the facts sit beside the text. */}
        <div className="unit-layout">
          <div className="unit-lead prose-article">
            <p>{lead}</p>
          </div>
          <aside aria-labelledby="unit-facts" className="unit-aside">
            <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="unit-facts" className="mb-3 text-lg font-bold text-brand-900">
                {t("districts.factsHeading")}
              </h2>
              <dl className="unit-facts">
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt className="text-sm text-muted">{fact.label}</dt>
                    <dd className="font-semibold text-ink">
                      {fact.href ? (
                        <a
                          href={fact.href}
                          className="inline-flex min-h-6 items-center text-brand-700 underline hover:text-brand-500"
                          rel="noopener"
                        >
                          {fact.value}
                        </a>
                      ) : (
                        fact.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="unit-locator">
                <LocatorMap map={locator} label={t("districts.locatorLabel", { name: unit.name })}>
                  <LocatorNames names={locatorNames} />
                </LocatorMap>
                <p className="mt-2 text-sm text-muted">{t("districts.credit")}</p>
              </div>
            </section>
          </aside>
          <div className="unit-text prose-article">
            {rest.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>

        {articles.length > 0 && (
          <section aria-labelledby="unit-articles" className="mt-10">
            <h2
              id="unit-articles"
              className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900"
            >
              {t(`districts.articlesHeading.${unit.kind}`)}
            </h2>
            <ul className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
              {articles.map((article) => (
                <li key={article.path}>
                  <Link
                    to={localizedPath(language, article.path)}
                    className="inline-flex min-h-11 items-center text-brand-700 hover:text-brand-500 hover:underline"
                  >
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
            <PlacesMapLink className="mt-3" />
          </section>
        )}

        <section aria-labelledby="unit-neighbours" className="mt-10">
          <h2
            id="unit-neighbours"
            className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900"
          >
            {t("districts.neighboursHeading")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {neighbours.map((neighbour) => (
              <li key={neighbour.path}>
                <Link to={localizedPath(language, neighbour.path)} className="unit-chip">
                  {neighbour.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-10 border-t border-slate-200 pt-6">{listLink}</div>
      </article>
    </>
  );
}
