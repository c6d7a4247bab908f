// The production static server behind `npm start`: serves build/client the way deploy/nginx does, with the
// same caching, compression and status codes. No dependencies beyond Node itself.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { contentSecurityPolicy } from "./csp.mjs";
import { CONTENT_TYPES as TYPES, cacheControlFor, securityHeaders } from "./headers.mjs";

const ROOT = path.resolve(process.cwd(), "build");
const CLIENT = path.join(ROOT, "client");
const FALLBACKS = path.join(ROOT, "fallbacks");
const PORT = Number(process.env.PORT) || 3000;

if (!existsSync(CLIENT)) {
  console.error("build/client is missing: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}

/** @type {{ fallbacks: Array<{ pattern: string; file: string }> }} */
const routes = JSON.parse(readFileSync(path.join(ROOT, "server-routes.json"), "utf8"));
const fallbacks = routes.fallbacks.map(({ pattern, file }) => ({ pattern: new RegExp(pattern), file }));
/** Each HTML page's own policy (its inline scripts' hashes), by the path nginx sees: written by postbuild. */
/** @type {Record<string, string>} */
const pagePolicies = JSON.parse(readFileSync(path.join(ROOT, "csp.json"), "utf8"));
const BASE_POLICY = contentSecurityPolicy();

/** `/uz/index.html` for build/client/uz/index.html, `/__fallbacks/404.html` for build/fallbacks/404.html. @param {string} file */
function policyOf(file) {
  const inClient = !path.relative(CLIENT, file).startsWith("..");
  const relative = path.relative(inClient ? CLIENT : FALLBACKS, file).split(path.sep).join("/");
  return pagePolicies[`${inClient ? "" : "/__fallbacks"}/${relative}`] ?? BASE_POLICY;
}


/** @param {string} file */
function cacheControl(file) {
  const relative = path.relative(CLIENT, file).split(path.sep).join("/");
  return cacheControlFor(relative);
}

/** Decodes the path; null for anything that must never reach the file system. @param {string} rawPath */
function safePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/");
  // No traversal, no dotfiles (except /.well-known), no source maps.
  if (
    segments.some(
      (segment, i) =>
        segment === ".." || (segment.startsWith(".") && !(i === 1 && segment === ".well-known")),
    )
  ) {
    return null;
  }
  if (decoded.endsWith(".map")) return null;
  return decoded;
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** nginx's `try_files $uri ${uri}index.html $uri/index.html`. @param {string} sitePath */
async function findFile(sitePath) {
  const base = path.join(CLIENT, sitePath);
  if (!base.startsWith(CLIENT)) return null;
  for (const candidate of [base, `${base}index.html`, path.join(base, "index.html")]) {
    if (candidate.startsWith(CLIENT) && (await isFile(candidate))) return candidate;
  }
  return null;
}

/** The 404 body: a collection's "not found" page for a detail path, else the redirecting 404 page. @param {string} sitePath */
function notFoundFile(sitePath) {
  const isData = sitePath.endsWith(".data");
  const page = isData ? sitePath.slice(0, -".data".length) : sitePath;
  for (const { pattern, file } of fallbacks) {
    const match = pattern.exec(page);
    if (match) return path.join(FALLBACKS, match[1] ?? "uz", `${file}.${isData ? "data" : "html"}`);
  }
  return path.join(FALLBACKS, "404.html");
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
async function handle(request, response) {
  for (const [name, value] of Object.entries(securityHeaders())) response.setHeader(name, value);
  response.setHeader("Content-Security-Policy", BASE_POLICY);
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    response.end("Method not allowed\n");
    return;
  }
  // Concatenated, not resolved: `//uz//x` is a path here, not a protocol-relative host.
  const raw = request.url ?? "/";
  const url = raw.startsWith("/") ? new URL(`http://localhost${raw}`) : new URL(raw);
  // One address per page: repeated and trailing slashes redirect to the canonical spelling.
  const canonical = url.pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
  if (canonical !== url.pathname) {
    response.writeHead(301, { Location: `${canonical}${url.search}`, "Cache-Control": "no-cache" });
    response.end();
    return;
  }
  const sitePath = safePath(url.pathname);
  const found = sitePath === null ? null : await findFile(sitePath);
  const file = found ?? notFoundFile(sitePath ?? "/");
  await send(request, response, file, found ? 200 : 404);
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {string} file
 * @param {number} status
 */
async function send(request, response, file, status) {
  const info = await stat(file);
  const extension = path.extname(file);
  const headers = {
    "Content-Type": TYPES[extension] ?? "application/octet-stream",
    "Cache-Control": status === 200 ? cacheControl(file) : "no-cache",
    "Content-Security-Policy": policyOf(file),
    "Last-Modified": info.mtime.toUTCString(),
    ETag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    Vary: "Accept-Encoding",
  };
  if (status === 200 && request.headers["if-none-match"] === headers.ETag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }

  const accepted = String(request.headers["accept-encoding"] ?? "");
  for (const [encoding, suffix] of /** @type {const} */ ([
    ["br", ".br"],
    ["gzip", ".gz"],
  ])) {
    if (accepted.includes(encoding) && (await isFile(file + suffix))) {
      const compressed = await stat(file + suffix);
      response.writeHead(status, {
        ...headers,
        "Content-Encoding": encoding,
        "Content-Length": compressed.size,
      });
      if (request.method === "HEAD") return void response.end();
      createReadStream(file + suffix).pipe(response);
      return;
    }
  }

  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ""));
  if (status === 200 && range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) {
      response.writeHead(416, { ...headers, "Content-Range": `bytes */${info.size}` });
      response.end();
      return;
    }
    response.writeHead(206, {
      ...headers,
      "Accept-Ranges": "bytes",
      "Content-Range": `bytes ${start}-${end}/${info.size}`,
      "Content-Length": end - start + 1,
    });
    if (request.method === "HEAD") return void response.end();
    createReadStream(file, { start, end }).pipe(response);
    return;
  }

  response.writeHead(status, { ...headers, "Accept-Ranges": "bytes", "Content-Length": info.size });
  if (request.method === "HEAD") return void response.end();
  createReadStream(file).pipe(response);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Internal error\n");
  });
});

server.listen(PORT, () => {
  console.log(`Serving the production build at http://localhost:${PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
