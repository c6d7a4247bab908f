import { describe, expect, it, vi } from "vitest";
import { detectLanguage, languageFromTag, readStoredLanguage } from "./detect-language";
import { storeLanguage } from "./languages";

describe("detectLanguage", () => {
  it("uses the stored choice first", () => {
    expect(detectLanguage({ stored: "en", browserLanguages: ["ru-RU"] })).toBe("en");
  });

  it("then the browser's languages, in order", () => {
    expect(detectLanguage({ stored: null, browserLanguages: ["de-DE", "ru-RU", "en-US"] })).toBe("ru");
    expect(detectLanguage({ stored: null, browserLanguages: ["uz-Latn-UZ"] })).toBe("uz");
  });

  it("ignores a stored value that is not a language", () => {
    expect(detectLanguage({ stored: "klingon", browserLanguages: ["en-GB"] })).toBe("en");
  });

  it("falls back to uz", () => {
    expect(detectLanguage({ stored: null, browserLanguages: [] })).toBe("uz");
    expect(detectLanguage({ stored: "", browserLanguages: ["fr", "de"] })).toBe("uz");
  });
});

describe("languageFromTag", () => {
  it("reads primary subtags in any case", () => {
    expect(languageFromTag("RU")).toBe("ru");
    expect(languageFromTag("en_GB")).toBe("en");
    expect(languageFromTag("fr")).toBeNull();
    expect(languageFromTag(undefined)).toBeNull();
  });

  it("reads a script subtag as the language's edition, in any case and with _ or -", () => {
    expect(languageFromTag("uz-Latn-UZ")).toBe("uz");
    expect(languageFromTag("UZ_LATN")).toBe("uz");
    expect(languageFromTag("uz")).toBe("uz");
    expect(languageFromTag("uzbek")).toBeNull();
  });
});

describe("storage that throws", () => {
  it("reads null and stores nothing when localStorage is denied", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(readStoredLanguage()).toBeNull();
    expect(storeLanguage("en")).toBe(false);
  });

  it("reports a full storage instead of throwing", () => {
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      },
    });
    expect(storeLanguage("ru")).toBe(false);
  });

  it("stores the choice under the key 'language'", () => {
    const saved = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => saved.get(key) ?? null,
        setItem: (key: string, value: string) => saved.set(key, value),
      },
    });
    expect(storeLanguage("ru")).toBe(true);
    expect(saved.get("language")).toBe("ru");
    expect(readStoredLanguage()).toBe("ru");
  });
});
