import { connect, type Socket } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { E2E_PORT, E2E_SERVER } from "./global-setup";
import {
  exchange,
  leaveAtFirstByte,
  openFiles,
  openFilesSettled,
  parseAnswers,
  requestBytes,
} from "./raw-http";

/**
 * Issue #26: clients that abuse a connection rather than a request — pipelining and leaving, reading nothing,
 * sending headers a byte at a time, by the hundred — and the protocol corners where the two servers must say
 * the same thing. Both servers, every run (docs/decisions/016).
 */

/** Another loopback address than the crowd's: the visitor the limits are there to protect. */
const VISITOR = { localAddress: "127.0.0.2" };
/** How long a server lets a connection take nothing before it drops it (IDLE_TIMEOUT_MS, nginx send_timeout). */
const IDLE_TIMEOUT_S = 30;
const header = (answer: { headers: Array<[string, string]> }, name: string) =>
  answer.headers.find(([key]) => key === name)?.[1];

/** Opens `count` connections (from 127.0.0.1 unless told) that each write `bytes` and then read nothing. */
async function crowd(count: number, bytes: string, localAddress = "127.0.0.1"): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from(
        { length: Math.min(100, count - i) },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect({ port: E2E_PORT, host: "127.0.0.1", localAddress }, () => {
              socket.write(bytes);
              resolve();
            });
            // Never read: the socket stays paused, so the server's answers pile up in the kernel's buffers.
            socket.pause();
            socket.on("error", () => resolve());
            sockets.push(socket);
          }),
      ),
    );
  }
  return sockets;
}

/** A visitor's page, fetched on a fresh connection from another address while a crowd holds the server. */
async function visitorGetsHome(): Promise<boolean> {
  const { answers } = parseAnswers(
    await exchange(requestBytes("/uz", { Connection: "close" }), { ...VISITOR, timeoutMs: 5_000 }),
  );
  return answers[0]?.status === 200 && (answers[0]?.body.includes("<html") ?? false);
}

describe(`hostile connections (${E2E_SERVER})`, () => {
  it.runIf(process.platform === "linux" && inject("serverPid") > 0)(
    "closes every file of 100 pipelined requests abandoned before their answers, 300 times over",
    async () => {
      const pid = inject("serverPid");
      const before = openFiles(pid);
      const burst = requestBytes("/uz").repeat(100);
      // Each client leaves when the first answer starts, with 99 queued behind it.
      for (let round = 0; round < 300; round += 10) {
        await Promise.all(Array.from({ length: 10 }, () => leaveAtFirstByte(burst)));
      }
      const after = await openFilesSettled(pid, before);
      expect(after).toBeLessThanOrEqual(before);
      expect(await visitorGetsHome()).toBe(true);
    },
    120_000,
  );

  it.concurrent(
    `drops a client that stops reading an answer within ${IDLE_TIMEOUT_S} s`,
    async () => {
      // 600 uncompressed home pages (about 70 MB): more than the kernel's buffers hold for a reader that waits
      // (a loopback receive buffer may grow to 32 MB).
      // From an address of its own, so that the crowds below (run at the same time) do not count against it.
      const [socket] = await crowd(1, requestBytes("/uz").repeat(600), "127.0.0.3");
      if (!socket) throw new Error("no connection");
      let closedAt = 0;
      socket.on("close", () => (closedAt = Date.now()));
      await new Promise((resolve) => setTimeout(resolve, (IDLE_TIMEOUT_S + 5) * 1000));
      // Now read what is there: a dropped connection ends soon, short of the 600 answers.
      let received = 0;
      const ended = new Promise<boolean>((resolve) => {
        if (closedAt) resolve(true);
        socket.on("close", () => resolve(true));
        setTimeout(() => resolve(false), 10_000);
      });
      socket.on("data", (chunk: Buffer) => (received += chunk.length));
      socket.resume();
      const closed = await ended;
      socket.destroy();
      expect(closed).toBe(true);
      expect(received).toBeLessThan(600 * 100_000);
    },
    (IDLE_TIMEOUT_S + 30) * 1000,
  );

  it.concurrent(
    "serves a visitor while 1,000 connections from one address wait without reading",
    async () => {
      const sockets = await crowd(1_000, requestBytes("/uz").repeat(20));
      try {
        expect(await visitorGetsHome()).toBe(true);
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    },
    60_000,
  );

  it.concurrent(
    "serves a visitor while 2,100 connections from one address send their headers a byte at a time",
    async () => {
      const sockets = await crowd(2_100, "GET /uz HTTP/1.1\r\nHost: localhost\r\nX-Wait: ");
      const drip = setInterval(
        () => sockets.forEach((socket) => socket.writable && socket.write("a")),
        1_000,
      );
      try {
        expect(await visitorGetsHome()).toBe(true);
      } finally {
        clearInterval(drip);
        for (const socket of sockets) socket.destroy();
      }
    },
    60_000,
  );
});

describe(`protocol corners both servers answer alike (${E2E_SERVER})`, () => {
  /** One request on its own connection, its answer parsed. */
  async function one(target: string, headers: Record<string, string> = {}, method = "GET") {
    const raw = await exchange(requestBytes(target, { Connection: "close", ...headers }, method));
    const answer = parseAnswers(raw, [method === "HEAD"]).answers[0];
    if (!answer) throw new Error(`no answer to ${method} ${target}: ${raw.toString("latin1").slice(0, 200)}`);
    return { ...answer, bytes: raw.length };
  }

  it("compresses for a proxy and an HTTP/1.0 client, never in a refused or unnamed coding", async () => {
    const cases: Array<[Record<string, string>, string | undefined, string?]> = [
      [{ "Accept-Encoding": "gzip", Via: "1.1 cdn.example" }, "gzip"],
      [{ "Accept-Encoding": "br, gzip", Via: "1.1 cdn.example" }, "br"],
      [{ "Accept-Encoding": "br;q=0, gzip" }, "gzip"],
      [{ "Accept-Encoding": "gzip;q=0, *" }, undefined],
      [{ "Accept-Encoding": "*" }, undefined],
      [{ "Accept-Encoding": "br;q=0, gzip;q=0" }, undefined],
      [{ "Accept-Encoding": "identity" }, undefined],
    ];
    for (const [headers, coding] of cases) {
      const answer = await one("/uz/aboutus", headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(header(answer, "content-encoding"), JSON.stringify(headers)).toBe(coding);
    }
    const old = parseAnswers(
      await exchange("GET /uz/aboutus HTTP/1.0\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n"),
    ).answers[0];
    expect(old && header(old, "content-encoding")).toBe("gzip");
  });

  it("lets a range through If-Range only for the strong tag or the exact date of the file", async () => {
    const whole = await one("/video/hero.mp4", {}, "HEAD");
    const etag = header(whole, "etag") ?? "";
    const lastModified = header(whole, "last-modified") ?? "";
    expect(etag).toMatch(/^"/);
    const statusWith = async (ifRange: string) =>
      (await one("/video/hero.mp4", { Range: "bytes=0-9", "If-Range": ifRange }, "HEAD")).status;
    expect(await statusWith(etag)).toBe(206);
    expect(await statusWith(lastModified)).toBe(206);
    expect(await statusWith(`W/${etag}`)).toBe(200);
    expect(await statusWith(`"x" ${etag} "y"`)).toBe(200);
    expect(await statusWith("Fri, 01 Jan 2100 00:00:00 GMT")).toBe(200);
    expect(await statusWith("Thu, 01 Jan 1970 00:00:00 GMT")).toBe(200);
  });

  it("answers several or overlapping ranges with the whole file", async () => {
    for (const range of ["bytes=0-1,2-3", `bytes=${"0-100,".repeat(300)}0-100`]) {
      const answer = await one("/favicon.svg", { Range: range, "Accept-Encoding": "identity" }, "HEAD");
      expect(answer.status, range).toBe(200);
      expect(header(answer, "content-range"), range).toBeUndefined();
    }
  });

  it("refuses a repeated, missing or malformed Host and a body on GET with 400", async () => {
    const refusals = [
      "GET /uz HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
      "GET /uz HTTP/1.1\r\nHost: evil example\r\nConnection: close\r\n\r\n",
      "GET /uz HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n",
      "GET /uz HTTP/1.1\r\nConnection: close\r\n\r\n",
      "GET /uz HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nnot a chunk\r\n\r\n",
    ];
    for (const bytes of refusals) {
      const answer = parseAnswers(await exchange(bytes)).answers[0];
      expect(answer?.status, bytes).toBe(400);
    }
  });

  it("answers HEAD with headers alone, errors included", async () => {
    for (const [target, status] of [
      ["/uz", 200],
      ["/uz/no-such-page", 404],
      ["/%zz", 400],
    ] as const) {
      const raw = await exchange(requestBytes(target, { Connection: "close" }, "HEAD"));
      const { answers, rest } = parseAnswers(raw, [true]);
      expect(answers[0]?.status, target).toBe(status);
      expect(rest, target).toBe("");
    }
  });

  it("sends a page's answers pipelined before a malformed request, then refuses it", async () => {
    const raw = await exchange(
      `${requestBytes("/uz")}${requestBytes("/en")}GET /x HTTP/1.1\r\nBad Header\r\n\r\n`,
    );
    const { answers } = parseAnswers(raw);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400]);
  });

  it("keeps the type of a page's data in a 304, in every coding", async () => {
    for (const coding of ["identity", "gzip", "br"]) {
      const first = await one("/uz.data", { "Accept-Encoding": coding });
      expect(first.status, coding).toBe(200);
      const again = await one("/uz.data", {
        "Accept-Encoding": coding,
        "If-None-Match": header(first, "etag") ?? "",
      });
      expect(again.status, coding).toBe(304);
      expect([undefined, header(first, "content-type")], coding).toContain(header(again, "content-type"));
    }
  });

  it("never answers HTTP/0.9 with a body and no headers", async () => {
    const raw = (await exchange("GET /uz\r\n", { timeoutMs: 5_000 })).toString("latin1");
    expect(raw === "" || raw.startsWith("HTTP/1.")).toBe(true);
  });

  it("accepts a 12 KB cookie and refuses a 20 KB header line with 431", async () => {
    expect((await one("/uz", { Cookie: `a=${"c".repeat(12_000)}` })).status).toBe(200);
    expect((await one("/uz", { "X-Large": "d".repeat(20_000) })).status).toBe(431);
  });
});
