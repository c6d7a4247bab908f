import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { COLLECTIONS, DISTRICTS, PAGES } from "./content/collections";
import { PLACES_MAP_PATH } from "./site/districts";
import { CALENDAR_PATH, HOLIDAYS_PATH, OPEN_DATA_PATH } from "./site/paths";
import { OFFLINE_PATH, SEARCH_PATH } from "./site/paths";
import { SECTIONS } from "./site/sections";

/**
 * The spec's route table (§2) mapped onto a handful of screens. Every collection's list and detail path goes
 * to the two generic collection screens and every editorial page to the one page screen; the registry in
 * content/collections.ts says which path is which, so a new collection needs no new route file.
 */

/** `aboutus/statistics/:id` inside the aboutus section becomes `statistics/:id`. */
function within(sectionPath: string, path: string): string | null {
  return path.startsWith(`${sectionPath}/`) ? path.slice(sectionPath.length + 1) : null;
}

function routesUnder(base: string) {
  const relativeTo = (path: string) => (base ? within(base, path) : path.includes("/") ? null : path);
  return [
    ...COLLECTIONS.flatMap((collection) => {
      const list = relativeTo(collection.listPath);
      const detail = relativeTo(collection.detailPattern);
      return [
        // The hotels list is the tourism index itself (spec: "hotels-and-resorts (same page as index)").
        ...(list !== null
          ? [
              route(
                list,
                collection.key === "hotels" ? "routes/section-overview.tsx" : "routes/collection-list.tsx",
                { id: `list:${collection.key}` },
              ),
            ]
          : []),
        ...(detail !== null
          ? [route(detail, "routes/collection-detail.tsx", { id: `detail:${collection.key}` })]
          : []),
      ];
    }),
    ...PAGES.flatMap((page) => {
      const path = relativeTo(page.path);
      return path === null ? [] : [route(path, "routes/content-page.tsx", { id: `page:${page.key}` })];
    }),
  ];
}

export default [
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("photo", "routes/photo-gallery.tsx"),
    route("videoGalery", "routes/video-gallery.tsx"),
    route(OPEN_DATA_PATH, "routes/open-data.tsx"),
    route(SEARCH_PATH, "routes/search.tsx"),
    route(OFFLINE_PATH, "routes/offline.tsx"),
    route(HOLIDAYS_PATH, "routes/holidays.tsx"),
    ...routesUnder(""),
    ...SECTIONS.map((section) =>
      route(section.path, "routes/section-layout.tsx", { id: `section:${section.key}` }, [
        index("routes/section-overview.tsx", { id: `overview:${section.key}` }),
        ...routesUnder(section.path),
        ...(section.path === PLACES_MAP_PATH.split("/")[0]
          ? [route(PLACES_MAP_PATH.split("/")[1]!, "routes/places-map.tsx", { id: "places-map" })]
          : []),
        ...(section.path === CALENDAR_PATH.split("/")[0]
          ? // The calendar and each entry's page (`calendar/<slug>`): one route (decision 029).
            [route(`${CALENDAR_PATH.split("/")[1]!}/:slug?`, "routes/calendar.tsx", { id: "calendar" })]
          : []),
        ...(section.path === DISTRICTS.listPath.split("/")[0]
          ? [
              route(DISTRICTS.listPath.split("/")[1]!, "routes/districts.tsx", { id: "districts" }),
              route(`${DISTRICTS.listPath.split("/")[1]!}/:slug`, "routes/district.tsx", { id: "district" }),
            ]
          : []),
      ]),
    ),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
