import { siFacebook, siInstagram, siTelegram, siYoutube } from "simple-icons";

/** Brand marks of the social networks (Simple Icons, CC0), keyed by the names in SOCIAL_LINKS. */
const BRAND_PATHS: Record<string, string> = {
  Facebook: siFacebook.path,
  Instagram: siInstagram.path,
  YouTube: siYoutube.path,
  Telegram: siTelegram.path,
};

export interface BrandIconProps {
  name: string;
  className?: string;
}

export function BrandIcon({ name, className }: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={BRAND_PATHS[name] ?? ""} />
    </svg>
  );
}
