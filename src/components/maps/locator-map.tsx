import type { PlacedLabel } from "../../maps/labels";
import type { LocatorMapData } from "../../maps/region-map.server";

export interface LocatorMapProps {
  map: LocatorMapData & { pin?: [number, number] };
  /** What the picture shows, e.g. "Boʻstonliq district on the map of the region". */
  label: string;
  /** Names drawn on the map (a unit page: Tashkent and the unit; locator-labels.server.ts). */
  names?: readonly PlacedLabel[];
}

/** The region's outline with one unit filled in, and a place's pin: a small picture, not a control (#14, #15). */
export function LocatorMap({ map, label, names = [] }: LocatorMapProps) {
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
      {names.map((name) => (
        <text
          key={name.id}
          x={name.x}
          y={name.y}
          textAnchor={name.anchor}
          fontSize={name.fontSize}
          className={`locator-label locator-label-${name.id}`}
        >
          {name.text}
        </text>
      ))}
    </svg>
  );
}
