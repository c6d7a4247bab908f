import { DISTRICTS, getCollection, getPage, type CollectionKey, type PageKey } from "../content/collections";
import { CALENDAR_PATH } from "./paths";

/** One entry of a menu: a collection's list or a single page. Its label is the UI string `nav.<key>`. */
export type SectionEntry = (
  | { kind: "collection"; key: CollectionKey; path: string }
  | { kind: "page"; key: PageKey; path: string }
  | { kind: "districts"; key: typeof DISTRICTS.key; path: string }
  | { kind: "calendar"; key: "calendar"; path: typeof CALENDAR_PATH }
) & {
  /** Shown in the section's side menu but not in the header's drop-down (the spec fixes those sizes). */
  sideMenuOnly?: boolean;
};

export interface SectionDefinition {
  key: "aboutus" | "tourism" | "investment" | "education-and-culture" | "business";
  /** The section's base path; its overview stacks the entries in this order. */
  path: string;
  entries: readonly SectionEntry[];
}

const collection = (key: CollectionKey): SectionEntry => ({
  kind: "collection",
  key,
  path: getCollection(key).listPath,
});
const page = (key: PageKey): SectionEntry => ({ kind: "page", key, path: getPage(key).path });

/** The five sections with side menus, in the order of the spec's main menu (§2). */
export const SECTIONS: readonly SectionDefinition[] = [
  {
    key: "aboutus",
    path: "aboutus",
    entries: [
      page("administration"),
      collection("regional-history"),
      collection("statistics"),
      collection("sport"),
      // The fifth entry, beyond the spec's four (docs/decisions/011).
      { kind: "districts", key: DISTRICTS.key, path: DISTRICTS.listPath },
    ],
  },
  {
    key: "tourism",
    path: "tourism",
    entries: [
      collection("hotels"),
      collection("festivals"),
      // What's on (issue #32): its pages and their entries' pages; the header's drop-down keeps the spec's size.
      { kind: "calendar", key: "calendar", path: CALENDAR_PATH, sideMenuOnly: true },
      collection("sights"),
      page("nightlife-and-gastronomy"),
      collection("pilgrimage"),
      page("ethno-tourism"),
      { ...collection("tourism-potential"), sideMenuOnly: true },
    ],
  },
  {
    key: "investment",
    path: "investment",
    entries: [
      collection("investment-environment"),
      collection("completed-projects"),
      collection("international-projects"),
      collection("industry"),
      page("investment-contact"),
      { ...collection("economy"), sideMenuOnly: true },
    ],
  },
  {
    key: "education-and-culture",
    path: "education-and-culture",
    entries: [
      collection("education"),
      collection("religious-tolerance"),
      page("friendship-of-peoples"),
      collection("national-dishes"),
    ],
  },
  {
    key: "business",
    path: "business",
    entries: [page("start-business"), page("work"), page("real-state")],
  },
];

export type SectionKey = SectionDefinition["key"];

/** The gallery group of the main menu: the two gallery screens. */
export const GALLERY_ENTRIES = [
  { key: "photo", path: "photo" },
  { key: "videoGalery", path: "videoGalery" },
] as const;

/** The section a site path belongs to, if any (`tourism/sights-detail/2` -> tourism). */
export function sectionOfPath(path: string): SectionDefinition | undefined {
  const first = path.split("/")[0];
  return SECTIONS.find((section) => section.path === first);
}

/**
 * The social preview slot (media/manifest.yaml) of a page: its section's picture, the gallery's for both
 * galleries, the home page's for the home page and the pages outside a section (about, accessibility).
 */
export function socialSlotOf(path: string): string {
  if (GALLERY_ENTRIES.some((entry) => entry.path === path)) return "social-gallery";
  return `social-${sectionOfPath(path)?.key ?? "home"}`;
}

/** A group of the header's main menu: a label, where the label itself leads, and the drop-down links. */
export interface MenuGroup {
  key: SectionKey | "gallery";
  path: string;
  entries: ReadonlyArray<{ key: string; path: string }>;
}

/** The six groups of the spec's main menu (§2), with the spec's sizes. */
export const MAIN_MENU: readonly MenuGroup[] = [
  ...SECTIONS.map((section) => ({
    key: section.key,
    path: section.path,
    entries: section.entries.filter((entry) => !entry.sideMenuOnly),
  })),
  { key: "gallery", path: GALLERY_ENTRIES[0].path, entries: GALLERY_ENTRIES },
];
