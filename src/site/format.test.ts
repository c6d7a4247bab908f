import { describe, expect, it } from "vitest";
import { formatNumber, formatPartialDate } from "./format";

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
