import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, reportEndpoint } from "./csp.mjs";
import { securityHeaders } from "./headers.mjs";
import { isSafeLocation, originForm, resolveTarget } from "./request-target.mjs";

describe("resolveTarget", () => {
  it("serves ordinary paths, with dot segments resolved and the query ignored", () => {
    expect(resolveTarget("/uz/aboutus")).toEqual({ kind: "file", path: "/uz/aboutus" });
    expect(resolveTarget("/uz/./aboutus/../tourism?x=1")).toEqual({ kind: "file", path: "/uz/tourism" });
    expect(resolveTarget("/%75z")).toEqual({ kind: "file", path: "/uz" });
    expect(resolveTarget("/")).toEqual({ kind: "file", path: "/" });
  });

  it("redirects repeated and trailing slashes to the canonical path, keeping a safe query", () => {
    expect(resolveTarget("/uz/")).toEqual({ kind: "redirect", location: "/uz" });
    expect(resolveTarget("//uz//aboutus")).toEqual({ kind: "redirect", location: "/uz/aboutus" });
    expect(resolveTarget("/uz/aboutus/?x=1&y=%20")).toEqual({
      kind: "redirect",
      location: "/uz/aboutus?x=1&y=%20",
    });
    expect(resolveTarget("/uz/?")).toEqual({ kind: "redirect", location: "/uz" });
    expect(resolveTarget("//")).toEqual({ kind: "redirect", location: "/" });
    expect(resolveTarget("///evil.example/%2f..")).toEqual({ kind: "redirect", location: "/" });
  });

  it("never redirects with a header break, a backslash, a tab or another host", () => {
    for (const target of [
      "/uz//%0d%0aSet-Cookie:%20injected=1",
      "/uz//%0aX:1",
      "/%5Cevil.example/",
      "/%09/evil.example//",
      "/uz\\..\\x/",
      "/uz/%7f/",
      "/uz/%00/",
    ]) {
      expect(resolveTarget(target).kind, target).toBe("not-found");
    }
    // Encoded slashes are merged like written ones (nginx's merge_slashes): the redirect stays on this site.
    expect(resolveTarget("/%2F%2Fevil.example/")).toEqual({ kind: "redirect", location: "/evil.example" });
  });

  it("gives the not-found page to a redirect whose path or query holds other bytes", () => {
    expect(resolveTarget("/uz//%D1%82%D1%83%D1%80").kind).toBe("not-found");
    expect(resolveTarget('/uz/?q="x"').kind).toBe("not-found");
    expect(resolveTarget("/uz/?q=%zz").kind).toBe("not-found");
    expect(resolveTarget("/uz//a%25b").kind).toBe("not-found");
  });

  it("answers malformed targets with a bad request", () => {
    for (const target of [
      "*",
      "http://[",
      "http://a%zz/",
      "uz",
      "/uz/%ZZ",
      "/uz/../../etc/passwd",
      "/%c0%ae%c0%ae/x",
      "ftp://localhost/uz",
    ]) {
      expect(resolveTarget(target).kind, target).toBe("bad-request");
    }
  });

  it("takes the path of an absolute-form target", () => {
    expect(originForm("http://localhost:3000/uz?x=1")).toBe("/uz?x=1");
    expect(originForm("http://localhost")).toBe("/");
    expect(originForm("http://user@localhost/")).toBeNull();
    expect(resolveTarget("http://localhost/uz/")).toEqual({ kind: "redirect", location: "/uz" });
  });
});

describe("isSafeLocation", () => {
  it("accepts only same-origin paths of URL-safe bytes", () => {
    expect(isSafeLocation("/uz/aboutus?x=1")).toBe(true);
    for (const location of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "http://evil.example/",
      "/uz\r\nSet-Cookie: x",
      "/uz/тур",
      "/uz?q=%zz",
    ]) {
      expect(isSafeLocation(location), location).toBe(false);
    }
  });
});

describe("CSP violation reports", () => {
  it("are off by default", () => {
    expect(reportEndpoint(undefined)).toBeNull();
    expect(contentSecurityPolicy()).not.toMatch(/report/);
    expect(securityHeaders()).not.toHaveProperty("Reporting-Endpoints");
  });

  it("go to the configured endpoint with both report-uri and report-to", () => {
    const endpoint = reportEndpoint("https://reports.example.uz/csp");
    expect(contentSecurityPolicy({}, endpoint)).toMatch(
      /; report-uri https:\/\/reports\.example\.uz\/csp; report-to csp$/,
    );
    expect(securityHeaders(endpoint)["Reporting-Endpoints"]).toBe('csp="https://reports.example.uz/csp"');
    expect(reportEndpoint("/csp-reports")).toBe("/csp-reports");
  });

  it("refuse an endpoint that could break the header", () => {
    for (const value of [
      "http://plain.example/",
      "https://a.example/x; script-src *",
      'https://a"b',
      "//evil.example",
      "javascript:alert(1)",
    ]) {
      expect(() => reportEndpoint(value), value).toThrow(/CSP_REPORT_ENDPOINT/);
    }
  });
});
