/** Sky: vertical gradient, glow around the sun, sun or moon disc, stars at night. */
import type { Ctx } from '../context.ts';
import { circle, ellipseD, f, path, rect } from '../svg.ts';

export interface SkyOptions {
  /** Y where the sky gradient reaches its horizon colour. */
  horizon?: number;
  showSun?: boolean;
}

export function sky(ctx: Ctx, opts: SkyOptions = {}): string {
  const { W, H, pal, defs, sun, rng } = ctx;
  const horizon = opts.horizon ?? H * 0.6;
  const t = horizon / H;
  const grad = defs.linear([
    [0, pal.skyTop],
    [t * 0.55, pal.skyMid],
    [t, pal.skyBottom],
    [1, pal.skyBottom],
  ]);
  let out = rect(0, 0, W, H, grad);
  // Broad glow: a radial gradient stretched wide, as low sun light spreads along the horizon.
  const glow = defs.radial([
    [0, pal.sunGlow, pal.night ? 0.35 : 0.75],
    [0.35, pal.sunGlow, pal.night ? 0.1 : 0.25],
    [1, pal.sunGlow, 0],
  ]);
  out += `<ellipse cx="${sun.x.toFixed(1)}" cy="${sun.y.toFixed(1)}" rx="${(W * 0.45).toFixed(1)}" ry="${(H * 0.32).toFixed(1)}" fill="${glow}"/>`;
  if (pal.night) {
    let stars = '';
    const srng = rng.fork('stars');
    for (let i = 0; i < 140; i++) {
      const x = srng.range(0, W);
      const y = srng() ** 1.6 * horizon * 0.9;
      const r = srng.range(0.6, 1.9);
      stars += ellipseD(x, y, r, r);
    }
    out += path(stars, '#f4f3ff', { opacity: 0.8 });
  }
  if (opts.showSun !== false) {
    if (pal.night) {
      // Crescent: outer arc of the full disc, inner arc of a smaller offset circle.
      const r = sun.r;
      out += circle(sun.x, sun.y, r * 2.2, pal.sunGlow, { opacity: 0.18 });
      out += path(`M${f(sun.x)} ${f(sun.y - r)}A${f(r)} ${f(r)} 0 1 0 ${f(sun.x)} ${f(sun.y + r)}A${f(r * 0.78)} ${f(r)} 0 1 1 ${f(sun.x)} ${f(sun.y - r)}Z`, pal.sun);
    } else {
      out += circle(sun.x, sun.y, sun.r * 1.6, pal.sunGlow, { opacity: 0.35 });
      out += circle(sun.x, sun.y, sun.r, pal.sun);
    }
  }
  return out;
}
