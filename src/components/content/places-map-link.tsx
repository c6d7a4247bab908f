import { Link } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { PLACES_MAP_PATH } from "../../site/districts";
import { localizedPath } from "../../site/paths";
import { ArrowRight } from "../ui/icons";

/** "Map of places →": from the tourism overview, the sights list and the district pages (issue #15). */
export function PlacesMapLink({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className={className}>
      <Link
        to={localizedPath(language, PLACES_MAP_PATH)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-600 hover:underline"
      >
        {t("placesMap.link")}
        <ArrowRight className="size-4" />
      </Link>
    </p>
  );
}
