import { REVALIDATED } from "../../lib/output-paths.mjs";
import { STATISTICS_TEXT } from "../../statistics/statistics-text";
import type { StatisticsView } from "../../statistics/statistics-view.server";
import type { Language } from "../../i18n/languages";
import { localizedPath } from "../../site/paths";
import { OPEN_DATA_PATH } from "../../site/paths";

/**
 * A statistics article's figures (issue #18): each series as a chart drawn at build time, its caption (title,
 * unit, source), the same numbers as a table, and the article's downloads. Rendered to static markup by the build
 * (scripts/postbuild.ts) and written into the page: it needs no script, reads the same with JavaScript off, and
 * brings its own small stylesheet (public/charts/charts.css), so no other page loads it.
 */
export function StatisticsFigures({ view, language }: { view: StatisticsView; language: Language }) {
  const text = STATISTICS_TEXT[language];
  return (
    <section aria-labelledby="statistics-figures" className="statistics-figures">
      <link rel="stylesheet" href={`${REVALIDATED.charts}charts.css`} />
      <h2 id="statistics-figures">{text.figuresHeading}</h2>
      {view.figures.map((figure) => (
        <figure key={figure.id} className="chart">
          <figcaption>
            <span className="chart-title">{figure.title}</span>
            <span className="chart-unit">, {figure.unit}</span>
            <span className="chart-source">
              {figure.sourceLabel}:{" "}
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
                  · {text.note}: {figure.note}
                </>
              ) : null}
            </span>
          </figcaption>
          <div className="chart-frame" dangerouslySetInnerHTML={{ __html: figure.svg }} />
          <details className="chart-table">
            {/* Both labels are in the markup: the open state picks one (charts.css), with JavaScript off as well. */}
            <summary>
              <span className="chart-table-show">{text.showTable}</span>
              <span className="chart-table-hide">{text.hideTable}</span>
            </summary>
            <div className="chart-table-scroll">
              <table>
                <caption className="sr-only">{figure.title}</caption>
                <thead>
                  <tr>
                    {figure.table.head.map((cell, index) => (
                      <th
                        key={index}
                        scope="col"
                        className={index === figure.table.head.length - 1 ? "num" : undefined}
                      >
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
        <span className="chart-downloads-label">{text.download}:</span>{" "}
        <a href={view.csv} download>
          {text.csv}
        </a>{" "}
        ·{" "}
        <a href={view.json} download>
          {text.json}
        </a>{" "}
        · <a href={localizedPath(language, OPEN_DATA_PATH)}>{text.openDataLink}</a>
      </p>
    </section>
  );
}
