/** The spec's constants (§9) and the site's own, each in one place. */

/** The public origin used for canonical URLs, hreflang alternates and the sitemap. */
export const SITE_ORIGIN = "https://toshvil.uz";

/** Height of the sticky header in px (spec §2, shared layout). */
export const HEADER_HEIGHT_PX = 78;

/** Width from which the full top menu replaces the slide-in mobile menu (Tailwind `lg`). */
export const DESKTOP_MENU_MIN_WIDTH_PX = 1024;

/** How long a detail page shows its loading state after a client-side navigation (spec §9). */
export const DETAIL_LOADING_DELAY_MS = 300;

/**
 * The home hero's looping video (public/video, made by media/scripts/videos.ts): AV1 first, then VP9, then
 * H.264 MP4 that every browser plays. The codecs strings let a browser skip what it cannot decode.
 */
export const HERO_VIDEO_SOURCES = [
  { src: "/video/hero.av1.webm", type: 'video/webm; codecs="av01.0.08M.08"' },
  { src: "/video/hero.vp9.webm", type: 'video/webm; codecs="vp9"' },
  { src: "/video/hero.mp4", type: "video/mp4" },
] as const;

/** The regional administration's phones (facts file §8). */
export const ADMINISTRATION_PHONES = ["(0 371) 232-80-61", "(0 371) 232-80-63", "(0 371) 232-80-65"] as const;

/**
 * `tel:` address of a number written the Uzbek domestic way: "(0 371) 232-80-61" is Tashkent's area 71
 * dialled from inside the country (0, then 3 and the area code), so internationally it is +998 71 232 80 61.
 */
export function telHref(phone: string): string {
  const match = /^\(0 3(\d{2})\) ([\d-]+)$/.exec(phone);
  if (!match) throw new Error(`Unexpected phone format: ${phone}`);
  return `tel:+998${match[1]}${(match[2] ?? "").replace(/-/g, "")}`;
}

/** The regional administration's official website (facts file §1). */
export const ADMINISTRATION_WEBSITE = "toshvil.uz";

/**
 * Social networks shown in the header and footer. The spec names the four networks but not the accounts,
 * and the facts file has none, so until the administration confirms its handles each link opens that
 * network's search for the administration's name rather than a guessed account (docs/decisions/003).
 */
const ADMINISTRATION_QUERY = encodeURIComponent("Toshkent viloyati hokimligi");
export const SOCIAL_LINKS = [
  { id: 1, name: "Facebook", href: `https://www.facebook.com/search/top?q=${ADMINISTRATION_QUERY}` },
  {
    id: 2,
    name: "Instagram",
    href: `https://www.instagram.com/explore/search/keyword/?q=${ADMINISTRATION_QUERY}`,
  },
  { id: 3, name: "YouTube", href: `https://www.youtube.com/results?search_query=${ADMINISTRATION_QUERY}` },
  { id: 4, name: "Telegram", href: "https://web.telegram.org/" },
] as const;
