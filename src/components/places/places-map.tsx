import type { Language } from "../../i18n/languages";
import { textWidth } from "../../maps/labels";
import { MapLabel } from "../maps/map-label";
import {
  CALLOUT_FONT,
  type BaseDrawing,
  type Callout,
  type PlacesMapData,
} from "../../places/places-map.server";
import { localizedPath } from "../../site/paths";

export interface PlacesMapProps {
  map: PlacesMapData;
  language: Language;
  /** The map's accessible name. */
  label: string;
  /** Each pin's accessible name: its number and title, and its kind. */
  pinLabel: (place: PlacesMapData["places"][number]) => string;
  /** The inset's accessible name. */
  insetLabel: string;
}

type Place = PlacesMapData["places"][number];

/** A pin's name, hidden until the pin is hovered, focused or tapped (places-map.css), drawn over the pins north of it. */
function PinCallout({ callout, pin }: { callout: Callout; pin: [number, number] }) {
  const lineHeight = CALLOUT_FONT * 1.25;
  const padding = CALLOUT_FONT * 0.6;
  const width = Math.max(...callout.lines.map((line) => textWidth(line, CALLOUT_FONT))) + 2 * padding;
  const height = callout.lines.length * lineHeight + padding;
  const left =
    callout.anchor === "start" ? -padding * 2 : callout.anchor === "end" ? 2 * padding - width : -width / 2;
  const top = callout.below ? 26 : -26 - height;
  const textX = left + padding;
  return (
    <g className="pin-callout" transform={`translate(${pin[0]} ${pin[1]})`} aria-hidden="true">
      <g className="pin-callout-body">
        <rect x={left} y={top} width={width} height={height} rx={4} />
        <text x={textX} y={top + padding / 2 + lineHeight / 2} fontSize={CALLOUT_FONT}>
          {callout.lines.map((line, index) => (
            <tspan key={index} x={textX} dy={index ? lineHeight : 0}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    </g>
  );
}

function Pins({
  places,
  language,
  pinLabel,
}: {
  places: Place[];
  language: Language;
  pinLabel: (place: Place) => string;
}) {
  // North to south, so that a name shown over a pin is drawn over the pins north of it (and Tab reads the map so).
  const ordered = [...places].sort((a, b) => a.pin[1] - b.pin[1] || a.pin[0] - b.pin[0]);
  return (
    <>
      <g aria-hidden="true">
        {places
          .filter((place) => place.pin[0] !== place.point[0] || place.pin[1] !== place.point[1])
          .map((place) => (
            <g key={place.number} className="pin-leader">
              <line x1={place.point[0]} y1={place.point[1]} x2={place.pin[0]} y2={place.pin[1]} />
              <circle cx={place.point[0]} cy={place.point[1]} r={5} />
            </g>
          ))}
      </g>
      {ordered.map((place) => (
        <a
          key={place.number}
          href={localizedPath(language, place.path)}
          className={`map-pin pin-${place.kind}`}
          aria-label={pinLabel(place)}
          data-pin={place.number}
        >
          <circle cx={place.pin[0]} cy={place.pin[1]} r={20} className="pin-body" />
          <text x={place.pin[0]} y={place.pin[1]} textAnchor="middle" aria-hidden="true">
            {place.number}
          </text>
          <PinCallout callout={place.callout} pin={place.pin} />
        </a>
      ))}
    </>
  );
}

/** Water, rivers, roads, then for each screen tier its towns, peaks and names (places-map.css shows one tier). */
function BaseLayers({ base }: { base: BaseDrawing }) {
  const { layers } = base;
  return (
    <>
      <path d={layers.water} className="base-water" />
      <path d={layers.streams} className="base-stream" />
      <path d={layers.rivers} className="base-river" />
      <path d={layers.primary} className="base-primary" />
      <path d={layers.trunk} className="base-trunk" />
    </>
  );
}

function BaseNames({ base }: { base: BaseDrawing }) {
  return (
    <g className="base-names" aria-hidden="true">
      {base.tiers.map((tier) => (
        <g key={tier.key} className={`map-tier map-tier-${tier.key}`}>
          {tier.points.map((point) =>
            point.kind === "peak" ? (
              <path
                key={point.id}
                className="base-peak"
                d={`M${point.point[0]} ${point.point[1] - tier.dotRadius * 1.2}l${tier.dotRadius * 1.1} ${tier.dotRadius * 1.9}h${-tier.dotRadius * 2.2}z`}
              />
            ) : (
              <circle
                key={point.id}
                cx={point.point[0]}
                cy={point.point[1]}
                r={tier.dotRadius}
                className={`base-town base-${point.kind}`}
              />
            ),
          )}
          {tier.labels.map((label) => (
            <MapLabel key={label.id} label={label} className={`base-label base-label-${label.kind}`} />
          ))}
        </g>
      ))}
    </g>
  );
}

/**
 * The places map (issue #15): the region as a background and a numbered pin per place, each pin a link. Rendered
 * to markup by the build once per language (maps/region-map-markup.server.tsx), so it uses plain links.
 */
export function PlacesMap({ map, language, label, pinLabel, insetLabel }: PlacesMapProps) {
  const { frame, inset } = { frame: map.inset.frame, inset: map.inset };
  return (
    <div className="places-map-pair">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        className="region-map places-map h-auto w-full"
        role="group"
        aria-label={label}
      >
        <g aria-hidden="true">
          {map.neighbours.map((d, index) => (
            <path key={index} d={d} className="map-neighbour" />
          ))}
          <path d={map.outline} className="map-region" />
          <path d={map.capital} className="map-capital" />
          <BaseLayers base={map.base} />
          <path d={map.borders} className="map-borders" />
          <path d={map.outline} className="map-outline" />
          <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} className="inset-frame" />
        </g>
        <BaseNames base={map.base} />
        <Pins places={map.places} language={language} pinLabel={pinLabel} />
      </svg>
      <svg
        viewBox={`0 0 ${inset.width} ${inset.height}`}
        className="region-map places-map places-inset h-auto w-full"
        role="group"
        aria-label={insetLabel}
      >
        <g aria-hidden="true">
          <rect x={0} y={0} width={inset.width} height={inset.height} className="map-neighbour" />
          <path d={inset.outline} className="map-region" />
          <BaseLayers base={inset.base} />
          <path d={inset.borders} className="map-borders" />
          <path d={inset.outline} className="map-outline" />
          <rect x={1.5} y={1.5} width={inset.width - 3} height={inset.height - 3} className="inset-frame" />
        </g>
        <BaseNames base={inset.base} />
        <Pins places={inset.places} language={language} pinLabel={pinLabel} />
      </svg>
    </div>
  );
}
