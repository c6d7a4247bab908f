/** Produce and small props: grape bunches, vine leaves, baskets, fruit specks. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { ellipseD, f, path } from '../svg.ts';

/** A hanging grape bunch: berries packed in a downward triangle, one path plus highlights. */
export function grapeBunch(ctx: Ctx, x: number, y: number, s: number, color = '#5b2a6e'): string {
  const { pal } = ctx;
  const rng = ctx.rng.fork('grapes');
  const c = pal.tone(color);
  let d = '';
  let hi = '';
  const r = s * 0.13;
  const rows = 6;
  for (let row = 0; row < rows; row++) {
    const n = Math.max(1, rows - row - (row > 3 ? 1 : 0));
    for (let k = 0; k < n; k++) {
      const bx = x + (k - (n - 1) / 2) * r * 1.75 + rng.range(-1, 1) * r * 0.2;
      const by = y + row * r * 1.5;
      d += ellipseD(bx, by, r, r);
      hi += ellipseD(bx - r * 0.3, by - r * 0.35, r * 0.32, r * 0.28);
    }
  }
  const stem = `M${f(x)} ${f(y - r)}Q${f(x + s * 0.05)} ${f(y - s * 0.25)} ${f(x + s * 0.12)} ${f(y - s * 0.32)}`;
  return path(stem, 'none', { stroke: pal.tone('#5b4a2a'), 'stroke-width': Math.max(1, s * 0.03) }) + path(d, c) + path(hi, lighten(c, 0.35), { opacity: 0.7 });
}

/** A five-lobed vine leaf (proper leaf outline, not a blob), rotated by `angle` degrees. */
export function vineLeaf(ctx: Ctx, x: number, y: number, s: number, angle: number, color: string): string {
  const { pal } = ctx;
  const c = pal.tone(color);
  const lobes: string[] = [];
  // Outline built from five rounded lobes around the petiole point at (0,0), leaf pointing up (−y).
  const pts: [number, number][] = [
    [0, 0], [-0.25, 0.05], [-0.55, -0.1], [-0.45, -0.25], [-0.72, -0.45], [-0.5, -0.55], [-0.55, -0.85], [-0.25, -0.75],
    [0, -1.05], [0.25, -0.75], [0.55, -0.85], [0.5, -0.55], [0.72, -0.45], [0.45, -0.25], [0.55, -0.1], [0.25, 0.05],
  ];
  let d = '';
  pts.forEach(([px, py], i) => {
    d += `${i === 0 ? 'M' : 'L'}${f(px * s)} ${f(py * s)}`;
  });
  d += 'Z';
  lobes.push(path(d, c));
  const veins = `M0 0L0 ${f(-0.9 * s)}M0 ${f(-0.2 * s)}L${f(-0.55 * s)} ${f(-0.7 * s)}M0 ${f(-0.2 * s)}L${f(0.55 * s)} ${f(-0.7 * s)}M0 ${f(-0.1 * s)}L${f(-0.6 * s)} ${f(-0.3 * s)}M0 ${f(-0.1 * s)}L${f(0.6 * s)} ${f(-0.3 * s)}`;
  lobes.push(path(veins, 'none', { stroke: lighten(c, 0.3), 'stroke-width': Math.max(0.8, s * 0.04), opacity: 0.7 }));
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${lobes.join('')}</g>`;
}

/** A woven basket seen from the side, optionally heaped with grapes or fruit. */
export function basket(ctx: Ctx, x: number, base: number, w: number, fill?: string): string {
  const { pal, shadeSide } = ctx;
  const h = w * 0.45;
  const wicker = pal.tone('#b98a4e');
  let out = '';
  if (fill) {
    const rng = ctx.rng.fork('basket');
    let d = '';
    let hi = '';
    const c = pal.tone(fill);
    const r = w * 0.065;
    for (let i = 0; i < 26; i++) {
      const a = rng.range(0, Math.PI);
      const rr = Math.sqrt(rng()) * w * 0.45;
      const bx = x + Math.cos(a) * rr;
      const by = base - h - Math.sin(a) * rr * 0.55 + r;
      d += ellipseD(bx, by, r, r);
      hi += ellipseD(bx - r * 0.3, by - r * 0.3, r * 0.3, r * 0.3);
    }
    out += path(d, c) + path(hi, lighten(c, 0.35), { opacity: 0.7 });
  }
  out += path(`M${f(x - w / 2)} ${f(base - h)}L${f(x + w / 2)} ${f(base - h)}L${f(x + w * 0.38)} ${f(base)}L${f(x - w * 0.38)} ${f(base)}Z`, wicker);
  let weave = '';
  for (let i = 1; i < 4; i++) {
    const y = base - h + (h * i) / 4;
    const hw = w / 2 - (w * 0.12 * i) / 4;
    weave += `M${f(x - hw)} ${f(y)}H${f(x + hw)}`;
  }
  for (let i = -3; i <= 3; i++) weave += `M${f(x + (i * w) / 8)} ${f(base - h)}L${f(x + (i * w * 0.76) / 8)} ${f(base)}`;
  out += path(weave, 'none', { stroke: pal.shadeOf(wicker, 0.35), 'stroke-width': Math.max(1, w * 0.018) });
  out += path(`M${f(x + shadeSide * w * 0.05)} ${f(base - h)}L${f(x + shadeSide * w / 2)} ${f(base - h)}L${f(x + shadeSide * w * 0.38)} ${f(base)}L${f(x + shadeSide * w * 0.04)} ${f(base)}Z`, pal.shade, { opacity: 0.22 });
  out += path(`M${f(x - w / 2 - 2)} ${f(base - h - 3)}h${f(w + 4)}v${f(w * 0.06)}h${f(-w - 4)}Z`, lighten(wicker, 0.1));
  return out;
}
