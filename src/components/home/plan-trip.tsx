import { Link } from "react-router";
import { DISTRICTS } from "../../content/collections";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { OFFLINE_GUIDE_ID } from "../../offline/strings";
import { PLACES_MAP_PATH } from "../../site/districts";
import { localizedPath, SEARCH_PATH } from "../../site/paths";
import { getSection } from "../../site/sections";
import { Download, MapFolded, MapPin, Search, type Icon } from "../ui/icons";

/** The strip's links, in the order a trip is planned: where to go, where that is, what else, take it along. */
const PLAN_LINKS: readonly {
  key: "placesMap" | "districtsMap" | "search" | "guide";
  icon: Icon;
  path: string;
}[] = [
  { key: "placesMap", icon: MapPin, path: PLACES_MAP_PATH },
  { key: "districtsMap", icon: MapFolded, path: DISTRICTS.listPath },
  { key: "search", icon: Search, path: SEARCH_PATH },
  { key: "guide", icon: Download, path: getSection("tourism").path },
];

/**
 * "Plan your trip" under the hero (issue #30): the guide's tools — the places map, the districts map, search and the
 * guide saved for offline reading — one tap from the home page, where before only an info tile led to one of them.
 */
export function PlanTrip() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-labelledby="plan-heading" className="border-b border-slate-200 bg-brand-50">
      <div className="container-page flex flex-col gap-3 py-5 lg:flex-row lg:items-center lg:gap-8">
        <h2 id="plan-heading" className="shrink-0 text-lg font-bold text-brand-900">
          {t("home.plan.heading")}
        </h2>
        <ul className="grid flex-1 grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {PLAN_LINKS.map(({ key, icon: Icon, path }) => (
            <li key={key} className="flex">
              <Link
                to={`${localizedPath(language, path)}${key === "guide" ? `#${OFFLINE_GUIDE_ID}` : ""}`}
                className="flex min-h-11 flex-1 items-center gap-3 rounded-xl border border-brand-100 bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm hover:border-brand-500 hover:text-brand-600"
              >
                <Icon className="size-5 shrink-0 text-lake-600" />
                {t(`home.plan.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
