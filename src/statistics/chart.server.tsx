import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";
import { renderToStaticMarkup } from "react-dom/server";
import { boundsOf, pointOf, type Series } from "./statistics-data";
import type { Language } from "../i18n/languages";
import { formatNumber } from "../site/format";
import { decimalsOf, formatFigure, formatPeriod, timeOf, unitText } from "./format";

/**
 * One statistics series as SVG, drawn at build time (issue #18; d3-scale and d3-shape compute, React writes the
 * markup, nothing of it reaches the browser as code). Two drawings per chart: a narrow one for phones (labels
 * above the bars, fewer ticks) and a wide one from 36rem; CSS shows one. Text is real text in the page's font,
 * sized so that it stays about 13–15 px on a 320 px phone and on a desktop column alike.
 * The marks carry classes, not colours: public/charts/charts.css colours them from the site's palette (every mark
 * at least 3:1 on white) and turns them into system colours in forced-colours mode.
 */

export interface ChartLabels {
  /** The SVG's accessible name: "{{title}}: chart; the figures are in the table below." */
  name: string;
  /** The key to an outlined bar end: "the source gives a range". */
  range: string;
}

interface Layout {
  width: number;
  font: number;
  narrow: boolean;
}

const LAYOUTS: Layout[] = [
  { width: 360, font: 14, narrow: true },
  { width: 720, font: 15, narrow: false },
];

/** About how wide a text runs in the site's sans-serif (digits and Latin ~0.56 em; Cyrillic capitals wider). */
const textWidth = (text: string, font: number, bold = false) =>
  [...text].reduce(
    (sum, character) =>
      sum + (/[\u0400-\u04ff]/.test(character) ? 0.64 : /[0-9]/.test(character) ? 0.58 : 0.56),
    0,
  ) *
  font *
  (bold ? 1.08 : 1);

export function chartMarkup(series: Series, language: Language, id: string, labels: ChartLabels): string {
  return LAYOUTS.map((layout) =>
    renderToStaticMarkup(
      <Chart series={series} language={language} id={id} layout={layout} labels={labels} />,
    ),
  ).join("");
}

function Chart({
  series,
  language,
  id,
  layout,
  labels,
}: {
  series: Series;
  language: Language;
  id: string;
  layout: Layout;
  labels: ChartLabels;
}) {
  const titleId = `${id}-${layout.narrow ? "n" : "w"}-title`;
  const body =
    series.chart === "line"
      ? lineChart(series, language, layout)
      : barChart(series, language, layout, labels);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={`chart-svg ${layout.narrow ? "chart-narrow" : "chart-wide"}`}
      viewBox={`0 0 ${layout.width} ${body.height}`}
      width={layout.width}
      height={body.height}
      role="img"
      aria-labelledby={titleId}
      fontSize={layout.font}
    >
      <title id={titleId}>{labels.name}</title>
      {body.content}
    </svg>
  );
}

interface Drawing {
  height: number;
  content: React.ReactNode;
}

/**
 * Ticks of a value axis, with the decimals their step needs. Bars always start at zero; a line starts at zero
 * unless its values sit far above it (a population of 2.6–3.2 million), where zero would flatten the trend.
 */
function valueAxis(values: number[], range: [number, number], count: number, fromZero: boolean) {
  const min = Math.min(...values);
  const high = Math.max(...values);
  const low = fromZero || min <= 0 || min < high * 0.4 ? Math.min(0, min) : min - (high - min) * 0.25;
  const scale = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range(range)
    .nice(count);
  const ticks = scale.ticks(count);
  const step = ticks.length > 1 ? Math.abs((ticks[1] ?? 0) - (ticks[0] ?? 0)) : 1;
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return { scale, ticks, decimals };
}

function lineChart(series: Series, language: Language, { width, font, narrow }: Layout): Drawing {
  const height = narrow ? 280 : 340;
  const values = series.values.map(pointOf);
  const top = font * 2.6;
  const bottom = height - font * 2.2;
  const axis = valueAxis(values, [bottom, top], narrow ? 4 : 5, false);
  const tickLabels = axis.ticks.map((tick) => formatNumber(tick, language, axis.decimals));
  const left = Math.ceil(Math.max(...tickLabels.map((label) => textWidth(label, font)))) + 10;
  const times = series.values.map((item) => timeOf(item.date));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const pad = Math.max((last - first) * 0.06, 86400000 * 120);
  // Room for the first and last value labels, centred on their points.
  const valueLabels = series.values.map((item) =>
    formatNumber(pointOf(item), language, decimalsOf(pointOf(item))),
  );
  const edge =
    Math.max(textWidth(valueLabels[0] ?? "", font), textWidth(valueLabels.at(-1) ?? "", font)) / 2 + 4;
  const x = scaleUtc()
    .domain([first - pad, last + pad])
    .range([left + edge, width - edge]);
  const y = axis.scale;
  const years = yearTicks(first, last, narrow ? 5 : 9);
  const path = line<number>()
    .x((_, index) => x(times[index] ?? 0))
    .y((value) => y(value))(values);
  const showValues = series.values.length <= (narrow ? 7 : 12);
  return {
    height,
    content: (
      <>
        <text x={0} y={font * 1.1} className="chart-muted">
          {unitText(series, language)}
        </text>
        <g className="chart-grid">
          {axis.ticks.map((tick) => (
            <line key={tick} x1={left} x2={width} y1={y(tick)} y2={y(tick)} />
          ))}
        </g>
        <g className="chart-ticks" textAnchor="end">
          {axis.ticks.map((tick, index) => (
            <text key={tick} x={left - 8} y={y(tick) + font * 0.35}>
              {tickLabels[index]}
            </text>
          ))}
        </g>
        <line className="chart-axis" x1={left} x2={width} y1={bottom} y2={bottom} />
        <g className="chart-ticks" textAnchor="middle">
          {years.map((year) => {
            const at = x(Date.UTC(year, 0, 1));
            return at >= left && at <= width ? (
              <g key={year}>
                <line x1={at} x2={at} y1={bottom} y2={bottom + 5} />
                <text x={at} y={bottom + font * 1.5}>
                  {year}
                </text>
              </g>
            ) : null;
          })}
        </g>
        {path && (
          <path
            className="chart-line"
            d={path}
            fill="none"
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        <g className="chart-points">
          {series.values.map((item, index) => (
            <circle
              key={item.date}
              data-value={pointOf(item)}
              cx={x(times[index] ?? 0)}
              cy={y(pointOf(item))}
              r={5}
              strokeWidth={2}
            />
          ))}
        </g>
        {showValues && (
          <g
            className="chart-values"
            fontWeight={700}
            textAnchor="middle"
            strokeWidth={4}
            paintOrder="stroke"
            strokeLinejoin="round"
          >
            {series.values.map((item, index) => (
              <text
                key={item.date}
                x={x(times[index] ?? 0)}
                y={labelBelow(values, index) ? y(pointOf(item)) + font + 8 : y(pointOf(item)) - 11}
              >
                {valueLabels[index]}
              </text>
            ))}
          </g>
        )}
      </>
    ),
  };
}

/** A value label goes under its point where the line passes above it (a dip, or a bend upwards). */
function labelBelow(values: number[], index: number): boolean {
  const value = values[index] ?? 0;
  const before = values[index - 1];
  const after = values[index + 1];
  if (before === undefined || after === undefined) return false;
  return value < (before + after) / 2;
}

/** Year labels for a time axis: every year if they fit, else every second, fifth or tenth. */
function yearTicks(first: number, last: number, most: number): number[] {
  const from = new Date(first).getUTCFullYear();
  const to = new Date(last).getUTCFullYear() + 1;
  const step = [1, 2, 5, 10, 20, 50].find((candidate) => (to - from) / candidate + 1 <= most) ?? 100;
  const years: number[] = [];
  for (let year = Math.ceil(from / step) * step; year <= to; year += step) years.push(year);
  if (years.length === 0) years.push(from);
  return years;
}

/**
 * Horizontal bars, one per labelled value. A range (250–350 mm, where the source gives no single figure) is a
 * solid bar to its lower end and an outlined box on to its upper end, keyed under the unit line.
 */
function barChart(
  series: Series,
  language: Language,
  { width, font, narrow: phone }: Layout,
  labels: ChartLabels,
): Drawing {
  const rows = series.values.map((item) => {
    const [low, high] = boundsOf(item);
    return {
      label: item.label?.[language] ?? formatPeriod(item.date, language),
      low,
      high,
      range: item.range !== undefined,
      text: formatFigure(item, language),
      highlight: item.highlight === true,
    };
  });
  const anyHighlight = rows.some((row) => row.highlight);
  const anyRange = rows.some((row) => row.range);
  const widest = Math.max(...rows.map((row) => textWidth(row.label, font, row.highlight))) + 12;
  // Labels beside the bars when they fit in 40 % of the width; above them otherwise (and always on phones).
  const narrow = phone || widest > width * 0.4;
  const bar = narrow ? 18 : 22;
  const labelWidth = narrow ? 0 : widest;
  const rowHeight = narrow ? font * 1.3 + bar + 14 : Math.max(bar, font * 1.2) + 14;
  const top = font * (anyRange ? 4 : 2.4);
  const height = Math.ceil(top + rows.length * rowHeight + 4);
  const valueRoom = Math.max(...rows.map((row) => textWidth(row.text, font, true))) + 10;
  const x = scaleLinear()
    .domain([Math.min(0, ...rows.map((row) => row.low)), Math.max(0, ...rows.map((row) => row.high))])
    .range([labelWidth, width - valueRoom]);
  return {
    height,
    content: (
      <>
        <text x={0} y={font * 1.1} className="chart-muted">
          {unitText(series, language)}
        </text>
        {anyRange && (
          <g className="chart-key">
            <rect
              className="chart-range chart-range-strong"
              x={1}
              y={font * 1.75}
              width={font * 1.6}
              height={font * 0.9}
              strokeWidth={2}
            />
            <text x={font * 2.2} y={font * 2.55} className="chart-muted">
              {labels.range}
            </text>
          </g>
        )}
        {rows.map((row, index) => {
          const y = top + index * rowHeight + (narrow ? font * 1.3 : 0);
          const barY = y + (narrow ? 0 : (rowHeight - 14 - bar) / 2);
          // The solid part runs from zero to the end of the value nearest zero; a range continues, outlined, to
          // its other end (a range across zero is outlined only).
          const solid: [number, number] =
            row.low >= 0 ? [0, row.low] : row.high <= 0 ? [row.high, 0] : [0, 0];
          const start = x(Math.min(row.low, 0));
          const end = x(Math.max(row.high, 0));
          const dark = !anyHighlight || row.highlight;
          const barClass = dark ? "chart-bar chart-bar-strong" : "chart-bar";
          return (
            <g key={index}>
              <text
                x={narrow ? 0 : labelWidth - 10}
                y={narrow ? y - 6 : barY + bar / 2 + font * 0.35}
                textAnchor={narrow ? "start" : "end"}
                fontWeight={row.highlight ? 700 : 400}
              >
                {row.label}
              </text>
              {row.range ? (
                <>
                  {solid[1] > solid[0] && (
                    <rect
                      className={barClass}
                      x={x(solid[0])}
                      y={barY}
                      width={x(solid[1]) - x(solid[0])}
                      height={bar}
                    />
                  )}
                  <rect
                    data-low={row.low}
                    data-high={row.high}
                    className={dark ? "chart-range chart-range-strong" : "chart-range"}
                    x={x(row.low) + 1}
                    y={barY + 1}
                    width={Math.max(1, x(row.high) - x(row.low) - 2)}
                    height={bar - 2}
                    strokeWidth={2}
                  />
                </>
              ) : (
                <rect
                  data-value={row.low}
                  className={barClass}
                  x={start}
                  y={barY}
                  width={Math.max(1, end - start)}
                  height={bar}
                />
              )}
              <text x={end + 6} y={barY + bar / 2 + font * 0.35} fontWeight={700}>
                {row.text}
              </text>
            </g>
          );
        })}
        <line className="chart-axis" x1={x(0)} x2={x(0)} y1={top - 4} y2={height - 4} />
      </>
    ),
  };
}
