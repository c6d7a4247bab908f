// Content negotiation and validators that server/serve.mjs decides itself, so that `npm start` answers as nginx
// and RFC 9110 do where @fastify/static would not (docs/decisions/016).

/** The codings the build precompresses, in the order both servers prefer them. */
export const CODINGS = /** @type {const} */ (["br", "gzip"]);
/** @typedef {(typeof CODINGS)[number]} Coding */

/**
 * The codings of ours a client accepts, in our order (RFC 9110 §12.5.3): a coding named with q=0 is refused, one
 * not named is not sent. `*` is not taken to mean brotli or gzip, as nginx's gzip_static and brotli_static do
 * not take it (the RFC allows, never requires, a coding for `*`), so both servers send the same bytes.
 * @param {string | undefined} header the request's Accept-Encoding
 * @returns {Coding[]}
 */
export function acceptedCodings(header) {
  if (!header) return [];
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ""));
    // A malformed weight counts as a refusal: nothing is sent in a coding the client may not read.
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return CODINGS.filter((coding) => (weights.get(coding) ?? 0) > 0);
}

/**
 * Whether an If-Range lets a range through (RFC 9110 §13.1.5): an entity tag only when it is strong and equal to
 * the representation's, a date only when it equals Last-Modified exactly. Anything else sends the whole file.
 * @param {string} ifRange the request's If-Range
 * @param {{ etag?: string; lastModified: Date }} representation the file that will be sent
 */
export function ifRangeHolds(ifRange, representation) {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) {
    const etag = representation.etag;
    return etag !== undefined && !etag.startsWith("W/") && value === etag;
  }
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value)) return false;
  return Date.parse(value) === Math.floor(representation.lastModified.getTime() / 1000) * 1000;
}

/**
 * Why a request's Host makes it a 400, or null (RFC 9112 §3.2): HTTP/1.1 needs exactly one Host, and any Host must
 * be a valid host[:port]. nginx refuses the same before it looks at the method.
 * @param {{ httpVersion: string; rawHeaders: string[] }} request
 */
export function hostProblem(request) {
  const hosts = headerValues(request.rawHeaders, "host");
  if (hosts.length === 0) return request.httpVersion === "1.1" ? "no Host" : null;
  if (hosts.length > 1) return "more than one Host";
  return /^(?:[A-Za-z0-9._~-]*|\[[0-9A-Fa-f:.]+\])(?::\d{0,5})?$/.test(hosts[0] ?? "")
    ? null
    : "invalid Host";
}

/**
 * Every value of one header, as sent (Node joins or drops repeated ones in `headers`).
 * @param {string[]} rawHeaders
 * @param {string} name lower case
 */
export function headerValues(rawHeaders, name) {
  /** @type {string[]} */
  const values = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === name) values.push(rawHeaders[i + 1] ?? "");
  }
  return values;
}
