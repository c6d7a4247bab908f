import { districtPath } from "../../content/collections";
import type { Language } from "../../i18n/languages";
import type { PlacedLabel } from "../../maps/labels";
import { MapLabel } from "./map-label";
import type { RegionMapData } from "../../maps/region-map.server";
import { localizedPath } from "../../site/paths";

export interface RegionMapProps {
  map: RegionMapData;
  /** The map's accessible name. */
  label: string;
  language: Language;
  /** The scale bar's text, e.g. "50 km". */
  scaleLabel: string;
}

/** A number in a circle, centred in the box placed for it. */
function Badge({ label, radius }: { label: PlacedLabel; radius: number }) {
  const half = radius + 2;
  const cx = label.anchor === "start" ? label.x + half : label.anchor === "end" ? label.x - half : label.x;
  return (
    <g className="map-badge">
      <circle cx={cx} cy={label.y} r={radius} />
      <text x={cx} y={label.y} textAnchor="middle" fontSize={label.fontSize}>
        {label.text}
      </text>
    </g>
  );
}

function Context({ labels }: { labels: PlacedLabel[] }) {
  return labels.map((label) => (
    <MapLabel
      key={label.id}
      label={label}
      className={label.id === "capital" ? "map-label-capital" : "map-label-context"}
    />
  ));
}

/** The scale bar in the bottom right corner (the label placer keeps that corner clear). */
function Scale({ map, text, fontSize }: { map: RegionMapData; text: string; fontSize: number }) {
  return (
    <g className="map-scale" transform={`translate(${map.width - map.scale.length - 32} ${map.height - 34})`}>
      <path d={`M0 -6V0H${map.scale.length}V-6`} />
      <text x={map.scale.length / 2} y={-6 - fontSize} textAnchor="middle" fontSize={fontSize}>
        {text}
      </text>
    </g>
  );
}

/**
 * The region map (issue #14), drawn at build time: every district and city is a link to its page, in tab order
 * from north to south (districts, then the cities drawn above them). Names label it on wider screens, numbers
 * (the table's) on phones. Needs no JavaScript; hover and focus are CSS (app.css, `.region-map`). Rendered to
 * markup once per language by the build (maps/region-map-markup.server.tsx), so it uses plain links.
 */
export function RegionMap({ map, label, language, scaleLabel }: RegionMapProps) {
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      className="region-map h-auto w-full"
      role="group"
      aria-label={label}
    >
      <g className="map-neighbours" aria-hidden="true">
        {map.neighbours.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </g>
      {map.units.map((unit) => (
        <a
          key={unit.slug}
          href={localizedPath(language, districtPath(unit.slug))}
          className={`map-unit map-${unit.kind}`}
          aria-label={`${unit.number}. ${unit.name}`}
        >
          <path d={unit.d} />
          {unit.marker && (
            <circle
              cx={unit.marker[0]}
              cy={unit.marker[1]}
              r={map.markerRadius}
              className={unit.regionalCentre ? "map-marker map-marker-centre" : "map-marker"}
            />
          )}
        </a>
      ))}
      <g aria-hidden="true">
        <path d={map.borders} className="map-borders" />
        <path d={map.capital} className="map-capital" />
        <path d={map.outline} className="map-outline" />
      </g>
      <g className="map-labels" aria-hidden="true">
        <g className="map-names">
          <Context labels={map.context} />
          {map.names.map((label) => (
            <MapLabel key={label.id} label={label} />
          ))}
          <Scale map={map} text={scaleLabel} fontSize={map.scale.fontSize} />
        </g>
        <g className="map-numbers">
          <Context labels={map.contextNarrow} />
          {map.numbers.map((label) => (
            <Badge key={label.id} label={label} radius={map.badgeRadius} />
          ))}
          <Scale map={map} text={scaleLabel} fontSize={map.scale.fontSizeNarrow} />
        </g>
      </g>
    </svg>
  );
}
