// Straight lines on the ground: the districts (content) and the places (a capability above it) both measure them.

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/**
 * Tashkent's centre as the places data measure from (shared/data/places README: 41.3111, 69.2797), the one point
 * every straight-line distance on the site starts from.
 */
export const TASHKENT_CENTRE = { lat: 41.3111, lon: 69.2797 } as const;

/** A straight line as the page says it: to the km under 20 km, else to 5 km ("about 40 km", "about 120 km"). */
export function roundedKm(km: number): number {
  return km < 20 ? Math.max(1, Math.round(km)) : Math.round(km / 5) * 5;
}
