/**
 * `npm run bench`: prints speed and size figures (never asserted here; budgets live in tests/build).
 *
 * 1. Media: a cold build of every still into an empty cache, then a warm rebuild; bytes per format; videos.
 * 2. Pages: what a phone downloads on first load (HTML, CSS, JS, images; video excluded) for representative
 *    pages, measured in Chromium against nginx with the production configuration.
 *
 * 3. Lighthouse, mobile with its default simulated throttling: the median of BENCH_LH_RUNS (default 3) runs
 *    for home, a list, a detail, both galleries and a section page, in uz and ru.
 *
 * 4. Soak (scripts/soak.ts): BENCH_SOAK_MINUTES (default 10) of hostile and normal traffic against each server,
 *    with open files, memory and a visitor's p99 at the start, every minute and at the end.
 *
 * Needs a finished `npm run build`. BENCH_SKIP_COLD=1 skips the cold media build (about 3 minutes);
 * BENCH_SKIP_LH=1 skips Lighthouse (about 10 minutes); BENCH_SKIP_SOAK=1 skips the soak (20 minutes).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { soak } from "./soak";

const ROOT = process.cwd();
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BASE = `http://localhost:${PORT}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);

function mediaBuild(cacheDir: string): { seconds: number; summary: string } {
  const started = performance.now();
  const result = spawnSync("npx", ["tsx", "media/scripts/build-media.ts"], {
    cwd: ROOT,
    env: { ...process.env, MEDIA_CACHE_DIR: cacheDir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`media build failed:\n${result.stderr}`);
  const summary = result.stdout.trim().split("\n").at(-1) ?? "";
  return { seconds: (performance.now() - started) / 1000, summary };
}

function benchMedia(): void {
  console.log("\n## Media");
  const defaultCache = process.env.MEDIA_CACHE_DIR ?? path.join(os.homedir(), ".cache", "toshvil-media");
  if (!process.env.BENCH_SKIP_COLD) {
    const cold = mkdtempSync(path.join(os.tmpdir(), "media-cold-"));
    try {
      const { seconds, summary } = mediaBuild(cold);
      console.log(`cold build (empty cache, ${os.availableParallelism()} cores): ${seconds.toFixed(1)} s`);
      console.log(`  ${summary}`);
    } finally {
      rmSync(cold, { recursive: true, force: true });
    }
  }
  const warm = mediaBuild(defaultCache);
  console.log(`warm rebuild (unchanged media): ${warm.seconds.toFixed(1)} s`);
  console.log(`  ${warm.summary}`);
  const videoDir = path.join(ROOT, "public/video");
  for (const name of readdirSync(videoDir).sort()) {
    console.log(`  ${pad(name, 22)} ${kb(statSync(path.join(videoDir, name)).size)}`);
  }
}

const PAGES = [
  "/uz",
  "/ru",
  "/uz/aboutus/statistics",
  "/uz/aboutus/statistics/1",
  "/uz/photo",
  "/uz/videoGalery",
  "/uz/tourism",
  "/ru/investment/industry/1",
];

/** nginx with the production configuration (deploy/nginx) on PORT, answering before this resolves. */
async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["scripts/nginx.mjs"], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: "ignore",
  });
  for (let i = 0; i < 50; i += 1) {
    if (
      await fetch(`${BASE}/uz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the server did not answer at ${BASE}`);
}

async function benchPages(): Promise<void> {
  console.log("\n## First load on a phone (390×844), transferred bytes with headers, video excluded");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  console.log(
    `${pad("page", 28)} ${pad("html", 10)} ${pad("css", 10)} ${pad("js", 10)} ${pad("images", 10)} total`,
  );
  for (const url of PAGES) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      locale: "uz-UZ",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const types = new Map<string, string>();
    const bytes: Record<string, number> = { html: 0, css: 0, js: 0, images: 0, other: 0 };
    cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
    cdp.on("Network.loadingFinished", (event) => {
      const type = types.get(event.requestId) ?? "Other";
      if (type === "Media") return;
      const bucket =
        type === "Document"
          ? "html"
          : type === "Stylesheet"
            ? "css"
            : type === "Script"
              ? "js"
              : type === "Image"
                ? "images"
                : "other";
      bytes[bucket] = (bytes[bucket] ?? 0) + event.encodedDataLength;
    });
    await page.goto(BASE + url, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    console.log(
      `${pad(url, 28)} ${pad(kb(bytes.html ?? 0), 10)} ${pad(kb(bytes.css ?? 0), 10)} ${pad(kb(bytes.js ?? 0), 10)} ${pad(kb(bytes.images ?? 0), 10)} ${kb(total)}`,
    );
    await context.close();
  }
  await browser.close();
}

/** BENCH_LH_PAGES=/tourism/map,/aboutus/districts measures only those pages. */
const LIGHTHOUSE_PAGES = process.env.BENCH_LH_PAGES?.split(",") ?? [
  "",
  "/aboutus/statistics",
  "/aboutus/statistics/1",
  "/photo",
  "/videoGalery",
  "/tourism",
  "/aboutus/districts",
  "/aboutus/districts/bostonliq-district",
  "/tourism/sights-detail/2",
  "/tourism/map",
  "/aboutus",
  "/business/start-business",
  "/open-data",
  "/search",
  "/tourism/calendar",
  "/tourism/calendar/uzum-sayli-2025",
  "/holidays",
];

/** BENCH_LH_LANGUAGES=uz,en,ru adds English (the default measures Uzbek and Russian, the longest texts). */
const LIGHTHOUSE_LANGUAGES = process.env.BENCH_LH_LANGUAGES?.split(",") ?? ["uz", "ru"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface LighthouseRun {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Issue #6 §3: what each page's median must reach. */
const TARGETS: { key: keyof LighthouseRun; label: string; ok: (value: number) => boolean }[] = [
  { key: "perf", label: "performance ≥ 98", ok: (value) => value >= 98 },
  { key: "a11y", label: "accessibility 100", ok: (value) => value === 100 },
  { key: "bp", label: "best practices 100", ok: (value) => value === 100 },
  { key: "seo", label: "SEO 100", ok: (value) => value === 100 },
  { key: "lcp", label: "LCP ≤ 1.8 s", ok: (value) => value <= 1800 },
  { key: "tbt", label: "TBT ≤ 50 ms", ok: (value) => value <= 50 },
  { key: "cls", label: "CLS ≤ 0.01", ok: (value) => value <= 0.01 },
];

/** Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP); such a run is repeated, not counted. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRun(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", formFactor: "mobile" });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError) return figuresOf(lhr);
    if (attempt === LIGHTHOUSE_ATTEMPTS)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    console.log(`${pad("", 26)} (run repeated: Lighthouse reported ${lhr.runtimeError.code})`);
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function figuresOf(lhr: LighthouseResult): LighthouseRun {
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => lhr.audits[key]?.numericValue ?? NaN;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

async function benchLighthouse(): Promise<void> {
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  console.log(`\n## Lighthouse, mobile, simulated throttling (median of ${runs}; each run in brackets)`);
  const debugPort = PORT + 1;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const misses: string[] = [];
  try {
    console.log(
      `${pad("page", 26)} ${pad("perf", 18)} a11y  bp    seo   ${pad("FCP", 8)} ${pad("LCP", 8)} ${pad("TBT", 7)} CLS`,
    );
    for (const language of LIGHTHOUSE_LANGUAGES) {
      for (const page of LIGHTHOUSE_PAGES) {
        const url = `${BASE}/${language}${page}`;
        const results: LighthouseRun[] = [];
        for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url, debugPort));
        const m = (key: keyof LighthouseRun) => median(results.map((result) => result[key]));
        const perfRuns = `${m("perf")} (${results.map((result) => result.perf).join(",")})`;
        console.log(
          `${pad(`/${language}${page}`, 26)} ${pad(perfRuns, 18)} ${pad(String(m("a11y")), 5)} ${pad(String(m("bp")), 5)} ${pad(String(m("seo")), 5)} ` +
            `${pad(seconds(m("fcp")), 8)} ${pad(seconds(m("lcp")), 8)} ${pad(`${Math.round(m("tbt"))} ms`, 7)} ${m("cls").toFixed(3)}`,
        );
        for (const target of TARGETS) {
          if (!target.ok(m(target.key)))
            misses.push(`/${language}${page}: ${target.label} not met (${m(target.key)})`);
        }
        const runFigures = results.map((result) => `${seconds(result.lcp)} / ${Math.round(result.tbt)} ms`);
        console.log(`${pad("", 26)} LCP / TBT per run: ${runFigures.join(", ")}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    misses.length
      ? `\nTargets missed:\n${misses.join("\n")}`
      : "\nEvery page meets every target of issue #6 §3.",
  );
}

/**
 * Issue #16: the search index per language, and for five typical queries the bytes the search page fetches
 * (script, worker, WebAssembly, index chunks, fragments) and the time until the first results are on screen.
 */
/** How long a visitor takes from focusing the search field to the end of the first word. */
const SEARCH_THINK_MS = 600;

async function benchSearch(): Promise<void> {
  console.log("\n## Search");
  const dir = path.join(process.cwd(), "build/client/pagefind");
  for (const language of ["uz", "en", "ru"]) {
    const files: string[] = [];
    for (const sub of ["index", "fragment"])
      for (const name of readdirSync(path.join(dir, sub)))
        if (name.startsWith(`${language}_`)) files.push(path.join(dir, sub, name));
    const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
    console.log(
      `${pad(`index ${language}`, 28)} ${(total / 1024).toFixed(0)} KB in ${files.length} files (compressed by Pagefind)`,
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  for (const [language, query] of [
    ["uz", "Chorvoq"],
    ["uz", "mehmonxona"],
    ["en", "petroglyphs"],
    ["ru", "петроглифы"],
    ["ru", "Алмалык"],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: language === "uz" ? "uz-UZ" : language === "ru" ? "ru-RU" : "en-GB",
    });
    const page = await context.newPage();
    let bytes = 0;
    page.on("response", async (response) => {
      if (!response.url().includes("/pagefind/")) return;
      // A response still arriving when the page closes is not counted.
      const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
      const length = Number(headers["content-length"] ?? 0);
      bytes += length || (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    // As a visitor: the field gets focus (which loads the index), the word takes a moment to type.
    await page.goto(`${BASE}/${language}/search`);
    await page.waitForLoadState("networkidle");
    const field = page.locator("#search-query");
    await field.focus();
    await page.waitForTimeout(SEARCH_THINK_MS);
    let started = Date.now();
    await field.fill(query);
    await page.locator(".search-results li").first().waitFor({ timeout: 15_000 });
    const ms = Date.now() - started;
    await page.waitForLoadState("networkidle");
    const fetched = bytes;
    // The worst case: a query typed in the very instant the field gets focus (files already in the HTTP cache).
    await page.goto(`${BASE}/${language}/search`);
    await page.waitForLoadState("networkidle");
    started = Date.now();
    await field.fill(query);
    await page.locator(".search-results li").first().waitFor({ timeout: 15_000 });
    const cold = Date.now() - started;
    console.log(
      `${pad(`${language} "${query}"`, 28)} ${(fetched / 1024).toFixed(0)} KB fetched · first results ${ms} ms after typing (100 ms of it the debounce; ${cold} ms if typed the instant the field is focused)`,
    );
    await context.close();
  }
  await browser.close();
}

benchMedia();
// One server for the whole run: a second nginx started while the first drains would answer from the old one.
const server = await startServer();
try {
  await benchPages();
  await benchSearch();
  if (!process.env.BENCH_SKIP_LH) await benchLighthouse();
} finally {
  server.kill();
}
if (!process.env.BENCH_SKIP_SOAK) {
  for (const kind of ["node", "nginx"] as const) await soak(kind);
}
