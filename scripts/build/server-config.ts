/**
 * After the build: what both production servers need to answer the same way.
 * - build/csp.json: each HTML page's Content-Security-Policy with the sha256 of its inline scripts
 *   (server/serve.mjs reads it), by the path nginx sees after try_files (`/uz/index.html`).
 * - build/nginx/{types,maps,headers}.conf: the same content types, CSPs, Cache-Control rules, security
 *   headers and 404 pages for deploy/nginx.
 * - client/.well-known/security.txt (RFC 9116), its Expires set from the build date.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  contentSecurityPolicy,
  inlineHashes,
  PAGEFIND_WORKER,
  reportEndpoint,
} from "../../server/csp.mjs";
import {
  CONTENT_TYPES,
  IMMUTABLE,
  IMMUTABLE_PREFIXES,
  NO_CACHE,
  NO_CACHE_EXTENSIONS,
  NO_CACHE_PREFIXES,
  ONE_DAY,
  securityHeaders,
} from "../../server/headers.mjs";
import { LANGUAGES } from "../../src/i18n/languages";
import { localizedPath, SEARCH_PATH } from "../../src/site/paths";
import { escapeRegExp, fallbackTable } from "./server-routes";
import type { BuildStep } from "./step";
import { filesUnder, posixRelative } from "./walk";
import { ADMINISTRATION_PHONES, SITE_ORIGIN, telHref } from "../../src/site/site-constants";

const BUILD = path.resolve(process.cwd(), "build");
const CLIENT = path.join(BUILD, "client");
const FALLBACKS = path.join(BUILD, "fallbacks");
const NGINX = path.join(BUILD, "nginx");
/** CSP violation reports: off unless the build is given an endpoint (README, "Violation reports"). */
const REPORT_TO = reportEndpoint(process.env.CSP_REPORT_ENDPOINT);
/** security.txt must expire within a year; a build every few months renews it. */
const SECURITY_TXT_DAYS = 180;

/** The search pages (issue #16), one per language, compile Pagefind's WebAssembly; no other page may. */
const SEARCH_PAGES = new Set(LANGUAGES.map((language) => `${localizedPath(language, SEARCH_PATH)}/index.html`));

/** nginx string literal: double quotes, with `"` and `\` escaped (map values may use variables on purpose). */
const quote = (text: string) => `"${text.replace(/[\\"]/g, "\\$&")}"`;

/**
 * Each page's policy: its own inline scripts, and the inline styles of every page of its edition. A page that
 * carries its own style (the calendar, an event page, the holidays page: decision 028) may be reached by a
 * client-side navigation, which inserts that style under the policy of the page the visitor came from; within an
 * edition all such styles are allowed (three per edition), and a change of edition is a full page load.
 */
async function pagePolicies(): Promise<Record<string, string>> {
  const pages: { uri: string; scripts: string[]; styles: string[] }[] = [];
  for (const [dir, prefix] of [
    [CLIENT, ""],
    [FALLBACKS, "/__fallbacks"],
  ] as const) {
    for await (const file of filesUnder(dir)) {
      if (!file.endsWith(".html")) continue;
      pages.push({ uri: `${prefix}/${posixRelative(dir, file)}`, ...inlineHashes(await readFile(file, "utf8")) });
    }
  }
  const editionOf = (uri: string) => LANGUAGES.find((language) => uri.startsWith(`/${language}/`));
  const editionStyles = new Map<string, Set<string>>();
  for (const page of pages) {
    const edition = editionOf(page.uri);
    if (!edition) continue;
    const styles = editionStyles.get(edition) ?? new Set<string>();
    for (const style of page.styles) styles.add(style);
    editionStyles.set(edition, styles);
  }
  const policies: Record<string, string> = {};
  for (const page of pages) {
    const edition = editionOf(page.uri);
    const styles = edition ? [...editionStyles.get(edition)!].sort() : page.styles;
    policies[page.uri] = contentSecurityPolicy(
      { scripts: page.scripts, styles, wasm: SEARCH_PAGES.has(page.uri) },
      REPORT_TO,
    );
  }
  // Pagefind searches in a worker, which compiles the same WebAssembly under its own policy (issue #16).
  policies[PAGEFIND_WORKER] = contentSecurityPolicy({ wasm: true }, REPORT_TO);
  return policies;
}

function typesConf(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(";")[0]!.trim();
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  const lines = [...byType].map(([type, extensions]) => `  ${type} ${extensions.join(" ")};`);
  return `types {\n${lines.join("\n")}\n}\n`;
}

export function mapsConf(policies: Record<string, string>): string {
  const csp = Object.entries(policies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([uri, policy]) => `  ${quote(uri)} ${quote(policy)};`);
  const notFound = fallbackTable().flatMap(({ pattern, file }) => {
    const named = pattern.replace("(", "(?<nf_lang>");
    const data = named.replace(/\/\?\$$/, "\\.data$");
    // The .data pattern first: the page pattern would match `…/99.data` too, and maps take the first match.
    return [
      `  ${quote(`~${data}`)} /__fallbacks/$nf_lang/${file}.data;`,
      `  ${quote(`~${named}`)} /__fallbacks/$nf_lang/${file}.html;`,
    ];
  });
  // A path that starts with one of the prefixes, as server/headers.mjs reads them (`sw.js`, `pagefind/pagefind`
  // and `maps/` alike).
  const startingWith = (prefixes: string[]) => `~^/(${prefixes.map(escapeRegExp).join("|")})`;
  return [
    "# Written by scripts/build/server-config.ts after each build; do not edit.",
    "map $uri $page_csp {",
    `  default ${quote(contentSecurityPolicy({}, REPORT_TO))};`,
    ...csp,
    "}",
    "map $uri $cache_by_path {",
    `  ${quote(startingWith(IMMUTABLE_PREFIXES))} ${quote(IMMUTABLE)};`,
    `  ${quote(startingWith(NO_CACHE_PREFIXES))} ${quote(NO_CACHE)};`,
    `  ${quote(`~\\.(${NO_CACHE_EXTENSIONS.join("|")})$`)} ${quote(NO_CACHE)};`,
    `  default ${quote(ONE_DAY)};`,
    "}",
    "map $status $cache_control {",
    "  200 $cache_by_path;",
    "  206 $cache_by_path;",
    "  304 $cache_by_path;",
    `  default ${quote(NO_CACHE)};`,
    "}",
    "map $uri $not_found_page {",
    "  default /__fallbacks/404.html;",
    ...notFound,
    "}",
    "",
  ].join("\n");
}

function headersConf(): string {
  const lines = Object.entries(securityHeaders(REPORT_TO)).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  return [
    "# Written by scripts/build/server-config.ts from server/headers.mjs and server/csp.mjs; do not edit.",
    ...lines,
    "add_header Content-Security-Policy $page_csp always;",
    "add_header Cache-Control $cache_control always;",
    "",
  ].join("\n");
}

function securityTxt(now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 24 * 3600 * 1000);
  return [
    `Contact: ${telHref(ADMINISTRATION_PHONES[0])}`,
    `Contact: ${SITE_ORIGIN}/uz/aboutus/administration`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: uz, ru, en",
    `Canonical: ${SITE_ORIGIN}/.well-known/security.txt`,
    "",
  ].join("\n");
}

export async function writeServerConfig(now = new Date()): Promise<number> {
  await mkdir(path.join(CLIENT, ".well-known"), { recursive: true });
  await writeFile(path.join(CLIENT, ".well-known/security.txt"), securityTxt(now));
  const policies = await pagePolicies();
  await writeFile(path.join(BUILD, "csp.json"), JSON.stringify(policies));
  await writeFile(path.join(BUILD, "csp-report.json"), JSON.stringify({ endpoint: REPORT_TO }));
  await mkdir(NGINX, { recursive: true });
  await writeFile(path.join(NGINX, "types.conf"), typesConf());
  await writeFile(path.join(NGINX, "maps.conf"), mapsConf(policies));
  await writeFile(path.join(NGINX, "headers.conf"), headersConf());
  return Object.keys(policies).length;
}

/** Last but one: the policies hash the pages' final inline scripts. */
export const serverConfig: BuildStep = {
  name: "page policies and nginx configuration",
  run: async () => `${await writeServerConfig()} page policies`,
};
