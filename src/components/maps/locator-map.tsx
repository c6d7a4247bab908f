import type { LocatorMapData } from "../../maps/region-map.server";

export interface LocatorMapProps {
  map: LocatorMapData;
  /** What the picture shows, e.g. "Boʻstonliq district on the map of the region". */
  label: string;
}

/** The region's outline with one unit filled in: a small picture, not a control (issue #14). */
export function LocatorMap({ map, label }: LocatorMapProps) {
  return (
    <svg viewBox={`0 0 ${map.width} ${map.height}`} className="locator-map h-auto w-full" role="img" aria-label={label}>
      <path d={map.outline} className="locator-region" />
      <path d={map.capital} className="locator-capital" />
      <path d={map.unit} className="locator-unit" />
      {map.marker && <circle cx={map.marker[0]} cy={map.marker[1]} r={22} className="locator-marker" />}
    </svg>
  );
}
