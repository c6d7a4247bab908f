import { renderToStaticMarkup } from "react-dom/server";
import { StatisticsFigures } from "../components/statistics/statistics-figures";
import type { StatisticsView } from "../statistics/statistics-view.server";
import type { Language } from "../i18n/languages";

/** A statistics article's figures as markup (scripts/postbuild.ts writes it into the page, decision 013). */
export const figuresMarkup = (view: StatisticsView, language: Language): string =>
  renderToStaticMarkup(<StatisticsFigures view={view} language={language} />);
