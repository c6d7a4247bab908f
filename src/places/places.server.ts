import { existsSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS, type CollectionDefinition, type CollectionKey } from "../content/collections";
import { articleIds, readYamlFile } from "../content/load.server";
import { placeSchema, type PlaceData } from "./places";

/** Reads `content/<collection>/<id>/place.yaml` at build time (issue #15). */

const CONTENT_ROOT = path.resolve(process.cwd(), "content");
const cache = new Map<string, PlaceData | null>();

/** The collections whose articles are places. */
export const PLACE_COLLECTIONS = COLLECTIONS.filter(
  (collection) => (collection as CollectionDefinition).placeKind !== undefined,
);

/** An article's place record, or null when it has none; a malformed one stops the build naming the file. */
export function loadPlace(key: CollectionKey, id: number): PlaceData | null {
  const cacheKey = `${key}/${id}`;
  if (cache.has(cacheKey)) return cache.get(cacheKey) ?? null;
  const file = path.join(CONTENT_ROOT, key, String(id), "place.yaml");
  let place: PlaceData | null = null;
  if (existsSync(file)) place = readYamlFile(placeSchema, file);
  cache.set(cacheKey, place);
  return place;
}

/** Every place on the site, with the article it belongs to. */
export function allPlaces(): Array<{ key: CollectionKey; id: number; place: PlaceData }> {
  return PLACE_COLLECTIONS.flatMap((collection) =>
    articleIds(collection.key).flatMap((id) => {
      const place = loadPlace(collection.key, id);
      return place ? [{ key: collection.key, id, place }] : [];
    }),
  );
}

export { distanceKm, roundedKm, TASHKENT_CENTRE } from "../lib/distance";

/** Months from `checked` (2025-06) to `now`, by calendar month. */
export function monthsSince(checked: string, now: Date): number {
  const [year = 0, month = 0] = checked.split("-").map(Number);
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}

/** Every getting-there block checked more than 12 months before `now`, as `file: gettingThere: checked 2025-06 (…)`. */
export function staleGettingThere(now: Date): string[] {
  return allPlaces().flatMap(({ key, id, place }) => {
    const block = place.gettingThere;
    if (block.by !== "transport" || monthsSince(block.checked, now) <= 12) return [];
    return [
      `content/${key}/${id}/place.yaml: gettingThere: checked ${block.checked} (${monthsSince(block.checked, now)} months ago)`,
    ];
  });
}

/** Printed by the build (prerender list), once however many environments ask: the blocks to check again. */
export function warnStaleGettingThere(now = new Date()): void {
  const flag = globalThis as { toshvilStaleWarned?: boolean };
  if (flag.toshvilStaleWarned) return;
  flag.toshvilStaleWarned = true;
  const stale = staleGettingThere(now);
  if (stale.length === 0) return;
  console.warn(
    `\n⚠ ${stale.length} getting-there block(s) checked more than 12 months ago; check the route with its operator and update source and checked:\n` +
      stale.map((line) => `  ${line}`).join("\n") +
      "\n",
  );
}
