/** Industrial silhouettes: chimneys with smoke, halls, cooling towers, tanks, columns, cranes, conveyors, pipe racks. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { ellipseD, f, path, rectD, type Pt } from '../svg.ts';

/** Tapered chimney with red/white bands near the top and a beacon. */
export function chimney(ctx: Ctx, x: number, base: number, h: number, w: number, color = '#8a8580'): string {
  const { pal, shadeSide } = ctx;
  const c = pal.tone(color);
  const top = base - h;
  let out = path(`M${f(x - w / 2)} ${f(base)}L${f(x - w * 0.32)} ${f(top)}L${f(x + w * 0.32)} ${f(top)}L${f(x + w / 2)} ${f(base)}Z`, c);
  out += path(`M${f(x)} ${f(base)}L${f(x)} ${f(top)}L${f(x + shadeSide * w * 0.32)} ${f(top)}L${f(x + shadeSide * w / 2)} ${f(base)}Z`, pal.shade, { opacity: 0.3 });
  let bands = '';
  for (let i = 0; i < 3; i++) bands += rectD(x - w * 0.36, top + h * (0.04 + i * 0.08), w * 0.72, h * 0.04);
  out += path(bands, pal.tone('#c0392b'));
  if (pal.night || pal.time === 'dusk') out += path(ellipseD(x, top - 3, 3, 3), '#ff4a3a');
  return out;
}

/** A drifting smoke/steam plume: soft overlapping puffs that grow and fade downwind, blurred. */
export function plume(ctx: Ctx, x: number, y: number, len: number, dir: 1 | -1 = 1, color?: string, opacity = 0.7): string {
  const { pal, defs } = ctx;
  const rng = ctx.rng.fork('plume');
  const c = color ?? lighten(pal.cloud, 0.1);
  let d = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const r = 10 + t * len * 0.16;
    d += ellipseD(x + dir * t * len + rng.range(-6, 6), y - t * len * 0.28 - r * 0.3 + rng.range(-5, 5), r * 1.3, r);
  }
  const g = defs.linear([[0, c, opacity], [1, c, opacity * 0.15]], dir === 1 ? [0, 0, 1, 0] : [1, 0, 0, 0]);
  return path(d, g, { filter: defs.blur(4) });
}

export type RoofKind = 'sawtooth' | 'gable' | 'flat';

/** Factory hall: wall with a band of windows and a roof profile; lit windows at night. */
export function hall(ctx: Ctx, x: number, base: number, w: number, h: number, roof: RoofKind, color = '#b9b4ac', depth = 0): string {
  const { pal } = ctx;
  const c = pal.tone(color, depth);
  const top = base - h;
  let out = path(rectD(x, top, w, h), c);
  const roofCol = pal.shadeOf(c, 0.25);
  if (roof === 'sawtooth') {
    const n = Math.max(2, Math.round(w / 60));
    const sw = w / n;
    let d = '';
    let glass = '';
    for (let i = 0; i < n; i++) {
      d += `M${f(x + i * sw)} ${f(top)}L${f(x + i * sw)} ${f(top - sw * 0.45)}L${f(x + (i + 1) * sw)} ${f(top)}Z`;
      glass += `M${f(x + i * sw + 2)} ${f(top - 2)}L${f(x + i * sw + 2)} ${f(top - sw * 0.4)}L${f(x + i * sw + 6)} ${f(top - sw * 0.38)}L${f(x + i * sw + 6)} ${f(top - 2)}Z`;
    }
    out += path(d, roofCol) + path(glass, pal.night ? pal.lamp : pal.tone('#8fb0c8', depth));
  } else if (roof === 'gable') {
    out += path(`M${f(x - 6)} ${f(top)}L${f(x + w / 2)} ${f(top - w * 0.12)}L${f(x + w + 6)} ${f(top)}Z`, roofCol);
  } else {
    out += path(rectD(x - 3, top - 6, w + 6, 6), roofCol);
  }
  const lit = pal.night || pal.time === 'dusk';
  out += path(rectD(x + w * 0.04, top + h * 0.2, w * 0.92, h * 0.16), lit ? pal.lamp : pal.tone('#6d8092', depth), { opacity: lit ? 0.9 : 1 });
  let ribs = '';
  for (let xi = x + 20; xi < x + w - 5; xi += 40) ribs += rectD(xi, top + h * 0.2, 3, h * 0.16);
  out += path(ribs, c);
  return out;
}

/** Hyperboloid cooling tower with a steam plume. */
export function coolingTower(ctx: Ctx, x: number, base: number, w: number, h: number, depth = 0): string {
  const { pal, shadeSide } = ctx;
  const c = pal.tone('#c9c3bb', depth);
  const top = base - h;
  const d = `M${f(x - w / 2)} ${f(base)}Q${f(x - w * 0.22)} ${f(base - h * 0.6)} ${f(x - w * 0.33)} ${f(top)}L${f(x + w * 0.33)} ${f(top)}Q${f(x + w * 0.22)} ${f(base - h * 0.6)} ${f(x + w / 2)} ${f(base)}Z`;
  const s = shadeSide;
  return (
    path(d, c) +
    path(`M${f(x + s * w * 0.1)} ${f(base)}Q${f(x + s * w * 0.05)} ${f(base - h * 0.6)} ${f(x + s * w * 0.1)} ${f(top)}L${f(x + s * w * 0.33)} ${f(top)}Q${f(x + s * w * 0.22)} ${f(base - h * 0.6)} ${f(x + s * w / 2)} ${f(base)}Z`, pal.shade, { opacity: 0.3 }) +
    path(rectD(x - w * 0.3, top + 6, w * 0.6, 5), pal.tone('#c0392b', depth), { opacity: 0.7 })
  );
}

/** Vertical distillation column with platforms and a ladder line. */
export function column(ctx: Ctx, x: number, base: number, w: number, h: number, color = '#d8dde0'): string {
  const { pal, shadeSide } = ctx;
  const c = pal.tone(color);
  let out = path(`M${f(x - w / 2)} ${f(base)}V${f(base - h + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w / 2)} ${f(base - h + w / 2)}V${f(base)}Z`, c);
  out += path(rectD(shadeSide === 1 ? x + w * 0.1 : x - w / 2, base - h + w / 2, w * 0.4, h - w / 2), pal.shade, { opacity: 0.3 });
  let plat = '';
  for (let y = base - h * 0.25; y > base - h + w; y -= h * 0.22) plat += rectD(x - w * 0.8, y, w * 1.6, 3);
  out += path(plat, pal.tone('#e0a526'));
  out += path(rectD(x - shadeSide * w * 0.62, base - h + w, 2, h - w), pal.tone('#6a6a70'));
  return out;
}

/** Spherical or cylindrical storage tank on legs. */
export function tank(ctx: Ctx, x: number, base: number, r: number, kind: 'sphere' | 'cylinder', color = '#e8ecee'): string {
  const { pal, shadeSide } = ctx;
  const c = pal.tone(color);
  if (kind === 'sphere') {
    let legs = '';
    for (let i = -2; i <= 2; i++) legs += rectD(x + i * r * 0.4 - 2, base - r * 1.2, 4, r * 1.2);
    const cy = base - r * 1.55;
    return (
      path(legs, pal.tone('#7d8085')) +
      path(ellipseD(x, cy, r, r), c) +
      // Shaded side: a disc pushed away from the sun, clipped to the sphere.
      path(ellipseD(x + shadeSide * r * 0.6, cy + r * 0.15, r, r * 1.1), pal.shade, { opacity: 0.3, 'clip-path': ctx.defs.clip(ellipseD(x, cy, r, r)) }) +
      path(ellipseD(x - shadeSide * r * 0.4, cy - r * 0.4, r * 0.22, r * 0.15), '#ffffff', { opacity: 0.35 }) +
      path(rectD(x - r, cy - 2, 2 * r, 4), pal.shadeOf(c, 0.25))
    );
  }
  const h = r * 1.1;
  return (
    path(rectD(x - r, base - h, 2 * r, h), c) +
    path(ellipseD(x, base - h, r, r * 0.18), lighten(c, 0.2)) +
    path(rectD(shadeSide === 1 ? x + r * 0.3 : x - r, base - h, r * 0.7, h), pal.shade, { opacity: 0.25 })
  );
}

/** Lattice truss between two points (crane jibs, masts, conveyors), as one stroked path. */
export function truss(a: Pt, b: Pt, depth: number, panels: number): string {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * depth, ny = (dx / len) * depth;
  let d = `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}M${f(a[0] + nx)} ${f(a[1] + ny)}L${f(b[0] + nx)} ${f(b[1] + ny)}`;
  for (let i = 0; i < panels; i++) {
    const t0 = i / panels, t1 = (i + 1) / panels;
    const p0: Pt = [a[0] + dx * t0, a[1] + dy * t0];
    const p1: Pt = [a[0] + dx * t1, a[1] + dy * t1];
    d += `M${f(p0[0])} ${f(p0[1])}L${f(p1[0] + nx)} ${f(p1[1] + ny)}L${f(p1[0])} ${f(p1[1])}`;
  }
  return d;
}

/** Tower crane: lattice mast, jib and counter-jib, cab, hook line with a load. */
export function towerCrane(ctx: Ctx, x: number, base: number, h: number, jibL: number, dir: 1 | -1, color = '#e8b021', load = true): string {
  const { pal } = ctx;
  const c = pal.tone(color);
  const top = base - h;
  const mastW = Math.max(8, h * 0.035);
  let d = truss([x, base], [x, top], mastW, Math.round(h / (mastW * 1.6)));
  d += truss([x - dir * jibL * 0.3, top], [x + dir * jibL, top], -mastW * 0.8, Math.round(jibL / (mastW * 1.4)));
  d += `M${f(x)} ${f(top - mastW * 2.5)}L${f(x + dir * jibL * 0.7)} ${f(top - mastW * 0.8)}M${f(x)} ${f(top - mastW * 2.5)}L${f(x - dir * jibL * 0.3)} ${f(top - mastW * 0.8)}`;
  let out = path(d, 'none', { stroke: c, 'stroke-width': Math.max(1.2, mastW * 0.22), 'stroke-linejoin': 'round' });
  out += path(rectD(x - mastW * 0.2, top - mastW * 2.5, mastW * 1.2, mastW * 2.5), c);
  out += path(rectD(x - dir * jibL * 0.3 - (dir === 1 ? 0 : mastW * 2), top - mastW * 0.2, mastW * 2, mastW * 1.6), pal.tone('#6c6f75'));
  out += path(rectD(x + dir * mastW * 0.6 - (dir === 1 ? 0 : mastW * 1.4), top + mastW * 0.2, mastW * 1.4, mastW * 1.3), pal.tone('#f4f1ea'));
  const hx = x + dir * jibL * 0.62;
  const hy = top + h * 0.32;
  out += path(`M${f(hx)} ${f(top)}V${f(hy)}`, 'none', { stroke: pal.tone('#333'), 'stroke-width': 1.2 });
  if (load) out += path(rectD(hx - mastW * 2, hy, mastW * 4, mastW * 1.2), pal.tone('#8d9aa6'));
  return out;
}

/** Inclined conveyor gallery: covered truss on trestles. */
export function conveyor(ctx: Ctx, a: Pt, b: Pt, color = '#9a8f7e'): string {
  const { pal } = ctx;
  const c = pal.tone(color);
  let out = path(truss(a, b, -10, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / 16)), 'none', { stroke: c, 'stroke-width': 1.6 });
  out += path(`M${f(a[0])} ${f(a[1] - 10)}L${f(b[0])} ${f(b[1] - 10)}L${f(b[0])} ${f(b[1] - 16)}L${f(a[0])} ${f(a[1] - 16)}Z`, pal.tone('#6a6056'));
  let legs = '';
  const groundY = Math.max(a[1], b[1]);
  for (let t = 0.2; t < 1; t += 0.25) {
    const x = a[0] + (b[0] - a[0]) * t, y = a[1] + (b[1] - a[1]) * t;
    legs += `M${f(x - 6)} ${f(groundY)}L${f(x)} ${f(y)}L${f(x + 6)} ${f(groundY)}`;
  }
  out += path(legs, 'none', { stroke: c, 'stroke-width': 2 });
  return out;
}

/** Pipe rack: horizontal pipes on portal frames. */
export function pipeRack(ctx: Ctx, x0: number, x1: number, y: number, pipes = 3): string {
  const { pal } = ctx;
  let frames = '';
  for (let x = x0; x <= x1; x += 60) frames += rectD(x, y - 4, 4, 60);
  let d = '';
  for (let i = 0; i < pipes; i++) d += rectD(x0, y + i * 9, x1 - x0, 5);
  return path(frames, pal.tone('#6c7075')) + path(d, pal.tone('#c9ccd0'));
}
