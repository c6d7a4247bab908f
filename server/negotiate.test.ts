import { describe, expect, it } from "vitest";
import { acceptedCodings, headerValues, hostProblem, ifRangeHolds } from "./negotiate.mjs";

describe("acceptedCodings", () => {
  it("keeps our order for a browser's usual header", () => {
    expect(acceptedCodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
  });

  it("refuses a coding named with q=0, in any spelling of zero", () => {
    expect(acceptedCodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedCodings("br; q=0.000, gzip;q=0.5")).toEqual(["gzip"]);
    expect(acceptedCodings("BR;Q=0, GZIP")).toEqual(["gzip"]);
  });

  it("does not read * as brotli or gzip, as nginx does not", () => {
    expect(acceptedCodings("gzip;q=0, *")).toEqual([]);
    expect(acceptedCodings("*")).toEqual([]);
    expect(acceptedCodings("*;q=0, gzip")).toEqual(["gzip"]);
  });

  it("accepts nothing compressed without the header, for identity, or for a weight it cannot read", () => {
    expect(acceptedCodings(undefined)).toEqual([]);
    expect(acceptedCodings("")).toEqual([]);
    expect(acceptedCodings("identity")).toEqual([]);
    expect(acceptedCodings("br;q=abc")).toEqual([]);
  });
});

describe("ifRangeHolds", () => {
  const lastModified = new Date("2026-11-27T08:00:00.750Z");
  const representation = { etag: '"5a-19ac"', lastModified };

  it("holds for the same strong tag or the exact date", () => {
    expect(ifRangeHolds('"5a-19ac"', representation)).toBe(true);
    expect(ifRangeHolds("Fri, 27 Nov 2026 08:00:00 GMT", representation)).toBe(true);
  });

  it("fails for a weak, other, listed or embedded tag", () => {
    expect(ifRangeHolds('W/"5a-19ac"', representation)).toBe(false);
    expect(ifRangeHolds('"older"', representation)).toBe(false);
    expect(ifRangeHolds('"x" "5a-19ac"', representation)).toBe(false);
    expect(ifRangeHolds('"5a-19ac"', { lastModified })).toBe(false);
  });

  it("fails for any other date, earlier, later or malformed", () => {
    expect(ifRangeHolds("Fri, 27 Nov 2026 07:59:59 GMT", representation)).toBe(false);
    expect(ifRangeHolds("Fri, 01 Jan 2100 00:00:00 GMT", representation)).toBe(false);
    expect(ifRangeHolds("2026-11-27T08:00:00Z", representation)).toBe(false);
    expect(ifRangeHolds("yesterday", representation)).toBe(false);
  });
});

describe("hostProblem", () => {
  const request = (httpVersion: string, ...rawHeaders: string[]) => ({ httpVersion, rawHeaders });

  it("accepts one valid host, with or without a port, and none on HTTP/1.0", () => {
    expect(hostProblem(request("1.1", "Host", "localhost"))).toBeNull();
    expect(hostProblem(request("1.1", "host", "toshvil.uz:443"))).toBeNull();
    expect(hostProblem(request("1.1", "Host", "[::1]:3000"))).toBeNull();
    expect(hostProblem(request("1.0"))).toBeNull();
  });

  it("refuses a missing, repeated or malformed Host", () => {
    expect(hostProblem(request("1.1"))).toBe("no Host");
    expect(hostProblem(request("1.1", "Host", "a", "HOST", "b"))).toBe("more than one Host");
    for (const host of ["a b", "evil.example/x", "a@b", "host:port", "\u0441.uz"]) {
      expect(hostProblem(request("1.1", "Host", host)), host).toBe("invalid Host");
    }
  });
});

describe("headerValues", () => {
  it("returns every value of a repeated header, whatever its case", () => {
    expect(headerValues(["Via", "a", "X", "y", "VIA", "b"], "via")).toEqual(["a", "b"]);
  });
});
