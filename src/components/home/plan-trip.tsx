import { Link } from "react-router";
import { DISTRICTS } from "../../content/collections";
import { useLanguage } from "../../i18n/use-language";
import type { HomeText } from "../../site/home-text";
import { PLACES_MAP_PATH } from "../../site/districts";
import { localizedPath, OFFLINE_GUIDE_ID, SEARCH_PATH } from "../../site/paths";
import { getSection } from "../../site/section-by-key";
import { ArrowRight } from "../ui/icons";

/** The strip's links, in the order a trip is planned: where to go, where that is, what else, take it along. */
const PLAN_LINKS = [
  { key: "placesMap", path: PLACES_MAP_PATH },
  { key: "districtsMap", path: DISTRICTS.listPath },
  { key: "search", path: SEARCH_PATH },
  { key: "guide", path: `${getSection("tourism").path}#${OFFLINE_GUIDE_ID}` },
] as const;

/**
 * "Plan your trip" under the hero (issue #30): the guide's tools — the places map, the districts map, search and the
 * guide saved for offline reading — one tap from the home page, where before only an info tile led to one of them.
 */
export function PlanTrip({ text }: { text: HomeText["plan"] }) {
  const language = useLanguage();
  return (
    <nav aria-labelledby="plan-heading" className="border-b border-slate-200 bg-brand-50">
      <div className="container-page flex flex-col gap-3 py-5 lg:flex-row lg:items-center lg:gap-8">
        <h2 id="plan-heading" className="shrink-0 text-lg font-bold text-brand-900">
          {text.heading}
        </h2>
        <ul className="grid flex-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {PLAN_LINKS.map(({ key, path }) => (
            <li key={key}>
              <Link
                to={localizedPath(language, path)}
                className="flex h-full min-h-11 items-center justify-between gap-2 rounded-xl border border-brand-100 bg-white px-4 py-2 font-semibold text-brand-800 hover:text-brand-600"
              >
                {text[key]}
                <ArrowRight className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
