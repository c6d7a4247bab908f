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
  "form-action": ["'none'"],
};

/** @param {string} text */
export const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * @param {{ scripts?: string[]; styles?: string[] }} [inline] hash sources of the page's inline code
 * @returns {string}
 */
export function contentSecurityPolicy(inline = {}) {
  /** @type {Record<string, string[]>} */
  const directives = { ...BASE };
  if (inline.scripts?.length) directives["script-src"] = [...BASE["script-src"], ...inline.scripts];
  if (inline.styles?.length) directives["style-src"] = [...BASE["style-src"], ...inline.styles];
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
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256(match[1] ?? ""));
  return { scripts: [...scripts], styles: [...styles] };
}
