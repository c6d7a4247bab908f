import { describe, expect, inject, it } from "vitest";
import { isSafeLocation } from "../../server/request-target.mjs";
import { E2E_SERVER } from "./global-setup";
import {
  leaveAtFirstByte,
  openFiles,
  openFilesSettled,
  send,
  type RawRequest,
  type RawResponse,
} from "./raw-http";

/**
 * Issue #20: raw requests a hostile client can send, written byte for byte on a socket (fetch and curl would
 * tidy them first). Whatever arrives, the server answers with the site's headers, redirects only to its own
 * paths, serves nothing outside the build and does not fall over.
 */

const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "content-security-policy",
];
/** Every header either server may send; anything else (an injected Set-Cookie, a stray debug header) fails. */
const EXPECTED_HEADERS = new Set([
  ...SECURITY_HEADERS,
  "cache-control",
  "content-type",
  "content-length",
  "content-encoding",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
  "vary",
  "location",
  "allow",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "server",
  "reporting-endpoints",
]);
/** Text that only files outside build/client contain. */
const OUTSIDE_THE_BUILD =
  /root:x:0|"devDependencies"|createServer\(|'sha256-|\[core\]|ref: refs\/|BEGIN (RSA|OPENSSH)/;

function hostileRequests(): RawRequest[] {
  const requests: RawRequest[] = [];
  const get = (target: string, headers?: Record<string, string>) => requests.push({ target, headers });

  // Traversal in every encoding, towards files that exist just outside build/client.
  const dots = [
    "..",
    "%2e%2e",
    "%2E%2E",
    ".%2e",
    "%2e.",
    "%252e%252e",
    "%c0%ae%c0%ae",
    "..%2f",
    "..%5c",
    "..\\",
    "%2e%2e%5c",
    "....//",
  ];
  const targets = [
    "etc/passwd",
    "package.json",
    "server/serve.mjs",
    "build/csp.json",
    ".git/config",
    ".git/HEAD",
    "csp.json",
    "fallbacks/404.html",
  ];
  for (const dot of dots) {
    for (const target of targets) {
      get(`/${dot}/${dot}/${dot}/${target}`);
      get(`/uz/${dot}/${dot}/${target}`);
    }
  }

  // Control characters, CRLF and backslashes in every branch that redirects (repeated slash, trailing slash, both,
  // in the query of a redirect) and in plain paths.
  const junk = [
    "%0d%0a",
    "%0a",
    "%0d",
    "%09",
    "%00",
    "%0d%0aSet-Cookie:%20injected=1",
    "%0d%0a%0d%0a<script>alert(1)</script>",
    "%5c",
    "%5cevil.example",
    "%7f",
    "%1b",
    "%e5%98%8a%e5%98%8d",
    "%c4%8d%c4%8a",
    "%20",
    "%22%3E%3Cscript%3E",
  ];
  for (const bit of junk) {
    get(`/uz//${bit}`);
    get(`//${bit}/uz`);
    get(`/${bit}/evil.example//`);
    get(`/${bit}evil.example/`);
    get(`/uz/${bit}/`);
    get(`/uz//aboutus/${bit}/`);
    get(`/uz/?q=${bit}`);
    get(`/uz//aboutus?q=${bit}`);
    get(`/uz/aboutus${bit}`);
    // The fourth edition's prefix shares its first letters with the first's (issue #31).
    get(`/uz-cyrl//${bit}`);
    get(`/uz-cyrl/tourism${bit}`);
    get(`/uz-cyrl${bit}/`);
  }
  for (const target of [
    "/\\evil.example/",
    "/\\\\evil.example",
    "/uz\\..\\..\\package.json",
    "/uz/\t/evil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "//evil.example/",
    "///evil.example//",
    "/.//evil.example/",
  ]) {
    get(target);
  }

  // Request targets that are not a path: asterisk form, absolute form, good and malformed.
  for (const target of [
    "*",
    "http://localhost/uz",
    "http://localhost",
    "https://localhost/uz/",
    "http://evil.example/uz",
    "http://[",
    "http://a%zz/",
    "http://[::1]:99999/",
    "http://user@localhost/",
    "ftp://localhost/uz",
    "http:///uz",
    "http:localhost/uz",
    "uz",
    "?x=1",
    "#",
    "%2Fuz",
  ]) {
    get(target);
  }

  // Oversized paths, queries and headers.
  for (const size of [2_000, 8_000, 16_000, 60_000]) {
    get(`/uz/${"a".repeat(size)}`);
    get(`/uz?q=${"b".repeat(size)}`);
  }
  get("/uz", { "X-Large": "c".repeat(20_000) });
  get("/uz", { Cookie: "d".repeat(70_000) });
  requests.push({
    target: "/uz",
    headers: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`X-H${i}`, "v"])),
  });

  // Methods other than GET and HEAD, odd or made up.
  for (const method of [
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "CONNECT",
    "PROPFIND",
    "MKCOL",
    "LOCK",
    "SEARCH",
    "get",
    "Get",
    "FOO",
    "G E T",
    "GET\t",
  ]) {
    requests.push({ method, target: "/uz" });
    requests.push({ method, target: "/uz/" });
  }
  requests.push({ method: "OPTIONS", target: "*" });

  // Traversal from the folders of the calendar's files (issue #32), which calendar apps and feed readers poll.
  for (const dot of dots) {
    get(`/data/calendar/uz/${dot}/${dot}/${dot}/package.json`);
    get(`/data/feeds/${dot}/${dot}/${dot}/server/serve.mjs`);
  }

  // Conditional and range requests on a page (precompressed), a picture-sized file, the hero video and the
  // calendar's files (a calendar app asks again and again with If-None-Match).
  for (const target of [
    "/uz",
    "/uz-cyrl/tourism/calendar",
    "/favicon.svg",
    "/video/hero.mp4",
    "/uz/no-such-page",
    "/data/calendar/whats-on-uz.ics",
    "/data/feeds/events-uz.atom",
  ]) {
    for (const range of [
      "bytes=0-0",
      "bytes=-1",
      "bytes=0-",
      "bytes=99999999-",
      "bytes=1-0",
      "bytes=0-1,2-3",
      "bytes=abc",
      "bytes=--1",
      "items=0-1",
      `bytes=${"0-1,".repeat(200)}0-1`,
      "bytes=0-18446744073709551616",
    ]) {
      get(target, { Range: range });
      get(target, { Range: range, "If-Range": '"stale"' });
    }
    for (const [name, value] of [
      ["If-None-Match", "*"],
      ["If-None-Match", '"x", W/"y"'],
      ["If-None-Match", "garbage"],
      ["If-Modified-Since", "Tue, 01 Jan 2999 00:00:00 GMT"],
      ["If-Modified-Since", "Thu, 01 Jan 1970 00:00:00 GMT"],
      ["If-Modified-Since", "yesterday"],
      ["If-Match", '"x"'],
      ["If-Unmodified-Since", "Thu, 01 Jan 1970 00:00:00 GMT"],
      ["If-Range", "Thu, 01 Jan 1970 00:00:00 GMT"],
      ["Accept-Encoding", "br;q=0, gzip;q=0, identity;q=0"],
      ["Accept-Encoding", "*"],
      ["Accept-Encoding", "x".repeat(4000)],
      ["Expect", "100-continue"],
      ["Expect", "dance"],
      ["Transfer-Encoding", "chunked"],
      ["Content-Length", "-1"],
    ] as const) {
      get(target, { [name]: value });
    }
  }

  // Malformed request lines and header blocks.
  for (const bytes of [
    "GET /uz HTTP/1.1\r\n\r\n",
    "GET /uz HTTP/9.9\r\nHost: localhost\r\n\r\n",
    "GET /uz HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n",
    "GET /uz HTTP/1.1\r\nHost: localhost\r\nX: a\rb\r\n\r\n",
    "GET  /uz  HTTP/1.1\r\nHost: localhost\r\n\r\n",
    "GET /u\x01z HTTP/1.1\r\nHost: localhost\r\n\r\n",
    "GET /\xc3\xa9 HTTP/1.1\r\nHost: localhost\r\n\r\n",
    "GET /uz HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "\r\n\r\nGET /uz HTTP/1.1\r\nHost: localhost\r\n\r\n",
  ]) {
    requests.push({ target: "", bytes: Buffer.from(bytes, "latin1") });
  }
  return requests;
}

function problemsOf(request: RawRequest, response: RawResponse | null): string[] {
  const label = `${request.method ?? "GET"} ${(request.bytes?.toString("latin1") ?? request.target).slice(0, 70)}`;
  if (!response) return [`${label}: no answer`];
  const problems: string[] = [];
  const header = (name: string) => response.headers.find(([key]) => key === name)?.[1];
  if (response.status >= 500 && response.status !== 501 && response.status !== 505)
    problems.push(`status ${response.status}`);
  for (const [name] of response.headers) if (!EXPECTED_HEADERS.has(name)) problems.push(`header ${name}`);
  const location = header("location");
  if (location !== undefined && !isSafeLocation(location))
    problems.push(`Location ${JSON.stringify(location)}`);
  if (response.status >= 300) {
    for (const name of SECURITY_HEADERS)
      if (!header(name)) problems.push(`${response.status} without ${name}`);
  }
  if (OUTSIDE_THE_BUILD.test(response.body)) problems.push("a file from outside the build");
  // A 404 is the site's own page in the visitor's language, never the server's bare default.
  const plainBody = !header("content-encoding");
  if (
    response.status === 404 &&
    (request.method ?? "GET") === "GET" &&
    plainBody &&
    !/<html lang="/.test(response.body)
  ) {
    problems.push("404 without the site's page");
  }
  return problems.map((problem) => `${label}: ${problem}`);
}

describe(`hostile requests (${E2E_SERVER})`, () => {
  const requests = hostileRequests();

  it("generates at least 500 of them", () => {
    expect(requests.length).toBeGreaterThanOrEqual(500);
  });

  it("answers each with the site's headers, a same-site Location at most, no 5xx and nothing outside the build", async () => {
    const problems: string[] = [];
    const queue = [...requests];
    const worker = async () => {
      for (let request = queue.shift(); request; request = queue.shift())
        problems.push(...problemsOf(request, await send(request)));
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(problems).toEqual([]);
    // And it is still serving.
    expect((await send({ target: "/uz" }))?.status).toBe(200);
  }, 120_000);

  it.runIf(process.platform === "linux" && inject("serverPid") > 0)(
    "closes every file of 200 downloads the client abandons, and keeps answering",
    async () => {
      const pid = inject("serverPid");
      const before = openFiles(pid);
      for (let round = 0; round < 20; round++) {
        await Promise.all(
          Array.from({ length: 10 }, () =>
            leaveAtFirstByte("GET /video/hero.mp4 HTTP/1.1\r\nHost: localhost\r\n\r\n"),
          ),
        );
      }
      const after = await openFilesSettled(pid, before);
      expect(after).toBeLessThanOrEqual(before);
      expect((await send({ target: "/uz" }))?.status).toBe(200);
    },
    60_000,
  );
});
