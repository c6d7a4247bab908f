import "../components/maps/maps.css";
import { Link } from "react-router";
import type { Route } from "./+types/districts";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { BuildInlined } from "../components/ui/build-inlined";
import { districtPath } from "../content/collections";
import { loadUnits } from "../content/districts.server";
import { loadStrings, stringsOf } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { useTranslation } from "../i18n/use-translation";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { unitNumbers } from "../maps/region-map.server";
import { regionMapFile, regionMapId, sortedUnits } from "../site/districts";
import { formatNumber, formatPartialDate, formatRange } from "../site/format";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";

/** `/{lang}/aboutus/districts` (issue #14): the region map, its key and credit, and every unit in a table. */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const strings = await loadStrings(language);
  const units = loadUnits(language);
  const numbers = unitNumbers();
  const rows = sortedUnits(units, language).map((unit) => ({
    slug: unit.slug,
    number: numbers.get(unit.slug)!,
    name: unit.name,
    kind: unit.kind,
    regionalCentre: unit.regionalCentre,
    centre: unit.centre,
    area: unit.areaKm2 ? formatRange(unit.areaKm2, language) : null,
    population: unit.population ? formatNumber(unit.population.value, language) : null,
    populationDate: unit.population ? formatPartialDate(unit.population.date, language) : null,
  }));
  return {
    language,
    path,
    rows,
    head: await pageHead(language, path, strings.nav.districts),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const strings = stringsOf(loaderData.language);
  return pageMeta({
    language: loaderData.language,
    path: loaderData.path,
    title: strings.nav.districts,
    description: strings.districts.intro,
    head: loaderData.head,
  });
}

export default function Districts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { rows, head } = loaderData;
  return (
    <>
      <Breadcrumbs trail={head.trail} />
      <PageHeading title={t("nav.districts")} intro={t("districts.intro")} align="start" />
      <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {/* The map's SVG is written into the page by the build, not carried in its data (docs/decisions/011). */}
        <BuildInlined id={regionMapId(language)} src={regionMapFile(language)} />
        <figcaption className="map-caption">
          <p className="text-ink">{t("districts.mapHint")}</p>
          <ul className="map-legend" aria-label={t("districts.legendHeading")}>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="map-swatch" />
              {t("districts.legendDistrict")}
            </li>
            <li className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="map-key">
                <circle cx="10" cy="10" r="6" fill="#fff" stroke="#0b7d88" strokeWidth="3" />
              </svg>
              {t("districts.legendCity")}
            </li>
            <li className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="map-key">
                <circle cx="10" cy="10" r="6" fill="#e0a526" stroke="#0b2350" strokeWidth="3" />
              </svg>
              {t("districts.legendCentre")}
            </li>
            <li className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 14" className="map-key">
                <rect
                  x="1"
                  y="1"
                  width="18"
                  height="12"
                  fill="#dfe5ec"
                  stroke="#4a5568"
                  strokeWidth="1.5"
                  strokeDasharray="3 2"
                />
              </svg>
              {t("districts.legendCapital")}
            </li>
            <li className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 14" className="map-key">
                <line x1="1" y1="7" x2="19" y2="7" stroke="#0f3270" strokeWidth="3" />
              </svg>
              {t("districts.legendBorder")}
            </li>
          </ul>
          <p>{t("districts.credit")}</p>
          <p>{t("districts.borderNote")}</p>
        </figcaption>
      </figure>

      <section aria-labelledby="districts-table" className="mt-10">
        <h2
          id="districts-table"
          className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900 sm:text-2xl"
        >
          {t("districts.tableHeading")}
        </h2>
        {/* Scrolls sideways on a phone (browsers let the keyboard focus a scrolling box). */}
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="data-table">
            <caption className="sr-only">{t("districts.tableCaption")}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t("districts.number")}
                </th>
                <th scope="col">{t("districts.name")}</th>
                <th scope="col">{t("districts.kind")}</th>
                <th scope="col">{t("districts.centre")}</th>
                <th scope="col" className="num">
                  {t("districts.area")}
                </th>
                <th scope="col" className="num">
                  {t("districts.population")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slug}>
                  <td className="num text-muted">{row.number}</td>
                  <th scope="row">
                    <Link
                      to={localizedPath(language, districtPath(row.slug))}
                      className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:text-brand-500 hover:underline"
                    >
                      {row.name}
                    </Link>
                  </th>
                  <td>
                    {t(`districts.${row.kind}`)}
                    {row.regionalCentre && (
                      <span className="text-muted">, {t("districts.regionalCentre")}</span>
                    )}
                  </td>
                  <td>{row.centre ?? "—"}</td>
                  <td className="num">
                    {row.area ?? <span className="text-muted">{t("districts.unknown")}</span>}
                  </td>
                  <td className="num">
                    {row.population ? (
                      <>
                        {row.population}{" "}
                        <span className="whitespace-nowrap text-muted">({row.populationDate})</span>
                      </>
                    ) : (
                      <span className="text-muted">{t("districts.unknown")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
