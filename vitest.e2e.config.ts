import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Browser tests run twice in `npm test`, side by side: under npm start (server/serve.mjs) and under nginx
 * (E2E_SERVER=nginx), decision 031.
 * What the server decides (headers, status codes, redirects, compression, ranges, conditional and hostile
 * requests, the types it serves, the service worker's headers) is checked under both. What only the build
 * decides (page content, axe, menus, maps, charts, the search page, print, offline reading) is the same files
 * under either server: it is checked once, under nginx, the production server (issue #33). These files hold
 * only such checks and are left out under npm start; the files run under both skip their own server-independent
 * tests there (`ONCE` in tests/e2e/support.ts). A new file runs under both until it is listed here.
 */
const SERVER_INDEPENDENT = [
  "accessibility",
  // Its files' types and headers are the server's: file-types.e2e.ts and server.e2e.ts, under both.
  "calendar",
  "collections",
  "crawl",
  "faults",
  "findability",
  "galleries",
  "home",
  "media",
  "menus",
  "overflow",
  "page-weight",
  "pages",
  "places",
  "print",
  "search",
].map((name) => `tests/e2e/${name}.e2e.ts`);

/**
 * Files that keep the machine busy for minutes and time nothing a visitor would see (axe, the crawl, layouts, bytes):
 * they run first, in this order, so that they are what the npm start phase overlaps in `npm test`
 * (scripts/test-phases.mjs), not the checks of paint order and layout shift; on a fresh clone Vitest would otherwise
 * start with the largest file.
 */
const FIRST = ["accessibility", "crawl", "overflow", "page-weight", "collections"].map(
  (name) => `tests/e2e/${name}.e2e.ts`,
);

class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = FIRST.findIndex((first) => file.moduleId.endsWith(first));
      return index === -1 ? FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Browser tests: Debian's chromium driven by playwright-core against the served production build.
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts", "tests/e2e/**/*.e2e.ts"],
    exclude: process.env.E2E_SERVER === "nginx" ? [] : SERVER_INDEPENDENT,
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
    // Each file in a process of its own (Vitest's default), unlike the unit tests (vitest.config.ts): sharing one
    // process saved the phase its 30 s of imports, but its files then ran 10–40 % slower (decision 035).
    sequence: { sequencer: HeavyFirst },
  },
});
