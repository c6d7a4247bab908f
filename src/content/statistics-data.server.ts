import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { ContentError, parseOrThrow } from "./load.server";
import { statisticsDataSchema, type StatisticsData } from "./statistics-data";

/** Reads `content/statistics/<id>/data.yaml` at build time (issue #18). */

const CONTENT_ROOT = path.resolve(process.cwd(), "content");
const cache = new Map<number, StatisticsData | null>();

/** A statistics article's series, or null when it has none; a malformed file stops the build naming itself. */
export function loadStatisticsData(id: number): StatisticsData | null {
  if (cache.has(id)) return cache.get(id) ?? null;
  const file = path.join(CONTENT_ROOT, "statistics", String(id), "data.yaml");
  let data: StatisticsData | null = null;
  if (existsSync(file)) {
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(file, "utf8"));
    } catch (error) {
      throw new ContentError(`${path.relative(process.cwd(), file)}: not valid YAML (${(error as Error).message})`);
    }
    data = parseOrThrow(statisticsDataSchema, raw, file);
  }
  cache.set(id, data);
  return data;
}
