import type { PlacedLabel } from "../../maps/labels";
import { MapLabel } from "./map-label";

/** A unit page's names on its locator map (Tashkent and the unit; maps/locator-labels.server.ts). */
export function LocatorNames({ names }: { names: readonly PlacedLabel[] }) {
  return names.map((name) => (
    <MapLabel key={name.id} label={name} className={`locator-label locator-label-${name.id}`} />
  ));
}
