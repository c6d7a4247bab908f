import { describe, expect, it } from "vitest";
import { formatCoordinates, formatNumber, formatPartialDate } from "./format";
import { keepTogether } from "../lib/keep-together";

describe("formatPartialDate", () => {
  it("writes the population's day as each language does (the districts table's header)", () => {
    expect(formatPartialDate("2024-07-01", "en")).toBe("1 July 2024");
    expect(formatPartialDate("2024-07-01", "ru")).toBe("1 июля 2024 г.");
    expect(formatPartialDate("2024-07-01", "uz")).toBe("2024-yil 1-iyul");
  });

  it("writes a date after 'since': City since 1951, Город с 1951 года, 1951-yildan shahar", () => {
    expect(formatPartialDate("1951", "en", "since")).toBe("1951");
    expect(formatPartialDate("1951", "ru", "since")).toBe("1951 года");
    expect(formatPartialDate("1951", "uz", "since")).toBe("1951-yildan");
    expect(formatPartialDate("1946-06-13", "en", "since")).toBe("13 June 1946");
    expect(formatPartialDate("1946-06-13", "ru", "since")).toBe("13 июня 1946 года");
    expect(formatPartialDate("1946-06-13", "uz", "since")).toBe("1946-yil 13-iyundan");
    expect(formatPartialDate("2023-03", "ru", "since")).toBe("марта 2023 года");
    expect(formatPartialDate("2023-03", "uz", "since")).toBe("2023-yil martdan");
  });
});

describe("formatNumber", () => {
  it("groups thousands and keeps one decimal as each language writes them", () => {
    expect(formatNumber(559.8, "en")).toBe("559.8");
    expect(formatNumber(3079493, "en")).toBe("3,079,493");
    expect(formatNumber(3079493, "ru").replace(/\s/g, " ")).toBe("3 079 493");
    expect(formatNumber(559.8, "uz")).toBe("559,8");
  });
});

describe("formatCoordinates", () => {
  it("writes north and east in each language's own way", () => {
    expect(formatCoordinates(41.49444, 70.05778, "en", "exact")).toBe("41.4944°\u00a0N, 70.0578°\u00a0E");
    expect(formatCoordinates(41.49444, 70.05778, "ru", "exact")).toBe(
      "41,4944°\u00a0с.\u00a0ш., 70,0578°\u00a0в.\u00a0д.",
    );
    expect(formatCoordinates(41.49444, 70.05778, "uz", "exact")).toBe(
      "41,4944°\u00a0sh.\u00a0k., 70,0578°\u00a0sh.\u00a0u.",
    );
  });

  it("gives a village's point three decimals and an approximate one two", () => {
    expect(formatCoordinates(41.6375, 70.03333, "en", "village")).toBe("41.638°\u00a0N, 70.033°\u00a0E");
    expect(formatCoordinates(41.62944, 69.94694, "en", "approx")).toBe("41.63°\u00a0N, 69.95°\u00a0E");
  });
});

describe("keepTogether", () => {
  it("binds the groups of a number, and a unit to its number", () => {
    expect(keepTogether("2 406 gektar va 17 323 gektar")).toBe(
      "2\u00a0406\u00a0gektar va 17\u00a0323\u00a0gektar",
    );
    expect(keepTogether("около 100 км от Ташкента, 27 °C")).toBe("около 100\u00a0км от Ташкента, 27\u00a0°C");
    expect(keepTogether("about 85 km by road")).toBe("about 85\u00a0km by road");
  });

  it("keeps an Uzbek number with its suffix and a phone number whole", () => {
    expect(keepTogether("Toshkent yoʻli koʻchasi, 90-uy")).toBe("Toshkent yoʻli koʻchasi, 90\u2011uy");
    expect(keepTogether("2026-yil 27-noyabr")).toBe("2026\u2011yil 27\u2011noyabr");
    expect(keepTogether("(0 371) 232-80-61")).toBe("(0\u00a0371) 232\u201180\u201161");
  });

  it("leaves words, years before words and ranges alone", () => {
    expect(keepTogether("In 2024 the region")).toBe("In 2024 the region");
    expect(keepTogether("5 mahalla, A-373, 2–3 hours")).toBe("5 mahalla, A-373, 2–3 hours");
  });
});
