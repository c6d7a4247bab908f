/** Rolling hills, ground planes and meadow flower specks. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { ellipseD, path, smooth, type Pt } from '../svg.ts';

export interface HillOptions {
  baseY: number;
  amp: number;
  /** Noise frequency along x (lower = broader hills). */
  freq?: number;
  color: string;
  depth?: number;
  /** Noise row, so different hills differ. */
  lane: number;
  /** Optional extra bump centred at x (e.g. to lift ground under a focal building). */
  tilt?: number;
}

export interface HillLayer {
  svg: string;
  /** Top edge height at x. */
  yAt(x: number): number;
  top: string;
}

export function hills(ctx: Ctx, o: HillOptions): HillLayer {
  const { W, H, noise, pal, defs } = ctx;
  const freq = o.freq ?? 0.0018;
  const yAt = (x: number): number =>
    o.baseY - o.amp * (0.5 + 0.5 * noise(x * freq, o.lane * 7.3)) - (o.tilt ?? 0) * (x / W - 0.5);
  const pts: Pt[] = [];
  for (let x = -20; x <= W + 40; x += 40) pts.push([x, yAt(x)]);
  const d = `${smooth(pts)}L${W + 40} ${H + 10}L-20 ${H + 10}Z`;
  const top = pal.tone(o.color, o.depth ?? 0);
  const bottom = pal.tone(o.color, Math.max(0, (o.depth ?? 0) - 0.1));
  // Lighter crest, as the light catches the top of each hill.
  const fill = defs.linear([
    [0, lighten(top, 0.12)],
    [0.25, top],
    [1, pal.shadeOf(bottom, 0.12)],
  ]);
  return { svg: path(d, fill), yAt, top };
}

/** Tiny flower specks scattered over a band (perspective: bigger and sparser near the viewer). */
export function flowerSpecks(ctx: Ctx, y0: number, y1: number, count: number, colors?: readonly string[]): string {
  const { W, pal } = ctx;
  const rng = ctx.rng.fork('flowers');
  const cols = colors ?? pal.s.flowers;
  const byColor = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const t = rng() ** 0.7;
    const y = y0 + (y1 - y0) * t;
    const r = 1 + t * 3.2;
    const c = pal.tone(rng.pick(cols));
    byColor.set(c, (byColor.get(c) ?? '') + ellipseD(rng.range(0, W), y, r, r * 0.8));
  }
  let out = '';
  for (const [c, d] of byColor) out += path(d, c);
  return out;
}

/** Grass tufts: short strokes in the foreground. */
export function grassStrokes(ctx: Ctx, y0: number, y1: number, count: number, color: string): string {
  const { W } = ctx;
  const rng = ctx.rng.fork('grass');
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t;
    const x = rng.range(0, W);
    const h = 4 + t * 12;
    d += `M${x.toFixed(1)} ${y.toFixed(1)}l${(-1 - t).toFixed(1)} ${(-h).toFixed(1)}l${(2 + 2 * t).toFixed(1)} ${h.toFixed(1)}Z`;
  }
  return path(d, color, { opacity: 0.5 });
}
