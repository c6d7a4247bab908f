import { socialImage } from "../content/media.server";
import { loadStrings } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { breadcrumbTrail } from "./breadcrumbs";
import type { PageHead } from "./meta";
import { socialSlotOf } from "./sections";

/**
 * What every page's loader resolves at build time for its head and its breadcrumbs: the social preview
 * (the media index is only readable here) and the trail, so that meta functions, which also run in the
 * browser, and the visible breadcrumbs read the same small piece of loader data.
 *
 * @param title the page's own title, the last step of its trail (unused on the home page)
 */
export async function pageHead(language: Language, path: string, title?: string): Promise<PageHead> {
  if (path && !title) throw new Error(`The page ${path} needs a title for its breadcrumb trail`);
  // Loaders run beside the language layout's, which may not have loaded the strings yet.
  const strings = await loadStrings(language);
  return {
    image: socialImage(socialSlotOf(path), language),
    trail: breadcrumbTrail(strings.nav, path, title ?? ""),
  };
}
