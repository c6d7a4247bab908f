/** Buildings: window grids, 2.5-D blocks, pointed arches, ribbed domes, portals, minarets. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { f, path, rectD } from '../svg.ts';

/** A grid of windows as one path (fast to rasterise, however many windows). */
export function windowGridD(x: number, y: number, w: number, h: number, rows: number, cols: number, fillX = 0.55, fillY = 0.5): string {
  let d = '';
  const cw = w / cols, rh = h / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      d += rectD(x + c * cw + (cw * (1 - fillX)) / 2, y + r * rh + (rh * (1 - fillY)) / 2, cw * fillX, rh * fillY);
  return d;
}

export interface BlockOptions {
  x: number;
  base: number;
  w: number;
  h: number;
  color: string;
  /** Side face depth (drawn on the shaded side). */
  side?: number;
  rows?: number;
  cols?: number;
  windowColor?: string;
  /** At night a share of windows glow. */
  litShare?: number;
  depth?: number;
  roof?: 'flat' | 'parapet';
  /** Horizontal balcony/strip bands instead of single windows. */
  bands?: boolean;
}

export function block(ctx: Ctx, o: BlockOptions): string {
  const { pal, shadeSide } = ctx;
  const rng = ctx.rng.fork('block');
  const face = pal.tone(o.color, o.depth ?? 0);
  const sideW = o.side ?? o.w * 0.18;
  const top = o.base - o.h;
  // Side face on the shaded side, receding upwards a little (simple oblique projection).
  const sx = shadeSide === 1 ? o.x + o.w : o.x;
  const dx = shadeSide * sideW;
  let out = path(`M${f(sx)} ${f(o.base)}L${f(sx)} ${f(top)}L${f(sx + dx)} ${f(top - sideW * 0.25)}L${f(sx + dx)} ${f(o.base)}Z`, pal.shadeOf(face, 0.45));
  out += path(rectD(o.x, top, o.w, o.h), face);
  if (o.roof === 'parapet') out += path(rectD(o.x - 3, top - 8, o.w + 6, 10), lighten(face, 0.15));
  const rows = o.rows ?? Math.max(1, Math.round(o.h / 34));
  const cols = o.cols ?? Math.max(1, Math.round(o.w / 26));
  const winCol = o.windowColor ?? pal.tone('#5d7390', o.depth ?? 0);
  const pad = Math.min(12, o.w * 0.08);
  if (o.bands) {
    let d = '';
    const rh = (o.h - pad * 2) / rows;
    for (let r = 0; r < rows; r++) d += rectD(o.x + pad, top + pad + r * rh + rh * 0.25, o.w - pad * 2, rh * 0.45);
    out += path(d, winCol);
  } else {
    out += path(windowGridD(o.x + pad, top + pad, o.w - pad * 2, o.h - pad * 2.5, rows, cols), winCol);
  }
  const lit = o.litShare ?? (pal.night ? 0.45 : pal.time === 'dusk' ? 0.25 : 0);
  if (lit > 0) {
    let d = '';
    const cw = (o.w - pad * 2) / cols, rh = (o.h - pad * 2.5) / rows;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        if (rng.chance(lit)) d += rectD(o.x + pad + c * cw + cw * 0.225, top + pad + r * rh + rh * 0.25, cw * 0.55, rh * 0.5);
    out += path(d, pal.lamp);
  }
  return out;
}

/** Pointed (Timurid) arch outline: two arcs meeting at the apex. */
export function pointedArchD(cx: number, base: number, w: number, h: number): string {
  const r = w * 0.75;
  const spring = base - (h - w * 0.6);
  return `M${f(cx - w / 2)} ${f(base)}L${f(cx - w / 2)} ${f(spring)}A${f(r)} ${f(r)} 0 0 1 ${f(cx)} ${f(spring - w * 0.6)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + w / 2)} ${f(spring)}L${f(cx + w / 2)} ${f(base)}Z`;
}

/** Ribbed melon dome on a drum, lit on one side, with a small finial. */
export function ribbedDome(ctx: Ctx, cx: number, base: number, r: number, color = '#2f8fb8', ribs = 10): string {
  const { pal, shadeSide } = ctx;
  const c = pal.tone(color);
  const h = r * 1.25;
  // Slightly bulbous profile: wider than the drum just above the base.
  const outline = `M${f(cx - r)} ${f(base)}C${f(cx - r * 1.12)} ${f(base - h * 0.55)} ${f(cx - r * 0.55)} ${f(base - h * 0.95)} ${f(cx)} ${f(base - h)}C${f(cx + r * 0.55)} ${f(base - h * 0.95)} ${f(cx + r * 1.12)} ${f(base - h * 0.55)} ${f(cx + r)} ${f(base)}Z`;
  let out = path(outline, c);
  // Shaded half as the same curve on one side.
  const s = shadeSide;
  out += path(`M${f(cx)} ${f(base - h)}C${f(cx + s * r * 0.55)} ${f(base - h * 0.95)} ${f(cx + s * r * 1.12)} ${f(base - h * 0.55)} ${f(cx + s * r)} ${f(base)}L${f(cx + s * r * 0.2)} ${f(base)}Z`, pal.shade, { opacity: 0.35 });
  let ribD = '';
  for (let i = 1; i < ribs; i++) {
    const t = i / ribs - 0.5;
    const bx = cx + t * 2 * r;
    ribD += `M${f(bx)} ${f(base)}C${f(cx + t * 2.3 * r)} ${f(base - h * 0.55)} ${f(cx + t * 1.1 * r)} ${f(base - h * 0.95)} ${f(cx)} ${f(base - h)}`;
  }
  out += path(ribD, 'none', { stroke: pal.shadeOf(c, 0.35), 'stroke-width': Math.max(1, r * 0.035), opacity: 0.8 });
  out += path(`M${f(cx + -s * r * 0.55)} ${f(base - h * 0.75)}Q${f(cx - s * r * 0.75)} ${f(base - h * 0.4)} ${f(cx - s * r * 0.7)} ${f(base - h * 0.12)}`, 'none', { stroke: lighten(c, 0.45), 'stroke-width': r * 0.06, 'stroke-linecap': 'round', opacity: 0.6 });
  out += path(`M${f(cx - 2)} ${f(base - h)}V${f(base - h - r * 0.35)}h4V${f(base - h)}Z`, pal.tone('#c9a24a'));
  out += path(`M${f(cx - r * 0.06)} ${f(base - h - r * 0.25)}a${f(r * 0.06)} ${f(r * 0.06)} 0 1 0 ${f(r * 0.12)} 0a${f(r * 0.06)} ${f(r * 0.06)} 0 1 0 ${f(-r * 0.12)} 0Z`, pal.tone('#d8b35a'));
  return out;
}

/** Drum under a dome: cylinder with a tiled band (small diamonds in one path). */
export function drum(ctx: Ctx, cx: number, base: number, r: number, h: number, wall = '#d9c7a6', tile = '#2a6fa0'): string {
  const { pal } = ctx;
  let out = path(rectD(cx - r, base - h, 2 * r, h), pal.tone(wall));
  out += path(rectD(cx - r, base - h * 0.75, 2 * r, h * 0.45), pal.tone(tile));
  let d = '';
  const n = Math.max(6, Math.round(r / 7));
  for (let i = 0; i < n; i++) {
    const x = cx - r + (2 * r * (i + 0.5)) / n;
    const y = base - h * 0.525;
    const s = (r / n) * 0.8;
    d += `M${f(x)} ${f(y - s)}L${f(x + s)} ${f(y)}L${f(x)} ${f(y + s)}L${f(x - s)} ${f(y)}Z`;
  }
  out += path(d, pal.tone('#f1e6c8'));
  return out;
}

/** Portal (pishtaq): tall frame with tiled border and a deep pointed-arch niche. */
export function portal(ctx: Ctx, cx: number, base: number, w: number, h: number, wall = '#d8c29a', tile = '#2b74a8'): string {
  const { pal, shadeSide } = ctx;
  const t = pal.tone(tile);
  let out = path(rectD(cx - w / 2, base - h, w, h), pal.tone(wall));
  // Tiled frame: outer band, with a light inner fillet.
  const b = w * 0.07;
  out += path(`${rectD(cx - w / 2, base - h, w, h)}${rectD(cx - w / 2 + b, base - h + b, w - 2 * b, h - b)}`, t, { 'fill-rule': 'evenodd' });
  // Calligraphy band suggestion across the top.
  out += path(rectD(cx - w / 2 + b, base - h + b, w - 2 * b, b * 1.1), pal.tone('#f2e7cc'));
  let dots = '';
  for (let x = cx - w / 2 + b * 1.4; x < cx + w / 2 - b * 1.4; x += b * 0.7) dots += rectD(x, base - h + b * 1.35, b * 0.35, b * 0.55);
  out += path(dots, t);
  // Tile pattern on the frame band: small four-point stars in a row on each side and along the top.
  let stars = '';
  const star = (x: number, y: number, r: number): string => `M${f(x)} ${f(y - r)}L${f(x + r * 0.3)} ${f(y - r * 0.3)}L${f(x + r)} ${f(y)}L${f(x + r * 0.3)} ${f(y + r * 0.3)}L${f(x)} ${f(y + r)}L${f(x - r * 0.3)} ${f(y + r * 0.3)}L${f(x - r)} ${f(y)}L${f(x - r * 0.3)} ${f(y - r * 0.3)}Z`;
  for (let y = base - h + b * 1.5; y < base - b * 0.3; y += b * 0.9) stars += star(cx - w / 2 + b / 2, y, b * 0.3) + star(cx + w / 2 - b / 2, y, b * 0.3);
  for (let x = cx - w / 2 + b * 1.4; x < cx + w / 2 - b; x += b * 0.9) stars += star(x, base - h + b / 2, b * 0.3);
  out += path(stars, pal.tone('#e9f1f4'), { opacity: 0.85 });
  const aw = w * 0.58, ah = h * 0.72;
  // Spandrels above the arch: turquoise tile fields with white dots.
  const spTop = base - ah - b * 0.6;
  out += path(rectD(cx - aw / 2 - b * 0.4, spTop - b * 0.2, aw + b * 0.8, b * 2.2), pal.tone('#2a9fb8'));
  let specks = '';
  for (let x = cx - aw / 2; x < cx + aw / 2; x += b * 0.55) specks += `M${f(x)} ${f(spTop + b * 0.6)}h2v2h-2Z`;
  out += path(specks, pal.tone('#ffffff'), { opacity: 0.8 });
  out += path(pointedArchD(cx, base, aw + b * 0.8, ah + b * 0.5), pal.tone('#f2e7cc'));
  out += path(pointedArchD(cx, base, aw, ah), pal.tone('#1f4f75'));
  // Muqarnas hint: tiers of small pointed niches filling the top of the arch.
  let muq = '';
  const nt = 3;
  for (let k = 0; k < nt; k++) {
    const n = 5 - k;
    const rowW = aw * (0.9 - k * 0.22);
    const y = base - ah * (0.62 + k * 0.1);
    for (let i = 0; i < n; i++) muq += pointedArchD(cx - rowW / 2 + (rowW * (i + 0.5)) / n, y, (rowW / n) * 0.7, ah * 0.08);
  }
  out += path(muq, pal.tone('#3b78a8'), { opacity: 0.8 });
  // Niche depth: the arch interior is darker on the lit side's opposite wall.
  out += path(pointedArchD(cx + shadeSide * aw * 0.18, base, aw * 0.64, ah * 0.9), pal.shadeOf(pal.tone('#1f4f75'), 0.4));
  out += path(pointedArchD(cx, base, aw * 0.3, ah * 0.34), pal.tone('#7a5232'));
  return out;
}

/** Slender tapered minaret with tiled bands and a lantern. */
export function minaret(ctx: Ctx, cx: number, base: number, h: number, w: number, wall = '#d9c29a', tile = '#2b74a8'): string {
  const { pal, shadeSide } = ctx;
  const top = base - h;
  const c = pal.tone(wall);
  let out = path(`M${f(cx - w / 2)} ${f(base)}L${f(cx - w * 0.36)} ${f(top)}L${f(cx + w * 0.36)} ${f(top)}L${f(cx + w / 2)} ${f(base)}Z`, c);
  out += path(`M${f(cx)} ${f(base)}L${f(cx)} ${f(top)}L${f(cx + shadeSide * w * 0.36)} ${f(top)}L${f(cx + shadeSide * w / 2)} ${f(base)}Z`, pal.shade, { opacity: 0.25 });
  let bands = '';
  for (let i = 1; i <= 4; i++) {
    const y = base - (h * i) / 5;
    const hw = w / 2 - (w * 0.14 * i) / 5;
    bands += rectD(cx - hw, y, hw * 2, h * 0.035);
  }
  out += path(bands, pal.tone(tile));
  out += path(`M${f(cx - w * 0.55)} ${f(top)}h${f(w * 1.1)}v${f(-w * 0.25)}h${f(-w * 1.1)}Z`, pal.tone(tile));
  out += path(`M${f(cx - w * 0.36)} ${f(top - w * 0.25)}h${f(w * 0.72)}v${f(-w * 0.5)}h${f(-w * 0.72)}Z`, c);
  out += path(`M${f(cx - w * 0.4)} ${f(top - w * 0.75)}Q${f(cx)} ${f(top - w * 1.6)} ${f(cx + w * 0.4)} ${f(top - w * 0.75)}Z`, pal.tone(tile));
  return out;
}

/** Alpine chalet: wide gable roof (snow-covered in winter), timber walls, lit windows after dusk. */
export function chalet(ctx: Ctx, cx: number, base: number, w: number): string {
  const { pal, shadeSide } = ctx;
  const h = w * 0.55;
  const wall = pal.tone('#9a6a44');
  const roofCol = pal.s.snowGround ? pal.tone('#f3f6fa') : pal.tone('#6e3b2e');
  let out = path(rectD(cx - w * 0.4, base - h, w * 0.8, h), wall);
  out += path(rectD(cx + (shadeSide === 1 ? 0 : -w * 0.4), base - h, w * 0.4, h), pal.shade, { opacity: 0.25 });
  out += path(`M${f(cx - w * 0.55)} ${f(base - h + 4)}L${f(cx)} ${f(base - h - w * 0.42)}L${f(cx + w * 0.55)} ${f(base - h + 4)}L${f(cx + w * 0.5)} ${f(base - h + 10)}L${f(cx)} ${f(base - h - w * 0.32)}L${f(cx - w * 0.5)} ${f(base - h + 10)}Z`, roofCol);
  out += path(`M${f(cx)} ${f(base - h - w * 0.42)}L${f(cx + shadeSide * w * 0.55)} ${f(base - h + 4)}L${f(cx + shadeSide * w * 0.5)} ${f(base - h + 10)}L${f(cx)} ${f(base - h - w * 0.32)}Z`, pal.shade, { opacity: 0.3 });
  const win = pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#3d4a5c');
  out += path(rectD(cx - w * 0.28, base - h * 0.7, w * 0.16, h * 0.3) + rectD(cx + w * 0.12, base - h * 0.7, w * 0.16, h * 0.3) + rectD(cx - w * 0.06, base - h * 1.05, w * 0.12, h * 0.22), win);
  return out;
}
