// The production static server behind `npm start`: serves build/client the way deploy/nginx does, with the same
// headers, caching, compression, redirects and status codes. Files go out through Fastify and @fastify/static
// (@fastify/send), whose core handles ranges, If-Range, conditional requests, precompressed bodies and clients
// that go away mid-download (docs/decisions/010); this file only decides which file and which headers.
import { existsSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, STATUS_CODES } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { contentSecurityPolicy } from "./csp.mjs";
import { CONTENT_TYPES, cacheControlFor, NO_CACHE, securityHeaders } from "./headers.mjs";
import { resolveTarget } from "./request-target.mjs";

const ROOT = path.resolve(process.cwd(), "build");
const CLIENT = path.join(ROOT, "client");
const FALLBACKS = path.join(ROOT, "fallbacks");
const PORT = Number(process.env.PORT) || 3000;

/** Limits against slow or greedy clients (nginx: worker_connections, client_header_timeout, large_client_header_buffers). */
const MAX_CONNECTIONS = 1024;
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const MAX_HEADER_BYTES = 16 * 1024;

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
/** Where CSP violation reports go, as the build was told (null: none). */
const REPORT_TO = existsSync(path.join(ROOT, "csp-report.json"))
  ? /** @type {{ endpoint: string | null }} */ (JSON.parse(readFileSync(path.join(ROOT, "csp-report.json"), "utf8"))).endpoint
  : null;
const BASE_POLICY = contentSecurityPolicy({}, REPORT_TO);
const NOT_FOUND_PAGE = path.join(FALLBACKS, "404.html");
const NOT_FOUND_HTML = readFileSync(NOT_FOUND_PAGE);

/** `/uz/index.html` for build/client/uz/index.html, `/__fallbacks/404.html` for build/fallbacks/404.html. @param {string} file */
function policyOf(file) {
  const inClient = !path.relative(CLIENT, file).startsWith("..");
  const relative = path.relative(inClient ? CLIENT : FALLBACKS, file).split(path.sep).join("/");
  return pagePolicies[`${inClient ? "" : "/__fallbacks"}/${relative}`] ?? BASE_POLICY;
}

/** @param {string} file */
const contentTypeOf = (file) => CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";

/** The headers every answer carries, errors and refusals included. */
function baseHeaders(policy = BASE_POLICY) {
  return { ...securityHeaders(REPORT_TO), "Content-Security-Policy": policy, "Cache-Control": NO_CACHE };
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** nginx's `try_files $uri ${uri}index.html $uri/index.html`, minus dotfiles (but /.well-known) and source maps. @param {string} sitePath */
async function findFile(sitePath) {
  const hidden = sitePath.split("/").some((segment, i) => segment.startsWith(".") && !(i === 1 && segment === ".well-known"));
  if (hidden || sitePath.endsWith(".map")) return null;
  const base = path.join(CLIENT, sitePath);
  for (const candidate of [base, `${base}index.html`, path.join(base, "index.html")]) {
    if (candidate.startsWith(`${CLIENT}${path.sep}`) && (await isFile(candidate))) return candidate;
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
  return NOT_FOUND_PAGE;
}

/**
 * Sends one file of the build with @fastify/send. An error page keeps its status and ignores the client's
 * validators and ranges (a 404 page is never "not modified" or partial).
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 * @param {string} file absolute path inside build/client or build/fallbacks
 * @param {number} status
 */
function sendBuildFile(request, reply, file, status) {
  // Validators are compared as nginx compares them: a request's own Cache-Control does not turn them off.
  delete request.raw.headers["cache-control"];
  if (status !== 200) {
    for (const name of ["range", "if-range", "if-none-match", "if-modified-since", "if-match", "if-unmodified-since"]) {
      delete request.raw.headers[name];
    }
    reply.code(status);
  }
  const inClient = file.startsWith(`${CLIENT}${path.sep}`);
  reply.header("Content-Security-Policy", policyOf(file));
  reply.header("Cache-Control", status === 200 ? cacheControlFor(path.relative(CLIENT, file).split(path.sep).join("/")) : NO_CACHE);
  reply.header("Vary", "Accept-Encoding");
  servedTypes.set(request, contentTypeOf(file));
  return reply.sendFile(path.relative(inClient ? CLIENT : FALLBACKS, file), inClient ? CLIENT : FALLBACKS);
}

/** The type of the file a request was answered with, set again just before sending (onSend below). */
const servedTypes = new WeakMap();

/**
 * The 404 page with another status (400 for a malformed target), as nginx's `error_page 400 414`.
 * @param {import("fastify").FastifyReply} reply
 * @param {number} status
 */
function sendErrorPage(reply, status) {
  return reply
    .code(status)
    .headers({ ...baseHeaders(policyOf(NOT_FOUND_PAGE)), "Content-Type": contentTypeOf(NOT_FOUND_PAGE) })
    .send(NOT_FOUND_HTML);
}

/**
 * Every request: the security headers, then the method, then the target.
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 */
async function respond(request, reply) {
  reply.headers(baseHeaders());
  if (request.method !== "GET" && request.method !== "HEAD") {
    return reply.code(405).headers({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).send("Method not allowed\n");
  }
  // HTTP/1.1 requires Host (RFC 9112 §3.2); nginx answers 400 without it, and so does this server.
  /** @type {import("./request-target.mjs").Target} */
  const target = request.raw.httpVersion === "1.1" && !request.headers.host ? { kind: "bad-request" } : resolveTarget(request.raw.url ?? "/");
  switch (target.kind) {
    case "bad-request":
      return sendErrorPage(reply, 400);
    case "redirect":
      return reply.code(301).header("Location", target.location).send();
    case "not-found":
      return sendBuildFile(request, reply, notFoundFile(target.path), 404);
    case "file": {
      const found = await findFile(target.path);
      return sendBuildFile(request, reply, found ?? notFoundFile(target.path), found ? 200 : 404);
    }
  }
}

/**
 * A target Fastify's router cannot decode: its answer is built without the plugins' decorations (no sendFile),
 * so the page comes from memory. It is the same 404 page; a malformed target has no other.
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 */
function respondWithoutFiles(request, reply) {
  reply.headers(baseHeaders());
  if (request.method !== "GET" && request.method !== "HEAD") {
    return reply.code(405).headers({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).send("Method not allowed\n");
  }
  const target = resolveTarget(request.raw.url ?? "/");
  if (target.kind === "redirect") return reply.code(301).header("Location", target.location).send();
  return sendErrorPage(reply, target.kind === "bad-request" ? 400 : 404);
}

/**
 * Answers of Node's own HTTP parser (malformed request, headers too large, timeout), which never reach a route:
 * with the security headers and the 404 page, like nginx.
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 */
function clientError(error, socket) {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) return void socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  writeRaw(socket, status);
}

/**
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 */
function writeRaw(socket, status) {
  const headers = {
    ...baseHeaders(policyOf(NOT_FOUND_PAGE)),
    ...(status === 405 ? { Allow: "GET, HEAD" } : {}),
    "Content-Type": contentTypeOf(NOT_FOUND_PAGE),
    "Content-Length": String(NOT_FOUND_HTML.length),
    Connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n`), NOT_FOUND_HTML]));
}

const app = Fastify({
  logger: false,
  // The server is made here so that its limits can be set before it listens.
  serverFactory: (handler) => {
    const server = createServer(
      {
        headersTimeout: HEADERS_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        maxHeaderSize: MAX_HEADER_BYTES,
        connectionsCheckingInterval: 1_000,
        // A request without Host gets the site's 400 page from respond(), not Node's bare 400.
        requireHostHeader: false,
      },
      handler,
    );
    server.maxConnections = MAX_CONNECTIONS;
    // `Expect:` other than 100-continue: Node would answer 417 bare.
    server.on("checkExpectation", (request, response) => {
      response.writeHead(417, { ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" });
      response.end("Expectation failed\n");
    });
    // CONNECT: Node would drop the connection without a word.
    server.on("connect", (_request, socket) => writeRaw(socket, 405));
    return server;
  },
  clientErrorHandler: clientError,
  // A target the router cannot decode gets the same treatment as any other (respond() decides).
  frameworkErrors: (_error, request, reply) => void respondWithoutFiles(request, reply),
  return503OnClosing: true,
});

// No body is ever read: any method but GET and HEAD is refused before its body would matter.
app.removeAllContentTypeParsers();
app.addContentTypeParser("*", (_request, _payload, done) => done(null));

await app.register(fastifyStatic, {
  root: CLIENT,
  serve: false,
  preCompressed: true,
  cacheControl: false,
  dotfiles: "allow",
  index: false,
});

// One route for GET (and HEAD, which Fastify derives from it); every other method lands in the not-found
// handler, which is the same function and refuses it with 405.
// Our content types, also for precompressed bodies, which @fastify/static would name by its own table.
app.addHook("onSend", async (request, reply, payload) => {
  const type = servedTypes.get(request);
  if (type && reply.statusCode !== 304) reply.header("Content-Type", type);
  return payload;
});
app.get("*", respond);
app.setNotFoundHandler(respond);
app.setErrorHandler((/** @type {Error & { code?: string; statusCode?: number; status?: number; headers?: Record<string, string> }} */ error, _request, reply) => {
  if (reply.sent) return;
  const status = Number(error.statusCode ?? error.status ?? 500);
  // The client's own mistake (@fastify/send's 412 and 416, with their Content-Range): said, not logged.
  if (status >= 400 && status < 500) {
    return reply
      .code(status)
      .headers({ ...baseHeaders(), ...(error.headers ?? {}), "Content-Type": "text/plain; charset=utf-8" })
      .send(`${STATUS_CODES[status] ?? "Error"}\n`);
  }
  // A file that vanished during a redeploy or a full file table: one line, no stack, and the server lives on.
  console.error(`serve: ${error.code ?? error.name}: ${error.message}`);
  return reply.code(500).headers({ ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" }).send("Internal error\n");
});

// Every interface, as `server.listen(PORT)` would: IPv6 with IPv4 mapped where the machine has IPv6.
await app.listen({ port: PORT, host: "::" }).catch(() => app.listen({ port: PORT, host: "0.0.0.0" }));
console.log(`Serving the production build at http://localhost:${PORT}`);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void app.close().then(() => process.exit(0)));
