import { SERVICE_WORKER } from "./caches";

/**
 * How long after `load` the worker is registered: its install downloads the offline pages (about 60 KB
 * compressed), which should not compete with the page's own pictures and hydration. (Lighthouse saw it as network
 * activity of the page: later time to interactive, and on the photo gallery a later LCP.)
 */
const REGISTER_DELAY_MS = 3000;

/**
 * Registers the service worker (issue #17) a few seconds after the page has loaded. The page the visitor opened first was loaded
 * before the worker existed: once it is ready, the page asks it to keep the page and the pictures it shows, so that
 * it too reloads offline. Anything that goes wrong (no support, a refused or failing registration) leaves the site
 * exactly as it works without one.
 */
export function registerServiceWorker(): void {
  try {
    if (!("serviceWorker" in navigator)) return;
    const firstVisit = !navigator.serviceWorker.controller;
    const register = () =>
      void navigator.serviceWorker
        .register(SERVICE_WORKER)
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          if (!firstVisit) return;
          const pictures = [...document.images].map((image) => image.currentSrc).filter(Boolean);
          registration.active?.postMessage({ type: "keep-page", page: location.pathname, pictures });
        })
        .catch(() => undefined);
    const later = () => window.setTimeout(register, REGISTER_DELAY_MS);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    window.addEventListener("click", loadDocumentWhenOffline, true);
  } catch {
    // A browser that refuses even to be asked: no offline reading, nothing else changes.
  }
}

/**
 * Offline, a link is followed as a plain page load rather than by the router: the worker then answers with the
 * saved page or the offline page, where the router would need the next page's script, which may not be saved.
 * (A capture listener on the window runs before React's, and stopping the click there leaves the browser's own
 * navigation.)
 */
function loadDocumentWhenOffline(event: MouseEvent): void {
  if (navigator.onLine || !navigator.serviceWorker.controller) return;
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.origin !== location.origin ||
    link.target ||
    link.hasAttribute("download")
  )
    return;
  if (link.pathname === location.pathname && link.hash) return;
  event.stopPropagation();
}
