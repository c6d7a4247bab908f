import { renderToStaticMarkup } from "react-dom/server";
import { PlacesMap } from "../components/places/places-map";
import { RegionMap } from "../components/maps/region-map";
import { loadUnits } from "../content/districts.server";
import { fillPlaceholders, loadStrings } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { placesMapData } from "../places/places-map.server";
import { PLACES_MAP_TEXT } from "../places/places-map-text";
import { regionMapData } from "../maps/region-map.server";

/** The region map of one language as SVG markup (scripts/postbuild.ts writes it into the districts page). */
export async function regionMapMarkup(language: Language): Promise<string> {
  const strings = await loadStrings(language);
  const map = regionMapData(loadUnits(language), strings);
  return renderToStaticMarkup(
    <RegionMap
      map={map}
      label={strings.districts.mapLabel}
      language={language}
      scaleLabel={fillPlaceholders(strings.districts.scale, { value: map.scale.km })}
    />,
  );
}

/** The places map of one language as SVG markup (scripts/postbuild.ts writes it into the places map page). */
export async function placesMapMarkup(language: Language): Promise<string> {
  const text = PLACES_MAP_TEXT[language];
  const strings = await loadStrings(language);
  const kinds = text.kinds;
  return renderToStaticMarkup(
    <PlacesMap
      map={placesMapData(language, strings)}
      language={language}
      label={text.mapLabel}
      pinLabel={(place) => `${place.number}. ${place.title} (${kinds[place.kind]})`}
      insetLabel={text.insetLabel}
    />,
  );
}
