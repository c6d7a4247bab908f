import { unitData } from "../content/districts.server";
import { regionGeometry, type Point } from "./geometry.server";
import { placeLabels, type PlacedLabel } from "./labels";

/**
 * Names on a unit page's locator map (issue #29): Tashkent and the unit, so that a city's ring is not an
 * unlabelled circle. Placed with the region map's label placer, clear of each other and of the ring.
 */

/**
 * Label size in map units. The unit page draws its locator 15–16 rem wide on every screen (about 240 px for the
 * 1000-unit map), so 54 units read as 13 px; a label never shrinks below 11 px there.
 */
const LOCATOR_FONT = 54;
/** The ring that marks a small city (locator-map.tsx draws it with radius 22 and an 8-unit stroke). */
const RING = 26;

/** `ring`: the locator's marker (locatorMapData), where the unit is too small to see; its label goes beside it. */
export function locatorLabels(
  slug: string,
  ring: Point | null,
  names: { capital: string; unit: string },
): PlacedLabel[] {
  const geometry = regionGeometry();
  const shape = geometry.units.find((unit) => unit.shape === unitData(slug).shape);
  if (!shape)
    throw new Error(
      `content/districts/${slug}/unit.yaml: shape "${unitData(slug).shape}" is not in data/boundaries`,
    );
  return placeLabels(
    [
      {
        id: "unit",
        text: names.unit,
        anchor: ring ?? shape.anchor,
        fontSize: LOCATOR_FONT,
        marker: ring ? RING : undefined,
        priority: 2,
      },
      {
        id: "capital",
        text: names.capital,
        anchor: geometry.capital.anchor,
        fontSize: LOCATOR_FONT,
        priority: 1,
      },
    ],
    { width: geometry.width, height: geometry.height },
  );
}
