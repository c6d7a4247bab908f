import { detectBrowserLanguage } from "../i18n/detect-language";
import { resolveRequestedPath } from "./paths";
import { KNOWN_PATHS } from "./site-map";

/**
 * Inlined into the bare root page and the server's 404 page (scripts/postbuild.ts): sends the visitor to
 * the page they most likely meant, else the current language's home. The same function serves client-side
 * navigation in routes/not-found.tsx.
 */
window.location.replace(resolveRequestedPath(window.location.pathname, detectBrowserLanguage(), KNOWN_PATHS));
