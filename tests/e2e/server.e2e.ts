import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NO_CACHE_PREFIXES } from "../../server/headers.mjs";
import { E2E_SERVER } from "./global-setup";
import { BASE_URL } from "./support";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${BASE_URL}${path}`, { headers, redirect: "manual" });

describe(`the production static server (${E2E_SERVER})`, () => {
  it("compresses with brotli or gzip as the browser accepts", async () => {
    const brotli = await get("/uz/aboutus", { "Accept-Encoding": "br, gzip" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await get("/uz/aboutus", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("caches hashed assets forever and revalidates HTML", async () => {
    const asset = readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
    const assetResponse = await get(`/assets/${asset}`);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/uz")).headers.get("cache-control")).toBe("no-cache");
  });

  it("revalidates every file a new build must reach at once, as the shared list names them", async () => {
    const files = readdirSync("build/client", { recursive: true, encoding: "utf8" }).map((file) =>
      file.split(path.sep).join("/"),
    );
    for (const prefix of NO_CACHE_PREFIXES) {
      const file = files.find(
        (name) =>
          name.startsWith(prefix) &&
          !/\.(gz|br)$/.test(name) &&
          statSync(path.join("build/client", name)).isFile(),
      );
      expect(file, prefix).toBeDefined();
      const response = await get(`/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control"), file).toBe("no-cache");
    }
  });

  it("sends the calendar's files with their types, compressed and revalidated (issue #32)", async () => {
    for (const [file, type] of [
      ["/data/calendar/whats-on-ru.ics", "text/calendar; charset=utf-8"],
      ["/data/calendar/en/navruz-2027.ics", "text/calendar; charset=utf-8"],
      ["/data/feeds/events-uz.atom", "application/atom+xml; charset=utf-8"],
      ["/data/feeds/updates-en.atom", "application/atom+xml; charset=utf-8"],
    ] as const) {
      const response = await get(file, { "Accept-Encoding": "br, gzip" });
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toBe(type);
      expect(response.headers.get("content-encoding"), file).toBe("br");
      expect(response.headers.get("cache-control"), file).toBe("no-cache");
      const again = await get(file, {
        "Accept-Encoding": "br, gzip",
        "If-None-Match": response.headers.get("etag") ?? "",
      });
      expect(again.status, file).toBe(304);
    }
    const plain = await get("/data/calendar/en/navruz-2027.ics", { "Accept-Encoding": "identity" });
    expect(await plain.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*DTSTART;VALUE=DATE:20270321\r\n/);
  });

  it("answers unknown paths with a real 404 and never lists directories or dotfiles", async () => {
    expect((await get("/uz/no-such-page")).status).toBe(404);
    const listing = await get("/assets");
    expect(listing.status).toBe(404);
    expect(await listing.text()).not.toContain(".js");
    expect((await get("/.well-known/../.env")).status).toBe(404);
    expect((await get("/%2e%2e/package.json")).status).toBe(404);
    expect((await get("/.git/HEAD")).status).toBe(404);
  });

  it("sends security headers on every response, 404s, redirects and refusals included", async () => {
    const responses = [
      await get("/uz"),
      await get("/nothing"),
      await get("/uz/"),
      await get("/favicon.svg"),
      await fetch(`${BASE_URL}/uz`, { method: "POST" }),
    ];
    for (const response of responses) {
      const header = (name: string) => response.headers.get(name);
      expect(header("x-content-type-options")).toBe("nosniff");
      expect(header("x-frame-options")).toBe("DENY");
      expect(header("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(header("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(header("cross-origin-opener-policy")).toBe("same-origin");
      expect(header("cross-origin-resource-policy")).toBe("same-origin");
      expect(header("permissions-policy")).toContain("camera=()");
      const csp = header("content-security-policy") ?? "";
      // form-action 'self': the header's search form submits to the search page (issue #16).
      for (const directive of [
        "default-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("wasm-unsafe-eval");
      expect(header("server") ?? "").not.toMatch(/\d/);
    }
  });

  it("lists the hashes of a page's own inline scripts in its policy, but not of its JSON-LD data", async () => {
    const response = await get("/uz/aboutus/statistics");
    const html = await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    const hashOf = (body = "") => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const data = inline.filter(([, attributes]) => attributes?.includes('type="application/ld+json"'));
    expect(inline.length - data.length).toBeGreaterThan(0);
    expect(data).toHaveLength(1);
    for (const [, attributes, body] of inline) {
      if (attributes?.includes('type="application/ld+json"')) expect(csp).not.toContain(hashOf(body));
      else expect(csp).toContain(hashOf(body));
    }
  });

  it("publishes security.txt with an expiry under a year ahead", async () => {
    const response = await get("/.well-known/security.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Contact: /m);
    const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(365);
  });

  it("redirects repeated and trailing slashes to the canonical path, keeping the query", async () => {
    for (const [from, to] of [
      ["/uz/", "/uz"],
      ["//uz//aboutus", "/uz/aboutus"],
      ["/uz/aboutus/?x=1", "/uz/aboutus?x=1"],
    ]) {
      const response = await get(from ?? "");
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("answers an unknown article with 404 and its collection's page, data requests too", async () => {
    const page = await get("/ru/aboutus/statistics/999");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Данные не найдены");
    const data = await get("/ru/aboutus/statistics/999.data");
    expect(data.status).toBe(404);
    expect(data.headers.get("content-type")).toContain("text/x-script");
  });

  it("serves videos in byte ranges", async () => {
    const partial = await get("/video/hero.mp4", { Range: "bytes=100-1099" });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-type")).toBe("video/mp4");
    expect((await partial.arrayBuffer()).byteLength).toBe(1000);
  });

  it("supports revalidation with ETag and byte ranges", async () => {
    const first = await get("/favicon.svg");
    const etag = first.headers.get("etag") ?? "";
    expect((await get("/favicon.svg", { "If-None-Match": etag })).status).toBe(304);
    const partial = await get("/favicon.svg", { Range: "bytes=0-9" });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(10);
  });

  it("refuses methods other than GET and HEAD, saying which are allowed", async () => {
    const response = await fetch(`${BASE_URL}/uz`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect((await get("/uz")).headers.get("allow")).toBeNull();
  });

  it("gives a resumed download with a stale If-Range the whole new file, and a fresh one the rest", async () => {
    const whole = await get("/video/hero.mp4");
    const length = Number(whole.headers.get("content-length"));
    const etag = whole.headers.get("etag") ?? "";
    await whole.body?.cancel();
    const stale = await get("/video/hero.mp4", { Range: "bytes=1000-", "If-Range": '"an-older-build"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(length);
    const fresh = await get("/video/hero.mp4", { Range: "bytes=1000-", "If-Range": etag });
    expect(fresh.status).toBe(206);
    expect((await fresh.arrayBuffer()).byteLength).toBe(length - 1000);
  });

  it("names the br, gzip and plain bodies of a page with different ETags", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) =>
        (await get("/uz/aboutus", { "Accept-Encoding": encoding })).headers.get("etag"),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it("answers If-None-Match lists, weak tags and If-Modified-Since with 304", async () => {
    const first = await get("/favicon.svg", { "Accept-Encoding": "identity" });
    const etag = first.headers.get("etag") ?? "";
    const opaque = etag.replace(/^W\//, "");
    const conditions: Array<Record<string, string>> = [
      { "If-None-Match": `"other", ${etag}` },
      { "If-None-Match": `W/${opaque}` },
      { "If-None-Match": "*" },
      { "If-Modified-Since": first.headers.get("last-modified") ?? "" },
    ];
    for (const headers of conditions) {
      const response = await get("/favicon.svg", { "Accept-Encoding": "identity", ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(304);
    }
    expect((await get("/favicon.svg", { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("never redirects to another host, with control characters, backslashes or tabs in the path", async () => {
    for (const path of [
      "/uz//%0d%0aSet-Cookie:%20injected=1",
      "/%5Cevil.example/",
      "/%09/evil.example//",
      "/uz//%0a",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location"), path).toBeNull();
      expect(response.headers.get("set-cookie"), path).toBeNull();
    }
  });
});
