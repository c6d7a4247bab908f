/** Flat elongated cloud bands with a flat underside, plus thin streaks, as in travel posters. */
import type { Ctx } from '../context.ts';
import { f, path } from '../svg.ts';

export interface CloudOptions {
  count?: number;
  yMin?: number;
  yMax?: number;
  scale?: number;
  opacity?: number;
}

function cloudD(x: number, y: number, w: number, h: number, bumps: number[]): string {
  // Flat base from left to right, then arcs back over the top; bump sizes give each cloud its shape.
  const n = bumps.length;
  const step = w / n;
  let d = `M${f(x)} ${f(y)}H${f(x + w)}`;
  for (let i = n - 1; i >= 0; i--) {
    const x0 = x + step * i;
    const hb = h * (bumps[i] ?? 1);
    d += `C${f(x0 + step)} ${f(y - hb * 1.3)} ${f(x0)} ${f(y - hb * 1.3)} ${f(x0)} ${f(y)}`;
  }
  return `${d}Z`;
}

export function clouds(ctx: Ctx, opts: CloudOptions = {}): string {
  const { W, pal, rng } = ctx;
  const r = rng.fork('clouds');
  const count = opts.count ?? 4;
  const scale = opts.scale ?? 1;
  const yMin = opts.yMin ?? 80;
  const yMax = opts.yMax ?? 330;
  let body = '';
  let shade = '';
  let streaks = '';
  for (let i = 0; i < count; i++) {
    const w = r.range(160, 360) * scale;
    const x = (W / count) * i + r.range(-60, 80);
    const y = r.range(yMin, yMax);
    const h = r.range(16, 30) * scale;
    const n = r.int(3, 5);
    const bumps = Array.from({ length: n }, (_, k) => (k === 0 || k === n - 1 ? r.range(0.4, 0.7) : r.range(0.8, 1.5)));
    body += cloudD(x, y, w, h, bumps);
    shade += `M${f(x + w * 0.04)} ${f(y)}H${f(x + w * 0.96)}v${f(-h * 0.28)}H${f(x + w * 0.04)}Z`;
    const sx = x + r.range(-120, 120);
    const sy = y + r.range(18, 40);
    streaks += `M${f(sx)} ${f(sy)}h${f(r.range(120, 300) * scale)}v2.2h${f(-r.range(120, 300) * scale)}Z`;
  }
  const op = opts.opacity ?? 0.92;
  return (
    path(body, pal.cloud, { opacity: op }) +
    path(shade, pal.cloudShade, { opacity: op * 0.55 }) +
    path(streaks, pal.cloud, { opacity: op * 0.45 })
  );
}
