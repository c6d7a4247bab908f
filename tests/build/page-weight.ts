/**
 * What one prerendered page needs before it can be painted and made interactive, read from the build
 * output: the HTML, its stylesheets and the scripts it hydrates with (fetched after `load`), each counted at the size of
 * the .gz file the servers send. (Pictures are weighed in the browser, tests/e2e/page-weight.e2e.ts: which
 * ones load depends on the layout.)
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageScripts, pageStylesheets } from "../../scripts/page-assets";

export interface PageWeight {
  html: number;
  /** The inline maps' SVG (the districts map; the places map and its inset), part of `html`: gzip, all together. */
  map: number;
  /** Each inline map on its own (gzip): each has a budget of its own. */
  maps: number[];
  css: number;
  js: number;
  /** Files the page names that the build does not have. */
  missing: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** Bytes the server sends for a text asset: its gzip file, or the file itself when too small to compress. */
function sent(file: string): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

export function pageWeight(clientDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, "utf8");
  const missing: string[] = [];
  const local = (url: string) => {
    const file = path.join(clientDir, decodeURI(url.split(/[?#]/)[0] ?? ""));
    if (!existsSync(file)) missing.push(url);
    return file;
  };
  const total = (urls: string[]) =>
    unique(urls)
      .map(local)
      .filter((file) => existsSync(file))
      .reduce((sum, file) => sum + sent(file), 0);

  const css = pageStylesheets(html);
  const js = pageScripts(html);
  const maps = [...html.matchAll(/<svg[^>]*class="region-map[\s\S]*?<\/svg>/g)].map(
    ([svg]) => gzipSync(svg, { level: 9 }).length,
  );
  return {
    html: sent(htmlFile),
    map: maps.reduce((sum, size) => sum + size, 0),
    maps,
    css: total(css),
    js: total(js),
    missing: unique(missing),
  };
}
