import type { Language } from "../../i18n/languages";
import type { PlacesMapData } from "../../places/places-map.server";
import { localizedPath } from "../../site/paths";

export interface PlacesMapProps {
  map: PlacesMapData;
  language: Language;
  /** The map's accessible name. */
  label: string;
  /** Each pin's accessible name: its number and title, and its kind. */
  pinLabel: (place: PlacesMapData["places"][number]) => string;
  /** The inset's accessible name, and the short caption on its frame. */
  insetLabel: string;
  insetShort: string;
}

type Place = PlacesMapData["places"][number];

function Pins({
  places,
  language,
  pinLabel,
}: {
  places: Place[];
  language: Language;
  pinLabel: (place: Place) => string;
}) {
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
      {places.map((place) => (
        <a
          key={place.number}
          href={localizedPath(language, place.path)}
          className={`map-pin pin-${place.kind}`}
          aria-label={pinLabel(place)}
        >
          <circle cx={place.pin[0]} cy={place.pin[1]} r={20} className="pin-body" />
          <text x={place.pin[0]} y={place.pin[1]} textAnchor="middle" aria-hidden="true">
            {place.number}
          </text>
        </a>
      ))}
    </>
  );
}

/**
 * The places map (issue #15): the region as a background and a numbered pin per place, each pin a link. Rendered
 * to markup by the build once per language (maps/region-map-markup.server.tsx), so it uses plain links.
 */
export function PlacesMap({ map, language, label, pinLabel, insetLabel, insetShort }: PlacesMapProps) {
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
          <path d={map.borders} className="map-borders" />
          <path d={map.capital} className="map-capital" />
          <path d={map.outline} className="map-outline" />
          <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} className="inset-frame" />
          <text x={frame.x} y={frame.y - 10} className="inset-label">
            {insetShort}
          </text>
        </g>
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
          <path d={inset.borders} className="map-borders" />
          <path d={inset.outline} className="map-outline" />
          <rect x={1.5} y={1.5} width={inset.width - 3} height={inset.height - 3} className="inset-frame" />
        </g>
        <Pins places={inset.places} language={language} pinLabel={pinLabel} />
      </svg>
    </div>
  );
}
