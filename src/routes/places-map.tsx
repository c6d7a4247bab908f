import "../components/maps/maps.css";
import "../components/places/places-map.css";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/places-map";
import { PLACE_KINDS } from "../content/collections";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { BuildInlined } from "../components/ui/build-inlined";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { placesMapData } from "../places/places-map.server";
import { loadStrings } from "../i18n/i18n";
import { PLACES_MAP_TEXT } from "../places/places-map-text";
import { OfflineGuide } from "../components/offline/offline-guide";
import { GUIDE_TEXT } from "../offline/strings";
import { placesMapFile, placesMapId } from "../site/districts";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";

/** `/{lang}/tourism/map` (issue #15): every place as a pin, and the same places listed by district. */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  // The pins themselves are written into the page by the build; the list needs only names and links.
  const groups = placesMapData(language, await loadStrings(language)).byDistrict.map((group) => ({
    name: group.name,
    path: group.path,
    places: group.places.map(({ number, kind, title, path: placePath, approximate }) => ({
      number,
      kind,
      title,
      path: placePath,
      approximate,
    })),
  }));
  return {
    language,
    path,
    groups,
    guide: GUIDE_TEXT[language],
    head: await pageHead(language, path, PLACES_MAP_TEXT[language].title),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    language: loaderData.language,
    path: loaderData.path,
    title: PLACES_MAP_TEXT[loaderData.language].title,
    description: PLACES_MAP_TEXT[loaderData.language].intro,
    head: loaderData.head,
  });
}

/**
 * A pin names its place on hover and focus by CSS alone. On a touch screen, where there is no hover, the first tap
 * on a pin shows its name (and marks the place in the list below) and the second opens the page; without
 * JavaScript a tap opens the page at once. The map itself is the build's markup, so this listens on its figure.
 */
function usePinNames(figure: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = figure.current;
    if (!element) return;
    let touch = false;
    const pinOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<SVGAElement>("a.map-pin") : null;
    const mark = (pin: SVGAElement | null) => {
      for (const entry of document.querySelectorAll(".places-list .is-current"))
        entry.classList.remove("is-current");
      if (pin) document.getElementById(`place-${pin.dataset.pin}`)?.classList.add("is-current");
    };
    const onPointerDown = (event: PointerEvent) => {
      touch = event.pointerType === "touch" || event.pointerType === "pen";
    };
    const onClick = (event: MouseEvent) => {
      const pin = pinOf(event.target);
      for (const armed of element.querySelectorAll("a.map-pin.is-armed"))
        if (armed !== pin) armed.classList.remove("is-armed");
      if (!pin || !touch || pin.classList.contains("is-armed")) return;
      event.preventDefault();
      pin.classList.add("is-armed");
      mark(pin);
    };
    const onOver = (event: Event) => mark(pinOf(event.target));
    element.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("click", onClick);
    element.addEventListener("pointerover", onOver);
    element.addEventListener("focusin", onOver);
    return () => {
      element.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("click", onClick);
      element.removeEventListener("pointerover", onOver);
      element.removeEventListener("focusin", onOver);
    };
  }, [figure]);
}

export default function PlacesMapPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const text = PLACES_MAP_TEXT[language];
  const { groups, head } = loaderData;
  const figure = useRef<HTMLElement>(null);
  usePinNames(figure);
  return (
    <>
      <Breadcrumbs trail={head.trail} />
      <PageHeading title={text.title} intro={text.intro} align="start" />
      <figure ref={figure} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <BuildInlined id={placesMapId(language)} src={placesMapFile(language)} />
        <figcaption className="map-caption">
          <ul className="map-legend" aria-label={text.legendHeading}>
            {PLACE_KINDS.map((kind) => (
              <li key={kind}>
                <span aria-hidden="true" className={`pin-key pin-key-${kind}`} />
                {text.kinds[kind]}
              </li>
            ))}
          </ul>
          <p>
            {text.insetNote} {text.note}
          </p>
          <p>{text.credit}</p>
        </figcaption>
      </figure>
      <div className="mt-10">
        <OfflineGuide text={loaderData.guide} language={language} />
      </div>
      <section aria-labelledby="places-by-district" data-pagefind-ignore>
        <h2
          id="places-by-district"
          className="mb-5 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900 sm:text-2xl"
        >
          {text.listHeading}
        </h2>
        <div className="places-list grid gap-8 sm:grid-cols-2">
          {groups.map((group) => (
            <section key={group.path} aria-labelledby={`group-${group.path}`}>
              <h3 id={`group-${group.path}`} className="text-lg font-bold">
                <Link
                  to={localizedPath(language, group.path)}
                  className="text-brand-800 hover:text-brand-600 hover:underline"
                >
                  {group.name}
                </Link>
              </h3>
              <ul className="mt-2 grid gap-1">
                {group.places.map((place) => (
                  <li key={place.number} id={`place-${place.number}`} className="flex items-start gap-3">
                    <span aria-hidden="true" className={`pin-key pin-key-${place.kind} mt-3`} />
                    <span>
                      <Link
                        to={localizedPath(language, place.path)}
                        className="inline-block py-2 font-semibold text-brand-700 hover:text-brand-500 hover:underline"
                      >
                        {place.number}. {place.title}
                      </Link>
                      <span className="block text-sm text-muted">
                        {text.kinds[place.kind]}
                        {place.approximate && `, ${text.approximate}`}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
