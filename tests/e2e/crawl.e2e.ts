import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { isLanguage, LANGUAGES } from "../../src/i18n/languages";
import { OFFLINE_PATH } from "../../src/site/paths";
import { attribute, elementsOf, type MarkupNode } from "./markup";
import { BASE_URL, hydrated, openVisitor, useBrowser, editionTagOf } from "./support";

/**
 * Every prerendered page, as a visitor's path (build/client/uz/photo/index.html -> /uz/photo): read from the
 * build, so a new page or a new edition (/uz-cyrl) is crawled without a list to keep.
 */
function allPages(): string[] {
  const client = path.resolve("build/client");
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map(
      (entry) =>
        `/${path.relative(client, entry.parentPath).split(path.sep).join("/")}`.replace(/\/$/, "") || "/",
    )
    .filter((page) => page !== "/")
    .sort();
}

const textOf = (node: MarkupNode): string =>
  "value" in node && node.nodeName === "#text"
    ? node.value
    : "childNodes" in node
      ? node.childNodes.map(textOf).join("")
      : "";

/**
 * The sample the browser runs: one page of every kind (a kind is a page's path with its edition left out, and the
 * articles, districts and calendar entries of one list counting as one), the editions taking turns from kind to
 * kind, and every eighth page of a kind that has many, each in the next edition: every template runs in the
 * browser, each edition on a quarter of them, and a data-dependent path in a page's script is met on more than
 * one page of its kind. Every page of every edition is read over plain HTTP above (issue #33: check each once).
 */
function browserSample(pages: readonly string[]): string[] {
  const all = new Set(pages);
  const kinds = new Map<string, Set<string>>();
  for (const page of pages) {
    const [, edition = "", ...rest] = page.split("/");
    if (!isLanguage(edition)) continue;
    const within = `/${rest.join("/")}`.replace(/\/$/, "");
    const kind = within
      .replace(/\/\d+$/, "/:id")
      .replace(/\/aboutus\/districts\/[^/]+$/, "/aboutus/districts/:unit")
      .replace(/\/tourism\/calendar\/[^/]+$/, "/tourism/calendar/:entry");
    kinds.set(kind, (kinds.get(kind) ?? new Set()).add(within));
  }
  return [...kinds.keys()].sort().flatMap((kind, kindIndex) =>
    [...kinds.get(kind)!]
      .sort()
      .filter((_within, index) => index % 8 === 0)
      .map((within, step) => {
        const turn = (kindIndex + step) % LANGUAGES.length;
        // Each edition has every page; should one lack this one, the next edition that has it reads it.
        const edition = [...LANGUAGES.slice(turn), ...LANGUAGES.slice(0, turn)].find((language) =>
          all.has(`/${language}${within}`),
        );
        return `/${edition}${within}`;
      }),
  );
}

/** Executable inline scripts: what the page's policy must list by hash (data blocks are not run). */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

interface PageReading {
  lang: string;
  heading: string;
  links: string[];
  files: string[];
  /** The base64 SHA-256 of each executable inline script. */
  scriptHashes: string[];
  /** The base64 SHA-256 of each style element (a page may carry its own styles, listed in its policy). */
  styleHashes: string[];
  /** Markup a policy without 'unsafe-inline' blocks: style and event-handler attributes. */
  inline: string[];
  /** Where the markup breaks the HTML parsing rules: the browser would build another tree than React rendered. */
  parseErrors: string[];
}

/** What a page's HTML says without a browser: its language, first heading, links and the files it names. */
function readPage(html: string): PageReading {
  const parseErrors: string[] = [];
  const elements = [
    ...elementsOf(
      parse(html, {
        onParseError: (error) =>
          parseErrors.push(
            `${error.code} near "${html.slice(error.startOffset - 40, error.endOffset + 20)}"`,
          ),
      }),
    ),
  ];
  const links: string[] = [];
  const files: string[] = [];
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  const inline: string[] = [];
  const local = (url: string | undefined) => {
    if (url?.startsWith("/") && !url.startsWith("//")) files.push(url);
  };
  for (const element of elements) {
    const href = attribute(element, "href");
    if (element.tagName === "a" && href?.startsWith("/") && !href.startsWith("//"))
      links.push(href.split(/[?#]/)[0] ?? href);
    if (
      element.tagName === "link" &&
      attribute(element, "rel") !== "canonical" &&
      attribute(element, "rel") !== "alternate"
    )
      local(href);
    if (["script", "img", "source", "video", "audio"].includes(element.tagName))
      local(attribute(element, "src"));
    if (element.tagName === "video") local(attribute(element, "poster"));
    if (
      element.tagName === "script" &&
      !attribute(element, "src") &&
      EXECUTABLE.has(attribute(element, "type") ?? "")
    )
      scriptHashes.push(createHash("sha256").update(textOf(element)).digest("base64"));
    if (element.tagName === "style")
      styleHashes.push(createHash("sha256").update(textOf(element)).digest("base64"));
    for (const attr of element.attrs)
      if (attr.name === "style" || attr.name.startsWith("on"))
        inline.push(`<${element.tagName} ${attr.name}>`);
    for (const name of ["srcset", "imagesrcset"]) {
      for (const candidate of attribute(element, name)?.split(",") ?? [])
        local(candidate.trim().split(/\s+/)[0]);
    }
  }
  const h1 = elements.find((element) => element.tagName === "h1");
  return {
    lang:
      attribute(
        elements.find((element) => element.tagName === "html")!,
        "lang",
      ) ?? "",
    heading: h1 ? textOf(h1).trim() : "",
    links,
    files,
    scriptHashes,
    styleHashes,
    inline,
    parseErrors,
  };
}

/** Runs `work` on every item, `width` at a time. */
async function eachAtOnce<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Issue #6: a crawl of every page in every language under the production headers. Any Content-Security-Policy
 * violation, script error or hydration warning, failed request, page without its heading or language, or link
 * to a page or file that does not exist fails it. It runs once, under nginx (vitest.e2e.config.ts: both servers
 * send the same policies, checked in server.e2e.ts; routes.e2e.ts samples pages in the browser under npm start).
 *
 * What the HTML says (the language, the heading, links, the files a page names, its inline scripts against its
 * policy, and whether the parser would rebuild its tree, which is what makes a prerendered page fail to hydrate)
 * is read over plain HTTP on every page; the browser runs a sample of every kind of page, under its policy,
 * through the service worker (issue #33; decision 027).
 */
describe("every page under the production server", () => {
  const browser = useBrowser();
  const pages = allPages();

  it(`has a heading, its language, well-formed markup its policy allows, and links only to pages and files that exist, on all ${pages.length} pages`, async () => {
    expect(pages.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    const links = new Set<string>();
    const files = new Set<string>();
    await eachAtOnce(pages, 4, async (sitePath) => {
      const response = await fetch(`${BASE_URL}${sitePath}`);
      const html = await response.text();
      if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html"))
        wrong.push(`${sitePath}: ${response.status} ${response.headers.get("content-type")}`);
      const policy = response.headers.get("content-security-policy");
      if (!policy) wrong.push(`${sitePath}: no policy`);
      const page = readPage(html);
      const scriptSources = policy?.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
      const styleSources = policy?.match(/style-src ([^;]*)/)?.[1]?.split(" ") ?? [];
      for (const [hashes, sources, kind] of [
        [page.scriptHashes, scriptSources, "script"],
        [page.styleHashes, styleSources, "style"],
      ] as const)
        for (const hash of hashes)
          if (!sources.includes(`'sha256-${hash}'`))
            wrong.push(`${sitePath}: inline ${kind} ${hash} not in policy`);
      for (const markup of page.inline)
        wrong.push(`${sitePath}: ${markup} (blocked by style-src/script-src)`);
      for (const error of page.parseErrors) wrong.push(`${sitePath}: ${error}`);
      if (!page.heading || (editionTagOf(sitePath) && page.lang !== editionTagOf(sitePath)))
        wrong.push(`${sitePath}: h1 "${page.heading}", lang ${page.lang}`);
      for (const link of page.links) links.add(link);
      for (const file of page.files) files.add(file);
    });
    expect(wrong).toEqual([]);
    expect(links.size).toBeGreaterThan(100);

    const broken: string[] = [];
    await eachAtOnce([...links, ...files], 8, async (url) => {
      const response = await fetch(`${BASE_URL}${url}`, { method: "HEAD" });
      if (response.status !== 200) broken.push(`${response.status} ${url}`);
    });
    expect(broken).toEqual([]);
  }, 300_000);

  const sample = browserSample(pages);
  it(`runs ${sample.length} pages of every kind through the service worker without a policy violation, script error, hydration warning or failed request`, async () => {
    // With the service worker, as visitors have it: every page also answers through it. One visitor, two tabs.
    const visitor = await openVisitor(browser(), { locale: "uz-UZ", serviceWorkers: "allow" });
    const second = await visitor.page.context().newPage();
    const tabs = [visitor.page, second];
    const problems: string[] = [];
    const failed: string[] = [];
    for (const page of tabs) {
      page.on("console", (message) => {
        // Playwright's own note when it blocks a worker, not the site's (openVisitor ignores it too).
        if (message.text().startsWith("Service Worker registration blocked by Playwright")) return;
        if (message.type() === "error" || message.type() === "warning")
          problems.push(`${message.type()}: ${message.text()} (on ${page.url()})`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message} (on ${page.url()})`));
      page.on("response", (response) => {
        if (response.status() >= 400)
          failed.push(`${response.status()} ${response.url()} (on ${page.url()})`);
      });
      page.on("requestfailed", (request) => {
        // A picture or video the page stops loading on navigation is not a missing file.
        if (request.failure()?.errorText !== "net::ERR_ABORTED")
          failed.push(`${request.failure()?.errorText} ${request.url()}`);
      });
    }
    const queue = [...sample];
    await Promise.all(
      tabs.map(async (page) => {
        for (let sitePath = queue.shift(); sitePath; sitePath = queue.shift()) {
          // Until the page has run, not until every picture is in: the pictures the markup names were all
          // fetched above, and one the page is still loading when the tab moves on is dropped, not failed. The
          // offline pages never hydrate (they answer for any address): their list script has run at load.
          const offline = sitePath.endsWith(`/${OFFLINE_PATH}`);
          await page.goto(`${BASE_URL}${sitePath}`, { waitUntil: offline ? "load" : "domcontentloaded" });
          if (!offline) await hydrated(page);
        }
      }),
    );
    await visitor.close();
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  }, 900_000);
});
