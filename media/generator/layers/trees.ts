/** Trees as stacked rows of tree tops (one path per row), plus single trees for framing. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { ellipseD, f, path } from '../svg.ts';

export type TreeKind = 'round' | 'conifer' | 'poplar';

export interface TreeRowOptions {
  /** Base line: constant or following a hill. */
  y: number | ((x: number) => number);
  x0?: number;
  x1?: number;
  /** Typical tree height. */
  size: number;
  kind: TreeKind;
  color: string;
  depth?: number;
  /** Spacing relative to size (1 = touching crowns for round trees). */
  spacing?: number;
  /** Probability of a gap instead of a tree. */
  gaps?: number;
  /** How far the fill extends below the base line (hidden by the next row). */
  skirt?: number;
}

export function treeRow(ctx: Ctx, o: TreeRowOptions): string {
  const { W, pal, shadeSide } = ctx;
  const rng = ctx.rng.fork('trees');
  const yAt = typeof o.y === 'number' ? () => o.y as number : o.y;
  const x0 = o.x0 ?? -30;
  const x1 = o.x1 ?? W + 30;
  const col = pal.tone(o.color, o.depth ?? 0);
  const litCol = lighten(col, 0.16);
  const darkCol = pal.shadeOf(col, 0.3);
  const skirt = o.skirt ?? o.size * 0.6;
  let body = '';
  let lit = '';
  if (o.kind === 'round') {
    // One continuous scalloped silhouette: each crown is an elliptical arc between shared base points.
    const step = o.size * (o.spacing ?? 0.75);
    let x = x0;
    let d = `M${f(x)} ${f(yAt(x) + skirt)}L${f(x)} ${f(yAt(x))}`;
    while (x < x1) {
      const w = step * rng.range(0.75, 1.25);
      // A "gap" is a low bump at ground level, which splits the row into clumps.
      const gap = o.gaps !== undefined && rng.chance(o.gaps);
      const ry = gap ? o.size * 0.06 : o.size * rng.range(0.55, 0.8);
      const xe = x + w;
      const ye = yAt(xe) + rng.range(-0.1, 0.1) * o.size;
      d += `A${f(w / 2)} ${f(ry)} 0 0 1 ${f(xe)} ${f(ye)}`;
      const cx = x + w / 2;
      const cy = (yAt(x) + ye) / 2 - ry * 0.55;
      if (!gap) lit += ellipseD(cx - shadeSide * w * 0.14, cy, w * 0.26, ry * 0.32);
      x = xe;
    }
    d += `L${f(x)} ${f(yAt(x) + skirt)}Z`;
    body = d;
  } else {
    const step = o.size * (o.spacing ?? (o.kind === 'poplar' ? 0.32 : 0.5));
    for (let x = x0; x < x1; x += step * rng.range(0.7, 1.3)) {
      if (o.gaps && rng.chance(o.gaps)) continue;
      const h = o.size * rng.range(0.65, 1.3);
      const base = yAt(x);
      if (o.kind === 'conifer') {
        const w = h * 0.42;
        // Three tiers of branches give the serrated fir silhouette.
        body += `M${f(x)} ${f(base - h)}L${f(x + w * 0.28)} ${f(base - h * 0.62)}L${f(x + w * 0.2)} ${f(base - h * 0.62)}L${f(x + w * 0.42)} ${f(base - h * 0.3)}L${f(x + w * 0.3)} ${f(base - h * 0.3)}L${f(x + w * 0.5)} ${f(base + skirt * 0.2)}L${f(x - w * 0.5)} ${f(base + skirt * 0.2)}L${f(x - w * 0.3)} ${f(base - h * 0.3)}L${f(x - w * 0.42)} ${f(base - h * 0.3)}L${f(x - w * 0.2)} ${f(base - h * 0.62)}L${f(x - w * 0.28)} ${f(base - h * 0.62)}Z`;
        const s = -shadeSide;
        lit += `M${f(x)} ${f(base - h)}L${f(x + s * w * 0.28)} ${f(base - h * 0.62)}L${f(x + s * w * 0.42)} ${f(base - h * 0.3)}L${f(x + s * w * 0.5)} ${f(base + skirt * 0.2)}L${f(x)} ${f(base + skirt * 0.2)}Z`;
      } else {
        const w = h * 0.16;
        body += `M${f(x)} ${f(base + 4)}Q${f(x - w * 1.25)} ${f(base - h * 0.45)} ${f(x)} ${f(base - h)}Q${f(x + w * 1.25)} ${f(base - h * 0.45)} ${f(x)} ${f(base + 4)}Z`;
        const s = -shadeSide;
        lit += `M${f(x)} ${f(base + 4)}Q${f(x + s * w * 1.25)} ${f(base - h * 0.45)} ${f(x)} ${f(base - h)}Z`;
      }
    }
  }
  return path(body, o.kind === 'round' ? col : darkCol) + path(lit, o.kind === 'round' ? litCol : col, { opacity: o.kind === 'round' ? 0.55 : 1 });
}

/** Several rows from back (hazy, small) to front (darker, larger): a forest seen across a valley. */
export function forest(
  ctx: Ctx,
  o: { yTop: number; yBottom: number; rows: number; kind: TreeKind; color: string; size: number; depth?: number; x0?: number; x1?: number },
): string {
  let out = '';
  for (let i = 0; i < o.rows; i++) {
    const t = o.rows === 1 ? 1 : i / (o.rows - 1);
    const y0 = o.yTop + (o.yBottom - o.yTop) * t;
    // Row tops undulate with the terrain so the forest does not read as a picket fence.
    const y = (x: number): number => y0 + ctx.noise(x * 0.004, 40 + i * 3.1) * o.size * 0.35;
    out += treeRow(ctx, {
      y, kind: o.kind, size: o.size * (0.7 + 0.3 * t), color: o.color, depth: (o.depth ?? 0.1) * (1 - t),
      x0: o.x0, x1: o.x1, skirt: (o.yBottom - o.yTop) / o.rows + o.size,
    });
  }
  return out;
}

/** A single round deciduous tree with trunk (for framing and streets). */
export function roundTree(ctx: Ctx, x: number, base: number, size: number, color: string, depth = 0): string {
  const { pal, shadeSide } = ctx;
  const col = pal.tone(color, depth);
  const trunk = pal.tone('#6b4a32', depth);
  let out = path(`M${f(x - size * 0.05)} ${f(base)}L${f(x - size * 0.03)} ${f(base - size * 0.6)}L${f(x + size * 0.03)} ${f(base - size * 0.6)}L${f(x + size * 0.05)} ${f(base)}Z`, trunk);
  out += path(ellipseD(x, base - size * 0.85, size * 0.42, size * 0.4), col);
  out += path(ellipseD(x - shadeSide * size * 0.1, base - size * 0.95, size * 0.24, size * 0.22), lighten(col, 0.15), { opacity: 0.6 });
  return out;
}

/** A single slim poplar/cypress, the typical Uzbek roadside tree. */
export function poplar(ctx: Ctx, x: number, base: number, h: number, color: string, depth = 0): string {
  const { pal, shadeSide } = ctx;
  const col = pal.tone(color, depth);
  const w = h * 0.15;
  const s = -shadeSide;
  return (
    path(`M${f(x)} ${f(base)}Q${f(x - w * 1.3)} ${f(base - h * 0.45)} ${f(x)} ${f(base - h)}Q${f(x + w * 1.3)} ${f(base - h * 0.45)} ${f(x)} ${f(base)}Z`, pal.shadeOf(col, 0.25)) +
    path(`M${f(x)} ${f(base)}Q${f(x + s * w * 1.3)} ${f(base - h * 0.45)} ${f(x)} ${f(base - h)}Z`, col)
  );
}

/**
 * An orchard fruit tree: short trunk forking into branches, a crown of clustered lobes (not one ball),
 * with blossom or fruit specks; bare branches only when `bare` (winter).
 */
export function fruitTree(ctx: Ctx, x: number, base: number, size: number, crown: string, speck?: string, bare = false): string {
  const { pal, shadeSide } = ctx;
  const rng = ctx.rng.fork('fruit');
  const bark = pal.tone('#6b4a32');
  const w = Math.max(1, size * 0.035);
  const forkY = base - size * 0.32;
  let branches = `M${f(x - w)} ${f(base)}L${f(x - w * 0.7)} ${f(forkY)}L${f(x + w * 0.7)} ${f(forkY)}L${f(x + w)} ${f(base)}Z`;
  const tips: [number, number][] = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i - 2) * 0.42 + rng.range(-0.1, 0.1);
    const len = size * rng.range(0.32, 0.46);
    const tx = x + Math.cos(a) * len * 1.2, ty = forkY + Math.sin(a) * len;
    tips.push([tx, ty]);
    branches += `M${f(x - w * 0.5)} ${f(forkY)}L${f(tx)} ${f(ty)}L${f(x + w * 0.5)} ${f(forkY)}Z`;
  }
  let out = path(branches, bark);
  if (bare) return out;
  const col = pal.tone(crown);
  let lobes = '';
  let lit = '';
  for (const [tx, ty] of tips) {
    const r = size * rng.range(0.17, 0.23);
    lobes += ellipseD(tx, ty, r * 1.15, r);
    lit += ellipseD(tx - shadeSide * r * 0.3, ty - r * 0.3, r * 0.55, r * 0.45);
  }
  lobes += ellipseD(x, forkY - size * 0.3, size * 0.3, size * 0.22);
  out += path(lobes, pal.shadeOf(col, 0.2)) + path(lit, lighten(col, 0.12), { opacity: 0.85 });
  if (speck) {
    let d = '';
    for (let i = 0; i < 14; i++) {
      const [tx, ty] = tips[i % tips.length]!;
      d += ellipseD(tx + rng.range(-0.16, 0.16) * size, ty + rng.range(-0.13, 0.13) * size, size * 0.022, size * 0.022);
    }
    out += path(d, pal.tone(speck));
  }
  return out;
}
