import { describe, expect, it } from "vitest";
import { mediaUrl } from "../src/content/media";
import { HASHED, PAGEFIND, REVALIDATED } from "../src/lib/output-paths.mjs";
import { GUIDE_RECORD, guideManifest, SERVICE_WORKER } from "../src/offline/caches";
import { placesMapFile, regionMapFile } from "../src/site/districts";
import { PAGEFIND_BASE, searchAzFile } from "../src/site/search";
import {
  cacheControlFor,
  IMMUTABLE,
  IMMUTABLE_PREFIXES,
  NO_CACHE,
  NO_CACHE_PREFIXES,
  ONE_DAY,
} from "./headers.mjs";

describe("cacheControlFor", () => {
  it.each([
    ["assets/root-AbCd1234.js", IMMUTABLE],
    ["assets/app-AbCd1234.css", IMMUTABLE],
    ["media/sights-1.k3y.640.avif", IMMUTABLE],
    ["uz/index.html", NO_CACHE],
    ["uz/tourism/sights.data", NO_CACHE],
    ["sitemap.xml", NO_CACHE],
    ["robots.txt", NO_CACHE],
    ["manifest.webmanifest", NO_CACHE],
    ["maps/region-map-uz.svg", NO_CACHE],
    ["charts/charts.css", NO_CACHE],
    ["data/places.geojson", NO_CACHE],
    ["data/statistics-1-uz.csv", NO_CACHE],
    ["search/search-az-uz.html", NO_CACHE],
    ["pagefind/pagefind.js", NO_CACHE],
    ["pagefind/pagefind-worker.js", NO_CACHE],
    ["pagefind/wasm.uz.pagefind", ONE_DAY],
    ["offline/guide-uz.json", NO_CACHE],
    ["sw.js", NO_CACHE],
    ["favicon.svg", ONE_DAY],
    ["apple-touch-icon.png", ONE_DAY],
  ])("%s: %s", (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });

  it("takes its prefixes from the build's output paths", () => {
    expect(IMMUTABLE_PREFIXES).toEqual(Object.values(HASHED).map((prefix) => prefix.slice(1)));
    expect(NO_CACHE_PREFIXES).toEqual(Object.values(REVALIDATED).map((prefix) => prefix.slice(1)));
  });

  it("agrees with the paths the browser's modules write out (they do not import output-paths.mjs)", () => {
    expect(regionMapFile("uz").startsWith(REVALIDATED.maps)).toBe(true);
    expect(placesMapFile("uz").startsWith(REVALIDATED.maps)).toBe(true);
    expect(searchAzFile("uz").startsWith(REVALIDATED.search)).toBe(true);
    expect(PAGEFIND_BASE).toBe(PAGEFIND);
    expect(REVALIDATED.pagefindScript.startsWith(PAGEFIND)).toBe(true);
    expect(guideManifest("uz").startsWith(REVALIDATED.offline)).toBe(true);
    expect(GUIDE_RECORD.startsWith(REVALIDATED.offline)).toBe(true);
    expect(SERVICE_WORKER).toBe(REVALIDATED.serviceWorker);
    expect(mediaUrl({ id: "sights-1", key: "k3y" }, 640, "avif").startsWith(HASHED.media)).toBe(true);
  });
});
