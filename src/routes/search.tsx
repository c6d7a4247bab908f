import "../components/content/search.css";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/search";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { BuildInlined } from "../components/ui/build-inlined";
import { fillPlaceholders } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { HOLD_SCRIPTS } from "../lib/hold-scripts";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { SEARCH_SCRIPT } from "../search/load-engine";
import { PAGE_SIZE, useSearch } from "../search/use-search";
import { SEARCH_TEXT, type SearchText } from "../search/strings";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";
import {
  FIRST_RESULTS_DONE,
  FIRST_RESULTS_ID,
  PAGEFIND_SCRIPT,
  SEARCH_PATH,
  SEARCH_QUERY_MARK,
  SEARCH_SECTION_PARAM,
  searchAzFile,
  searchAzId,
} from "../site/search";

/**
 * `/{lang}/search?q=…` (issue #16): results from the static Pagefind index of the page's language, written by our
 * own code (titles, sections, excerpts with the matched words marked). The index and its WebAssembly load only on
 * this page, after it has painted. Without JavaScript, or when the index cannot load, the page lists every page
 * of the site by section instead (written into the page by the build).
 */

export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  return {
    language,
    path,
    head: await pageHead(language, path, SEARCH_TEXT[language].title),
    // The page's words in its language only: the module holds all four, which the page's script need not carry.
    text: SEARCH_TEXT[language],
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { text } = loaderData;
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

/** Long after any hydration (which waits for the load event), short enough for a visitor still looking. */
const SCRIPT_FAILED_MS = 10_000;

/**
 * Runs where it stands, before the page's first paint, when the page is opened with a query (a reload, a shared link,
 * the header's form): it puts the query in the field and marks the page, so that the stylesheet paints the results
 * area from the start (the hint and the A–Z list hidden, the area as tall as the screen) instead of the list the
 * results then replace. It then imports the small script that draws the first results into the area before the
 * page's own scripts (search/search-script.ts), with Pagefind's module beside it rather than after it, and holds the
 * page's scripts until it has drawn them (lib/hold-scripts.ts): the results are what the visitor came for, and on a
 * slow line they would otherwise share it with 140 KB of scripts.
 * The page drops the mark once it draws the same state itself; should its scripts never run (a failed download),
 * the mark goes SCRIPT_FAILED_MS after load and the A–Z list shows. Hashed into the page's Content-Security-Policy
 * by the build, like every inline script.
 */
function searchStateScript(): string {
  return `(()=>{const q=new URLSearchParams(location.search).get("q");if(!q||!q.trim())return;const h=document.documentElement;h.setAttribute("${SEARCH_QUERY_MARK}","");const f=document.getElementById("search-query");if(f)f.value=q;const l=document.createElement("link");l.rel="modulepreload";l.href="${PAGEFIND_SCRIPT}";document.head.append(l);window.${HOLD_SCRIPTS}=new Promise(r=>{addEventListener("${FIRST_RESULTS_DONE}",r,{once:true});import(${JSON.stringify(SEARCH_SCRIPT)}).catch(r)});addEventListener("load",()=>setTimeout(()=>h.removeAttribute("${SEARCH_QUERY_MARK}"),${SCRIPT_FAILED_MS}))})()`;
}

/**
 * Once the page draws results (or anything else) in the results area itself, the first results drawn before it ran
 * go, in the same frame: the page's own list takes their place, in the same markup.
 */
function useFirstResultsHandOver(drawsItself: boolean) {
  useLayoutEffect(() => {
    if (drawsItself) document.getElementById(FIRST_RESULTS_ID)?.replaceChildren();
  }, [drawsItself]);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { text } = loaderData;
  const t = (key: `search.${keyof SearchText}`, values?: { count: number }) => {
    const phrase = text[key.slice("search.".length) as keyof SearchText];
    return values ? fillPlaceholders(phrase, values) : phrase;
  };
  const [query, setQuery] = useState("");
  const [section, setSection] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // `term`: the words searched for (letters and digits, folded); a query of only punctuation has none.
  const { status, setStatus, loadEngine, term, hits, results, shown, setShown } = useSearch(
    query,
    section,
    language,
  );

  // After the first paint: the query the address holds (a reload, Back, or the header form).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams(window.location.search);
      const initial = params.get("q") ?? "";
      setQuery(initial);
      setSection(params.get(SEARCH_SECTION_PARAM) ?? "");
      setStatus((now) => (now === "static" ? "idle" : now));
      if (initial.trim()) loadEngine();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [loadEngine, setStatus]);

  // Once the page draws its state itself, the mark of the script above has done its work (before this paint).
  useLayoutEffect(() => {
    if (status !== "static") document.documentElement.removeAttribute(SEARCH_QUERY_MARK);
  }, [status]);

  /** The query and the section in the address, so Back, reload and a shared link keep them. */
  const remember = (nextQuery: string, nextSection: string) => {
    const params = new URLSearchParams();
    if (nextQuery) params.set("q", nextQuery);
    if (nextQuery && nextSection) params.set(SEARCH_SECTION_PARAM, nextSection);
    const search = params.toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${search ? `?${search}` : ""}`,
    );
  };

  /** A new query from the field: searched as typed. */
  const change = (value: string) => {
    setQuery(value);
    if (value.trim()) loadEngine();
    remember(value, section);
  };
  const narrow = (value: string) => {
    setSection(value);
    remember(query, value);
  };

  const current =
    term === "" ? [] : hits && hits.term === term && hits.section === section ? hits.found : null;
  const items = current && results?.of === current ? results.items : [];
  const querying = query.trim() !== "";
  const searching = status === "ready" && querying;
  const count = current?.length ?? 0;
  const announcement =
    status === "loading" && querying
      ? t("search.loading")
      : !searching || !current
        ? ""
        : count === 0
          ? t("search.nothing")
          : count === 1
            ? t("search.resultsOne")
            : t("search.results", { count });
  const showIndex =
    status === "static" || status === "failed" || !querying || (searching && current !== null && count === 0);
  // The query's answer is drawn whole: its sections with its first results, never the one without the other.
  const answered = searching && current !== null && (count === 0 || items.length > 0);
  const sections = answered ? (hits?.sections ?? []) : [];
  useFirstResultsHandOver(answered || status === "failed" || (status !== "static" && !querying));

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
        <script dangerouslySetInnerHTML={{ __html: searchStateScript() }} />
        <p role="status" aria-live="polite" aria-atomic="true" className="search-status">
          {announcement}
        </p>
        {status === "failed" ? (
          <p className="search-notice">{t("search.unavailable")}</p>
        ) : (
          <p className="search-notice hidden noscript:block">{t("search.unavailable")}</p>
        )}
        {/* Prerendered too, so that nothing below it moves once the page runs (hidden without JavaScript, where the
            notice above says what works, and when the page opens with a query). */}
        {status !== "failed" && !querying && (
          <p className="search-hint text-muted noscript:hidden">{t("search.hint")}</p>
        )}
        {/* The results area: as tall as the screen while a query is searched, so that filling it moves nothing. */}
        <div className={querying && status !== "failed" ? "search-area search-area-query" : "search-area"}>
          {/* Filled before the page's scripts run when it opens with a query; never drawn by React (see above). */}
          <div
            id={FIRST_RESULTS_ID}
            data-language={language}
            data-legend={t("search.sections")}
            data-all={t("search.allSections")}
            dangerouslySetInnerHTML={{ __html: "" }}
          />
          {answered && (sections.length > 0 || section !== "") && (
            <fieldset className="search-filters">
              <legend className="search-filters-legend">{t("search.sections")}</legend>
              <div className="search-filters-options">
                {[{ name: "", count: hits?.total ?? 0 }, ...sections].map((option) => (
                  <label key={option.name || "all"} className="search-filter">
                    <input
                      type="radio"
                      name="search-section"
                      value={option.name}
                      checked={section === option.name}
                      onChange={() => narrow(option.name)}
                    />
                    <span>
                      {option.name || t("search.allSections")}{" "}
                      <span className="search-filter-count">({option.count})</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
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
              {count > shown && items.length >= shown && (
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
            <h2
              id="search-az"
              className="mb-4 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900"
            >
              {t("search.azHeading")}
            </h2>
            <BuildInlined id={searchAzId(language)} src={searchAzFile(language)} />
          </section>
        </div>
      </div>
    </div>
  );
}
