// `npm test`: every check, in stages, with each phase's duration printed at the end (issue #17 §8: CI on a fresh
// machine stays under 25 minutes, and the summary shows where the time goes, down to the ten slowest test files:
// issue #33). The checks of the sources run beside the build; the browser tests after it. Stops at the first
// stage that fails.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** Each Vitest phase also writes a JSON report here, read for the slowest files. */
const REPORTS = ".cache/test-phases";
/**
 * The day the tested build is built for (decision 028): the calendar and holidays pages are the same on any day the
 * tests run. `BUILD_DATE=… npm test` tests another day.
 */
const TEST_BUILD_DATE = process.env.BUILD_DATE || "2026-11-27";
/** The servers' ports while their phases run side by side (`E2E_PORT` moves them all). */
const NGINX_PORT = Number(process.env.E2E_PORT || 4317);
const NODE_PORT = NGINX_PORT + 1;
const NGINX_WAITS_PORT = NGINX_PORT + 2;
/**
 * Files that mostly wait: under nginx they run in a lane of their own, against a server of their own, beside the
 * other phases, whose machine they hardly use (a client that stops reading is dropped after nginx's 30 s timeout).
 */
const WAITING = ["tests/e2e/hostile-connections.e2e.ts"];
/** @param {string} name */
const report = (name) => ` --reporter=default --reporter=json --outputFile.json=${REPORTS}/${name}.json`;

/**
 * A command that yields the cores to the phases beside it (nice 10): for work off the critical path, which then
 * runs in what they leave idle.
 * @param {string} command
 */
const yielding = (command) => `nice -n 10 sh -c ${JSON.stringify(command)}`;

/**
 * Phases in lanes. The checks that read only the sources (typecheck, lint, unit and content tests) run beside
 * the build: each of them keeps one core busy, and so does most of the build but its media step, so together
 * they finish well before one after the other (issue #33). So does installing the browser and nginx on a fresh
 * machine: it mostly waits on the network and the disk, so it runs first in the sources' lane, not before the
 * build, which nothing of it needs. The build is the critical path: on a cold media cache its media step keeps
 * both cores busy for minutes, and after it the rest of the build keeps about one (55 % of the machine), so the
 * sources' lane yields to it and does most of its work in the core the rest of the build leaves idle (decision
 * 036). The browser tests need the build and both programs: they run after both lanes, the servers' phases side by
 * side.
 * @type {Array<Array<Array<[string, string]>>>}
 */
const STAGES = [
  [
    [
      [
        "browser and server (install when missing)",
        yielding("node scripts/ensure-chromium.mjs && node scripts/nginx.mjs --install-only"),
      ],
      ["typecheck", yielding("npm run typecheck")],
      ["lint", yielding("npm run lint")],
      ["unit and content tests", yielding(`npm run test:unit --${report("unit")}`)],
    ],
    [["build", `BUILD_DATE=${TEST_BUILD_DATE} npm run build`]],
  ],
  // Under npm start only what depends on the server, and the build checks; under nginx everything else
  // (vitest.e2e.config.ts says which files, and why). The npm start phase mostly waits (on timeouts a hostile
  // client runs into, on a service worker): it runs beside the nginx phase, whose first files are the ones that time
  // nothing (the sequencer in vitest.e2e.config.ts), each with its own server on its own port (issue #33).
  [
    [
      [
        "browser tests, npm start server",
        `E2E_PORT=${NODE_PORT} vitest run --config vitest.e2e.config.ts${report("npm-start")}`,
      ],
    ],
    [
      [
        "browser tests, nginx, the files that wait",
        `E2E_SERVER=nginx E2E_PORT=${NGINX_WAITS_PORT} vitest run --config vitest.e2e.config.ts ${WAITING.join(" ")}${report("nginx-waits")}`,
      ],
    ],
    [
      [
        "browser tests, nginx",
        `E2E_SERVER=nginx E2E_PORT=${NGINX_PORT} vitest run --config vitest.e2e.config.ts tests/e2e${WAITING.map((file) => ` --exclude ${file}`).join("")}${report("nginx")}`,
      ],
    ],
  ],
];

/** @type {Array<[string, number]>} */
const done = [];
/** @param {number} ms */
const minutes = (ms) => {
  // Rounded to the second first, so that 59.6 s reads 1:00, not 0:60.
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};
const started = Date.now();
/** @param {string | null} failed */
function summary(failed) {
  console.log("\nnpm test phases (a phase marked | ran beside the one above it):");
  for (const [name, ms] of done) console.log(`  ${minutes(ms).padStart(6)}  ${name}`);
  console.log(
    `  ${minutes(Date.now() - started).padStart(6)}  total, from start to end${failed ? ` (stopped: ${failed} failed)` : ""}`,
  );
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
  for (const phase of ["unit", "npm-start", "nginx-waits", "nginx"]) {
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

/**
 * Runs one phase. Its output goes straight to the terminal when it runs alone; beside another it is held and
 * printed when it ends, so that two phases' lines do not interleave.
 * @param {string} name
 * @param {string} command
 * @param {boolean} hold
 * @returns {Promise<{ name: string; ms: number; status: number }>}
 */
function runPhase(name, command, hold) {
  const start = Date.now();
  console.log(`\n▶ ${name}: ${command}${hold ? " (its output follows when it ends)" : ""}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on("data", (chunk) => held.push(chunk));
    child.stderr?.on("data", (chunk) => held.push(chunk));
    child.on("close", (code) => {
      if (hold) process.stdout.write(`\n▶ ${name}, its output:\n${Buffer.concat(held).toString()}`);
      resolve({ name, ms: Date.now() - start, status: code ?? 1 });
    });
  });
}

/**
 * Runs a lane's phases one after the other, stopping at the first that fails.
 * @param {Array<[string, string]>} lane
 * @param {boolean} hold
 */
async function runLane(lane, hold) {
  /** @type {Array<{ name: string; ms: number; status: number }>} */
  const results = [];
  for (const [name, command] of lane) {
    const result = await runPhase(name, command, hold);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

for (const lanes of STAGES) {
  // The first lane is held (its output printed at each phase's end); the last one streams.
  const results = await Promise.all(lanes.map((lane, index) => runLane(lane, index < lanes.length - 1)));
  for (const [index, lane] of results.entries())
    for (const { name, ms } of lane) done.push([`${index > 0 ? "| " : ""}${name}`, ms]);
  const failed = results.flat().find((result) => result.status !== 0);
  if (failed) {
    summary(failed.name);
    process.exit(failed.status);
  }
}
summary(null);
