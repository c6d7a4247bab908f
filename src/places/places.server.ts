import { existsSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS, type CollectionDefinition, type CollectionKey } from "../content/collections";
import { articleIds, readYamlFile } from "../content/load.server";
import { placeSchema, type PlaceData } from "./places";

/** Reads `content/<collection>/<id>/place.yaml` at build time (issue #15). */

const CONTENT_ROOT = path.resolve(process.cwd(), "content");
const cache = new Map<string, PlaceData | null>();

/** The collections whose articles are places. */
export const PLACE_COLLECTIONS = COLLECTIONS.filter((collection) => (collection as CollectionDefinition).placeKind !== undefined);

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

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}
