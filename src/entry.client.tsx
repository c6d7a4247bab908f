import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadStrings } from "./i18n/i18n";
import { DEFAULT_LANGUAGE } from "./i18n/languages";
import { splitLanguage } from "./site/paths";

// The page's UI strings first (its language is the path's first segment; the build preloads the chunk),
// so the first client render matches the prerendered HTML.
void loadStrings(splitLanguage(window.location.pathname).language ?? DEFAULT_LANGUAGE).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

// Offline reading (issue #17): a script of its own registers the service worker after the page has loaded, in
// production builds only; nothing of it is part of a page's first load.
if (import.meta.env.PROD) {
  void import("./offline/register").then((module) => module.registerServiceWorker()).catch(() => undefined);
}
