import { describe, expect, it } from "vitest";
import { cleanSegments, localizedPath, resolveRequestedPath, switchLanguagePath } from "./paths";
import { KNOWN_PATHS } from "./site-map";
import { telHref } from "./site-constants";

describe("localizedPath", () => {
  it("adds the current language to a link written without a prefix", () => {
    expect(localizedPath("en", "tourism/sights")).toBe("/en/tourism/sights");
    expect(localizedPath("ru", "/aboutus/")).toBe("/ru/aboutus");
    expect(localizedPath("uz")).toBe("/uz");
  });

  it("keeps a link that already names a language", () => {
    expect(localizedPath("en", "/ru/tourism")).toBe("/ru/tourism");
  });
});

describe("switchLanguagePath", () => {
  it("rewrites the first path segment", () => {
    expect(switchLanguagePath("/uz/aboutus/statistics/3", "ru")).toBe("/ru/aboutus/statistics/3");
    expect(switchLanguagePath("/en", "uz")).toBe("/uz");
  });
});

describe("resolveRequestedPath", () => {
  const resolve = (path: string, current: "uz" | "en" | "ru" = "en") =>
    resolveRequestedPath(path, current, KNOWN_PATHS);

  it("sends the root to the current language's home", () => {
    expect(resolve("/", "ru")).toBe("/ru");
    expect(resolve("", "uz")).toBe("/uz");
  });

  it("treats an unsupported language prefix as uz", () => {
    expect(resolve("/fr/tourism")).toBe("/uz/tourism");
    expect(resolve("/de-AT/aboutus/statistics")).toBe("/uz/aboutus/statistics");
    expect(resolve("/zh/nothing")).toBe("/uz");
  });

  it("gives a path without a prefix the current language", () => {
    expect(resolve("/tourism/sights", "ru")).toBe("/ru/tourism/sights");
    expect(resolve("/photo", "uz")).toBe("/uz/photo");
  });

  it("sends unknown paths to the language's home", () => {
    expect(resolve("/en/no/such/page")).toBe("/en");
    expect(resolve("/no-such-page", "ru")).toBe("/ru");
  });

  it("accepts upper-case and mixed-case spellings", () => {
    expect(resolve("/UZ/ABOUTUS")).toBe("/uz/aboutus");
    expect(resolve("/Ru/videogalery")).toBe("/ru/videoGalery");
  });

  it("keeps article paths, whatever their id", () => {
    expect(resolve("/EN/aboutus/statistics/3")).toBe("/en/aboutus/statistics/3");
  });

  it("survives malformed input", () => {
    expect(resolve("/uz/%E0%A4%A")).toBe("/uz");
    expect(resolve("//uz//aboutus///statistics")).toBe("/uz/aboutus/statistics");
    expect(resolve("/uz/../../etc/passwd")).toBe("/uz");
    expect(resolve("/uz/tourism%00")).toBe("/uz/tourism");
    expect(resolve(`/uz/${"x".repeat(5000)}`)).toBe("/uz");
    expect(resolve("/<script>alert(1)</script>")).toBe("/en");
    expect(resolve("\\\\evil.example\\path")).toBe("/en");
  });

  it("never leaves the site", () => {
    for (const path of ["//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "https://evil.example"]) {
      expect(resolve(path)).toMatch(/^\/(uz|en|ru)(\/|$)/);
    }
  });
});

describe("cleanSegments", () => {
  it("drops empty, dot and control segments and resolves ..", () => {
    expect(cleanSegments("/a//./b/../c/%00")).toEqual(["a", "c"]);
  });
});

describe("telHref", () => {
  it("dials Tashkent's area 71 from abroad", () => {
    expect(telHref("(0 371) 232-80-61")).toBe("tel:+998712328061");
  });
});
