import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";

/**
 * Every href on the site is built here (components never assemble URLs themselves).
 * Paths inside the site are written without the language, e.g. `tourism/sights`.
 */

/** `/en/tourism/sights` from ("en", "tourism/sights"); a path that already names a language keeps it. */
export function localizedPath(language: Language, path = ""): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  const { language: named } = splitLanguage(`/${trimmed}`);
  if (named) return `/${trimmed}`;
  return trimmed ? `/${language}/${trimmed}` : `/${language}`;
}

/** Splits `/ru/tourism/sights` into the language (if the first segment is one) and the rest. */
export function splitLanguage(pathname: string): { language: Language | null; rest: string } {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0];
  if (isLanguage(first)) return { language: first, rest: segments.slice(1).join("/") };
  return { language: null, rest: segments.join("/") };
}

/** The same page in another language: the first path segment is rewritten (spec §4, language choice). */
export function switchLanguagePath(pathname: string, language: Language): string {
  return localizedPath(language, splitLanguage(pathname).rest);
}

/** Decodes a path for matching; malformed escapes are kept as typed rather than throwing. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits any path, however malformed, into clean segments: no empty, `.` or `..` segments, no NUL. */
export function cleanSegments(pathname: string): string[] {
  const out: string[] = [];
  for (const raw of pathname.split(/[/\\]+/)) {
    const segment = safeDecode(raw)
      .replace(/[\u0000-\u001f]/g, "")
      .trim();
    if (!segment || segment === ".") continue;
    if (segment === "..") {
      out.pop();
      continue;
    }
    out.push(segment);
  }
  return out;
}

/** A first segment that looks like a language code we do not offer (`fr`, `de-AT`, `zh_Hans`). */
function looksLikeLanguageCode(segment: string): boolean {
  return /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i.test(segment) && segment.length <= 10;
}

export interface KnownPaths {
  /** Static paths without the language, e.g. "", "tourism", "aboutus/statistics". */
  staticPaths: readonly string[];
  /** Detail route patterns without the language, e.g. "aboutus/statistics/:id". */
  detailPatterns: readonly string[];
}

/**
 * The id segment of a path that fits a detail pattern such as `aboutus/statistics/:id` (other segments
 * compared case-insensitively), or null. The one matcher behind the build-time lookup, the side menu's
 * current entry and the redirects.
 */
export function idInPattern(pattern: string, segments: readonly string[]): string | null {
  const parts = pattern.split("/");
  if (parts.length !== segments.length) return null;
  const fits = parts.every((part, i) => part === ":id" || part.toLowerCase() === segments[i]?.toLowerCase());
  return fits ? (segments[parts.indexOf(":id")] ?? null) : null;
}

/** The canonical spelling of a path if it is one of the site's routes (case-insensitive), else null. */
export function matchKnownPath(segments: readonly string[], known: KnownPaths): string | null {
  const wanted = segments.join("/").toLowerCase();
  const hit = known.staticPaths.find((path) => path.toLowerCase() === wanted);
  if (hit !== undefined) return hit;
  for (const pattern of known.detailPatterns) {
    const id = idInPattern(pattern, segments);
    if (id !== null) return pattern.replace(":id", id);
  }
  return null;
}

/**
 * Where a visitor who asked for a path the server does not have should go (spec §2: the root and unknown
 * paths go to the current language's home; a link without a prefix gets the current language; an
 * unsupported language is treated as uz). Returns a clean site path, never an outside URL.
 */
export function resolveRequestedPath(pathname: string, currentLanguage: Language, known: KnownPaths): string {
  const segments = cleanSegments(pathname);
  const first = segments[0]?.toLowerCase();
  let language: Language;
  let rest: string[];
  if (isLanguage(first)) {
    language = first;
    rest = segments.slice(1);
  } else if (
    first !== undefined &&
    looksLikeLanguageCode(first) &&
    matchKnownPath(segments, known) === null
  ) {
    language = DEFAULT_LANGUAGE;
    rest = segments.slice(1);
  } else {
    language = currentLanguage;
    rest = segments;
  }
  const match = matchKnownPath(rest, known);
  return localizedPath(language, match ?? "");
}

/** The open-data page (issue #18) and the search page (issue #16), at `/{lang}/open-data` and `/{lang}/search`. */
export const OPEN_DATA_PATH = "open-data";
/** What's on (issue #32): the calendar of the twelve months from the build date, in the tourism section. */
export const CALENDAR_PATH = "tourism/calendar";
export const SEARCH_PATH = "search";
/** The guide box's heading on the tourism overview, the address the home page and the offline page link to (`/uz/tourism#offline-guide`). */
export const OFFLINE_GUIDE_ID = "offline-guide";
/** What the service worker shows, in the page's language, for a page not saved on the device (issue #17). */
export const OFFLINE_PATH = "offline";
/** Uzbekistan's public holidays and days off (issue #32), this year's and next, at `/{lang}/holidays`. */
export const HOLIDAYS_PATH = "holidays";
