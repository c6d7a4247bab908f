import { renderToStaticMarkup } from "react-dom/server";
import { RegionMap } from "../components/maps/region-map";
import { loadUnits } from "../content/districts.server";
import { loadStrings } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { regionMapData } from "./region-map.server";

/** The region map of one language as SVG markup (scripts/postbuild.ts writes it into the districts page). */
export async function regionMapMarkup(language: Language): Promise<string> {
  const strings = await loadStrings(language);
  const map = regionMapData(loadUnits(language), strings);
  return renderToStaticMarkup(
    <RegionMap
      map={map}
      label={strings.districts.mapLabel}
      language={language}
      scaleLabel={strings.districts.scale.replace("{{value}}", String(map.scale.km))}
    />,
  );
}
