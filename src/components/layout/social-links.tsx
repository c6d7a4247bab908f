import { useTranslation } from "../../i18n/use-translation";
import { BrandIcon } from "../ui/brand-icons";
import { SOCIAL_LINKS } from "../../site/site-constants";

export interface SocialLinksProps {
  tone: "light" | "dark";
  className?: string;
}

export function SocialLinks({ tone, className }: SocialLinksProps) {
  const { t } = useTranslation();
  const colours =
    tone === "light"
      ? "text-brand-800 hover:bg-brand-50"
      : "text-white/85 hover:bg-white/10 hover:text-white";
  return (
    <ul className={`flex items-center gap-1 ${className ?? ""}`}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("footer.socialLink", { name: link.name })}
            className={`flex size-11 items-center justify-center rounded-full ${colours}`}
          >
            <BrandIcon name={link.name} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
