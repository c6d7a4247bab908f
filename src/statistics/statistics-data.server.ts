import { existsSync } from "node:fs";
import path from "node:path";
import { readYamlFile } from "../content/load.server";
import { statisticsDataSchema, type StatisticsData } from "./statistics-data";

/** Reads `content/statistics/<id>/data.yaml` at build time (issue #18). */

const CONTENT_ROOT = path.resolve(process.cwd(), "content");
const cache = new Map<number, StatisticsData | null>();

/** A statistics article's series, or null when it has none; a malformed file stops the build naming itself. */
export function loadStatisticsData(id: number): StatisticsData | null {
  if (!cache.has(id)) {
    const file = path.join(CONTENT_ROOT, "statistics", String(id), "data.yaml");
    cache.set(id, existsSync(file) ? readYamlFile(statisticsDataSchema, file) : null);
  }
  return cache.get(id) ?? null;
}
