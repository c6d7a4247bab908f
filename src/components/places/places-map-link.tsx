import { Link } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { PLACES_MAP_PATH } from "../../site/districts";
import { OPEN_DATA_PATH } from "../../site/paths";
import { localizedPath } from "../../site/paths";
import { ArrowRight } from "../ui/icons";

/** "Map of places →": from the tourism overview, the sights list and the district pages (issue #15). */
export function PlacesMapLink({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return <ArrowLink className={className} path={PLACES_MAP_PATH} label={t("placesMap.link")} />;
}

/** "All of the site's open data →": from the statistics list (issue #18). */
export function OpenDataLink({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return <ArrowLink className={className} path={OPEN_DATA_PATH} label={t("statistics.openDataLink")} />;
}

function ArrowLink({ className, path, label }: { className: string; path: string; label: string }) {
  const language = useLanguage();
  return (
    <p className={className}>
      <Link
        to={localizedPath(language, path)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-600 hover:underline"
      >
        {label}
        <ArrowRight className="size-4" />
      </Link>
    </p>
  );
}
