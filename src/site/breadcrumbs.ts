import { COLLECTIONS, DISTRICTS } from "../content/collections";
import type { UiStrings } from "../i18n/strings/types";
import { CALENDAR_PATH, idInPattern } from "./paths";
import { sectionOfPath } from "./sections";

/** One step of a breadcrumb trail: its label in the page language and its path without the language. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * Where a page sits: Home › Section › List › the page itself (the last step, named by its own title).
 * The one source of the visible trail (components/layout/breadcrumbs.tsx) and of the BreadcrumbList
 * structured data (site/structured-data.ts). The home page has no trail.
 *
 * @example breadcrumbTrail(nav, "tourism/sights-detail/1", "Urungach")
 *   // Home (""), Tourism ("tourism"), Sights ("tourism/sights"), Urungach ("tourism/sights-detail/1")
 */
export function breadcrumbTrail(nav: UiStrings["nav"], path: string, title: string): Breadcrumb[] {
  if (!path) return [];
  const trail: Breadcrumb[] = [{ name: nav.home, path: "" }];
  const section = sectionOfPath(path);
  if (section && section.path !== path) trail.push({ name: nav[section.key], path: section.path });
  const segments = path.split("/");
  const collection = COLLECTIONS.find((candidate) => idInPattern(candidate.detailPattern, segments) !== null);
  if (collection) trail.push({ name: nav[collection.key], path: collection.listPath });
  if (idInPattern(DISTRICTS.detailPattern, segments) !== null)
    trail.push({ name: nav.districts, path: DISTRICTS.listPath });
  if (path.startsWith(`${CALENDAR_PATH}/`)) trail.push({ name: nav.calendar, path: CALENDAR_PATH });
  trail.push({ name: title, path });
  return trail;
}
