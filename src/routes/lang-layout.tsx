import { lazy, Suspense } from "react";
import { Outlet, useLocation, useParams } from "react-router";
import type { Route } from "./+types/lang-layout";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { SkipLink } from "../components/layout/skip-link";
import { loadStrings } from "../i18n/i18n";
import { isLanguage, LANGUAGES } from "../i18n/languages";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { SITE_ORIGIN } from "../site/site-constants";

/** At build time every language's strings are loaded before any page renders (error pages included). */
export async function loader() {
  await Promise.all(LANGUAGES.map(loadStrings));
  return null;
}

/** In the browser, before a client-side switch to another language (the first page's arrive before hydration). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (isLanguage(params.lang)) await loadStrings(params.lang);
  return null;
}

export const shouldRevalidate = revalidateOnLanguageChange;

const LanguageRedirect = lazy(() => import("../components/layout/language-redirect"));

/**
 * Everything under /uz, /en and /ru: validates the language and draws the header and footer. The page
 * outlet is keyed by path and query so each page is created anew on navigation.
 */
export default function LangLayout() {
  const { lang } = useParams();
  const { pathname, search } = useLocation();

  if (!isLanguage(lang)) {
    // Only reachable by a client-side link with a bad prefix; the server answers such URLs itself.
    return (
      <Suspense fallback={null}>
        <LanguageRedirect />
      </Suspense>
    );
  }

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet key={`${lang}${pathname}${search}`} />
      </main>
      {/* Printed at the end of the page (print.css); never shown on screen. A collection's "not found" page is
          prerendered once and served for any unknown address: its printed address may differ, and that is fine. */}
      <p hidden className="print-url" suppressHydrationWarning>
        {`${SITE_ORIGIN}${pathname}`}
      </p>
      <SiteFooter />
    </>
  );
}
