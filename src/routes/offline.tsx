import "../components/content/search.css";
import type { Route } from "./+types/offline";
import { SAVED_PAGES_CACHES } from "../offline/caches";
import { OFFLINE_TEXT } from "../offline/strings";
import { OFFLINE_GUIDE_ID } from "../components/offline/guide-layout";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { sitePathOf } from "../site/route-lookup";
import { searchAzId } from "../site/search";
import { EMERGENCY_TEXT } from "../site/emergency-text";
import { EMERGENCY_NUMBERS } from "../site/emergency-numbers";
import { localizedPath } from "../site/paths";
import { getSection } from "../site/section-by-key";

/**
 * `/{lang}/offline` (issue #17, docs/decisions/015): what the service worker answers, in the page's language, when
 * a page that is not saved on the device is asked for without a connection. The build takes its scripts out (it
 * stands in for any address, so it must not hydrate as itself); one small inline script shows, from the list of
 * every page the build writes in, the ones this device has saved, by section. (It never hydrates: its module
 * imports no shared component, so that adding it changes no other page's script chunks.)
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  return {
    language,
    path,
    head: await pageHead(language, path, OFFLINE_TEXT[language].title),
    // Someone without a connection in the mountains may need these most (issue #30).
    emergency: { text: EMERGENCY_TEXT[language], numbers: EMERGENCY_NUMBERS },
    guidePath: localizedPath(language, `${getSection("tourism").path}#${OFFLINE_GUIDE_ID}`),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const text = OFFLINE_TEXT[loaderData.language];
  return [
    // No breadcrumb data: the page answers for whatever address was asked for.
    ...pageMeta({
      language: loaderData.language,
      path: loaderData.path,
      title: text.title,
      description: text.lead,
      head: loaderData.head,
    }).filter((tag) => !("script:ld+json" in tag)),
    { name: "robots", content: "noindex" },
  ];
}

export default function OfflinePage({ loaderData }: Route.ComponentProps) {
  const { language, emergency, guidePath } = loaderData;
  const text = OFFLINE_TEXT[language];
  const [beforeGuide, afterGuide] = text.none.split("{{guide}}");
  return (
    <div className="container-page py-8 lg:py-12">
      <div className="max-w-3xl">
        <div className="mb-8">
          <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {text.title}
          </h1>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-sun-500" />
          <p className="mt-4 max-w-2xl text-lg text-muted">{text.lead}</p>
        </div>
        <p>
          {/* The address the visitor asked for, set by the script below (this page answers for any of them). */}
          <a
            id="offline-retry"
            href="."
            className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
          >
            {text.retry}
          </a>
        </p>
        <p id="offline-none" className="mt-8 text-muted" hidden>
          {beforeGuide}
          <a href={guidePath} className="text-brand-700 underline hover:text-brand-500">
            {text.guide}
          </a>
          {afterGuide}
        </p>
        <section
          id="offline-saved"
          aria-labelledby="offline-saved-heading"
          className="search-az mt-10"
          hidden
        >
          <h2 id="offline-saved-heading" className="mb-2 text-xl font-bold text-brand-900">
            {text.savedHeading}
          </h2>
          <p className="mb-4 border-b border-slate-200 pb-3 text-muted">{text.savedIntro}</p>
          {/* The A–Z list of every page, written in by the build (scripts/postbuild.ts). */}
          <div
            id={searchAzId(language)}
            dangerouslySetInnerHTML={{ __html: `<!--inline:${searchAzId(language)}-->` }}
          />
        </section>
        <section
          aria-labelledby="offline-emergency"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="offline-emergency" className="text-lg font-bold text-brand-900">
            {emergency.text.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{emergency.text.intro}</p>
          <ul className="mt-3 grid gap-1">
            {emergency.numbers.map((number) => (
              <li key={number}>
                <a href={`tel:${number}`} className="inline-flex min-h-11 items-center gap-3 hover:underline">
                  <span className="w-16 shrink-0 text-xl font-extrabold text-brand-800 tabular-nums">
                    {number}
                  </span>
                  <span className="text-ink">{emergency.text.numbers[number]}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <script dangerouslySetInnerHTML={{ __html: savedListScript() }} />
      </div>
    </div>
  );
}

/**
 * Shows the saved pages: every link of the list whose page is in one of the caches of saved pages, each section
 * with at least one; "nothing saved" otherwise, or when the caches can't be read.
 */
function savedListScript(): string {
  return `(async()=>{const list=document.getElementById("offline-saved"),none=document.getElementById("offline-none"),retry=document.getElementById("offline-retry");retry.href=location.pathname;try{const saved=new Set();for(const name of await caches.keys()){if(!${String(SAVED_PAGES_CACHES)}.test(name))continue;for(const request of await (await caches.open(name)).keys())saved.add(new URL(request.url).pathname)}let count=0;for(const link of list.querySelectorAll("li a")){const keep=saved.has(link.getAttribute("href"));link.closest("li").hidden=!keep;if(keep)count++}for(const section of list.querySelectorAll("section"))section.hidden=!section.querySelector("li:not([hidden])");list.hidden=count===0;none.hidden=count>0}catch{none.hidden=false}})()`;
}
