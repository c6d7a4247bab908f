import { detailPath, DISTRICTS, getCollection } from "../content/collections";
import { articleIds } from "../content/load.server";
import type { Language } from "../i18n/languages";
import { PLACES_MAP_PATH, placesMapFile, placesMapId, regionMapFile, regionMapId } from "../site/districts";
import { figuresFile, figuresId, statisticsView } from "../statistics/statistics-view.server";
import { figuresMarkup } from "./figures.server";
import { placesMapMarkup, regionMapMarkup } from "./maps.server";

/**
 * A piece of build-time markup: written into its page in place of `<!--inline:{id}-->` and as `file`, for visits
 * by client-side navigation (components/ui/build-inlined.tsx, docs/decisions/011).
 */
export interface InlinedMarkup {
  id: string;
  file: string;
  /** The page's path without the language. */
  page: string;
  markup: string;
}

/**
 * The registry of what each capability inlines into its pages, for one language: the region map (districts), the
 * places map (places) and every statistics article's figures (statistics, docs/decisions/013). A capability that
 * draws at build time adds its entry here; scripts/build/inline-markup.ts writes them all. (The search's A–Z list
 * is inlined by the search step, as it is made from the index.)
 */
export async function inlinedMarkup(language: Language): Promise<InlinedMarkup[]> {
  const statistics = getCollection("statistics");
  return [
    {
      id: regionMapId(language),
      file: regionMapFile(language),
      page: DISTRICTS.listPath,
      markup: await regionMapMarkup(language),
    },
    {
      id: placesMapId(language),
      file: placesMapFile(language),
      page: PLACES_MAP_PATH,
      markup: await placesMapMarkup(language),
    },
    ...articleIds("statistics").flatMap((id) => {
      const view = statisticsView(id, language);
      return view
        ? [
            {
              id: figuresId(id, language),
              file: figuresFile(id, language),
              page: detailPath(statistics, id),
              markup: figuresMarkup(view, language),
            },
          ]
        : [];
    }),
  ];
}
