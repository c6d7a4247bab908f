/** Shared pieces of the city scenes: sky over the foothills, lawns, fountains, lamp colour. */
import type { Ctx } from '../context.ts';
import { sky } from '../layers/sky.ts';
import { clouds } from '../layers/clouds.ts';
import { mountainRange, randomPeaks } from '../layers/mountains.ts';
import { footHaze } from '../layers/atmosphere.ts';
import { ellipseD, f, path, poly, rectD } from '../svg.ts';

/** Sky plus a low, hazy mountain line: the region's cities all sit below the Tien Shan foothills. */
export function citySky(ctx: Ctx, hz: number, mountains = true): string {
  const { W, rng } = ctx;
  let out = sky(ctx, { horizon: hz });
  out += clouds(ctx, { count: 3, yMax: Math.min(260, hz - 150), opacity: 0.8 });
  if (mountains) {
    const peaks = randomPeaks(rng, { x0: -100, x1: W + 100, count: 7, topMin: hz - 170, topMax: hz - 90, baseY: hz, widthScale: 1.5 });
    out += mountainRange(ctx, { baseY: hz, peaks, rock: '#a9a3b8', depth: 0.6 });
    out += footHaze(ctx, hz + 10, 90, 0.6, ctx.pal.mist);
  }
  return out;
}

/** Lamp colour after dusk, a dark window colour by day. */
export const glowOr = (ctx: Ctx): string => (ctx.pal.night || ctx.pal.time === 'dusk' ? ctx.pal.lamp : ctx.pal.tone('#4f6378'));

/** Lawn with perspective path leading to a building entrance. */
export function lawnWithPath(ctx: Ctx, ground: number, x: number, w0: number, w1: number): string {
  const { W, H, pal } = ctx;
  let out = path(rectD(-10, ground, W + 20, H - ground + 10), pal.tone(pal.s.grass));
  out += path(poly([[x - w0 / 2, ground], [x + w0 / 2, ground], [x + w1 / 2, H + 10], [x - w1 / 2, H + 10]]), pal.tone('#e2d6c0'));
  out += path(rectD(-10, ground, W + 20, 14), pal.tone('#d6cbb4'));
  return out;
}

export function fountain(ctx: Ctx, x: number, y: number, r: number): string {
  const { pal } = ctx;
  let out = path(ellipseD(x, y, r, r * 0.22), pal.tone('#d9d2c4'));
  out += path(ellipseD(x, y - 2, r * 0.9, r * 0.17), pal.tone('#5fb8c8'));
  let jets = '';
  for (let i = -3; i <= 3; i++) jets += `M${f(x + i * r * 0.2)} ${f(y - 2)}Q${f(x + i * r * 0.22)} ${f(y - r * 0.5 + Math.abs(i) * r * 0.08)} ${f(x + i * r * 0.3)} ${f(y - 4)}`;
  out += path(jets, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.8 });
  return out;
}
