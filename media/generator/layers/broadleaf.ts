/**
 * Big single broadleaf trees drawn from a branch skeleton: the chinar (oriental plane: thick pale mottled
 * trunk, wide spreading crown), the walnut, and the white birch. Crowns are clumps of lobes on the branch
 * tips (dark underside, lit top); in winter the bare skeleton shows instead.
 */
import type { Ctx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { lighten } from '../color.ts';
import { ellipseD, f, group, path, poly, type Pt } from '../svg.ts';

interface Branch {
  a: Pt;
  b: Pt;
  w0: number;
  w1: number;
  level: number;
}

/** Tapered quad from a (width w0) to b (width w1), plus a round joint at a. */
function limbD({ a, b, w0, w1 }: Branch): string {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len, ny = dx / len;
  return (
    poly([
      [a[0] + (nx * w0) / 2, a[1] + (ny * w0) / 2],
      [b[0] + (nx * w1) / 2, b[1] + (ny * w1) / 2],
      [b[0] - (nx * w1) / 2, b[1] - (ny * w1) / 2],
      [a[0] - (nx * w0) / 2, a[1] - (ny * w0) / 2],
    ]) + ellipseD(a[0], a[1], w0 / 2, w0 / 2)
  );
}

/**
 * Branch skeleton: `limbs` main limbs fanned over ±spread radians from vertical, each forking in two per
 * level. Angles are measured from straight up; children bend outwards so the crown spreads sideways.
 */
function skeleton(rng: Rng, fork: Pt, size: number, limbs: number, spread: number, trunkW: number, levels: number, reach = 0.42): Branch[] {
  const out: Branch[] = [];
  const grow = (a: Pt, ang: number, len: number, w: number, level: number): void => {
    const bend = rng.range(-0.12, 0.12);
    const ang2 = Math.max(-1.45, Math.min(1.45, ang + bend));
    const b: Pt = [a[0] + Math.sin(ang2) * len, a[1] - Math.cos(ang2) * len];
    out.push({ a, b, w0: w, w1: w * 0.62, level });
    if (level >= levels) return;
    const d = rng.range(0.3, 0.55);
    grow(b, ang2 - d + Math.sign(ang2) * 0.08, len * rng.range(0.58, 0.72), w * 0.6, level + 1);
    grow(b, ang2 + d + Math.sign(ang2) * 0.08, len * rng.range(0.58, 0.72), w * 0.6, level + 1);
  };
  for (let i = 0; i < limbs; i++) {
    const t = limbs === 1 ? 0 : i / (limbs - 1) - 0.5;
    const ang = t * 2 * spread + rng.range(-0.1, 0.1);
    grow(fork, ang, size * reach * rng.range(0.8, 1.05) * (1 - Math.abs(t) * 0.25), trunkW * rng.range(0.45, 0.6), 1);
  }
  return out;
}

export interface BroadleafOptions {
  bark: string;
  /** Patch colours mottling the bark (chinar). */
  patches?: readonly string[];
  /** Crown colours (untoned); omitted or `bare` = winter skeleton. */
  foliage?: readonly string[];
  bare?: boolean;
  /** Trunk width at the fork, relative to size. */
  trunk?: number;
  /** Height of the fork, relative to size. */
  forkAt?: number;
  limbs?: number;
  /** Half-angle of the limb fan (radians from vertical). */
  spread?: number;
  /** Lobe radius relative to size. */
  lobe?: number;
  /** Root flare at the base (exposed roots). */
  roots?: number;
  depth?: number;
  /** Horizontal lean of the trunk top, relative to size. */
  lean?: number;
}

export interface BroadleafTree {
  svg: string;
  /** The crown's bounding box (for placing things under it). */
  crown: { x0: number; x1: number; y0: number; y1: number };
  trunkTop: Pt;
}

export function broadleaf(ctx: Ctx, x: number, base: number, size: number, o: BroadleafOptions): BroadleafTree {
  const { pal, shadeSide, defs } = ctx;
  const rng = ctx.rng.fork('broadleaf');
  const depth = o.depth ?? 0;
  const tw = size * (o.trunk ?? 0.12);
  const forkY = base - size * (o.forkAt ?? 0.36);
  const lean = size * (o.lean ?? rng.range(-0.04, 0.04));
  const fork: Pt = [x + lean, forkY];
  const bare = o.bare || !o.foliage;
  const branches = skeleton(rng, fork, size, o.limbs ?? 4, o.spread ?? 0.95, tw, bare ? 4 : 3);
  const bark = pal.tone(o.bark, depth);
  // Trunk: flared foot, slightly narrowing to the fork.
  const flare = tw * (1 + (o.roots ?? 0.5));
  const trunkD =
    `M${f(x - flare)} ${f(base + 2)}C${f(x - tw * 0.6)} ${f(base - size * 0.02)} ${f(x - tw * 0.55)} ${f(base - size * 0.1)} ${f(x - tw * 0.5)} ${f(base - size * 0.16)}` +
    `L${f(fork[0] - tw * 0.42)} ${f(forkY + tw * 0.3)}L${f(fork[0] + tw * 0.42)} ${f(forkY + tw * 0.3)}L${f(x + tw * 0.5)} ${f(base - size * 0.16)}` +
    `C${f(x + tw * 0.55)} ${f(base - size * 0.1)} ${f(x + tw * 0.6)} ${f(base - size * 0.02)} ${f(x + flare)} ${f(base + 2)}Z`;
  let limbs = '';
  for (const b of branches) limbs += limbD(b);
  // Exposed roots: low wedges snaking away from the foot.
  let roots = '';
  if ((o.roots ?? 0.5) > 0.6) {
    for (const s of [-1, 1] as const) {
      for (let k = 0; k < 2; k++) {
        const len = tw * rng.range(1.2, 2.2) * (k ? 0.7 : 1);
        const y = base - tw * 0.05 + k * tw * 0.12;
        roots += `M${f(x + s * tw * 0.3)} ${f(y - tw * 0.35)}Q${f(x + s * (tw * 0.6 + len * 0.5))} ${f(y - tw * 0.25)} ${f(x + s * (tw * 0.6 + len))} ${f(y + tw * 0.08)}L${f(x + s * tw * 0.4)} ${f(y + tw * 0.06)}Z`;
      }
    }
  }
  const woodD = trunkD + limbs + roots;
  let out = path(woodD, bark);
  if (o.patches && o.patches.length > 0) {
    // Mottled, flaking bark: patches clipped to the wood.
    const byCol = new Map<string, string>();
    const n = Math.round(30 + size * 0.06);
    for (let i = 0; i < n; i++) {
      const c = pal.tone(rng.pick(o.patches), depth);
      const py = rng.range(forkY - size * 0.1, base);
      const px = x + rng.range(-1, 1) * tw * 0.8;
      const r = tw * rng.range(0.08, 0.22);
      byCol.set(c, (byCol.get(c) ?? '') + ellipseD(px, py, r * 1.3, r));
    }
    for (const b of branches) {
      if (b.level > 1) continue;
      for (let k = 0; k < 4; k++) {
        const t = rng();
        const c = pal.tone(rng.pick(o.patches), depth);
        const r = b.w0 * rng.range(0.12, 0.25);
        byCol.set(c, (byCol.get(c) ?? '') + ellipseD(b.a[0] + (b.b[0] - b.a[0]) * t, b.a[1] + (b.b[1] - b.a[1]) * t, r * 1.3, r));
      }
    }
    let inner = '';
    for (const [c, d] of byCol) inner += path(d, c, { opacity: 0.85 });
    out += group(inner, { 'clip-path': defs.clip(woodD) });
  }
  // Shaded side of the trunk.
  out += path(`M${f(x + shadeSide * tw * 0.05)} ${f(base + 2)}L${f(fork[0] + shadeSide * tw * 0.05)} ${f(forkY + tw * 0.3)}L${f(fork[0] + shadeSide * tw * 0.42)} ${f(forkY + tw * 0.3)}L${f(x + shadeSide * tw * 0.5)} ${f(base - size * 0.16)}C${f(x + shadeSide * tw * 0.55)} ${f(base - size * 0.1)} ${f(x + shadeSide * tw * 0.6)} ${f(base - size * 0.02)} ${f(x + shadeSide * flare)} ${f(base + 2)}Z`, pal.shade, { opacity: 0.3 });
  let x0 = x, x1 = x, y0 = forkY, y1 = forkY;
  for (const b of branches) {
    x0 = Math.min(x0, b.b[0]); x1 = Math.max(x1, b.b[0]); y0 = Math.min(y0, b.b[1]); y1 = Math.max(y1, b.b[1]);
  }
  if (bare) {
    // Fine twigs at the tips, so the bare crown reads as a dense net rather than a few sticks.
    let twigs = '';
    for (const b of branches) {
      if (b.level < 3) continue;
      for (let k = 0; k < 3; k++) {
        const ang = Math.atan2(b.b[0] - b.a[0], -(b.b[1] - b.a[1])) + rng.range(-0.7, 0.7);
        const len = Math.hypot(b.b[0] - b.a[0], b.b[1] - b.a[1]) * rng.range(0.35, 0.7);
        twigs += `M${f(b.b[0])} ${f(b.b[1])}l${f(Math.sin(ang) * len)} ${f(-Math.cos(ang) * len)}`;
      }
    }
    out += path(twigs, 'none', { stroke: bark, 'stroke-width': Math.max(0.8, size * 0.004), opacity: 0.8 });
    return { svg: out, crown: { x0, x1, y0, y1 }, trunkTop: fork };
  }
  // Crown lobes on the branch tips and along the outer branches.
  const lobeR = size * (o.lobe ?? 0.11);
  const cols = (o.foliage ?? ['#4f8f45']).map((c) => pal.tone(c, depth));
  const lobes: { x: number; y: number; r: number; c: string }[] = [];
  for (const b of branches) {
    if (b.level < 2) continue;
    const r = lobeR * (b.level === 3 ? rng.range(0.85, 1.2) : rng.range(1.1, 1.4));
    lobes.push({ x: b.b[0], y: b.b[1], r, c: rng.pick(cols) });
    if (b.level === 2) lobes.push({ x: (b.a[0] + b.b[0]) / 2, y: (b.a[1] + b.b[1]) / 2 - lobeR * 0.3, r: r * 0.9, c: rng.pick(cols) });
  }
  let under = '';
  const main = new Map<string, string>();
  let lit = '';
  for (const l of lobes) {
    under += ellipseD(l.x, l.y + l.r * 0.22, l.r * 1.12, l.r * 0.95);
    main.set(l.c, (main.get(l.c) ?? '') + ellipseD(l.x, l.y - l.r * 0.08, l.r * 1.02, l.r * 0.86));
    lit += ellipseD(l.x - shadeSide * l.r * 0.3, l.y - l.r * 0.38, l.r * 0.55, l.r * 0.4);
    x0 = Math.min(x0, l.x - l.r); x1 = Math.max(x1, l.x + l.r); y0 = Math.min(y0, l.y - l.r); y1 = Math.max(y1, l.y + l.r);
  }
  out += path(under, pal.shadeOf(cols[0] ?? bark, 0.45));
  for (const [c, d] of main) out += path(d, c);
  out += path(lit, lighten(cols[0] ?? bark, 0.18), { opacity: 0.75 });
  return { svg: out, crown: { x0, x1, y0, y1 }, trunkTop: fork };
}

/** Crown colours of a broadleaf tree in each season (undefined in winter: bare). */
export function leafColors(ctx: Ctx, kind: 'chinar' | 'walnut' | 'birch'): readonly string[] | undefined {
  const season = ctx.pal.season;
  if (season === 'winter') return undefined;
  if (season === 'autumn') return kind === 'walnut' ? ['#b39a3a', '#8c8a3a', '#c9a544'] : kind === 'birch' ? ['#e8c13c', '#f0d257', '#d9a92e'] : ['#d9a23c', '#c98a34', '#e0b54a'];
  if (season === 'spring') return kind === 'birch' ? ['#a6d46a', '#8fc45c'] : ['#7fb84f', '#93c75c', '#6aa545'];
  return kind === 'birch' ? ['#7fb552', '#6ea548'] : kind === 'walnut' ? ['#3f7a36', '#336b30', '#4a8a3e'] : ['#4f8f3f', '#5d9c46', '#437f38'];
}

/** The chinar (oriental plane): pale mottled trunk, massive and short, a very wide low dome of a crown. */
export function chinar(ctx: Ctx, x: number, base: number, size: number, extra: Partial<BroadleafOptions> = {}): BroadleafTree {
  return broadleaf(ctx, x, base, size, {
    bark: '#cbc3a8', patches: ['#9fa084', '#e6e0c8', '#b5ae8e', '#8d8f78'], foliage: leafColors(ctx, 'chinar'),
    trunk: 0.15, forkAt: 0.34, limbs: 4, spread: 1.05, lobe: 0.1, roots: 0.6, ...extra,
  });
}

export function walnut(ctx: Ctx, x: number, base: number, size: number, depth = 0): string {
  return broadleaf(ctx, x, base, size, {
    bark: '#7d7466', foliage: leafColors(ctx, 'walnut'), trunk: 0.08, forkAt: 0.3, limbs: 3, spread: 0.8, lobe: 0.13, roots: 0.3, depth,
  }).svg;
}

/** A white birch: slim curved trunk with black marks, a loose drooping crown (twigs only in winter). */
export function birch(ctx: Ctx, x: number, base: number, h: number, depth = 0): string {
  const { pal, shadeSide } = ctx;
  const rng = ctx.rng.fork('birch');
  const w = h * 0.03;
  const lean = h * rng.range(-0.08, 0.08);
  const top: Pt = [x + lean, base - h];
  const mid: Pt = [x + lean * 0.3 + rng.range(-1, 1) * h * 0.03, base - h * 0.5];
  const bark = pal.tone('#efebe2', depth);
  const trunk = `M${f(x - w / 2)} ${f(base + 2)}Q${f(mid[0] - w * 0.4)} ${f(mid[1])} ${f(top[0] - w * 0.12)} ${f(top[1])}L${f(top[0] + w * 0.12)} ${f(top[1])}Q${f(mid[0] + w * 0.4)} ${f(mid[1])} ${f(x + w / 2)} ${f(base + 2)}Z`;
  let out = path(trunk, bark);
  out += path(`M${f(x + shadeSide * w * 0.05)} ${f(base + 2)}Q${f(mid[0] + shadeSide * w * 0.1)} ${f(mid[1])} ${f(top[0])} ${f(top[1])}L${f(top[0] + shadeSide * w * 0.12)} ${f(top[1])}Q${f(mid[0] + shadeSide * w * 0.4)} ${f(mid[1])} ${f(x + shadeSide * w / 2)} ${f(base + 2)}Z`, pal.shade, { opacity: 0.28 });
  // Black lenticel marks, denser towards the foot.
  let marks = '';
  for (let i = 0; i < 16; i++) {
    const t = rng() ** 1.4 * 0.85;
    const y = base - h * t;
    const cx = (1 - t) ** 2 * x + 2 * (1 - t) * t * mid[0] + t * t * top[0];
    const ww = w * (1 - t * 0.6) * rng.range(0.4, 0.9);
    marks += `M${f(cx - ww / 2)} ${f(y)}h${f(ww)}v${f(Math.max(1, h * 0.006))}h${f(-ww)}Z`;
  }
  out += path(marks, pal.tone('#2d2a2a', depth), { opacity: 0.85 });
  // Branches: thin strokes from the upper trunk, drooping at the tips; leaf clusters hang along them.
  let twigs = '';
  const tips: Pt[] = [];
  for (let i = 0; i < 11; i++) {
    const t = 0.4 + (i / 10) * 0.58;
    const sx = (1 - t) ** 2 * x + 2 * (1 - t) * t * mid[0] + t * t * top[0], sy = base - h * t;
    const side = i % 2 === 0 ? -1 : 1;
    const len = h * rng.range(0.14, 0.26) * (1 - t * 0.5);
    const ex = sx + side * len, ey = sy - len * rng.range(-0.1, 0.4);
    const cx = sx + side * len * 0.5, cy = sy - len * 0.6;
    twigs += `M${f(sx)} ${f(sy)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}`;
    for (const u of [0.35, 0.6, 0.82, 1]) {
      const bx = (1 - u) ** 2 * sx + 2 * (1 - u) * u * cx + u * u * ex;
      const by = (1 - u) ** 2 * sy + 2 * (1 - u) * u * cy + u * u * ey;
      tips.push([bx, by + h * 0.02]);
    }
  }
  tips.push([top[0], top[1] + h * 0.03], [top[0], top[1] + h * 0.09]);
  out += path(twigs, 'none', { stroke: pal.tone('#5a4a44', depth), 'stroke-width': Math.max(0.8, w * 0.16), 'stroke-linecap': 'round' });
  const foliage = leafColors(ctx, 'birch');
  if (!foliage) {
    let fine = '';
    for (const [tx, ty] of tips) fine += `M${f(tx)} ${f(ty)}q${f(rng.range(-8, 8))} ${f(h * 0.03)} ${f(rng.range(-6, 6))} ${f(h * rng.range(0.06, 0.1))}`;
    return out + path(fine, 'none', { stroke: pal.tone('#6a5650', depth), 'stroke-width': 0.8, opacity: 0.8 });
  }
  const cols = foliage.map((c) => pal.tone(c, depth));
  const main = new Map<string, string>();
  let under = '';
  let lit = '';
  const r0 = h * 0.036;
  for (const [tx, ty] of tips) {
    for (let k = 0; k < 2; k++) {
      const px = tx + rng.range(-1, 1) * r0, py = ty + rng.range(-0.3, 1.4) * r0;
      const r = r0 * rng.range(0.6, 1.1);
      const c = rng.pick(cols);
      under += ellipseD(px, py + r * 0.3, r * 0.95, r * 1.05);
      main.set(c, (main.get(c) ?? '') + ellipseD(px, py, r * 0.85, r));
      lit += ellipseD(px - shadeSide * r * 0.25, py - r * 0.3, r * 0.45, r * 0.45);
    }
  }
  out += path(under, pal.shadeOf(cols[0]!, 0.35), { opacity: 0.9 });
  for (const [c, d] of main) out += path(d, c, { opacity: 0.95 });
  out += path(lit, lighten(cols[0]!, 0.2), { opacity: 0.7 });
  return out;
}
