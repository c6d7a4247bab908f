// `npm test`: every check, phase by phase, with each phase's duration printed at the end (issue #17 §8: CI on a
// fresh machine stays under 25 minutes, and the summary shows where the time goes). Stops at the first failure.
import { spawnSync } from "node:child_process";

/** @type {Array<[string, string]>} */
const PHASES = [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit and content tests", "npm run test:unit"],
  [
    "browser and server (install when missing)",
    "node scripts/ensure-chromium.mjs && node scripts/nginx.mjs --install-only",
  ],
  ["build", "npm run build"],
  ["browser tests, npm start server", "vitest run --config vitest.e2e.config.ts"],
  ["browser tests, nginx", "E2E_SERVER=nginx vitest run --config vitest.e2e.config.ts tests/e2e"],
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
}

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
