import type { PlacedLabel } from "../../maps/labels";

/** A placed map name as SVG text; a name of several lines ("\n", labels.ts) is centred on its point. */
export function MapLabel({ label, className }: { label: PlacedLabel; className?: string }) {
  return (
    <text x={label.x} y={label.y} textAnchor={label.anchor} fontSize={label.fontSize} className={className}>
      {label.text.includes("\n")
        ? label.text.split("\n").map((line, index, lines) => (
            <tspan key={index} x={label.x} dy={index ? "1.25em" : `${-0.625 * (lines.length - 1)}em`}>
              {line}
            </tspan>
          ))
        : label.text}
    </text>
  );
}
