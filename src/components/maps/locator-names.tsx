import type { PlacedLabel } from "../../maps/labels";

/** A unit page's names on its locator map (Tashkent and the unit; maps/locator-labels.server.ts). */
export function LocatorNames({ names }: { names: readonly PlacedLabel[] }) {
  return names.map((name) => (
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
  ));
}
