/**
 * The registry of article collections. A new collection needs one entry here and a folder
 * `content/<key>/<id>/<lang>.md`; routes, prerendering, menus and tests pick it up from this list.
 */
export interface CollectionDefinition {
  /** Folder name under content/ and the prefix of the collection's image slot ids. */
  key: string;
  /** The list screen's path (without language). */
  listPath: string;
  /** The detail screen's path pattern with `:id`, exactly as the spec writes it. */
  detailPattern: string;
  /**
   * How many articles the spec's seed gave the collection: it may grow (adding an article is adding a folder,
   * content/<key>/<next id>/), never shrink below this (checked by the content tests).
   */
  seedCount: number;
  /** The schema.org type of the place each article describes, given as structured data on its detail page. */
  placeType?: PlaceType;
  /** The schema.org type of the event an article's `event` frontmatter describes. */
  eventType?: EventType;
  /**
   * Every article is about a place a visitor can go to and carries `place.yaml` (issue #15); the kind names its
   * pin (`pin-<kind>` and its `--pin` colour, places-map.css), its key on the places map and its kind in the open-data
   * places file.
   */
  placeKind?: PlaceKind;
}

/** Kinds of place, in the order the places map's key lists them; each collection of places names its kind. */
export const PLACE_KINDS = ["sight", "hotel", "pilgrimage", "festival"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * Kinds of place an article can describe (site/structured-data.ts). Pilgrimage sites are `TouristAttraction`s
 * (issue #29): they include a spring and shrines, not only buildings of worship (`PlaceOfWorship`).
 */
export type PlaceType = "TouristAttraction" | "LodgingBusiness";
/** Kinds of event an article can describe (site/structured-data.ts). */
export type EventType = "Festival";

const defineCollections = <const T extends readonly CollectionDefinition[]>(items: T) => items;

export const COLLECTIONS = defineCollections([
  { key: "regional-history", listPath: "aboutus/regional-history", detailPattern: "aboutus/regional-history/:id", seedCount: 6 },
  { key: "statistics", listPath: "aboutus/statistics", detailPattern: "aboutus/statistics/:id", seedCount: 11 },
  { key: "sport", listPath: "aboutus/sport", detailPattern: "aboutus/sport/:id", seedCount: 1 },
  { key: "hotels", listPath: "tourism/hotels-and-resorts", detailPattern: "tourism/hotels-and-resorts/detail/:id", seedCount: 3, placeType: "LodgingBusiness", placeKind: "hotel" },
  { key: "festivals", listPath: "tourism/festivals-and-events", detailPattern: "tourism/festivals-and-events/detail/:id", seedCount: 1, eventType: "Festival", placeKind: "festival" },
  { key: "sights", listPath: "tourism/sights", detailPattern: "tourism/sights-detail/:id", seedCount: 20, placeType: "TouristAttraction", placeKind: "sight" },
  { key: "tourism-potential", listPath: "tourism/tourism-potential", detailPattern: "tourism/tourism-potential/:id", seedCount: 1 },
  { key: "pilgrimage", listPath: "tourism/pilgrimage-tourism", detailPattern: "tourism/pilgrimage-tourism/detail/:id", seedCount: 4, placeType: "TouristAttraction", placeKind: "pilgrimage" },
  { key: "education", listPath: "education-and-culture/education", detailPattern: "education-and-culture/education-detail/:id", seedCount: 7 },
  { key: "religious-tolerance", listPath: "education-and-culture/religious-tolerance", detailPattern: "education-and-culture/religious-tolerance/:id", seedCount: 1 },
  { key: "national-dishes", listPath: "education-and-culture/national-dishes-and-handicrafts", detailPattern: "education-and-culture/national-dishes/detail/:id", seedCount: 1 },
  { key: "economy", listPath: "investment/economy", detailPattern: "investment/economy/:id", seedCount: 7 },
  { key: "investment-environment", listPath: "investment/investment-environment", detailPattern: "investment/investment-environment/:id", seedCount: 2 },
  { key: "completed-projects", listPath: "investment/completed-projects", detailPattern: "investment/completed-projects/:id", seedCount: 9 },
  { key: "international-projects", listPath: "investment/projects-with-international-financial-organizations", detailPattern: "investment/projects-with-international-financial-organizations/:id", seedCount: 1 },
  { key: "industry", listPath: "investment/industry", detailPattern: "investment/industry/:id", seedCount: 9 },
] as const);

export type CollectionKey = (typeof COLLECTIONS)[number]["key"];

export function getCollection(key: CollectionKey): CollectionDefinition {
  const found = COLLECTIONS.find((collection) => collection.key === key);
  if (!found) throw new Error(`Unknown collection ${key}`);
  return found;
}

/** The kind of place a collection's articles describe; only for collections of places. */
export function placeKindOf(key: CollectionKey): PlaceKind {
  const kind = getCollection(key).placeKind;
  if (!kind) throw new Error(`Collection ${key} is not a collection of places`);
  return kind;
}

export function isCollectionKey(value: string): value is CollectionKey {
  return COLLECTIONS.some((collection) => collection.key === value);
}

/** The detail path of one article, e.g. `aboutus/statistics/3`. */
export function detailPath(collection: CollectionDefinition, id: number): string {
  return collection.detailPattern.replace(":id", String(id));
}

/** Single pages with editorial text (`content/pages/<key>/<lang>.md`) and where they live. */
export const PAGES = [
  { key: "about", path: "about" },
  { key: "administration", path: "aboutus/administration" },
  { key: "start-business", path: "business/start-business" },
  { key: "work", path: "business/work" },
  { key: "real-state", path: "business/real-state" },
  { key: "nightlife-and-gastronomy", path: "tourism/nightlife-and-gastronomy" },
  { key: "ethno-tourism", path: "tourism/ethno-tourism" },
  { key: "friendship-of-peoples", path: "education-and-culture/friendship-of-peoples" },
  { key: "investment-contact", path: "investment/contact" },
  { key: "accessibility", path: "accessibility" },
] as const;

export type PageKey = (typeof PAGES)[number]["key"];

export function getPage(key: PageKey): (typeof PAGES)[number] {
  const found = PAGES.find((page) => page.key === key);
  if (!found) throw new Error(`Unknown page ${key}`);
  return found;
}

/**
 * The region's districts and cities (issue #14): a map page and one page per unit, `content/districts/<slug>/`.
 * Not a numbered collection: units have slugs, a map and their own screens.
 */
export const DISTRICTS = {
  key: "districts",
  listPath: "aboutus/districts",
  detailPattern: "aboutus/districts/:id",
  /** Prerendered as the "not found" screen the servers send, with status 404, for an unknown slug. */
  notFoundSlug: "0",
} as const;

/** The page of one unit, e.g. `aboutus/districts/bostonliq-district`. */
export function districtPath(slug: string): string {
  return DISTRICTS.detailPattern.replace(":id", slug);
}
