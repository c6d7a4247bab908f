// `npm test`: every check, phase by phase, with each phase's duration printed at the end (issue #17 §8: CI on a
// fresh machine stays under 25 minutes, and the summary shows where the time goes, down to the ten slowest test
// files: issue #33). Stops at the first failure.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** Each Vitest phase also writes a JSON report here, read for the slowest files. */
const REPORTS = ".cache/test-phases";
/** @param {string} name */
const report = (name) => ` --reporter=default --reporter=json --outputFile.json=${REPORTS}/${name}.json`;

/** @type {Array<[string, string]>} */
const PHASES = [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit and content tests", `npm run test:unit --${report("unit")}`],
  [
    "browser and server (install when missing)",
    "node scripts/ensure-chromium.mjs && node scripts/nginx.mjs --install-only",
  ],
  ["build", "npm run build"],
  // Under npm start only what depends on the server, and the build checks; under nginx everything else
  // (vitest.e2e.config.ts says which files, and why).
  ["browser tests, npm start server", `vitest run --config vitest.e2e.config.ts${report("npm-start")}`],
  [
    "browser tests, nginx",
    `E2E_SERVER=nginx vitest run --config vitest.e2e.config.ts tests/e2e${report("nginx")}`,
  ],
];

/** @type {Array<[string, number]>} */
const done = [];
/** @param {number} ms */
const minutes = (ms) =>
  `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, "0")}`;
/** @param {string | null} failed */
function summary(failed) {
  const total = done.reduce((sum, [, ms]) => sum + ms, 0);
  console.log("\nnpm test phases:");
  for (const [name, ms] of done) console.log(`  ${minutes(ms).padStart(6)}  ${name}`);
  console.log(`  ${minutes(total).padStart(6)}  total${failed ? ` (stopped: ${failed} failed)` : ""}`);
  const files = slowestFiles(10);
  if (files.length) {
    console.log("\nslowest test files:");
    for (const [name, ms] of files) console.log(`  ${minutes(ms).padStart(6)}  ${name}`);
  }
}

/**
 * The slowest test files of the phases that ran, from their JSON reports.
 * @param {number} count
 * @returns {Array<[string, number]>}
 */
function slowestFiles(count) {
  /** @type {Array<[string, number]>} */
  const files = [];
  for (const phase of ["unit", "npm-start", "nginx"]) {
    /** @type {{ testResults?: Array<{ name: string; startTime: number; endTime: number }> }} */
    let json;
    try {
      json = JSON.parse(readFileSync(path.join(REPORTS, `${phase}.json`), "utf8"));
    } catch {
      continue;
    }
    for (const file of json.testResults ?? []) {
      files.push([`${path.relative(process.cwd(), file.name)} (${phase})`, file.endTime - file.startTime]);
    }
  }
  return files.sort((a, b) => b[1] - a[1]).slice(0, count);
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

for (const [name, command] of PHASES) {
  const start = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: process.env });
  done.push([name, Date.now() - start]);
  if (result.status !== 0) {
    summary(name);
    process.exit(result.status ?? 1);
  }
}
summary(null);
