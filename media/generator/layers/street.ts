/** Urban pieces: a one-point-perspective avenue (ground, facades, trees, lamps), flags, lamps and cars. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { ellipseD, f, path, poly, rectD, type Pt } from '../svg.ts';
import { roundTree } from './trees.ts';

/** Simple pinhole projection: X right, Y up (metres), Z forward. */
export interface Camera {
  vx: number;
  vy: number;
  focal: number;
  height: number;
}

export const project = (c: Camera, X: number, Y: number, Z: number): Pt => [c.vx + (X * c.focal) / Z, c.vy + ((c.height - Y) * c.focal) / Z];

export interface AvenueBuilding {
  side: 1 | -1;
  z0: number;
  z1: number;
  h: number;
  color: string;
  /** Accent colour for balconies/frames. */
  accent?: string;
}

export interface AvenueOptions {
  cam: Camera;
  /** Half-width of the carriageway and the line of the facades (m). */
  road: number;
  facade: number;
  buildings: readonly AvenueBuilding[];
  /** Spacing of street trees in metres; 0 = no trees. */
  treeEvery?: number;
  lampEvery?: number;
  /** Pedestrian street: paving instead of asphalt and lane marks. */
  pedestrian?: boolean;
  zFar?: number;
}

/** Quad of a facade rectangle lying in the plane X = const. */
function sideQuad(c: Camera, X: number, z0: number, z1: number, y0: number, y1: number): string {
  return poly([project(c, X, y0, z0), project(c, X, y0, z1), project(c, X, y1, z1), project(c, X, y1, z0)]);
}

export function avenue(ctx: Ctx, o: AvenueOptions): string {
  const { W, H, pal, rng } = ctx;
  const c = o.cam;
  const zFar = o.zFar ?? 400;
  const zNear = 2;
  let out = '';
  // Ground: sidewalks/paving across, then the carriageway.
  const pave = pal.tone(o.pedestrian ? '#c9b59a' : '#b9b4aa');
  out += path(poly([project(c, -o.facade, 0, zFar), project(c, o.facade, 0, zFar), [W * 3, H + 10], [-W * 2, H + 10]]), pave);
  if (o.pedestrian) {
    let tiles = '';
    for (let z = 4; z < zFar; z *= 1.18) tiles += poly([project(c, -o.facade, 0, z), project(c, o.facade, 0, z), project(c, o.facade, 0, z * 1.02), project(c, -o.facade, 0, z * 1.02)]);
    out += path(tiles, pal.shadeOf(pave, 0.15), { opacity: 0.6 });
  } else {
    out += path(poly([project(c, -o.road, 0, zFar), project(c, o.road, 0, zFar), project(c, o.road, 0, zNear), project(c, -o.road, 0, zNear)]), pal.tone('#5f6166'));
    let marks = '';
    for (let z = 5; z < zFar; z *= 1.35) marks += poly([project(c, -0.12, 0, z), project(c, 0.12, 0, z), project(c, 0.12, 0, z * 1.12), project(c, -0.12, 0, z * 1.12)]);
    // Median strip with grass.
    out += path(poly([project(c, -1.2, 0, zFar), project(c, 1.2, 0, zFar), project(c, 1.2, 0, zNear), project(c, -1.2, 0, zNear)]), pal.tone(pal.s.grass));
    for (const x of [-o.road / 2, o.road / 2]) {
      let m = '';
      for (let z = 5; z < zFar; z *= 1.3) m += poly([project(c, x - 0.1, 0, z), project(c, x + 0.1, 0, z), project(c, x + 0.1, 0, z * 1.1), project(c, x - 0.1, 0, z * 1.1)]);
      marks += m;
    }
    out += path(marks, pal.tone('#e8e4d8'));
    // Kerbs.
    for (const x of [-o.road, o.road]) out += path(poly([project(c, x, 0, zFar), project(c, x + 0.3 * Math.sign(x), 0, zFar), project(c, x + 0.3 * Math.sign(x), 0, zNear), project(c, x, 0, zNear)]), pal.tone('#d8d4cc'));
  }
  // Buildings far to near.
  const sorted = [...o.buildings].sort((a, b) => b.z0 - a.z0);
  const lit = pal.night ? 0.55 : pal.time === 'dusk' ? 0.3 : 0;
  for (const b of sorted) {
    const X = b.side * o.facade;
    const face = pal.tone(b.color);
    // Facade facing the street: in shade when it faces away from the sun.
    const faceCol = b.side === ctx.shadeSide ? face : pal.shadeOf(face, 0.28);
    const end = b.side === ctx.shadeSide ? pal.shadeOf(face, 0.12) : face;
    out += path(sideQuad(c, X, b.z0, b.z1, 0, b.h), faceCol);
    out += path(poly([project(c, X, 0, b.z0), project(c, X + b.side * 14, 0, b.z0), project(c, X + b.side * 14, b.h, b.z0), project(c, X, b.h, b.z0)]), end);
    // Windows: facade grid + end-face grid.
    let win = '';
    let litD = '';
    const floors = Math.max(1, Math.floor(b.h / 3.2));
    const bays = Math.max(1, Math.floor((b.z1 - b.z0) / 3.5));
    for (let fl = 0; fl < floors; fl++) {
      const y0 = fl * 3.2 + 1, y1 = y0 + 1.6;
      for (let k = 0; k < bays; k++) {
        const z0 = b.z0 + k * 3.5 + 0.9, z1 = z0 + 1.7;
        const q = sideQuad(c, X, z0, z1, y0, y1);
        if (lit && rng.chance(lit)) litD += q;
        else win += q;
      }
      for (let k = 0; k < 3; k++) {
        const x0 = X + b.side * (1.5 + k * 4.2), x1 = x0 + b.side * 2;
        const q = poly([project(c, x0, y0, b.z0), project(c, x1, y0, b.z0), project(c, x1, y1, b.z0), project(c, x0, y1, b.z0)]);
        if (lit && rng.chance(lit)) litD += q;
        else win += q;
      }
    }
    out += path(win, pal.tone('#4f6378'), { opacity: 0.85 });
    if (litD) out += path(litD, pal.lamp);
    if (b.accent) {
      let acc = '';
      for (let fl = 1; fl < floors; fl += 2) acc += sideQuad(c, X, b.z0, b.z1, fl * 3.2 - 0.25, fl * 3.2);
      out += path(acc, pal.tone(b.accent));
    }
    // Roof parapet.
    out += path(poly([project(c, X, b.h, b.z0), project(c, X + b.side * 14, b.h, b.z0), project(c, X + b.side * 14, b.h + 0.6, b.z0), project(c, X, b.h + 0.6, b.z0)]), lighten(end, 0.1));
  }
  // Street trees and lamps, far to near so near ones overlap.
  const items: { z: number; svg: string }[] = [];
  const te = o.treeEvery ?? 12;
  for (let z = 6; te > 0 && z < zFar * 0.6; z += te) {
    for (const s of [-1, 1] as const) {
      const [x, y] = project(c, s * (o.road + 2.5), 0, z);
      const size = (7 * c.focal) / z;
      if (size < 4) continue;
      items.push({ z, svg: roundTree(ctx, x, y, size, pal.s.foliage[(Math.round(z) + (s === 1 ? 1 : 0)) % pal.s.foliage.length] ?? '#4f8f45') });
    }
  }
  const le = o.lampEvery ?? 18;
  for (let z = le * 0.9; z < zFar * 0.6; z += le) {
    for (const s of [-1, 1] as const) {
      const [x, y] = project(c, s * (o.road + 0.8), 0, z);
      const [, yt] = project(c, 0, 8, z);
      items.push({ z: z - 0.1, svg: streetLamp(ctx, x, y, y - yt, -s as 1 | -1) });
    }
  }
  items.sort((a, b) => b.z - a.z);
  out += items.map((i) => i.svg).join('');
  return out;
}

/** One shared radial "glow" gradient per document (gradients are per-document defs). */
const glowCache = new WeakMap<Ctx, string>();
export function glowFill(ctx: Ctx): string {
  let g = glowCache.get(ctx);
  if (!g) {
    g = ctx.defs.radial([[0, ctx.pal.lamp, 0.55], [0.35, ctx.pal.lamp, 0.18], [1, ctx.pal.lamp, 0]]);
    glowCache.set(ctx, g);
  }
  return g;
}

/** A street lamp with an arm; glowing halo after dusk. */
export function streetLamp(ctx: Ctx, x: number, base: number, h: number, dir: 1 | -1): string {
  const { pal } = ctx;
  const w = Math.max(1, h * 0.025);
  let out = path(`M${f(x - w)} ${f(base)}V${f(base - h)}h${f(w * 2)}V${f(base)}Z M${f(x)} ${f(base - h)}h${f(dir * h * 0.18)}v${f(w * 1.5)}h${f(-dir * h * 0.18)}Z`, pal.tone('#4a4e56'));
  const lx = x + dir * h * 0.17;
  const ly = base - h + w * 2;
  if (pal.night || pal.time === 'dusk') {
    out += path(ellipseD(lx, ly + h * 0.03, h * 0.3, h * 0.3), glowFill(ctx));
  }
  out += path(ellipseD(lx, ly, h * 0.04, h * 0.025), pal.night || pal.time === 'dusk' ? '#fff3c4' : pal.tone('#e8e4d8'));
  return out;
}

/** The flag of Uzbekistan on a pole: blue, white and green bands with thin red lines, crescent and stars. */
export function uzFlag(ctx: Ctx, x: number, base: number, poleH: number, w: number): string {
  const { pal } = ctx;
  const h = w * 0.5;
  const top = base - poleH;
  let out = path(rectD(x - 1.5, top, 3, poleH), pal.tone('#b8bcc2'));
  const fx0 = x + 1.5;
  // Slight wave: each band is a gentle S-curve.
  const band = (y0: number, hh: number, col: string): string =>
    path(`M${f(fx0)} ${f(y0)}C${f(fx0 + w * 0.35)} ${f(y0 - h * 0.08)} ${f(fx0 + w * 0.65)} ${f(y0 + h * 0.08)} ${f(fx0 + w)} ${f(y0)}V${f(y0 + hh)}C${f(fx0 + w * 0.65)} ${f(y0 + hh + h * 0.08)} ${f(fx0 + w * 0.35)} ${f(y0 + hh - h * 0.08)} ${f(fx0)} ${f(y0 + hh)}Z`, pal.tone(col));
  out += band(top, h / 3, '#0099b5') + band(top + h / 3, h / 3, '#ffffff') + band(top + (2 * h) / 3, h / 3, '#1eb53a');
  out += band(top + h / 3 - h * 0.02, h * 0.03, '#ce1126') + band(top + (2 * h) / 3 - h * 0.01, h * 0.03, '#ce1126');
  const r = h * 0.11;
  out += path(`${ellipseD(fx0 + w * 0.12, top + h * 0.16, r, r)}`, '#ffffff');
  out += path(`${ellipseD(fx0 + w * 0.145, top + h * 0.15, r * 0.85, r * 0.85)}`, pal.tone('#0099b5'));
  return out;
}

/** A small car seen from the side. */
export function car(ctx: Ctx, x: number, base: number, s: number, color: string): string {
  const { pal } = ctx;
  const c = pal.tone(color);
  let out = path(`M${f(x - s / 2)} ${f(base - s * 0.12)}L${f(x - s / 2)} ${f(base - s * 0.3)}L${f(x - s * 0.25)} ${f(base - s * 0.32)}L${f(x - s * 0.15)} ${f(base - s * 0.48)}L${f(x + s * 0.2)} ${f(base - s * 0.48)}L${f(x + s * 0.32)} ${f(base - s * 0.3)}L${f(x + s / 2)} ${f(base - s * 0.28)}L${f(x + s / 2)} ${f(base - s * 0.12)}Z`, c);
  out += path(`M${f(x - s * 0.12)} ${f(base - s * 0.45)}L${f(x + s * 0.18)} ${f(base - s * 0.45)}L${f(x + s * 0.27)} ${f(base - s * 0.32)}L${f(x - s * 0.2)} ${f(base - s * 0.32)}Z`, pal.tone('#a9c4d8'));
  out += path(ellipseD(x - s * 0.3, base - s * 0.1, s * 0.1, s * 0.1) + ellipseD(x + s * 0.3, base - s * 0.1, s * 0.1, s * 0.1), pal.tone('#26262a'));
  return out;
}
