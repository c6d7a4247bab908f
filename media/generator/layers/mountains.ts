/** Mountain ranges: jagged peaks with a lit face, a shaded face (towards away from the sun) and snow caps. */
import type { Ctx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { group, path, poly, type Pt } from '../svg.ts';

export interface Peak {
  x: number;
  /** Y of the summit. */
  top: number;
  /** Half-widths of the base to the left and right. */
  wl: number;
  wr: number;
  snow?: boolean;
}

export interface RangeOptions {
  baseY: number;
  peaks: readonly Peak[];
  /** Rock colour before grading by light and haze. */
  rock: string;
  /** 0 = near, 1 = lost in haze. */
  depth: number;
  /** Fraction of the height under snow; defaults to the season's. */
  snowLine?: number;
  /** Edge roughness relative to edge length. */
  jag?: number;
  /** Strength of the shaded face (0..1). */
  shadeStrength?: number;
}

/** Midpoint displacement between a and b, perpendicular to the segment: a natural ridge line. */
export function ridgeEdge(a: Pt, b: Pt, rough: number, rng: Rng, levels = 4): Pt[] {
  let pts: Pt[] = [a, b];
  let amp = Math.hypot(b[0] - a[0], b[1] - a[1]) * rough;
  for (let l = 0; l < levels; l++) {
    const next: Pt[] = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const p = pts[i]!, q = pts[i + 1]!;
      const dx = q[0] - p[0], dy = q[1] - p[1];
      const len = Math.hypot(dx, dy) || 1;
      const o = rng.range(-1, 1) * amp;
      next.push(p, [(p[0] + q[0]) / 2 + (-dy / len) * o, (p[1] + q[1]) / 2 + (dx / len) * o]);
    }
    next.push(pts[pts.length - 1]!);
    pts = next;
    amp *= 0.5;
  }
  return pts;
}

/** A row of peaks across [x0, x1]; `focusX`/`focusTop` optionally plant one dominant summit. */
export function randomPeaks(
  rng: Rng,
  o: { x0: number; x1: number; count: number; topMin: number; topMax: number; baseY: number; focusX?: number; focusTop?: number; widthScale?: number },
): Peak[] {
  const peaks: Peak[] = [];
  const step = (o.x1 - o.x0) / o.count;
  const ws = o.widthScale ?? 1;
  for (let i = 0; i < o.count; i++) {
    const x = o.x0 + step * (i + 0.5) + rng.range(-0.3, 0.3) * step;
    const top = rng.range(o.topMin, o.topMax);
    const h = o.baseY - top;
    peaks.push({ x, top, wl: h * rng.range(0.9, 1.5) * ws, wr: h * rng.range(0.9, 1.5) * ws });
  }
  if (o.focusX !== undefined && o.focusTop !== undefined) {
    const h = o.baseY - o.focusTop;
    // Drop ordinary peaks that would crowd the dominant one.
    const kept = peaks.filter((p) => Math.abs(p.x - o.focusX!) > h * 0.55);
    kept.push({ x: o.focusX, top: o.focusTop, wl: h * rng.range(1.1, 1.35) * ws, wr: h * rng.range(1.1, 1.35) * ws, snow: true });
    return kept;
  }
  return peaks;
}

export function mountainRange(ctx: Ctx, o: RangeOptions): string {
  const { pal, defs, shadeSide } = ctx;
  const rng = ctx.rng.fork('range');
  const lit = pal.tone(o.rock, o.depth);
  const snowLit = pal.tone('#f6f8fc', o.depth * 0.8);
  const shadeCol = pal.shade;
  const shadeOp = (o.shadeStrength ?? 0.55) * (1 - o.depth * 0.55);
  const jag = o.jag ?? 0.07;
  const snowFrac = o.snowLine ?? pal.s.snowLine;
  // Taller peaks are drawn first so smaller ones stand in front of them.
  const sorted = [...o.peaks].sort((a, b) => a.top - b.top);
  let out = '';
  for (const p of sorted) {
    const apex: Pt = [p.x, p.top];
    // Feet extend below the base line along the slope, so later layers never leave a gap under the range.
    const skirt = 70;
    const hh = o.baseY - p.top;
    const lb: Pt = [p.x - p.wl * (1 + skirt / hh), o.baseY + skirt];
    const rb: Pt = [p.x + p.wr * (1 + skirt / hh), o.baseY + skirt];
    const left = ridgeEdge(lb, apex, jag, rng);
    const right = ridgeEdge(apex, rb, jag, rng);
    const outline = [...left, ...right.slice(1)];
    const outlineD = poly(outline);
    out += path(outlineD, lit);

    const h = o.baseY - p.top;
    if ((p.snow ?? true) && snowFrac > 0.02) {
      const sy = p.top + h * snowFrac;
      const zig: Pt[] = [];
      const n = 14;
      for (let i = 0; i <= n; i++) {
        const x = p.x + p.wr * 1.1 - ((p.wl + p.wr) * 1.1 * i) / n;
        const deep = i % 2 === 0 ? rng.range(-0.06, 0.02) : rng.range(0.04, 0.16);
        zig.push([x, sy + h * deep]);
      }
      const snowD = poly([[p.x - p.wl * 1.2, p.top - 20], [p.x + p.wr * 1.2, p.top - 20], ...zig]);
      out += group(path(snowD, snowLit), { 'clip-path': defs.clip(outlineD) });
    }

    // Shaded face: from the summit down the ridge on the side away from the sun, back up a jagged spine.
    const shadeEdge = shadeSide === 1 ? right : [...left].reverse();
    const spineBase: Pt = [p.x + shadeSide * (shadeSide === 1 ? p.wr : p.wl) * rng.range(0.05, 0.35), o.baseY + skirt];
    const spine = ridgeEdge(apex, spineBase, jag * 1.2, rng);
    out += path(poly([...shadeEdge, ...[...spine].reverse()]), shadeCol, { opacity: shadeOp });

    // Faint facets: a couple of gullies on each face, the "low-poly hint" without a full mesh.
    let gullies = '';
    for (let g = 0; g < 3; g++) {
      const t = rng.range(0.15, 0.55);
      const side = g === 0 ? shadeSide : -shadeSide;
      const w = side === 1 ? p.wr : p.wl;
      const start: Pt = [p.x + side * w * t * 0.6, p.top + h * t];
      const end1: Pt = [p.x + side * w * rng.range(0.35, 0.9), o.baseY + skirt];
      const end2: Pt = [end1[0] + side * w * rng.range(0.1, 0.25), o.baseY + skirt];
      gullies += poly([start, ...ridgeEdge(start, end1, 0.05, rng, 2).slice(1), end2]);
    }
    out += path(gullies, shadeCol, { opacity: shadeOp * 0.35 });
  }
  return out;
}
