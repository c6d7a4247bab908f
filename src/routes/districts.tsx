import "../components/maps/maps.css";
import "../components/districts/districts.css";
import { Link } from "react-router";
import { DISTRICTS_PAGE_TEXT } from "../site/districts-text";
import type { Route } from "./+types/districts";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { BuildInlined } from "../components/ui/build-inlined";
import { districtPath } from "../content/collections";
import { loadUnits, unitsPopulation } from "../content/districts.server";
import { fillPlaceholders, loadStrings, stringsOf } from "../i18n/i18n";
import { LANGUAGE_TAGS } from "../i18n/languages";
import { useLanguage } from "../i18n/use-language";
import { useTranslation } from "../i18n/use-translation";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { unitNumbers } from "../maps/region-map.server";
import { regionMapFile, regionMapId } from "../site/districts";
import { formatNumber, formatPartialDate } from "../site/format";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";

/** The key's marks: the map's own classes (maps.css), so that the key and the map take their colours from one rule. */
const KEY_MARKS = [
  {
    label: "districts.legendCity",
    viewBox: "0 0 20 20",
    mark: <circle className="map-marker" cx="10" cy="10" r="6" />,
  },
  {
    label: "districts.legendCentre",
    viewBox: "0 0 20 20",
    mark: <circle className="map-marker map-marker-centre" cx="10" cy="10" r="6" />,
  },
  {
    label: "districts.legendCapital",
    viewBox: "0 0 20 14",
    mark: <rect className="map-capital" x="1" y="1" width="18" height="12" />,
  },
  {
    label: "districts.legendBorder",
    viewBox: "0 0 20 14",
    mark: <line className="map-outline" x1="1" y1="7" x2="19" y2="7" />,
  },
];

/**
 * `/{lang}/aboutus/districts` (issues #14, #29): the region map, its key and credit, and every unit in a table,
 * in the order of the map's numbers (north to south), so that a phone's numbered map and the table read alike.
 * Every population is of one day from one source (unitsPopulation): the header gives the date, a note the source.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const strings = await loadStrings(language);
  const numbers = unitNumbers();
  const units = loadUnits(language).sort((a, b) => numbers.get(a.slug)! - numbers.get(b.slug)!);
  const rows = units.map((unit) => ({
    slug: unit.slug,
    number: numbers.get(unit.slug)!,
    name: unit.name,
    kind: unit.kind,
    regionalCentre: unit.regionalCentre,
    centre: unit.centre,
    area: unit.areaKm2 === null ? null : formatNumber(unit.areaKm2, language),
    population: formatNumber(unit.population.value, language),
  }));
  const population = unitsPopulation();
  const total = units.reduce((sum, unit) => sum + unit.population.value, 0);
  const withoutArea = units.filter((unit) => unit.areaKm2 === null).map((unit) => unit.name);
  const list = new Intl.ListFormat(LANGUAGE_TAGS[language], { type: "conjunction" });
  return {
    language,
    path,
    rows,
    populationHeader: fillPlaceholders(DISTRICTS_PAGE_TEXT[language].populationOn, {
      date: formatPartialDate(population.date, language),
    }),
    notes: [
      fillPlaceholders(DISTRICTS_PAGE_TEXT[language].populationNote, {
        total: formatNumber(total, language),
      }),
      DISTRICTS_PAGE_TEXT[language].areaNote,
      ...(withoutArea.length > 0
        ? [
            fillPlaceholders(DISTRICTS_PAGE_TEXT[language].areaMissingNote, {
              names: list.format(withoutArea),
            }),
          ]
        : []),
    ],
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
  const { rows, populationHeader, notes, head } = loaderData;
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
            {KEY_MARKS.map(({ label, viewBox, mark }) => (
              <li key={label} className="flex items-center gap-2">
                <svg aria-hidden="true" viewBox={viewBox} className="map-key">
                  {mark}
                </svg>
                {t(label)}
              </li>
            ))}
            {/* Phones show numbers on the map instead of names (maps.css): the key says what they are. */}
            <li className="map-legend-number">
              <span aria-hidden="true" className="unit-number">
                1
              </span>
              {DISTRICTS_PAGE_TEXT[language].legendNumber}
            </li>
          </ul>
          <p>{t("districts.credit")}</p>
          <p>{t("districts.borderNote")}</p>
        </figcaption>
      </figure>

      <section aria-labelledby="districts-table" className="mt-10">
        <h2
          id="districts-table"
          className="mb-3 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900 sm:text-2xl"
        >
          {t("districts.tableHeading")}
        </h2>
        <p className="mb-5 text-muted">{DISTRICTS_PAGE_TEXT[language].tableOrder}</p>
        {/*
         * Below 640 px each row is a card (districts.css): number and name, then kind, centre, area and population,
         * each with its column's name, so nothing is off-screen. The explicit roles keep the table a table for
         * screen readers that drop it when its rows are laid out as grids.
         */}
        <div className="units-table-frame">
          <table className="units-table" role="table" aria-describedby="districts-notes">
            <caption className="sr-only">{t("districts.tableCaption")}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader" className="unit-cell-number">
                  {t("districts.number")}
                </th>
                <th scope="col" role="columnheader">
                  {t("districts.name")}
                </th>
                <th scope="col" role="columnheader">
                  {t("districts.kind")}
                </th>
                <th scope="col" role="columnheader">
                  {t("districts.centre")}
                </th>
                <th scope="col" role="columnheader" className="num">
                  {t("districts.area")}
                </th>
                <th scope="col" role="columnheader" className="num">
                  {populationHeader}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((row) => (
                <tr key={row.slug} role="row">
                  <td role="cell" className="unit-cell-number">
                    <span className="unit-number">{row.number}</span>
                  </td>
                  <th scope="row" role="rowheader" className="unit-cell-name">
                    <Link
                      to={localizedPath(language, districtPath(row.slug))}
                      className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:text-brand-500 hover:underline"
                    >
                      {row.name}
                    </Link>
                  </th>
                  <td role="cell" data-label={t("districts.kind")} className="unit-cell-kind">
                    {t(`districts.${row.kind}`)}
                    {row.regionalCentre && (
                      <span className="text-muted">, {t("districts.regionalCentre")}</span>
                    )}
                  </td>
                  <td
                    role="cell"
                    data-label={t("districts.centre")}
                    className={row.centre ? "unit-cell-centre" : "unit-cell-centre unit-cell-none"}
                  >
                    {row.centre ?? "—"}
                  </td>
                  <td role="cell" data-label={t("districts.area")} className="num unit-cell-area">
                    {row.area ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{DISTRICTS_PAGE_TEXT[language].areaMissing}</span>
                      </>
                    )}
                  </td>
                  <td role="cell" data-label={populationHeader} className="num unit-cell-population">
                    {row.population}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div id="districts-notes" className="mt-4 grid gap-2 text-sm text-muted">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      </section>
    </>
  );
}
