import "./charts.css";
import { Link } from "react-router";
import type { StatisticsView } from "../../content/statistics-view.server";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { localizedPath } from "../../site/paths";
import { OPEN_DATA_PATH } from "../../site/open-data";
import { BuildInlined } from "../ui/build-inlined";

/**
 * A statistics article's figures (issue #18): each series as a chart drawn at build time, its caption (title,
 * unit, source), the same numbers as a table, and the article's downloads. Reads the same with JavaScript off.
 */
export function StatisticsFigures({ view }: { view: StatisticsView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="statistics-figures" className="mt-10">
      <h2 id="statistics-figures" className="mb-6 border-b border-slate-200 pb-3 text-xl font-bold text-brand-900">
        {t("statistics.figuresHeading")}
      </h2>
      {view.figures.map((figure) => (
        <figure key={figure.id} className="chart">
          <figcaption>
            <span className="chart-title">{figure.title}</span>
            <span className="chart-unit">, {figure.unit}</span>
            <span className="chart-source">
              {t("statistics.source")}:{" "}
              {figure.sourceUrl ? (
                <a href={figure.sourceUrl} rel="noopener">
                  {figure.source}
                </a>
              ) : (
                figure.source
              )}
              {figure.note ? (
                <>
                  {" "}
                  · {t("statistics.note")}: {figure.note}
                </>
              ) : null}
            </span>
          </figcaption>
          <BuildInlined id={figure.id} src={figure.file} className="chart-frame" />
          <details className="chart-table">
            <summary>{t("statistics.showTable")}</summary>
            <div className="chart-table-scroll">
              <table>
                <caption className="sr-only">{figure.title}</caption>
                <thead>
                  <tr>
                    {figure.table.head.map((cell, index) => (
                      <th key={index} scope="col" className={index === figure.table.head.length - 1 ? "num" : undefined}>
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {figure.table.rows.map((row, rowIndex) => (
                    <tr key={rowIndex}>
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th key={index} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={index} className={index === row.length - 1 ? "num" : undefined}>
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      ))}
      <p className="chart-downloads">
        <span className="font-semibold">{t("statistics.download")}:</span>{" "}
        <a href={view.csv} download>
          {t("statistics.csv")}
        </a>{" "}
        ·{" "}
        <a href={view.json} download>
          {t("statistics.json")}
        </a>{" "}
        · <Link to={localizedPath(language, OPEN_DATA_PATH)}>{t("statistics.openDataLink")}</Link>
      </p>
    </section>
  );
}
