/** Rocks: faceted boulders (lit top, shaded flank, snow cap in winter) and scattered pebbles. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { ellipseD, group, path, poly, smooth, type Pt } from '../svg.ts';

/** A faceted boulder standing on `base`, `w` wide and `h` tall. */
export function boulder(ctx: Ctx, x: number, base: number, w: number, h: number, color = '#8b8378', depth = 0, snow = ctx.pal.s.snowGround): string {
  const { pal, shadeSide } = ctx;
  const rng = ctx.rng.fork('boulder');
  const n = 7;
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = Math.PI + (i / (n - 1)) * Math.PI;
    const edge = i === 0 || i === n - 1;
    pts.push([x + (Math.cos(a) * w) / 2 * (edge ? 1 : rng.range(0.85, 1.05)), base + Math.sin(a) * h * (edge ? 0.05 : rng.range(0.8, 1.05))]);
  }
  const col = pal.tone(color, depth);
  const c: Pt = [x + rng.range(-0.12, 0.12) * w, base - h * rng.range(0.35, 0.55)];
  // Rounded outline through the rim points; facets stay angular, as worn stone does.
  let out = path(`${smooth(pts)}Z`, col);
  // Shaded half: from the inner point to the rim on the side away from the light.
  const shadeRim = shadeSide === 1 ? pts.slice(3) : pts.slice(0, 4).reverse();
  const litRim = shadeSide === 1 ? pts.slice(1, 4) : pts.slice(3, 6);
  out += group(
    path(poly([c, ...shadeRim.map(([px, py]) => [px + shadeSide * w * 0.1, py - h * 0.1] as Pt), [x + shadeSide * w * 0.05, base + 2]]), pal.shade, { opacity: 0.38 * (1 - depth * 0.6) }) +
      path(poly([...litRim.map(([px, py]) => [px, py - h * 0.1] as Pt), c]), lighten(col, 0.16), { opacity: 0.7 }),
    { 'clip-path': ctx.defs.clip(`${smooth(pts)}Z`) },
  );
  if (snow) {
    const top = pts.slice(1, n - 1);
    const under = [...top].reverse().map(([px, py]) => [px, py + h * rng.range(0.12, 0.28)] as Pt);
    out += path(poly([...top, ...under]), pal.tone('#f4f7fb', depth * 0.8));
  }
  return out;
}

/** Small stones scattered over a band (bigger towards the viewer), two tones in two paths. */
export function pebbles(ctx: Ctx, x0: number, x1: number, y0: number, y1: number, count: number, color = '#a59c8c', depth = 0): string {
  const { pal } = ctx;
  const rng = ctx.rng.fork('pebbles');
  const col = pal.tone(color, depth);
  let lit = '';
  let dark = '';
  for (let i = 0; i < count; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t;
    const r = 2 + t * 9 * rng.range(0.5, 1.2);
    const x = rng.range(x0, x1);
    dark += ellipseD(x, y + r * 0.25, r * 1.25, r * 0.6);
    lit += ellipseD(x, y, r * 1.15, r * 0.55);
  }
  return path(dark, pal.shadeOf(col, 0.45)) + path(lit, col);
}
