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
import { acceptedCodings, hostProblem, ifRangeHolds } from "./negotiate.mjs";
import { resolveTarget } from "./request-target.mjs";

const ROOT = path.resolve(process.cwd(), "build");
const CLIENT = path.join(ROOT, "client");
const FALLBACKS = path.join(ROOT, "fallbacks");
const PORT = Number(process.env.PORT) || 3000;

/**
 * Limits against slow, greedy or hostile clients, the same as deploy/nginx (in brackets) — docs/decisions/016.
 * Behind a proxy or CDN every visitor shares the proxy's address: set CONNECTIONS_PER_ADDRESS=0 there (nginx
 * takes the real address from the proxy's header instead, see deploy/nginx/site.conf).
 */
/** Open connections in all [worker_connections × workers]. */
const MAX_CONNECTIONS = 4096;
/** Open connections from one address; more are answered 503 and closed [limit_conn per_address 64]. */
const CONNECTIONS_PER_ADDRESS = Number(process.env.CONNECTIONS_PER_ADDRESS ?? 64);
/** Time to send the request line and headers [client_header_timeout 10s]. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Time to send the whole request, body included [client_body_timeout 10s, per read]. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A connection that neither sends nor takes a byte for this long is closed, also mid-answer [send_timeout 30s].
 * With a write pending Node looks twice before it gives up (net.Socket#_onTimeout), so a reader that stopped
 * reading goes after 15 to 30 s.
 */
const IDLE_TIMEOUT_MS = 15_000;
/** An idle keep-alive connection is closed after this [keepalive_timeout 5s]. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Requests one connection may carry, pipelined or not; the last answer says `Connection: close` [keepalive_requests 1000]. */
const MAX_REQUESTS_PER_CONNECTION = 1000;
/** Request line and headers together; more is 431 [large_client_header_buffers 4 16k: 16 KB a line]. */
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
  ? /** @type {{ endpoint: string | null }} */ (
      JSON.parse(readFileSync(path.join(ROOT, "csp-report.json"), "utf8"))
    ).endpoint
  : null;
const BASE_POLICY = contentSecurityPolicy({}, REPORT_TO);
const NOT_FOUND_PAGE = path.join(FALLBACKS, "404.html");
const NOT_FOUND_HTML = readFileSync(NOT_FOUND_PAGE);

/** `/uz/index.html` for build/client/uz/index.html, `/__fallbacks/404.html` for build/fallbacks/404.html. @param {string} file */
function policyOf(file) {
  const inClient = !path.relative(CLIENT, file).startsWith("..");
  const relative = path
    .relative(inClient ? CLIENT : FALLBACKS, file)
    .split(path.sep)
    .join("/");
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
  const hidden = sitePath
    .split("/")
    .some((segment, i) => segment.startsWith(".") && !(i === 1 && segment === ".well-known"));
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
 * validators and ranges (a 404 page is never "not modified" or partial). The coding is chosen here (q-values
 * honoured) and If-Range judged here (strictly), so @fastify/send gets a request it cannot misread.
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 * @param {string} file absolute path inside build/client or build/fallbacks
 * @param {number} status
 */
async function sendBuildFile(request, reply, file, status) {
  // A pipelined request waits for the answers ahead of it before its file is opened (decision 016).
  if (!(await untilItsTurn(reply.raw))) return reply.hijack();
  const headers = request.raw.headers;
  // Validators are compared as nginx compares them: a request's own Cache-Control does not turn them off.
  delete headers["cache-control"];
  if (status !== 200) {
    for (const name of [
      "range",
      "if-range",
      "if-none-match",
      "if-modified-since",
      "if-match",
      "if-unmodified-since",
    ]) {
      delete headers[name];
    }
    reply.code(status);
  }
  const coding = await codingFor(file, headers["accept-encoding"]);
  headers["accept-encoding"] = coding ?? "identity";
  // One range a request, as nginx's max_ranges 1: a list gets the whole file (@fastify/send would merge it).
  if (headers.range?.includes(",")) delete headers.range;
  const ifRange = headers["if-range"];
  if (typeof ifRange === "string" && headers.range !== undefined) {
    const sent = await stat(coding ? `${file}${CODING_SUFFIX[coding]}` : file);
    if (!ifRangeHolds(ifRange, { etag: strongEtag(sent), lastModified: sent.mtime })) delete headers.range;
  }
  delete headers["if-range"];
  const inClient = file.startsWith(`${CLIENT}${path.sep}`);
  reply.header("Content-Security-Policy", policyOf(file));
  reply.header(
    "Cache-Control",
    status === 200 ? cacheControlFor(path.relative(CLIENT, file).split(path.sep).join("/")) : NO_CACHE,
  );
  reply.header("Vary", "Accept-Encoding");
  servedTypes.set(request, contentTypeOf(file));
  return reply.sendFile(path.relative(inClient ? CLIENT : FALLBACKS, file), inClient ? CLIENT : FALLBACKS);
}

/**
 * The ETag this server sends for a file: @fastify/send's size and modification time, declared strong as nginx
 * declares its own (the bytes of one file at one size and time are one representation), so that If-Range can
 * resume a download. @fastify/send still matches If-None-Match against it (it compares `W/` + tag too).
 * @param {import("node:fs").Stats} stats
 */
const strongEtag = (stats) => `"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;

/** @type {Record<import("./negotiate.mjs").Coding, string>} */
const CODING_SUFFIX = { br: ".br", gzip: ".gz" };

/**
 * The coding to send `file` in: the first the client accepts whose precompressed file the build wrote, else none.
 * @param {string} file
 * @param {string | undefined} acceptEncoding
 */
async function codingFor(file, acceptEncoding) {
  for (const coding of acceptedCodings(acceptEncoding)) {
    if (await isFile(`${file}${CODING_SUFFIX[coding]}`)) return coding;
  }
  return null;
}

/**
 * Node 20 queues the answers to pipelined requests and, when the client disconnects, forgets the queued ones
 * without closing them (nodejs/node#62534, fixed after Node 20's end of life): a file opened for each would stay
 * open for ever. So a queued answer waits here until the connection is its own; false if the client left first.
 * @param {import("node:http").ServerResponse} response
 * @returns {Promise<boolean>}
 */
function untilItsTurn(response) {
  const socket = response.req.socket;
  if (response.socket) return Promise.resolve(true);
  if (socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const waiting = waitingForTurn.get(socket) ?? new Set();
    waitingForTurn.set(socket, waiting);
    /** @param {boolean} turn */
    const settle = (turn) => {
      waiting.delete(settle);
      response.off("socket", onTurn);
      resolve(turn);
    };
    const onTurn = () => settle(true);
    response.once("socket", onTurn);
    waiting.add(settle);
  });
}

/**
 * The queued answers of each connection waiting for their turn (untilItsTurn): told `false` when it closes. One
 * listener a connection, however many requests it pipelines.
 * @type {WeakMap<import("node:stream").Duplex, Set<(turn: boolean) => void>>}
 */
const waitingForTurn = new WeakMap();

/** The type of the file a request was answered with, set again just before sending (onSend below). */
const servedTypes = new WeakMap();

/**
 * The 404 page with another status (400 for a malformed target), as nginx's `error_page 400 414`; a HEAD gets
 * the headers alone.
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 * @param {number} status
 */
function sendErrorPage(request, reply, status) {
  reply
    .code(status)
    .headers({ ...baseHeaders(policyOf(NOT_FOUND_PAGE)), "Content-Type": contentTypeOf(NOT_FOUND_PAGE) });
  if (request.method !== "HEAD") return reply.send(NOT_FOUND_HTML);
  return reply.header("Content-Length", String(NOT_FOUND_HTML.length)).send();
}

/**
 * Every request: the security headers, then the method, then the target.
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 */
async function respond(request, reply) {
  reply.headers(baseHeaders());
  // One valid Host (RFC 9112 §3.2): nginx refuses a missing, repeated or malformed one before anything else.
  if (hostProblem(request.raw)) return sendErrorPage(request, reply, 400);
  if (request.method !== "GET" && request.method !== "HEAD") {
    return reply
      .code(405)
      .headers({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" })
      .send("Method not allowed\n");
  }
  // A GET or HEAD has no body; one framed by Transfer-Encoding is refused (as nginx's site.conf does) and the
  // connection closed, since what follows on it cannot be trusted to be a request.
  if (request.headers["transfer-encoding"] !== undefined) {
    reply.header("Connection", "close");
    return sendErrorPage(request, reply, 400);
  }
  const target = resolveTarget(request.raw.url ?? "/");
  switch (target.kind) {
    case "bad-request":
      return sendErrorPage(request, reply, 400);
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
    return reply
      .code(405)
      .headers({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" })
      .send("Method not allowed\n");
  }
  const target = resolveTarget(request.raw.url ?? "/");
  if (target.kind === "redirect") return reply.code(301).header("Location", target.location).send();
  return sendErrorPage(request, reply, target.kind === "bad-request" ? 400 : 404);
}

/**
 * Answers of Node's own HTTP parser (malformed request, headers too large, timeout), which never reach a route:
 * with the security headers and the 404 page, like nginx — after the answers to the good requests pipelined
 * before the bad one, which nginx sends too.
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 */
function clientError(error, socket) {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) return void socket.destroy();
  const status =
    error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const pending = pendingAnswers.get(socket);
  if (!pending?.size) return void writeRaw(socket, status);
  const last = [...pending].at(-1);
  last?.once("close", () => (socket.destroyed ? undefined : writeRaw(socket, status)));
}

/**
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 * @param {Buffer} [body]
 */
function writeRaw(socket, status, body = NOT_FOUND_HTML) {
  const headers = {
    ...baseHeaders(policyOf(NOT_FOUND_PAGE)),
    ...(status === 405 ? { Allow: "GET, HEAD" } : {}),
    "Content-Type": body === NOT_FOUND_HTML ? contentTypeOf(NOT_FOUND_PAGE) : "text/plain; charset=utf-8",
    "Content-Length": String(body.length),
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n`), body]));
}

/** Answers not yet finished on each connection, oldest first: a parser error waits for them (clientError). */
/** @type {WeakMap<import("node:stream").Duplex, Set<import("node:http").ServerResponse>>} */
const pendingAnswers = new WeakMap();

/** Open connections by client address (CONNECTIONS_PER_ADDRESS). @type {Map<string, number>} */
const connectionsByAddress = new Map();
/** Connections refused for their address: answered 503 once, their requests never handled. */
const refused = new WeakSet();
const TOO_MANY_CONNECTIONS = Buffer.from("Too many connections from this address; try again shortly.\n");

/**
 * Counts a new connection against its address; past the limit it gets nginx's `limit_conn` answer (503) and
 * is closed, so one client cannot hold every connection the server has.
 * @param {import("node:net").Socket} socket
 */
function admit(socket) {
  const address = socket.remoteAddress ?? "";
  const open = (connectionsByAddress.get(address) ?? 0) + 1;
  if (CONNECTIONS_PER_ADDRESS > 0 && open > CONNECTIONS_PER_ADDRESS) {
    refused.add(socket);
    writeRaw(socket, 503, TOO_MANY_CONNECTIONS);
    socket.once("finish", () => socket.destroy());
    return;
  }
  connectionsByAddress.set(address, open);
  socket.once("close", () => {
    for (const settle of waitingForTurn.get(socket) ?? []) settle(false);
    const left = (connectionsByAddress.get(address) ?? 1) - 1;
    if (left > 0) connectionsByAddress.set(address, left);
    else connectionsByAddress.delete(address);
  });
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
      (request, response) => {
        if (refused.has(request.socket)) return;
        const pending = pendingAnswers.get(request.socket) ?? new Set();
        pendingAnswers.set(request.socket, pending.add(response));
        response.once("close", () => pending.delete(response));
        handler(request, response);
      },
    );
    server.maxConnections = MAX_CONNECTIONS;
    server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION;
    // Node's socket timeout counts any silence, also a client that stopped reading an answer (nginx's send_timeout).
    server.timeout = IDLE_TIMEOUT_MS;
    server.on("connection", admit);
    // `Expect:` other than 100-continue: Node would answer 417 bare.
    server.on("checkExpectation", (request, response) => {
      response.writeHead(417, { ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" });
      response.end("Expectation failed\n");
    });
    // CONNECT: Node would drop the connection without a word.
    server.on("connect", (_request, socket) => writeRaw(socket, 405));
    return server;
  },
  connectionTimeout: IDLE_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
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
  // A 304 names no type, as nginx's does (@fastify/send would name the precompressed file's).
  if (reply.statusCode === 304) reply.removeHeader("content-type");
  else if (type) reply.header("Content-Type", type);
  const etag = reply.getHeader("etag");
  if (typeof etag === "string" && etag.startsWith("W/")) reply.header("etag", etag.slice(2));
  return payload;
});
app.get("*", respond);
app.setNotFoundHandler(respond);
app.setErrorHandler(
  (
    /** @type {Error & { code?: string; statusCode?: number; status?: number; headers?: Record<string, string> }} */ error,
    _request,
    reply,
  ) => {
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
    return reply
      .code(500)
      .headers({ ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" })
      .send("Internal error\n");
  },
);

// Every interface, as `server.listen(PORT)` would: IPv6 with IPv4 mapped where the machine has IPv6.
await app.listen({ port: PORT, host: "::" }).catch(() => app.listen({ port: PORT, host: "0.0.0.0" }));
console.log(`Serving the production build at http://localhost:${PORT}`);

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => void app.close().then(() => process.exit(0)));
