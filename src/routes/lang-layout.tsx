import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { SkipLink } from "../components/layout/skip-link";
import { getI18n } from "../i18n/i18n";
import { detectBrowserLanguage, isLanguage } from "../i18n/languages";
import { resolveRequestedPath } from "../site/paths";
import { KNOWN_PATHS } from "../site/site-map";

/**
 * Everything under /uz, /en and /ru: validates the language, provides the UI strings, and draws the header
 * and footer. The page outlet is keyed by path and query so each page is created anew on navigation.
 */
export default function LangLayout() {
  const { lang } = useParams();
  const { pathname, search } = useLocation();
  const i18n = useMemo(() => (isLanguage(lang) ? getI18n(lang) : null), [lang]);

  if (!i18n) {
    // Only reachable by a client-side link with a bad prefix; the server answers such URLs itself.
    return <Navigate replace to={resolveRequestedPath(pathname, detectBrowserLanguage(), KNOWN_PATHS)} />;
  }

  return (
    <I18nextProvider i18n={i18n}>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet key={`${lang}${pathname}${search}`} />
      </main>
      <SiteFooter />
    </I18nextProvider>
  );
}
