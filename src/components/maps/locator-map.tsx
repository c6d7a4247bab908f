import type { ReactNode } from "react";
import type { LocatorMapData } from "../../maps/region-map.server";

export interface LocatorMapProps {
  map: LocatorMapData & { pin?: [number, number] };
  /** What the picture shows, e.g. "Boʻstonliq district on the map of the region". */
  label: string;
  /** Drawn over the map: a unit page's names (LocatorNames), kept out of the place pages' script. */
  children?: ReactNode;
}

/** The region's outline with one unit filled in, and a place's pin: a small picture, not a control (#14, #15). */
export function LocatorMap({ map, label, children }: LocatorMapProps) {
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      className="locator-map h-auto w-full"
      role="img"
      aria-label={label}
    >
      <path d={map.outline} className="locator-region" />
      <path d={map.capital} className="locator-capital" />
      <path d={map.unit} className={map.pin ? "locator-unit locator-unit-light" : "locator-unit"} />
      {map.marker && !map.pin && (
        <circle cx={map.marker[0]} cy={map.marker[1]} r={22} className="locator-marker" />
      )}
      {map.pin && (
        // A pin whose point is the place: 46 units tall, drawn from its tip.
        <path d={`M${map.pin[0]} ${map.pin[1]}l-15 -26a17 17 0 1 1 30 0z`} className="locator-pin" />
      )}
      {children}
    </svg>
  );
}
