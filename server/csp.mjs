// Content-Security-Policy of both production servers. Pages carry inline scripts (React Router's hydration
// data), so each HTML page gets its own policy listing the sha256 of its inline scripts and styles,
// computed after the build (scripts/postbuild.ts writes build/csp.json). Never 'unsafe-inline'.
import { createHash } from "node:crypto";

const BASE = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "media-src": ["'self'"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  // The header's search form (issue #16) submits to this site's search page.
  "form-action": ["'self'"],
};

/** @param {string} text */
export const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The Reporting API group the policy's violations go to (Reporting-Endpoints names it, headers.mjs). */
export const REPORT_GROUP = "csp";

/**
 * Where violation reports go, from `CSP_REPORT_ENDPOINT` at build time: an https URL or a path on this site;
 * null (the default) sends none. Anything that could break out of the header is refused.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function reportEndpoint(value) {
  if (!value) return null;
  if (/^(https:\/\/[^\s;,"'\\]+|\/[^\s;,"'\\/][^\s;,"'\\]*)$/.test(value)) return value;
  throw new Error(
    `CSP_REPORT_ENDPOINT must be an https URL or a path on this site, not ${JSON.stringify(value)}`,
  );
}

/** Pagefind's search worker, the one script served with its own policy (it compiles the index's WebAssembly). */
export const PAGEFIND_WORKER = "/pagefind/pagefind-worker.js";

/**
 * @param {{ scripts?: string[]; styles?: string[]; wasm?: boolean }} [inline] hash sources of the page's inline
 *   code, and whether the page runs WebAssembly
 * @param {string | null} [reportTo] the endpoint of reportEndpoint(), or null for no reports
 * @returns {string}
 */
export function contentSecurityPolicy(inline = {}, reportTo = null) {
  /** @type {Record<string, string[]>} */
  const directives = { ...BASE };
  if (inline.scripts?.length || inline.wasm)
    directives["script-src"] = [
      ...BASE["script-src"],
      ...(inline.wasm ? ["'wasm-unsafe-eval'"] : []),
      ...(inline.scripts ?? []),
    ];
  if (inline.styles?.length) directives["style-src"] = [...BASE["style-src"], ...inline.styles];
  // report-uri for browsers without the Reporting API; report-to wins where both are understood.
  if (reportTo) Object.assign(directives, { "report-uri": [reportTo], "report-to": [REPORT_GROUP] });
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** What an HTML page inlines: `<script>` without src (data blocks such as JSON-LD don't run) and `<style>`. @param {string} html */
export function inlineHashes(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes)) continue;
    scripts.add(sha256(match[2] ?? ""));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    styles.add(sha256(match[1] ?? ""));
  return { scripts: [...scripts], styles: [...styles] };
}
