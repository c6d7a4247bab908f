/** Perspective stripes converging on a vanishing point: crop rows, flower beds, vineyard rows, pistes. */
import type { Ctx } from '../context.ts';
import { f, path } from '../svg.ts';

export interface RowsOptions {
  horizonY: number;
  bottomY: number;
  /** Vanishing x. */
  vx: number;
  /** Width covered at the horizon and at the bottom. */
  topWidth: number;
  bottomWidth: number;
  count: number;
  /** Colours cycled per stripe (already toned). */
  colors: readonly string[];
  /** Fraction of each stripe taken by a gap of `gapColor`. */
  gap?: number;
  gapColor?: string;
}

/** Returns the x of the i-th boundary line at height y. */
export function rowLineX(o: RowsOptions, i: number, y: number): number {
  const t = (y - o.horizonY) / (o.bottomY - o.horizonY);
  const w = o.topWidth + (o.bottomWidth - o.topWidth) * t;
  return o.vx + (i / o.count - 0.5) * w;
}

export function perspectiveRows(_ctx: Ctx, o: RowsOptions): string {
  const byColor = new Map<string, string>();
  let gaps = '';
  const g = o.gap ?? 0;
  for (let i = 0; i < o.count; i++) {
    const c = o.colors[i % o.colors.length] ?? '#888888';
    const a0 = rowLineX(o, i, o.horizonY), a1 = rowLineX(o, i + 1, o.horizonY);
    const b0 = rowLineX(o, i, o.bottomY), b1 = rowLineX(o, i + 1, o.bottomY);
    byColor.set(c, (byColor.get(c) ?? '') + `M${f(a0)} ${f(o.horizonY)}L${f(a1)} ${f(o.horizonY)}L${f(b1)} ${f(o.bottomY)}L${f(b0)} ${f(o.bottomY)}Z`);
    if (g > 0) {
      const ga = (a1 - a0) * g, gb = (b1 - b0) * g;
      gaps += `M${f(a1 - ga)} ${f(o.horizonY)}L${f(a1)} ${f(o.horizonY)}L${f(b1)} ${f(o.bottomY)}L${f(b1 - gb)} ${f(o.bottomY)}Z`;
    }
  }
  let out = '';
  for (const [c, d] of byColor) out += path(d, c);
  if (g > 0 && o.gapColor) out += path(gaps, o.gapColor);
  return out;
}
