import { describe, expect, it } from "vitest";
import { HASHED, REVALIDATED } from "../../src/lib/output-paths.mjs";
import { mapsConf } from "./server-config";

describe("mapsConf", () => {
  const conf = mapsConf({ "/uz/index.html": "default-src 'self'" });
  const cacheLines = conf.split("\n").filter((line) => line.includes("~^/(") && !line.includes("nf_lang"));

  it("gives nginx a cache rule for every folder and file prefix the build writes", () => {
    for (const prefix of [...Object.values(HASHED), ...Object.values(REVALIDATED)]) {
      const escaped = prefix.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\\\$&");
      expect(cacheLines.some((line) => line.includes(escaped)), prefix).toBe(true);
    }
  });
  it("matches each prefix from the start of the path, as server/headers.mjs does", () => {
    expect(cacheLines).toHaveLength(2);
    for (const line of cacheLines) expect(line).toMatch(/^ {2}"~\^\/\(/);
  });
  it("writes each page's policy and each collection's 404 page", () => {
    expect(conf).toContain(`"/uz/index.html" "default-src 'self'";`);
    expect(conf).toMatch(/\/__fallbacks\/\$nf_lang\/sights\.html;/);
    expect(conf).toMatch(/\/__fallbacks\/\$nf_lang\/sights\.data;/);
  });
});
