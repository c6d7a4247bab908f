import { Link } from "react-router";
import type { PlaceView } from "../../places/place-view.server";
import { fillPlaceholders } from "../../i18n/i18n";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { localizedPath } from "../../site/paths";
import { LocatorMap } from "../maps/locator-map";

export interface PlacePanelProps {
  place: PlaceView;
  /** The article's title, for the locator map's name. */
  name: string;
}

/**
 * The practical panel of a place page (issue #15): where it is, how to get there, when to go, what to know,
 * sourced contacts, links to a map app, and a locator map with its pin. All text comes ready from the loader.
 */
export function PlacePanel({ place, name }: PlacePanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = place.labels;
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby="place-panel"
      className="place-panel rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="place-panel" className="mb-3 text-lg font-bold text-brand-900">
        {labels.heading}
      </h2>
      <dl className="unit-facts">
        {row(
          labels.district,
          <Link
            to={localizedPath(language, place.district.path)}
            className="text-brand-700 underline hover:text-brand-500"
          >
            {place.district.name}
          </Link>,
        )}
        {row(
          labels.coordinates,
          <>
            {place.coordinates}
            {place.approximate && (
              <span className="block text-sm font-normal text-muted">({labels.approximate})</span>
            )}
          </>,
        )}
        {place.altitude && row(labels.altitude, place.altitude)}
        {row(
          labels.gettingThere,
          <>
            {place.distances.map((distance) => (
              <span key={distance} className="mb-1 block" data-place-distance="">
                {distance}
              </span>
            ))}
            <span className="block font-normal">{place.gettingThere.text}</span>
            <span className="mt-1 block text-sm font-normal text-muted" data-place-checked="">
              {place.gettingThere.checked ?? labels.carOnly}
            </span>
            <span className="mt-1 block text-sm font-normal text-muted">
              {labels.by}: {place.access}
            </span>
          </>,
        )}
        {place.season && row(labels.bestTime, place.season)}
        {(place.goodToKnow || place.permit) &&
          row(
            labels.goodToKnow,
            <>
              {place.permit && <span className="block">{labels.permit}</span>}
              {place.goodToKnow && <span className="block font-normal">{place.goodToKnow}</span>}
            </>,
          )}
        {(place.website || place.phone) &&
          row(
            labels.contacts,
            <>
              {place.website && (
                <a
                  href={place.website}
                  className="block text-brand-700 underline hover:text-brand-500"
                  rel="noopener"
                >
                  {labels.website}: {new URL(place.website).host}
                </a>
              )}
              {place.phone && (
                <a
                  href={`tel:${place.phone.value.replace(/\s/g, "")}`}
                  className="block text-brand-700 underline"
                >
                  {fillPlaceholders(labels.phone, { date: place.phone.checked })}: {place.phone.value}
                </a>
              )}
            </>,
          )}
      </dl>
      <div className="mt-5">
        <LocatorMap map={place.locator} label={fillPlaceholders(labels.locatorLabel, { name })} />
        <p className="mt-2 text-sm text-muted">{t("districts.credit")}</p>
      </div>
      <ul className="mt-4 space-y-1">
        <li>
          <a
            href={place.osmUrl}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-500"
            rel="noopener"
          >
            {labels.openStreetMap}
          </a>
        </li>
        {/* A geo: link opens a phone's map app: shown where the pointer is a finger, not on a desktop or paper. */}
        <li className="place-map-app">
          <a
            href={place.geoUrl}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-500"
          >
            {labels.mapApp}
          </a>
        </li>
      </ul>
    </section>
  );
}
