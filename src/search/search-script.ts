import { isLanguage } from "../i18n/languages";
import {
  FIRST_RESULTS,
  FIRST_RESULTS_DONE,
  FIRST_RESULTS_ID,
  SEARCH_ENGINE_KEY,
  SEARCH_QUERY_MARK,
  SEARCH_SECTION_PARAM,
} from "../site/search";
import {
  loadPagefind,
  pageResults,
  searchPages,
  termOf,
  type Hits,
  type Result,
  type SearchEngine,
} from "./engine";

/**
 * The search script (issue #16; issue #30, docs/decisions/034): the engine (search/engine.ts) in a small bundle of
 * its own, loaded only by the search page, and the first results of a page opened with a query (a shared link, a
 * reload, the header's form) drawn before the page's own scripts are fetched.
 *
 * The search page's inline script imports it while the page is still parsed (routes/search.tsx); it loads Pagefind,
 * searches the address's query and writes the sections and the first results into the page's placeholder, in the
 * markup the page draws itself. The page's scripts wait for it to say it is done (lib/hold-scripts.ts), then take the
 * engine it publishes on `window` (search/load-engine.ts), draw the same results and empty the placeholder in one
 * frame, so nothing moves. Whatever fails here, the page's scripts still come and search as before. Imported by the
 * page itself (the field's focus, a visit inside the site), it only publishes the engine.
 */

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** The sections beside the results, as routes/search.tsx draws them. */
function sectionsOf(hits: Hits, legend: string, all: string): HTMLElement {
  const options = [{ name: "", count: hits.total }, ...hits.sections].map((option) => {
    const input = document.createElement("input");
    input.type = "radio";
    input.name = "search-section";
    input.value = option.name;
    input.checked = option.name === hits.section;
    return element(
      "label",
      "search-filter",
      input,
      element(
        "span",
        "",
        `${option.name || all} `,
        element("span", "search-filter-count", `(${option.count})`),
      ),
    );
  });
  const fieldset = element(
    "fieldset",
    "search-filters",
    element("legend", "search-filters-legend", legend),
    element("div", "search-filters-options", ...options),
  );
  // Chosen before the page's scripts run: the same page, narrowed to that section (as the page's address keeps it).
  fieldset.addEventListener("change", (event) => {
    const params = new URLSearchParams(location.search);
    const value = (event.target as HTMLInputElement).value;
    if (value) params.set(SEARCH_SECTION_PARAM, value);
    else params.delete(SEARCH_SECTION_PARAM);
    location.search = params.toString();
  });
  return fieldset;
}

function resultsOf(items: Result[]): HTMLElement {
  return element(
    "ol",
    "search-results",
    ...items.map((result) => {
      const title = element("a", "search-result-title", result.title);
      title.href = result.url;
      const excerpt = element(
        "p",
        "search-result-excerpt",
        ...result.excerpt.map((segment) => element(segment.mark ? "mark" : "span", "", segment.text)),
      );
      return element(
        "li",
        "",
        title,
        ...(result.section ? [element("p", "search-result-section", result.section)] : []),
        excerpt,
      );
    }),
  );
}

async function draw(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const query = params.get("q") ?? "";
  const section = params.get(SEARCH_SECTION_PARAM) ?? "";
  // The engine starts loading while the page is still parsed; the placeholder is looked up once it is.
  const pagefind = loadPagefind();
  if (document.readyState === "loading") {
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  // The page's placeholder, with the edition and the words this script needs as `data-` attributes.
  const placeholder = document.getElementById(FIRST_RESULTS_ID);
  const language = placeholder?.dataset.language ?? "";
  if (!placeholder || !isLanguage(language)) return;
  const term = termOf(query, language);
  if (!term) return;
  const hits = await searchPages(await pagefind, term, section);
  if (hits.found.length === 0) return;
  const items = await pageResults(hits, FIRST_RESULTS, language);
  // The page's scripts came first after all (they wait only so long) and draw the results themselves.
  if (!document.documentElement.hasAttribute(SEARCH_QUERY_MARK)) return;
  placeholder.replaceChildren(
    ...(hits.sections.length > 0 || section
      ? [sectionsOf(hits, placeholder.dataset.legend ?? "", placeholder.dataset.all ?? "")]
      : []),
    resultsOf(items),
  );
  // Painted before the page's scripts are fetched: they wait for the word this script sends when done.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const engine: SearchEngine = { termOf, loadPagefind, searchPages, pageResults };
(window as unknown as Record<typeof SEARCH_ENGINE_KEY, SearchEngine>)[SEARCH_ENGINE_KEY] = engine;

// Imported by the inline script of a page opened with a query (which marks the page first): told once the first
// results are on screen, or as soon as there are none or it failed.
if (document.documentElement.hasAttribute(SEARCH_QUERY_MARK)) {
  void draw()
    .catch(() => undefined)
    .then(() => dispatchEvent(new Event(FIRST_RESULTS_DONE)));
}
