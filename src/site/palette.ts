/*
 * The palette's colours for the few places no stylesheet reaches (issue #27): the browser's theme colour (root.tsx,
 * beside public/manifest.webmanifest's) and the standalone root and 404 pages (scripts/build/standalone-pages.ts).
 * The palette itself is app.css's `@theme`, which every stylesheet, map and chart reads as custom properties
 * (`var(--color-brand-800)`); palette.test.ts checks each value here against it, and the manifest's theme colour.
 */

/** The browser's colour for its own bar around the page, the header's blue: a constant of its own, so that the
 * pages' script carries this one value and not the whole table. */
export const THEME_COLOR = "#0f3270";

/** Keyed by the custom property's name without `--color-`. */
export const PALETTE = {
  "brand-50": "#eef5ff",
  "brand-700": "#133f8a",
  "brand-800": THEME_COLOR,
  "brand-900": "#0b2350",
  "sun-500": "#e0a526",
  ink: "#14213d",
  muted: "#4a5568",
} as const;
