/**
 * Brand marks of the social networks (Simple Icons, CC0; the files are src/assets/social/*.svg), keyed by
 * the names in SOCIAL_LINKS. Drawn as a CSS mask over the text colour (app.css), so they follow the link's
 * colour and hover state and forced-colours mode, without their paths in every page.
 */
const BRAND_CLASS: Record<string, string> = {
  Facebook: "brand-facebook",
  Instagram: "brand-instagram",
  YouTube: "brand-youtube",
  Telegram: "brand-telegram",
};

export interface BrandIconProps {
  name: string;
  className?: string;
}

export function BrandIcon({ name, className }: BrandIconProps) {
  return <span aria-hidden="true" className={`brand-icon ${BRAND_CLASS[name] ?? ""} ${className ?? ""}`} />;
}
