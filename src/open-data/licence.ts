/** The open-data page (issue #18): every dataset the site publishes, at `/{lang}/open-data` (paths.ts). */
export { OPEN_DATA_PATH } from "../site/paths";

/** The site's own compilations are published under Creative Commons Attribution 4.0. */
export const LICENCE = "CC BY 4.0";
export const LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";
