import "../components/content/search.css";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/search";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { BuildInlined } from "../components/ui/build-inlined";
import { fillPlaceholders } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { MAX_QUERY_LENGTH, searchWords } from "../search/fold";
import { PAGE_SIZE, useSearch } from "../search/use-search";
import { SEARCH_TEXT, type SearchText } from "../search/strings";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";
import { SEARCH_PATH, searchAzFile, searchAzId } from "../site/search";

/**
 * `/{lang}/search?q=…` (issue #16): results from the static Pagefind index of the page's language, written by our
 * own code (titles, sections, excerpts with the matched words marked). The index and its WebAssembly load only on
 * this page, after it has painted. Without JavaScript, or when the index cannot load, the page lists every page
 * of the site by section instead (written into the page by the build).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  return { language, path, head: await pageHead(language, path, SEARCH_TEXT[language].title) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const text = SEARCH_TEXT[loaderData.language];
  return [
    ...pageMeta({
      language: loaderData.language,
      path: loaderData.path,
      title: text.title,
      description: text.intro,
      head: loaderData.head,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const text = SEARCH_TEXT[language];
  const t = (key: `search.${keyof SearchText}`, values?: { count: number }) => {
    const phrase = text[key.slice("search.".length) as keyof SearchText];
    return values ? fillPlaceholders(phrase, values) : phrase;
  };
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // The words searched for: letters and digits, folded; a query of only punctuation has none.
  const term = searchWords(query.slice(0, MAX_QUERY_LENGTH)).join(" ");
  const { status, setStatus, loadEngine, hits, results, shown, setShown } = useSearch(term);

  // After the first paint: the query the address holds (a reload, Back, or the header form).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const initial = new URLSearchParams(window.location.search).get("q") ?? "";
      setQuery(initial);
      setStatus((now) => (now === "static" ? "idle" : now));
      if (initial.trim()) loadEngine();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [loadEngine, setStatus]);

  /** A new query from the field: searched as typed, and kept in the address so Back and reload keep it. */
  const change = (value: string) => {
    setQuery(value);
    if (value.trim()) loadEngine();
    const url = `${window.location.pathname}${value ? `?q=${encodeURIComponent(value)}` : ""}`;
    window.history.replaceState(window.history.state, "", url);
  };

  const current = term === "" ? [] : hits && hits.term === term ? hits.found : null;
  const items = current && results?.of === current ? results.items : [];
  const searching = status === "ready" && query.trim() !== "";
  const count = current?.length ?? 0;
  const announcement =
    !searching || !current
      ? ""
      : count === 0
        ? t("search.nothing")
        : count === 1
          ? t("search.resultsOne")
          : t("search.results", { count });
  const showIndex = status !== "ready" || !searching || (current !== null && count === 0);

  return (
    <div className="container-page py-8 lg:py-12">
      <Breadcrumbs trail={loaderData.head.trail} />
      <div className="max-w-3xl">
        <PageHeading title={t("search.title")} intro={t("search.intro")} align="start" />
        <form
          role="search"
          action={localizedPath(language, SEARCH_PATH)}
          method="get"
          className="search-form"
          onSubmit={(event) => status === "ready" && event.preventDefault()}
        >
          <label htmlFor="search-query" className="sr-only">
            {t("search.label")}
          </label>
          <input
            ref={input}
            id="search-query"
            type="search"
            name="q"
            dir="auto"
            autoComplete="off"
            maxLength={2000}
            value={query}
            onFocus={loadEngine}
            onChange={(event) => change(event.target.value)}
            className="search-input"
          />
          <button type="submit" className="search-submit">
            {t("search.submit")}
          </button>
        </form>
        <p role="status" aria-live="polite" aria-atomic="true" className="search-status">
          {announcement}
        </p>
        {status === "failed" ? (
          <p className="search-notice">{t("search.unavailable")}</p>
        ) : (
          <p className="search-notice hidden noscript:block">{t("search.unavailable")}</p>
        )}
        {/* Prerendered too, so that nothing below it moves once the page runs (hidden without JavaScript, where the
            notice above says what works). */}
        {status !== "failed" && query.trim() === "" && (
          <p className="text-muted noscript:hidden">{t("search.hint")}</p>
        )}
        {searching && current !== null && count === 0 && (
          <p className="text-muted">{t("search.nothingHint")}</p>
        )}
        {searching && count > 0 && (
          <>
            <ol className="search-results">
              {items.map((result) => (
                <li key={result.url}>
                  <Link to={result.url} className="search-result-title">
                    {result.title}
                  </Link>
                  {result.section && <p className="search-result-section">{result.section}</p>}
                  <p className="search-result-excerpt">
                    {result.excerpt.map((segment, index) =>
                      segment.mark ? (
                        <mark key={index}>{segment.text}</mark>
                      ) : (
                        <span key={index}>{segment.text}</span>
                      ),
                    )}
                  </p>
                </li>
              ))}
            </ol>
            {count > shown && (
              <button
                type="button"
                className="search-more"
                onClick={() => setShown((value) => value + PAGE_SIZE)}
              >
                {t("search.more")}
              </button>
            )}
          </>
        )}
        <section aria-labelledby="search-az" className={showIndex ? "search-az" : "search-az hidden"}>
          <h2 id="search-az" className="mb-4 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900">
            {t("search.azHeading")}
          </h2>
          <BuildInlined id={searchAzId(language)} src={searchAzFile(language)} />
        </section>
      </div>
    </div>
  );
}
