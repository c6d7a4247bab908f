import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The spawned server's process id (0 for an external server): tests count its open files. */
    serverPid: number;
  }
}

/** Starts the production server (server/serve.mjs) on the build, once for all browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

let server: ChildProcess | undefined;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** Which production server the browser tests run against: `node` (npm start) or `nginx` (npm run start:nginx). */
export const E2E_SERVER = process.env.E2E_SERVER === "nginx" ? "nginx" : "node";

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync("build/client")) throw new Error("build/client is missing: run npm run build first");
  if (process.env.E2E_EXTERNAL) {
    // A server the caller started (debugging): nothing to spawn.
  } else if (E2E_SERVER === "nginx") {
    server = spawn(process.execPath, ["scripts/nginx.mjs"], {
      env: { ...process.env, PORT: String(E2E_PORT) },
      stdio: ["ignore", "ignore", "inherit"],
    });
  } else {
    server = spawn(process.execPath, ["server/serve.mjs"], {
      env: { ...process.env, PORT: String(E2E_PORT) },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  await waitForServer(`http://localhost:${E2E_PORT}/uz`, 15_000);
  project.provide("serverPid", server?.pid ?? 0);
}

export async function teardown(): Promise<void> {
  server?.kill("SIGTERM");
}
