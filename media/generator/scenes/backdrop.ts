/** Shared backdrops: sky with clouds and two or three mountain ranges fading into haze. */
import type { Ctx } from '../context.ts';
import { clouds } from '../layers/clouds.ts';
import { mist, footHaze } from '../layers/atmosphere.ts';
import { mountainRange, randomPeaks } from '../layers/mountains.ts';
import { sky } from '../layers/sky.ts';
import { rect } from '../svg.ts';

export interface BackdropOptions {
  /** Y where the mountains stand. */
  baseY: number;
  /** Summit height band of the far range. */
  farTop: number;
  /** Summit height band of the near range (omit for a single range). */
  nearTop?: number;
  /** A dominant summit in the near range at this x. */
  focusX?: number;
  focusTop?: number;
  cloudCount?: number;
  rock?: string;
  farCount?: number;
  nearCount?: number;
  snowLine?: number;
  nearSnowLine?: number;
  /** Horizontal peak width scale (<1 = steeper). */
  widthScale?: number;
  mistOpacity?: number;
}

export function mountainBackdrop(ctx: Ctx, o: BackdropOptions): string {
  const { W, rng } = ctx;
  const rock = o.rock ?? '#9c8f9a';
  let out = sky(ctx, { horizon: o.baseY });
  out += clouds(ctx, { count: o.cloudCount ?? 4, yMax: Math.min(o.farTop - 40, 330) });
  const farPeaks = randomPeaks(rng, {
    x0: -150, x1: W + 150, count: o.farCount ?? 7, topMin: o.farTop, topMax: o.farTop + 90, baseY: o.baseY, widthScale: o.widthScale,
  });
  out += mountainRange(ctx, { baseY: o.baseY, peaks: farPeaks, rock: '#a9a3b8', depth: 0.55, snowLine: o.snowLine });
  out += mist(ctx, o.baseY - 30, 160, 0.55);
  if (o.nearTop !== undefined) {
    const nearPeaks = randomPeaks(rng, {
      x0: -200, x1: W + 200, count: o.nearCount ?? 5, topMin: o.nearTop, topMax: o.nearTop + 110, baseY: o.baseY + 20,
      focusX: o.focusX, focusTop: o.focusTop, widthScale: o.widthScale,
    });
    out += mountainRange(ctx, { baseY: o.baseY + 20, peaks: nearPeaks, rock, depth: 0.12, snowLine: o.nearSnowLine ?? o.snowLine });
  }
  // Hazy valley floor below the ranges, so no layer in front can leave a gap showing sky.
  out += rect(-10, o.baseY + 30, W + 20, ctx.H - o.baseY, ctx.pal.tone(ctx.pal.s.grassDark, 0.6));
  out += footHaze(ctx, o.baseY + 24, 140, o.mistOpacity ?? 0.65, ctx.pal.mist);
  return out;
}
