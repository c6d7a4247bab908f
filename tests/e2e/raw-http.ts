import { readdirSync, readlinkSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { E2E_PORT } from "./global-setup";

// Raw HTTP/1.1 on a socket, for the hostile suites: requests written byte for byte (fetch and curl would tidy
// them first), answers parsed as they arrive, and the server's open files read from /proc.

export interface RawRequest {
  method?: string;
  target: string;
  headers?: Record<string, string>;
  /** Replaces the whole request (for malformed request lines and header blocks). */
  bytes?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Sends one request on a fresh connection and reads the answer until the server closes it. */
export function send(request: RawRequest, timeoutMs = 10_000): Promise<RawResponse | null> {
  return new Promise((resolve) => {
    const socket = connect(E2E_PORT, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks)));
    });
    const headers = { Host: "localhost", Connection: "close", ...request.headers };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    // Written, not ended: like a browser, the client keeps its side open until the server closes.
    socket.write(
      request.bytes ??
        Buffer.from(`${request.method ?? "GET"} ${request.target} HTTP/1.1\r\n${head}\r\n`, "latin1"),
    );
  });
}

export function parse(raw: Buffer): RawResponse | null {
  // Interim answers (100 Continue) come first; the response is the one after them.
  const text = raw.toString("latin1").replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, "");
  const end = text.indexOf("\r\n\r\n");
  if (end === -1) return null;
  const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  return { status, headers, body: text.slice(end + 4) };
}

/** What /proc says, or nothing when it has just gone (a descriptor closed, a task ended, while we look). */
function proc<T>(read: () => T, gone: T): T {
  try {
    return read();
  } catch {
    return gone;
  }
}

/** Open files (not sockets) of the server and its children (nginx's workers), from /proc. */
export function openFiles(pid: number): number {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    for (const task of proc(() => readdirSync(`/proc/${pids[i]}/task`), [] as string[])) {
      const children = proc(() => readFileSync(`/proc/${pids[i]}/task/${task}/children`, "utf8").trim(), "");
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  const isFile = (each: number, fd: string) =>
    proc(() => !readlinkSync(`/proc/${each}/fd/${fd}`).startsWith("socket:"), false);
  return pids.reduce(
    (sum, each) =>
      sum +
      proc(() => readdirSync(`/proc/${each}/fd`), [] as string[]).filter((fd) => isFile(each, fd)).length,
    0,
  );
}

/**
 * Writes `bytes` on a fresh connection (from `localAddress`, another loopback address than the crowd's) and
 * collects everything the server sends until it closes or `timeoutMs` passes.
 */
export function exchange(
  bytes: string | Buffer,
  options: { timeoutMs?: number; localAddress?: string; port?: number } = {},
): Promise<Buffer> {
  return new Promise((resolve) => {
    const socket = connect({
      port: options.port ?? E2E_PORT,
      host: "127.0.0.1",
      localAddress: options.localAddress,
    });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), options.timeoutMs ?? 10_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    socket.write(typeof bytes === "string" ? Buffer.from(bytes, "latin1") : bytes);
  });
}

/**
 * Splits the bytes of several answers on one connection (pipelined requests) by their Content-Length; `heads`
 * says which answers are to HEAD requests and so have no body whatever their length says. Bytes after the last
 * whole answer come back as `rest`.
 */
export function parseAnswers(raw: Buffer, heads: boolean[] = []): { answers: RawResponse[]; rest: string } {
  const text = raw.toString("latin1");
  const answers: RawResponse[] = [];
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf("\r\n\r\n", at);
    if (end === -1 || !text.startsWith("HTTP/1.", at)) break;
    const [statusLine = "", ...lines] = text.slice(at, end).split("\r\n");
    const headers = lines.map((line): [string, string] => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const length =
      heads[answers.length] || status === 304
        ? 0
        : Number(headers.find(([name]) => name === "content-length")?.[1] ?? 0);
    if (end + 4 + length > text.length) break;
    answers.push({ status, headers, body: text.slice(end + 4, end + 4 + length) });
    at = end + 4 + length;
  }
  return { answers, rest: text.slice(at) };
}

/** A request line and headers as a client writes them. */
export function requestBytes(target: string, headers: Record<string, string> = {}, method = "GET"): string {
  const all = { Host: "localhost", ...headers };
  return `${method} ${target} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
}

/** A client that writes `bytes` and leaves as soon as the first byte of an answer arrives. */
export function leaveAtFirstByte(bytes: string, port = E2E_PORT): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
    socket.once("data", () => socket.destroy());
    socket.write(bytes);
  });
}

/** The server's open files once they have had up to 5 s to fall back to `before` (closing takes a moment). */
export async function openFilesSettled(pid: number, before: number): Promise<number> {
  let after = openFiles(pid);
  for (let wait = 0; wait < 50 && after > before; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = openFiles(pid);
  }
  return after;
}
