import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { stringsOf } from "../i18n/i18n";
import { detectBrowserLanguage } from "../i18n/detect-language";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { resolveRequestedPath, splitLanguage } from "../site/paths";
import { KNOWN_PATHS } from "../site/site-map";

/**
 * A path no route matches, reached by client-side navigation (the server answers typed URLs itself with its
 * 404 page, which does the same): go to the page it most likely meant, else the current language's home.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Never prerendered: this screen only exists in the browser, so it may read storage and navigator.
  const target = resolveRequestedPath(pathname, detectBrowserLanguage(), KNOWN_PATHS);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  const strings = stringsOf(splitLanguage(target).language ?? DEFAULT_LANGUAGE);
  return (
    <main className="flex flex-1 items-center justify-center p-12 text-center">
      <p role="status">{strings.notFoundPage.text}</p>
    </main>
  );
}
