import { Navigate, useLocation } from "react-router";
import { detectBrowserLanguage } from "../../i18n/detect-language";
import { resolveRequestedPath } from "../../site/paths";
import { KNOWN_PATHS } from "../../site/site-map";

/**
 * A client-side link with a bad language prefix goes to the same page in the visitor's language. Loaded only then
 * (the layout imports it lazily): the server answers such addresses itself, so no first page needs it.
 */
export default function LanguageRedirect() {
  const { pathname } = useLocation();
  return <Navigate replace to={resolveRequestedPath(pathname, detectBrowserLanguage(), KNOWN_PATHS)} />;
}
