import { Link } from "react-router";
import type { Route } from "./+types/open-data";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { datasets } from "../open-data/open-data.server";
import { OPEN_DATA_TEXT } from "../open-data/open-data-text";
import { FILES_TEXT } from "../events/files-text";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { LICENCE, LICENCE_URL } from "../open-data/licence";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";
import { formatNumber, formatPartialDate } from "../site/format";
import { fillPlaceholders } from "../i18n/i18n";
import type { Language } from "../i18n/languages";

/** `/{lang}/open-data` (issue #18): every dataset the site publishes, with its source, licence and files. */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  return {
    language,
    path,
    // Numbers and dates written here, at build time, so the page's script carries no formatter (first-load budget).
    datasets: datasets(language).map((dataset) => ({
      ...dataset,
      recordsText: formatNumber(dataset.records, language),
      updatedText: formatPartialDate(dataset.updated, language),
      files: dataset.files.map((file) => ({
        ...file,
        size: fillPlaceholders(OPEN_DATA_TEXT[language].kilobytes, {
          value: kilobytes(file.bytes, language),
        }),
      })),
    })),
    feedHelp: FILES_TEXT[language].feedHelp,
    head: await pageHead(language, path, OPEN_DATA_TEXT[language].title),
    // The page's words in its own language only: the module holds all four, which the page's script need not carry.
    text: pageWords(OPEN_DATA_TEXT[language]),
  };
}

/** What the page itself writes (the column headers of the files stay at build time). */
function pageWords(text: (typeof OPEN_DATA_TEXT)[Language]) {
  const {
    csvHeader: _csv,
    rangeHeader: _range,
    districtsHeader: _districts,
    unitKinds: _kinds,
    ...words
  } = text;
  return words;
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { text } = loaderData;
  return pageMeta({
    language: loaderData.language,
    path: loaderData.path,
    title: text.title,
    description: text.intro,
    head: loaderData.head,
  });
}

export default function OpenDataPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { text } = loaderData;
  const t = (key: `openData.${keyof typeof text}`) =>
    String(text[key.slice("openData.".length) as keyof typeof text]);
  const { datasets: list, head } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12">
      <Breadcrumbs trail={head.trail} />
      <div className="max-w-3xl">
        <PageHeading title={t("openData.title")} intro={t("openData.intro")} align="start" />
        <section aria-labelledby="open-data-licence" className="prose-article">
          <h2 id="open-data-licence" className="text-xl font-bold text-brand-900">
            {t("openData.licenceHeading")}
          </h2>
          <p>
            {t("openData.licence")}{" "}
            <a href={LICENCE_URL} rel="license noopener" className="text-brand-700 underline">
              {t("openData.licenceLink")} ({LICENCE})
            </a>
          </p>
          <h2 className="text-xl font-bold text-brand-900">{t("openData.formatHeading")}</h2>
          <p>{t("openData.format")}</p>
          <p>{loaderData.feedHelp}</p>
        </section>
      </div>
      <section aria-labelledby="open-data-sets" className="mt-10">
        <h2
          id="open-data-sets"
          className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900 sm:text-2xl"
        >
          {t("openData.datasetsHeading")}
        </h2>
        <ul className="grid gap-6 lg:grid-cols-2">
          {list.map((dataset) => (
            <li
              key={dataset.key}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              data-dataset={dataset.key}
            >
              <h3 className="text-lg font-bold text-brand-900">
                {dataset.page ? (
                  <Link
                    to={localizedPath(language, dataset.page)}
                    className="text-brand-800 hover:text-brand-600 hover:underline"
                  >
                    {dataset.title}
                  </Link>
                ) : (
                  dataset.title
                )}
              </h3>
              <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
                <dt className="font-semibold text-muted">{t("openData.parts")}</dt>
                <dd>{dataset.parts.join("; ")}</dd>
                <dt className="font-semibold text-muted">{t("openData.sources")}</dt>
                <dd>{dataset.sources.join("; ")}</dd>
                <dt className="font-semibold text-muted">{t("openData.records")}</dt>
                <dd data-dataset-records="">{dataset.recordsText}</dd>
                <dt className="font-semibold text-muted">{t("openData.updated")}</dt>
                <dd data-dataset-updated="">
                  <time dateTime={dataset.updated}>{dataset.updatedText}</time>
                </dd>
                <dt className="font-semibold text-muted">{t("openData.licenceLabel")}</dt>
                <dd>
                  <a href={dataset.licence.url} rel="license noopener" className="text-brand-700 underline">
                    {dataset.licence.name}
                  </a>
                  {dataset.licence.credit && dataset.licence.creditUrl && (
                    <>
                      {" · "}
                      <a href={dataset.licence.creditUrl} rel="noopener" className="text-brand-700 underline">
                        {dataset.licence.credit}
                      </a>
                    </>
                  )}
                </dd>
                <dt className="font-semibold text-muted">{t("openData.files")}</dt>
                <dd className="flex flex-wrap gap-x-5">
                  {dataset.files.map((file) => (
                    <a
                      key={file.href}
                      href={file.href}
                      download
                      data-file-bytes={file.bytes}
                      className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline"
                    >
                      <span className="sr-only">{dataset.title}, </span>
                      {file.format}{" "}
                      <span className="font-normal whitespace-nowrap text-muted">({file.size})</span>
                    </a>
                  ))}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A file's size in kilobytes as the language writes it: `1.2`, `1,2`; never less than `0.1`. */
const kilobytes = (bytes: number, language: Language) =>
  formatNumber(Math.max(0.1, Math.round(bytes / 100) / 10), language);
