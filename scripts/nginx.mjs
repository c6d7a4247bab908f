// `npm run serve:nginx`: serves build/ with Debian's nginx and deploy/nginx, on PORT (default 3000),
// installing nginx (and its brotli_static module) when missing. `npm run start:nginx` builds first;
// `node scripts/nginx.mjs --install-only` just makes sure nginx is there (the browser tests use it).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = process.cwd();
const BUILD = path.join(ROOT, "build");
const DEPLOY = path.join(ROOT, "deploy/nginx");
const PORT = Number(process.env.PORT) || 3000;
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** @param {string} command */
const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** Debian's nginx (the light flavour is enough) and the brotli_static module, when missing. */
function ensureNginx() {
  if (has("nginx") && existsSync(BROTLI_MODULE)) return;
  if (!has("apt-get")) throw new Error("nginx is missing and apt-get is not available to install it");
  console.log("Installing nginx from Debian…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "--no-install-recommends", "nginx-light", "libnginx-mod-http-brotli-static"],
    { stdio: "inherit", env },
  );
}

/** Fills deploy/nginx's placeholders into a private run folder; returns the main configuration's path. */
function writeConfig(port = PORT) {
  if (!existsSync(path.join(BUILD, "nginx/maps.conf"))) {
    throw new Error(
      "build/nginx is missing: run `npm run build` first (npm run start:nginx does it for you).",
    );
  }
  const run = mkdtempSync(path.join(os.tmpdir(), "toshvil-nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(run, dir));
  const brotli = existsSync(BROTLI_MODULE);
  writeFileSync(path.join(run, "modules.conf"), brotli ? `load_module ${BROTLI_MODULE};\n` : "");
  writeFileSync(path.join(run, "compression.conf"), brotli ? "brotli_static on;\n" : "");
  /** @type {Record<string, string>} */
  const values = {
    "@USER@": os.userInfo().username,
    "@RUN@": run,
    "@BUILD@": BUILD,
    "@DEPLOY@": run,
    "@PORT@": String(port),
  };
  /** @param {string} text */
  const fill = (text) => text.replace(/@[A-Z]+@/g, (name) => values[name] ?? name);
  for (const name of ["nginx.conf", "site.conf"]) {
    writeFileSync(path.join(run, name), fill(readFileSync(path.join(DEPLOY, name), "utf8")));
  }
  return { run, config: path.join(run, "nginx.conf") };
}

/** Starts nginx in the foreground; resolves with the child process once the configuration tested fine. */
/** @param {number} [port] */
function startNginx(port = PORT) {
  ensureNginx();
  const { run, config } = writeConfig(port);
  execFileSync("nginx", ["-t", "-q", "-c", config], { stdio: "inherit" });
  const child = spawn("nginx", ["-c", config, "-g", "daemon off;"], { stdio: "inherit" });
  child.on("exit", () => rmSync(run, { recursive: true, force: true }));
  return child;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes("--install-only")) {
  ensureNginx();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const child = startNginx();
  console.log(`Serving the production build with nginx at http://localhost:${PORT}`);
  // nginx stops gracefully on SIGQUIT; the run folder goes when it has exited.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGQUIT"));
  child.on("exit", (code) => process.exit(code ?? 0));
}
