/** The open-data page (issue #18): every dataset the site publishes, at `/{lang}/open-data` (paths.ts). */
export { OPEN_DATA_PATH } from "../site/paths";

/** The site's own compilations are published under Creative Commons Attribution 4.0. */
export const LICENCE = "CC BY 4.0";
export const LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";

/**
 * The district boundaries are OpenStreetMap data: they stay under the Open Database Licence and carry its credit
 * (data/boundaries/README.md, docs/decisions/024).
 */
export const OSM_LICENCE = "ODbL 1.0";
export const OSM_LICENCE_URL = "https://opendatacommons.org/licenses/odbl/1-0/";
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";
