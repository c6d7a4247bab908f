import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { BASE_URL } from "./support";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${BASE_URL}${path}`, { headers, redirect: "manual" });

describe("the production static server", () => {
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

  it("answers unknown paths with a real 404 and never lists directories or dotfiles", async () => {
    expect((await get("/uz/no-such-page")).status).toBe(404);
    const listing = await get("/assets");
    expect(listing.status).toBe(404);
    expect(await listing.text()).not.toContain(".js");
    expect((await get("/.well-known/../.env")).status).toBe(404);
    expect((await get("/%2e%2e/package.json")).status).toBe(404);
    expect((await get("/.git/HEAD")).status).toBe(404);
  });

  it("sends security headers on every response, 404s included", async () => {
    for (const response of [await get("/uz"), await get("/nothing")]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("supports revalidation with ETag and byte ranges", async () => {
    const first = await get("/favicon.svg");
    const etag = first.headers.get("etag") ?? "";
    expect((await get("/favicon.svg", { "If-None-Match": etag })).status).toBe(304);
    const partial = await get("/favicon.svg", { Range: "bytes=0-9" });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(10);
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await fetch(`${BASE_URL}/uz`, { method: "POST" });
    expect(response.status).toBe(405);
  });
});
