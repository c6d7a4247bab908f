// What a request target means to the site, decided the same way by server/serve.mjs and deploy/nginx/site.conf
// (docs/decisions/010): a file path to look up, a redirect to the canonical spelling, a not-found page or a bad
// request. Redirects are built only from URL-safe bytes, so a Location can never carry a header break, a
// backslash or a second slash that a browser would read as another host.

/** Bytes a path may carry in a redirect unencoded (RFC 3986 pchar without `%`, plus `/`); `/` alone is the home. */
const SAFE_PATH = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-][A-Za-z0-9._~!$&'()*+,;=:@/-]*)?$/;
/** A query kept in a redirect: the same bytes, `?`, and percent-escapes that are well formed. */
const SAFE_QUERY = /^(?:[A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})*$/;
/** Control characters and backslashes: never a file, never a redirect (a browser reads `/\x` as `//x`). */
const FORBIDDEN = /[\x00-\x1f\x7f\\]/;

/**
 * @typedef {{ kind: "file"; path: string }
 *   | { kind: "redirect"; location: string }
 *   | { kind: "not-found"; path: string }
 *   | { kind: "bad-request" }} Target
 */

/**
 * The path part of a request target in origin form (`/uz?x`) or absolute form (`http://host/uz?x`), raw;
 * null for `*` and anything malformed.
 * @param {string} target
 */
export function originForm(target) {
  if (target.startsWith("/")) return target;
  const absolute = /^https?:\/\/([^/?#]*)([^#]*)$/i.exec(target);
  if (!absolute) return null;
  const [, authority = "", rest = ""] = absolute;
  // The authority must be a plain host[:port]; `http://[`, `http://a%zz/` and user info are refused.
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(authority)) return null;
  if (rest === "") return "/";
  return rest.startsWith("/") ? rest : null;
}

/** Resolves `.` and `..` segments and merges repeated slashes, as nginx does; null above the root. @param {string} path */
function normalise(path) {
  /** @type {string[]} */
  const out = [];
  const segments = path.split("/").slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "..") {
      if (out.length === 0) throw new RangeError("above the root");
      out.pop();
      if (last) out.push("");
    } else if (segment === ".") {
      if (last) out.push("");
    } else if (segment !== "" || last) {
      out.push(segment);
    }
  });
  return `/${out.join("/")}`;
}

/**
 * What to answer for a raw request target (`request.url`, still percent-encoded).
 * @param {string} target
 * @returns {Target}
 */
export function resolveTarget(target) {
  const raw = originForm(target);
  if (raw === null) return { kind: "bad-request" };
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? "" : raw.slice(queryAt + 1);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: "bad-request" };
  }
  if (FORBIDDEN.test(decoded) || FORBIDDEN.test(rawPath)) return { kind: "not-found", path: "/" };
  let path;
  try {
    path = normalise(decoded);
  } catch {
    return { kind: "bad-request" };
  }
  // One address per page: repeated and trailing slashes redirect to the canonical spelling.
  const canonical = path.length > 1 ? path.replace(/\/$/, "") : path;
  if (/\/\//.test(rawPath) || canonical !== path) {
    if (!SAFE_PATH.test(canonical) || !SAFE_QUERY.test(query)) return { kind: "not-found", path: canonical };
    return { kind: "redirect", location: query ? `${canonical}?${query}` : canonical };
  }
  return { kind: "file", path };
}

/** A Location this site may send: same origin, one leading slash, URL-safe bytes only. @param {string} location */
export function isSafeLocation(location) {
  const queryAt = location.indexOf("?");
  const path = queryAt === -1 ? location : location.slice(0, queryAt);
  return SAFE_PATH.test(path) && (queryAt === -1 || SAFE_QUERY.test(location.slice(queryAt + 1)));
}
