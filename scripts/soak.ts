/**
 * The soak run of `npm run bench` (issue #26): BENCH_SOAK_MINUTES (default 10) of hostile and normal traffic
 * against each production server in turn, printing the server's open files, its memory and a normal visitor's
 * p99 at the start, every minute and at the end. Healthy is flat: nothing grows with time. Figures only — no
 * assertion; the behaviour is asserted in tests/e2e/hostile-connections.e2e.ts.
 *
 * Traffic goes only to this machine's loopback addresses: the crowd from 127.0.0.1, the visitor from 127.0.0.2.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { exchange, leaveAtFirstByte, openFiles, parseAnswers, requestBytes } from "../tests/e2e/raw-http";

const PORT = Number(process.env.BENCH_SOAK_PORT ?? 4392);
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
/** Hostile clients in flight at once, and the longest any of them lives. */
const CROWD = 200;
const STALL_MS = 45_000;

/** Resident memory of a process and its children, in MB. */
function memoryMb(pid: number): number {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, "utf8").trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone while we looked
    }
  }
  const kb = pids.reduce((sum, each) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
  return Math.round(kb / 1024);
}

function startServer(kind: "node" | "nginx"): Promise<ChildProcess> {
  const script = kind === "nginx" ? "scripts/nginx.mjs" : "server/serve.mjs";
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: "ignore",
  });
  return (async () => {
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://localhost:${PORT}/uz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return child;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill();
    throw new Error(`${kind} did not answer on ${PORT}`);
  })();
}

/** A connection that writes `bytes`, reads nothing, and is dropped by us after `ms` if the server has not. */
function lingering(bytes: string, ms: number, drip = false): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ port: PORT, host: "127.0.0.1" }, () => socket.write(bytes));
    socket.pause();
    const dripping = drip ? setInterval(() => socket.writable && socket.write("a"), 2_000) : undefined;
    const done = () => {
      clearInterval(dripping);
      clearTimeout(timer);
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(done, ms);
    socket.on("error", done);
    socket.on("close", done);
  });
}

/** One hostile client, picked in turn. */
const HOSTILE: Array<() => Promise<unknown>> = [
  // Pipelined requests abandoned as soon as the first answer starts.
  () => leaveAtFirstByte(requestBytes("/uz").repeat(100), PORT),
  () => lingering(requestBytes("/uz").repeat(50), STALL_MS),
  () => lingering("GET /uz HTTP/1.1\r\nHost: localhost\r\nX-Wait: ", STALL_MS, true),
  () => exchange(`${requestBytes("/uz")}GET /x HTTP/1.1\r\nBad Header\r\n\r\n`, { port: PORT }),
  () =>
    exchange(
      requestBytes("/video/hero.mp4", { Range: `bytes=${"0-9,".repeat(200)}0-9`, Connection: "close" }),
      { port: PORT },
    ),
  () =>
    exchange(requestBytes("/uz", { "If-Range": 'W/"x"', Range: "bytes=0-0", Connection: "close" }, "HEAD"), {
      port: PORT,
    }),
  () => exchange("GET /uz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", { port: PORT }),
];

/** What the last failed visit got, printed with its minute's row. */
let lastFailure = "";

/** A visitor from another address: a fresh connection, the home page, the time it took in ms (NaN: failed). */
async function visit(): Promise<number> {
  const started = performance.now();
  const raw = await exchange(requestBytes("/uz", { Connection: "close", "Accept-Encoding": "br" }), {
    port: PORT,
    localAddress: "127.0.0.2",
    timeoutMs: 10_000,
  });
  const status = parseAnswers(raw).answers[0]?.status;
  if (status === 200) return performance.now() - started;
  lastFailure = status
    ? `status ${status}`
    : raw.length
      ? `unparsed: ${raw.toString("latin1").slice(0, 60)}`
      : "no answer";
  return NaN;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
};

export async function soak(kind: "node" | "nginx"): Promise<void> {
  const server = await startServer(kind);
  const pid = server.pid ?? 0;
  const deadline = Date.now() + MINUTES * 60_000;
  let latencies: number[] = [];
  let failures = 0;
  const row = (label: string) => {
    console.log(
      `${label.padEnd(8)} files ${String(openFiles(pid)).padStart(5)}   memory ${String(memoryMb(pid)).padStart(4)} MB   ` +
        `visitor p99 ${Number.isNaN(p99(latencies)) ? "   –" : p99(latencies).toFixed(0).padStart(4)} ms ` +
        `(${latencies.length + failures} visits, ${failures} failed${failures ? `: ${lastFailure}` : ""})`,
    );
    latencies = [];
    failures = 0;
  };
  console.log(
    `\n## Soak: ${MINUTES} min of hostile and normal traffic against ${kind === "node" ? "npm start" : "nginx"}`,
  );
  const visitors = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const ms = await visit();
      if (Number.isNaN(ms)) failures++;
      else latencies.push(ms);
    }
  };
  await visitors(20);
  row("start");
  let next = 0;
  const hostile = async () => {
    while (Date.now() < deadline) await HOSTILE[next++ % HOSTILE.length]?.().catch(() => undefined);
  };
  const visitor = async () => {
    while (Date.now() < deadline) {
      await visitors(1);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  let minute = 0;
  const clock = setInterval(() => row(`${++minute} min`), 60_000);
  await Promise.all([visitor(), ...Array.from({ length: CROWD }, hostile)]);
  clearInterval(clock);
  // The crowd has gone: what the server holds now is what it kept.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await visitors(20);
  row("end");
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of (process.env.BENCH_SOAK_SERVERS ?? "node,nginx").split(",") as Array<"node" | "nginx">)
    await soak(kind);
}
