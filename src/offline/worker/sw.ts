/**
 * The service worker (issue #17, docs/decisions/015), bundled with the Workbox modules it uses by the build
 * (scripts/build/offline.ts), which also writes the precache list in place of `self.__WB_MANIFEST`.
 *
 * - Pages (navigations and React Router's `.data`): network first, the cache after a few seconds without an
 *   answer or when the network fails, so a visitor online always gets today's page. A page not saved answers
 *   offline with the offline page of its language; a `.data` not saved tells the router to load the page as a
 *   document, which then gets that answer.
 * - Hashed scripts and styles: cache first. The statistics figures' stylesheet (not hashed: it colours the charts):
 *   network first, kept beside them, so a statistics page read offline still draws its charts. Pictures: cache first, at the size the page asked for, the least
 *   recently used going first past the cap. Videos, the search index and everything else: the network only.
 * - Precached: the offline pages with what they show (the build keeps it under 300 KB).
 * - A new worker takes over at once and drops the old precache; pages are network first, so no old version stays.
 */
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { ASSETS_CACHE, IMAGES_CACHE, PAGES_CACHE } from "../caches";
import { HASHED, REVALIDATED } from "../../lib/output-paths.mjs";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/language-list";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Seconds without an answer before a saved copy is shown (the request goes on and refreshes the copy). */
const NETWORK_TIMEOUT = 4;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const languageOf = (url: URL) => {
  const first = url.pathname.split("/")[1] ?? "";
  return (LANGUAGES as readonly string[]).includes(first) ? first : DEFAULT_LANGUAGE;
};
const isDataRequest = (url: URL) => url.pathname.endsWith(".data");
/** The calendar's files (issue #32): opened by a link, but a download, not a page: never kept (network only). */
const isCalendarFile = (url: URL) => /\.(?:ics|atom)$/.test(url.pathname);
/** The page a `.data` request belongs to: `/ru/tourism.data` → `/ru/tourism`, `/_root.data` → `/`. */
const pageOfData = (url: URL) => url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");

/** Only whole, successful answers of this site are kept (no redirects, errors or partial content). */
const keepOnlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.type === "basic" ? response : null,
};

/** A page's copy is kept by its address without the query (`/uz/search?q=…` is the search page). */
const pageKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    if (isDataRequest(url)) return request;
    url.search = "";
    return url.href;
  },
};

/** A file the visitor saved with a guide (its own cache) answers when the strategy's cache has none. */
const savedGuides: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) return cachedResponse;
    const url = new URL(request.url);
    if (!isDataRequest(url)) url.search = "";
    for (const name of await caches.keys()) {
      if (!name.startsWith("guide-")) continue;
      const found = await (await caches.open(name)).match(url.href);
      if (found) return found;
    }
    return undefined;
  },
};

/** Neither the network nor a saved copy: the offline page, or for `.data` a document load that gets it. */
const offlineAnswer: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    if (isDataRequest(url)) {
      return new Response(null, {
        status: 204,
        headers: {
          "X-Remix-Redirect": pageOfData(url),
          "X-Remix-Reload-Document": "true",
          "X-Remix-Status": "302",
        },
      });
    }
    return (await matchPrecache(`/${languageOf(url)}/offline`)) ?? Response.error();
  },
};

/**
 * A page opened by client-side navigation arrives as `.data` only: its document is fetched too (in the background),
 * so that the page also opens offline from its address.
 */
const documentToo: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    const url = new URL(request.url);
    if (response.ok && isDataRequest(url) && !url.pathname.startsWith("/_root")) {
      const page = new URL(pageOfData(url), url.origin).href;
      void caches
        .open(PAGES_CACHE)
        .then(async (cache) => {
          if (await cache.match(page)) return;
          const answer = await fetch(page, { credentials: "same-origin" });
          if (answer.status === 200 && answer.type === "basic" && !answer.redirected)
            await cache.put(page, answer);
        })
        .catch(() => undefined);
    }
    return response;
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT,
  plugins: [
    keepOnlyOk,
    pageKey,
    documentToo,
    savedGuides,
    new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    offlineAnswer,
  ],
});
const images = new CacheFirst({
  cacheName: IMAGES_CACHE,
  plugins: [keepOnlyOk, savedGuides, new ExpirationPlugin({ maxEntries: 250, purgeOnQuotaError: true })],
});

registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && !isCalendarFile(url) && (request.mode === "navigate" || isDataRequest(url)),
  pages,
);
registerRoute(({ request, url }) => sameOrigin(url) && request.destination === "image", images);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith(HASHED.assets),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [keepOnlyOk, savedGuides, new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && request.destination === "style" && url.pathname.startsWith(REVALIDATED.charts),
  new NetworkFirst({
    cacheName: ASSETS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT,
    plugins: [keepOnlyOk],
  }),
);

/** Most pictures a page may ask to keep at once. */
const MAX_KEPT_IMAGES = 60;

/**
 * The page that was open when this worker started (it loaded before the worker could see it) asks for itself and
 * the pictures it shows to be kept, so that it too reloads offline (src/offline/register.ts).
 */
self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== "keep-page") return;
  const { page, pictures } = data as { page?: unknown; pictures?: unknown };
  const local = (value: unknown) => {
    if (typeof value !== "string") return null;
    try {
      const url = new URL(value, self.location.origin);
      return sameOrigin(url) ? url : null;
    } catch {
      return null;
    }
  };
  const pageUrl = local(page);
  const pictureUrls = (Array.isArray(pictures) ? pictures : [])
    .slice(0, MAX_KEPT_IMAGES)
    .map(local)
    .filter((url) => url !== null);
  event.waitUntil(
    Promise.all([
      ...(pageUrl ? [pages.handle({ event, request: new Request(pageUrl.href) })] : []),
      ...pictureUrls.map((url) => images.handle({ event, request: new Request(url.href) })),
    ]).catch(() => undefined),
  );
});
