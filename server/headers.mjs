// What both production servers send: server/serve.mjs applies it directly and scripts/build/server-config.ts writes
// it into the nginx configuration, so `npm start` and `npm run start:nginx` answer with the same headers.
import { HASHED, REVALIDATED } from "../src/lib/output-paths.mjs";

/**
 * Security headers on every response, 404s included (the per-page Content-Security-Policy is in csp.mjs).
 * @param {string | null} [reportTo] where CSP violation reports go (csp.mjs reportEndpoint), null for none
 * @returns {Record<string, string>}
 */
export function securityHeaders(reportTo = null) {
  return {
    ...(reportTo ? { "Reporting-Endpoints": `csp="${reportTo}"` } : {}),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(self), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(self), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()",
  };
}

/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".geojson": "application/geo+json; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  // The calendar's files (issue #32): iCalendar (RFC 5545) and Atom (RFC 4287).
  ".ics": "text/calendar; charset=utf-8",
  ".atom": "application/atom+xml; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  // Pagefind's index (issue #16): compressed binary files its script fetches and unpacks itself.
  ".pagefind": "application/octet-stream",
  ".pf_meta": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
};

/** A path inside build/client, as cacheControlFor and nginx's map read it: `/maps/` -> `maps/`. @param {string} path */
const inClient = (path) => path.replace(/^\//, "");
/** Hashed names (Vite's assets; media stills named `<slot>.<key>.<width>.<format>`) are cached forever. */
export const IMMUTABLE_PREFIXES = Object.values(HASHED).map(inClient);
/** What the build writes to be revalidated like the page (src/lib/output-paths.mjs says what and why). */
export const NO_CACHE_PREFIXES = Object.values(REVALIDATED).map(inClient);
/** Pages and their data must be revalidated on every visit so a new build shows at once. */
export const NO_CACHE_EXTENSIONS = ["html", "data", "json", "xml", "txt", "webmanifest"];
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";
export const ONE_DAY = "public, max-age=86400";

/** Cache-Control of a 200 answer for a file at `relative` (POSIX path inside build/client). @param {string} relative */
export function cacheControlFor(relative) {
  if (IMMUTABLE_PREFIXES.some((prefix) => relative.startsWith(prefix))) return IMMUTABLE;
  if (NO_CACHE_PREFIXES.some((prefix) => relative.startsWith(prefix))) return NO_CACHE;
  const extension = relative.split(".").pop() ?? "";
  if (NO_CACHE_EXTENSIONS.includes(extension)) return NO_CACHE;
  return ONE_DAY;
}
