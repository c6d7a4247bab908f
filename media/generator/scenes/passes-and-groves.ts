/** Sights: the Kamchik mountain pass (serpentine / gallery) and ancient plane trees (grove / spring). */
import { defineScene, type SceneResult } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills, grassStrokes, flowerSpecks } from '../layers/terrain.ts';
import { treeRow } from '../layers/trees.ts';
import { chinar, leafColors, type BroadleafOptions, type BroadleafTree } from '../layers/broadleaf.ts';
import { pebbles } from '../layers/rocks.ts';
import { tinyPeople, birds } from '../layers/people.ts';
import { pointedArchD } from '../layers/architecture.ts';
import { project, type Camera } from '../layers/street.ts';
import { ridgeEdge } from '../layers/mountains.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, group, path, poly, rect, rectD, smooth, type Pt } from '../svg.ts';

// ---------------------------------------------------------------------------------------------------------
// Mountain pass (Kamchik)
// ---------------------------------------------------------------------------------------------------------

const LORRY_COLORS = [['#c0392b', '#e8e4da'], ['#2e6da4', '#d9dde2'], ['#e8e4da', '#2e6da4'], ['#e0a526', '#c9cfd4'], ['#3c7d5a', '#e8e4da'], ['#d8d4cc', '#b0473a']] as const;
const lit = (ctx: Ctx): boolean => ctx.pal.night || ctx.pal.time === 'dusk';

/** A lorry in side view: cab and long box trailer, `s` = its length, heading `dir`. */
function lorrySide(ctx: Ctx, x: number, base: number, s: number, dir: 1 | -1, k: number): string {
  const { pal } = ctx;
  const [cabC, boxC] = LORRY_COLORS[k % LORRY_COLORS.length]!;
  const X = (u: number): number => x + dir * u * s;
  const h = s * 0.36;
  let out = path(poly([[X(-0.5), base - s * 0.07], [X(0.22), base - s * 0.07], [X(0.22), base - h], [X(-0.5), base - h]]), pal.tone(boxC));
  out += path(poly([[X(-0.5), base - h * 0.3], [X(0.22), base - h * 0.3], [X(0.22), base - h * 0.24], [X(-0.5), base - h * 0.24]]), pal.shade, { opacity: 0.2 });
  out += path(poly([[X(0.25), base - s * 0.07], [X(0.5), base - s * 0.07], [X(0.5), base - h * 0.58], [X(0.44), base - h * 0.86], [X(0.25), base - h * 0.86]]), pal.tone(cabC));
  out += path(poly([[X(0.37), base - h * 0.52], [X(0.48), base - h * 0.52], [X(0.43), base - h * 0.8], [X(0.37), base - h * 0.8]]), pal.tone(lit(ctx) ? '#30384a' : '#8fb0c8'));
  const r = s * 0.055;
  out += path(ellipseD(X(-0.4), base - r, r, r) + ellipseD(X(-0.28), base - r, r, r) + ellipseD(X(0.05), base - r, r, r) + ellipseD(X(0.4), base - r, r, r), pal.tone('#26262a'));
  if (lit(ctx)) {
    out += path(ellipseD(X(0.5), base - h * 0.2, s * 0.03, s * 0.02), '#fff3c4');
    out += path(`M${f(X(0.5))} ${f(base - h * 0.2)}L${f(X(0.5 + 0.9))} ${f(base - h * 0.45)}L${f(X(0.5 + 0.9))} ${f(base + h * 0.05)}Z`, pal.lamp, { opacity: 0.22 });
    out += path(ellipseD(X(-0.5), base - h * 0.2, s * 0.02, s * 0.02), '#ff5a4a');
  }
  return out;
}

/** A lorry seen from the front (`front`) or from behind, `w` wide. */
function lorryEnd(ctx: Ctx, x: number, base: number, w: number, facing: 'front' | 'back', k: number): string {
  const { pal, shadeSide } = ctx;
  const [cabC, boxC] = LORRY_COLORS[k % LORRY_COLORS.length]!;
  let out = path(rectD(x - w * 0.44, base - w * 0.16, w * 0.12, w * 0.16) + rectD(x + w * 0.32, base - w * 0.16, w * 0.12, w * 0.16), pal.tone('#26262a'));
  if (facing === 'back') {
    const h = w * 1.15;
    const c = pal.tone(boxC);
    out += path(rectD(x - w / 2, base - h, w, h - w * 0.1), c);
    out += path(rectD(x + (shadeSide === 1 ? 0 : -w / 2), base - h, w / 2, h - w * 0.1), pal.shade, { opacity: 0.15 });
    out += path(rectD(x - 1, base - h + w * 0.05, 2, h - w * 0.22), pal.shadeOf(c, 0.4));
    out += path(rectD(x - w / 2, base - w * 0.16, w, w * 0.07), pal.tone('#3a3a3e'));
    const tl = lit(ctx) ? '#ff4a3a' : pal.tone('#b8322a');
    out += path(rectD(x - w * 0.46, base - w * 0.2, w * 0.12, w * 0.05) + rectD(x + w * 0.34, base - w * 0.2, w * 0.12, w * 0.05), tl);
    if (lit(ctx)) out += path(ellipseD(x - w * 0.4, base - w * 0.18, w * 0.2, w * 0.1) + ellipseD(x + w * 0.4, base - w * 0.18, w * 0.2, w * 0.1), '#ff4a3a', { opacity: 0.25 });
  } else {
    const h = w * 0.95;
    const c = pal.tone(cabC);
    out += path(rectD(x - w * 0.42, base - w * 1.18, w * 0.84, w * 0.3), pal.tone(boxC));
    out += path(rectD(x - w / 2, base - h, w, h - w * 0.1), c);
    out += path(rectD(x - w * 0.42, base - h + w * 0.08, w * 0.84, w * 0.3), pal.tone(lit(ctx) ? '#2a3040' : '#7f9cb4'));
    out += path(rectD(x - w * 0.3, base - w * 0.42, w * 0.6, w * 0.18), pal.shadeOf(c, 0.45));
    const hl = lit(ctx) ? '#fff3c4' : pal.tone('#e8e4d8');
    out += path(rectD(x - w * 0.47, base - w * 0.36, w * 0.14, w * 0.08) + rectD(x + w * 0.33, base - w * 0.36, w * 0.14, w * 0.08), hl);
    if (lit(ctx)) out += path(ellipseD(x - w * 0.4, base - w * 0.32, w * 0.35, w * 0.2) + ellipseD(x + w * 0.4, base - w * 0.32, w * 0.35, w * 0.2), pal.lamp, { opacity: 0.35 });
  }
  return out;
}

/** A car seen from behind or the front: body, windscreen, lamps. */
function carEnd(ctx: Ctx, x: number, base: number, w: number, color: string, facing: 'front' | 'back'): string {
  const { pal } = ctx;
  const c = pal.tone(color);
  let out = path(rectD(x - w * 0.45, base - w * 0.12, w * 0.14, w * 0.12) + rectD(x + w * 0.31, base - w * 0.12, w * 0.14, w * 0.12), pal.tone('#26262a'));
  out += path(`M${f(x - w / 2)} ${f(base - w * 0.1)}V${f(base - w * 0.38)}L${f(x - w * 0.36)} ${f(base - w * 0.62)}H${f(x + w * 0.36)}L${f(x + w / 2)} ${f(base - w * 0.38)}V${f(base - w * 0.1)}Z`, c);
  out += path(`M${f(x - w * 0.4)} ${f(base - w * 0.4)}L${f(x - w * 0.3)} ${f(base - w * 0.58)}H${f(x + w * 0.3)}L${f(x + w * 0.4)} ${f(base - w * 0.4)}Z`, pal.tone(lit(ctx) ? '#2a3040' : '#9fbad0'));
  const lamp = facing === 'back' ? (lit(ctx) ? '#ff4a3a' : pal.tone('#b8322a')) : lit(ctx) ? '#fff3c4' : pal.tone('#e8e4d8');
  out += path(rectD(x - w * 0.46, base - w * 0.3, w * 0.14, w * 0.06) + rectD(x + w * 0.32, base - w * 0.3, w * 0.14, w * 0.06), lamp);
  if (lit(ctx)) out += path(ellipseD(x - w * 0.4, base - w * 0.27, w * 0.25, w * 0.14) + ellipseD(x + w * 0.4, base - w * 0.27, w * 0.25, w * 0.14), facing === 'back' ? '#ff4a3a' : pal.lamp, { opacity: 0.3 });
  return out;
}

/** Bare brown-green mountain colour for the season (snow-white in winter). */
function slopeColor(ctx: Ctx): string {
  const s = ctx.pal.s;
  return s.snowGround ? '#e6ecf2' : mix(mix(s.grass, '#9a7f58', 0.5), s.ground, 0.25);
}

/** Scattered juniper shrubs and scree on a slope region (clipped by the caller). */
function slopeTexture(ctx: Ctx, x0: number, x1: number, y0: number, y1: number, n: number, scale: number): string {
  const { pal } = ctx;
  const rng = ctx.rng.fork('slopetex');
  let shrubs = '';
  let scree = '';
  let grass = '';
  for (let i = 0; i < n; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t;
    const x = rng.range(x0, x1);
    const r = (2 + t * 7) * scale * rng.range(0.6, 1.3);
    if (i % 3 === 0) shrubs += ellipseD(x, y, r * 1.3, r);
    else if (i % 3 === 1) grass += ellipseD(x, y, r * 4, r * 0.9);
    else scree += `M${f(x)} ${f(y)}l${f(r * 0.8)} ${f(r * 9)}l${f(-r * 1.2)} 0Z`;
  }
  const col = pal.tone(slopeColor(ctx));
  return (
    path(grass, pal.s.snowGround ? pal.tone('#c9d4de') : lighten(pal.tone(pal.s.grass), 0.05), { opacity: 0.5 }) +
    path(scree, lighten(col, 0.18), { opacity: 0.45 }) +
    path(shrubs, pal.tone(pal.s.conifer), { opacity: pal.s.snowGround ? 0.45 : 0.85 })
  );
}

function serpentine(ctx: Ctx): SceneResult {
  const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
  const s = pal.s;
  const saddleY = 330 + rng.range(-15, 15);
  let out = mountainBackdrop(ctx, { baseY: 430, farTop: 120, snowLine: Math.max(s.snowLine, 0.4), farCount: 6, cloudCount: 3, mistOpacity: 0.4 });
  // The near massif: two shoulders rising either side of the saddle, which the road climbs to.
  const lPeak: Pt = [fx - W * rng.range(0.26, 0.32), 130 + rng.range(-20, 20)];
  const rPeak: Pt = [fx + W * rng.range(0.27, 0.33), 110 + rng.range(-20, 20)];
  const saddle: Pt = [fx, saddleY];
  const ridge: Pt[] = [
    ...ridgeEdge([-60, 520], lPeak, 0.05, rng, 4),
    ...ridgeEdge(lPeak, [fx - 70, saddleY - 8], 0.05, rng, 3).slice(1),
    ...ridgeEdge([fx - 70, saddleY - 8], saddle, 0.03, rng, 2).slice(1),
    ...ridgeEdge(saddle, [fx + 70, saddleY - 10], 0.03, rng, 2).slice(1),
    ...ridgeEdge([fx + 70, saddleY - 10], rPeak, 0.05, rng, 3).slice(1),
    ...ridgeEdge(rPeak, [W + 60, 500], 0.05, rng, 4).slice(1),
  ];
  const massif = poly([...ridge, [W + 60, H + 20], [-60, H + 20]]);
  const col = pal.tone(slopeColor(ctx));
  const clip = defs.clip(massif);
  let inner = rect(-10, 0, W + 20, H + 10, defs.linear([[0, lighten(col, 0.1)], [0.45, col], [1, pal.shadeOf(col, 0.15)]]));
  // Faces: each shoulder is shaded on the side away from the sun, down a spur from its summit.
  const iL = ridge.indexOf(lPeak), iS = ridge.indexOf(saddle), iR = ridge.indexOf(rPeak);
  for (const [ip, p] of [[iL, lPeak], [iR, rPeak]] as const) {
    const toward = shadeSide === 1 ? ridge.slice(ip, ip === iL ? iS + 1 : ridge.length) : ridge.slice(ip === iL ? 0 : iS, ip + 1).reverse();
    const end = toward[toward.length - 1]!;
    const spine = ridgeEdge(p, [p[0] + shadeSide * W * 0.3, H + 20], 0.06, rng, 4);
    const far: Pt = end === saddle ? [fx + shadeSide * W * 0.02, H + 20] : [end[0], H + 20];
    inner += path(poly([...toward, ...ridgeEdge(end, far, 0.05, rng, 4).slice(1), ...[...spine].reverse()]), pal.shade, { opacity: 0.26 });
  }
  // Gullies running down the slopes, fanning out from the crest.
  let gullies = '';
  for (let g = 0; g < 9; g++) {
    const x = rng.range(0, 1) * W;
    const y = 220 + rng.range(0, 260);
    const dx = (x - fx) * rng.range(0.3, 0.6);
    gullies += poly([...ridgeEdge([x, y], [x + dx, H + 20], 0.04, rng, 3), [x + dx + rng.range(30, 70), H + 20]]);
  }
  inner += path(gullies, pal.shade, { opacity: 0.08 });
  inner += slopeTexture(ctx, -20, W + 20, 250, H, 420, 1);
  // Snow caps on the shoulders (snowfields all over in winter).
  let snow = '';
  for (const p of [lPeak, rPeak]) {
    const depthY = p[1] + (s.snowGround ? 300 : 50 + s.snowLine * 180);
    const zig: Pt[] = [];
    for (let i = 0; i <= 12; i++) zig.push([p[0] + W * 0.3 - (W * 0.6 * i) / 12, depthY + (i % 2 ? rng.range(10, 40) : rng.range(-15, 5)) + Math.abs(i - 6) * 8]);
    snow += poly([[p[0] + W * 0.3, p[1] - 40], [p[0] - W * 0.3, p[1] - 40], ...zig.reverse()]);
  }
  inner += path(snow, pal.tone('#f6f8fc'));
  out += path(massif, col) + group(inner, { 'clip-path': clip });
  // The highway: traverses climbing in hairpins, narrower (further) towards the saddle.
  const n = 5;
  const legs: { y: number; xa: number; xb: number; w: number }[] = [];
  const dir0 = rng.chance(0.5) ? 1 : -1;
  for (let k = 0; k < n; k++) {
    const d = 1 + k * 0.62;
    const y = saddleY + (940 - saddleY) / d;
    const span = W * 0.34 / d ** 0.55;
    const c = fx + Math.sin(k * 1.7 + rng.range(0, 0.6)) * W * 0.05 / d;
    const dir = (k % 2 === 0 ? dir0 : -dir0);
    legs.push({ y, xa: c - dir * span, xb: c + dir * span, w: 46 / d ** 0.9 });
  }
  const route: Pt[] = [];
  let roadStroke = '';
  // Each leg rises gently along its length; hairpins join leg k's end to leg k+1's start.
  const segs: { d: string; w: number }[] = [];
  legs.forEach((L, k) => {
    const next = legs[k + 1];
    const yEnd = next ? L.y - (L.y - next.y) * 0.35 : L.y - 10;
    let d = `M${f(L.xa - (L.xb - L.xa) * (k === 0 ? 2 : 0))} ${f(k === 0 ? L.y + 40 : L.y)}C${f(L.xa + (L.xb - L.xa) * 0.4)} ${f(L.y)} ${f(L.xa + (L.xb - L.xa) * 0.7)} ${f(yEnd)} ${f(L.xb)} ${f(yEnd)}`;
    if (next) {
      const bulge = Math.sign(L.xb - L.xa) * L.w * 1.6;
      d += `C${f(L.xb + bulge)} ${f(yEnd)} ${f(next.xa + bulge)} ${f(next.y)} ${f(next.xa)} ${f(next.y)}`;
    } else {
      d += `Q${f(fx)} ${f(yEnd)} ${f(fx)} ${f(saddleY + 6)}`;
    }
    segs.push({ d, w: L.w });
    route.push([L.xa, L.y], [L.xb, yEnd]);
  });
  const asphalt = pal.tone(s.snowGround ? '#6d6f76' : '#707078');
  const bench = pal.tone(s.snowGround ? '#d6dde6' : '#b8a58a');
  const cut = pal.shadeOf(pal.tone('#9a8a72'), 0.2);
  // Far legs first so nearer ones overlap them.
  for (let k = segs.length - 1; k >= 0; k--) {
    const { d, w } = segs[k]!;
    roadStroke += path(d, 'none', { stroke: bench, 'stroke-width': w * 1.7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', transform: `translate(0 ${f(w * 0.55)})` });
    roadStroke += path(d, 'none', { stroke: cut, 'stroke-width': w * 1.1, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', transform: `translate(0 ${f(-w * 0.35)})`, opacity: 0.7 });
    roadStroke += path(d, 'none', { stroke: asphalt, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    if (s.snowGround) roadStroke += path(d, 'none', { stroke: pal.tone('#f4f7fb'), 'stroke-width': w * 0.18, transform: `translate(0 ${f(w * 0.55)})` });
    if (w > 10) roadStroke += path(d, 'none', { stroke: pal.tone('#ece8dc'), 'stroke-width': Math.max(1, w * 0.05), 'stroke-dasharray': `${f(w * 0.6)} ${f(w * 0.6)}`, opacity: 0.8 });
    if (w > 14) roadStroke += path(d, 'none', { stroke: pal.tone('#f2f0ea'), 'stroke-width': Math.max(1.5, w * 0.12), 'stroke-dasharray': `${f(w * 0.08)} ${f(w * 0.5)}`, transform: `translate(0 ${f(w * 0.55)})` });
  }
  out += roadStroke;
  // Lorries labouring up the legs, with a car or two.
  const lrng = rng.fork('lorries');
  let vehicles = '';
  legs.forEach((L, k) => {
    if (k === n - 1 && lrng.chance(0.5)) return;
    const count = k < 2 ? 2 : 1;
    for (let j = 0; j < count; j++) {
      const u = 0.2 + (j + lrng.range(0.1, 0.9)) * (0.6 / count);
      const next = legs[k + 1];
      const yEnd = next ? L.y - (L.y - next.y) * 0.35 : L.y - 10;
      const x = L.xa + (L.xb - L.xa) * u;
      const y = L.y + (yEnd - L.y) * (u * u * (3 - 2 * u)) + L.w * 0.25;
      const dir = (lrng.chance(0.7) ? Math.sign(L.xb - L.xa) : -Math.sign(L.xb - L.xa)) as 1 | -1;
      vehicles += lorrySide(ctx, x, y, L.w * 2.2, dir, lrng.int(0, 5));
    }
  });
  out += vehicles;
  // A sign and a few roadside posts in the foreground, rocks and grass below the lowest leg.
  out += birds(ctx, fx - shadeSide * W * 0.2, 220, 3);
  return { body: out, focal: { x: fx, y: (saddleY + legs[2]!.y) / 2 } };
}

function gallery(ctx: Ctx): SceneResult {
  const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
  const s = pal.s;
  // Mountain side: away from the open half of the frame, so the valley view fills the roomier side.
  const m: 1 | -1 = fx < W * 0.45 ? -1 : fx > W * 0.55 ? 1 : rng.chance(0.5) ? 1 : -1;
  const Zp = 40;
  const off = 16;
  const cam: Camera = { vx: fx - (m * off * 1000) / Zp, vy: 470, focal: 1000, height: 5 };
  const P = (X: number, Y: number, Z: number): Pt => project(cam, X, Y, Z);
  // Road centre: curving in from under the camera to the gallery's axis.
  const roadX = (Z: number): number => m * off * (1 - (1 - Math.min(1, Math.max(0, (Z - 2) / (Zp - 2)))) ** 2);
  const zs: number[] = [];
  for (let z = 2.5; z < Zp; z *= 1.12) zs.push(z);
  zs.push(Zp);
  const far = [60, 100, 180, 400, 1500];
  const winterish = s.snowGround || pal.season === 'spring';
  let out = mountainBackdrop(ctx, { baseY: cam.vy + 30, farTop: 170, nearTop: 300, snowLine: Math.max(s.snowLine, 0.35), farCount: 6, cloudCount: 3, mistOpacity: 0.55 });
  // Valley side: the ground falling away beyond the road's outer edge.
  const valleyEdge = (Z: number): number => (Z < Zp ? roadX(Z) - m * 6 : m * 7.6);
  const edgePts = [...zs, ...far].map((Z) => P(valleyEdge(Z), 0, Z));
  const outer = m === 1 ? -40 : W + 40;
  const dropTop = ridgeEdge(P(valleyEdge(1500), 0, 1500), [outer, cam.vy + 190], 0.05, rng, 4);
  const dropD = poly([...edgePts, ...dropTop.slice(1), [outer, H + 40], [edgePts[0]![0], H + 40]]);
  const slopeCol = pal.tone(slopeColor(ctx), 0.15);
  out += path(dropD, defs.linear([[0, slopeCol], [1, pal.shadeOf(slopeCol, 0.2)]]));
  out += group(slopeTexture(ctx, Math.min(outer, fx), Math.max(outer, fx), cam.vy + 40, H, 160, 1.2), { 'clip-path': defs.clip(dropD) });
  // The mountainside above the road and the gallery roof, rising to a ridge that recedes into the distance.
  const baseLine: Pt[] = [...zs.map((Z) => P(roadX(Z) + m * 5.5, 0, Z)), P(m * 25, 9, Zp), ...far.map((Z) => P(m * 7.6, 9.2, Z))];
  const ridge: Pt[] = [];
  const rz = [3000, 1200, 500, 220, 110, 60, 30];
  for (let i = 0; i < rz.length - 1; i++) {
    const z0 = rz[i]!, z1 = rz[i + 1]!;
    const a = P(m * (25 + 300), 260 + rng.range(-40, 40), z0), b = P(m * (25 + 300), 260 + rng.range(-40, 40), z1);
    ridge.push(...ridgeEdge(a, b, 0.05, rng, 3).slice(i ? 1 : 0));
  }
  const mountD = poly([...baseLine, ...ridge]);
  const mcol = pal.tone(slopeColor(ctx));
  const litFace = shadeSide === m;
  let mi = rect(-10, -10, W + 20, H + 20, defs.linear([[0, lighten(mcol, 0.08)], [1, mcol]]));
  mi += slopeTexture(ctx, Math.min(fx, outer === -40 ? W : 0), Math.max(fx, outer === -40 ? W : 0), 0, H, 260, 1.3);
  // Avalanche chutes: funnels down the slope to the gallery roof, filled with old snow or scree.
  let chutes = '';
  for (const z0 of [Zp + 8, Zp + 45, Zp + 120, Zp + 330]) {
    const w = z0 * 0.18;
    chutes += poly([P(m * 9, 9, z0), P(m * 9, 9, z0 + w), P(m * 200, 200, z0 + w * 2.2), P(m * 200, 200, z0 - w * 0.6)]);
  }
  mi += path(chutes, winterish ? pal.tone('#f2f5f9') : lighten(mcol, 0.2), { opacity: winterish ? 0.9 : 0.55 });
  if (!litFace) mi += rect(-10, -10, W + 20, H + 20, pal.shade, { opacity: 0.28 });
  // Rock cut along the approach road.
  const cutTop = zs.map((Z) => P(roadX(Z) + m * 6.5, 7, Z));
  const cutD = poly([...zs.map((Z) => P(roadX(Z) + m * 5.5, 0, Z)), ...[...cutTop].reverse()]);
  out += path(mountD, mcol) + group(mi, { 'clip-path': defs.clip(mountD) });
  out += path(cutD, pal.shadeOf(pal.tone('#8f8578'), litFace ? 0.15 : 0.4));
  // The approach road with snow banks (or gravel shoulders), centre dashes and edge lines.
  const road = poly([...zs.map((Z) => P(roadX(Z) - 4.5, 0, Z)), ...[...zs].reverse().map((Z) => P(roadX(Z) + 4.5, 0, Z))]);
  const bankCol = pal.tone(winterish ? '#eef2f6' : '#a49a88');
  const bank = (side: 1 | -1, h: number): string => poly([...zs.map((Z) => P(roadX(Z) + side * 4.4, 0, Z)), ...[...zs].reverse().map((Z) => P(roadX(Z) + side * 5.8, h * (1 + 0.2 * Math.sin(Z)), Z))]);
  out += path(road, pal.tone(s.snowGround ? '#6d7078' : '#66676d'));
  let dashes = '';
  for (let z = 3; z < Zp; z += 6) dashes += poly([P(roadX(z) - 0.08, 0, z), P(roadX(z) + 0.08, 0, z), P(roadX(z + 3) + 0.08, 0, z + 3), P(roadX(z + 3) - 0.08, 0, z + 3)]);
  let edges = '';
  for (const e of [-4.1, 3.9]) edges += poly([...zs.map((Z) => P(roadX(Z) + e, 0, Z)), ...[...zs].reverse().map((Z) => P(roadX(Z) + e + 0.2, 0, Z))]);
  out += path(dashes + edges, pal.tone('#ece8dc'), { opacity: 0.85 });
  if (s.snowGround) out += path(poly([...zs.map((Z) => P(roadX(Z) - 4.5, 0, Z)), ...[...zs].reverse().map((Z) => P(roadX(Z) - 3.3, 0, Z))]) + poly([...zs.map((Z) => P(roadX(Z) + 3.3, 0, Z)), ...[...zs].reverse().map((Z) => P(roadX(Z) + 4.5, 0, Z))]), pal.tone('#dfe6ee'), { opacity: 0.7 });
  out += path(bank(m, winterish ? 1.2 : 0.3), bankCol) + path(bank(-m as 1 | -1, winterish ? 1 : 0.25), bankCol);
  // Guard rail on the valley side.
  let rail = '';
  let posts = '';
  for (let i = 0; i < zs.length - 1; i++) {
    const Z = zs[i]!, Z2 = zs[i + 1]!;
    const x = roadX(Z) - m * 5.2, x2 = roadX(Z2) - m * 5.2;
    rail += poly([P(x, 0.75, Z), P(x2, 0.75, Z2), P(x2, 0.95, Z2), P(x, 0.95, Z)]);
    posts += poly([P(x, 0, Z), P(x, 0.95, Z), P(x - m * 0.12, 0.95, Z), P(x - m * 0.12, 0, Z)]);
  }
  out += path(posts, pal.tone('#6a6a70')) + path(rail, pal.tone('#d9dbe0'));
  // The gallery: valley-side colonnade under a heavy roof slab, running away along the mountain.
  const concrete = pal.tone('#bdb6a8');
  const Xc = m * 8.4;
  const faceCol = litFace ? concrete : pal.shadeOf(concrete, 0.3);
  let gal = path(poly([P(Xc, 0, Zp), P(Xc, 0, 1500), P(Xc, 7, 1500), P(Xc, 7, Zp)]), pal.tone('#2a2b30'));
  let pillars = '';
  let pillarSides = '';
  for (let z = Zp + 1.2; z < 900; z += 6.5 * (z < 200 ? 1 : 2)) {
    pillars += poly([P(Xc, 0, z), P(Xc, 0, z + 1.3), P(Xc, 7, z + 1.3), P(Xc, 7, z)]);
    pillarSides += poly([P(Xc, 0, z), P(Xc + m * 0.8, 0, z), P(Xc + m * 0.8, 7, z), P(Xc, 7, z)]);
  }
  gal += path(pillarSides, pal.shadeOf(faceCol, 0.2)) + path(pillars, faceCol);
  gal += path(poly([P(Xc - m * 0.6, 7, Zp), P(Xc - m * 0.6, 7, 1500), P(Xc - m * 0.6, 9.2, 1500), P(Xc - m * 0.6, 9.2, Zp)]), lighten(faceCol, 0.06));
  gal += path(poly([P(Xc - m * 0.6, 6.6, Zp), P(Xc - m * 0.6, 6.6, 1500), P(Xc - m * 0.6, 7, 1500), P(Xc - m * 0.6, 7, Zp)]), pal.shadeOf(faceCol, 0.35));
  // Portal face with its dark mouth; the far exit glows at the end of the tube.
  const fx0 = m * 7.6, fx1 = m * 25;
  const face = poly([P(fx0 - m * 0.6, 0, Zp), P(fx1, 0, Zp), P(fx1, 10, Zp), P(fx0 - m * 0.6, 10, Zp)]);
  gal += path(face, concrete);
  gal += path(poly([P(fx0 - m * 0.6, 9.2, Zp), P(fx1, 9.2, Zp), P(fx1, 10, Zp), P(fx0 - m * 0.6, 10, Zp)]), lighten(concrete, 0.12));
  const mouth = poly([P(m * 9.4, 0, Zp), P(m * 22.6, 0, Zp), P(m * 22.6, 5.6, Zp), P(m * 21.4, 6.9, Zp), P(m * 10.6, 6.9, Zp), P(m * 9.4, 5.6, Zp)]);
  gal += path(mouth, defs.linear([[0, pal.tone('#24252b')], [1, pal.tone('#3a3b40')]]));
  const mouthClip = defs.clip(mouth);
  let inside = path(poly([P(m * 11, 0, Zp), P(m * 21, 0, Zp), P(m * 21, 0, 400), P(m * 11, 0, 400)]), pal.tone('#46474c'));
  // Daylight through the colonnade, falling as bright stripes across the road inside.
  let stripes = '';
  if (!pal.night) for (let z = Zp + 3; z < 400; z += 6.5 * (z < 200 ? 1 : 2)) stripes += poly([P(m * 9.4, 0, z), P(m * 9.4, 0, z + 4.5), P(m * 18, 0, z + 5.5), P(m * 18, 0, z + 1.5)]);
  inside += path(stripes, pal.tone('#cfc8b8'), { opacity: 0.4 });
  inside += path(poly([P(m * 10, 0, 700), P(m * 22, 0, 700), P(m * 22, 6.5, 700), P(m * 10, 6.5, 700)]), pal.night ? pal.lamp : pal.skyBottom, { opacity: pal.night ? 0.5 : 0.95 });
  if (lit(ctx)) {
    let lamps = '';
    for (let z = Zp + 4; z < 500; z *= 1.25) {
      const [lx, ly] = P(m * 16, 6.6, z);
      const r = Math.max(0.8, (0.25 * 1000) / z);
      lamps += ellipseD(lx, ly, r * 1.6, r);
    }
    inside += path(lamps, pal.lamp);
  }
  gal += group(inside, { 'clip-path': mouthClip });
  // Yellow-and-black hazard chevrons down the portal's edges.
  let chev = '';
  for (let y = 0; y < 6.9; y += 0.9) for (const x of [9.4, 22.6]) chev += poly([P(m * (x - 0.35), y, Zp - 0.1), P(m * (x + 0.35), y, Zp - 0.1), P(m * (x + 0.35), y + 0.45, Zp - 0.1), P(m * (x - 0.35), y + 0.45, Zp - 0.1)]);
  gal += path(chev, pal.tone('#e8b021'));
  // Snow (or earth) heaped on the roof where the slope comes down to it.
  const roofCap = poly([P(fx0 - m * 0.8, 10, Zp), P(fx1, 10, Zp), P(fx1 + m * 2, 12.5, Zp), P(m * 17, 11.6, Zp), P(fx0, 10.7, Zp)]);
  gal += path(roofCap, winterish ? pal.tone('#f2f5f9') : pal.tone(s.grassDark));
  out += gal;
  // Traffic: a lorry driving into the gallery, another coming out, a car nearer.
  const vrng = rng.fork('traffic');
  const veh: { z: number; svg: string }[] = [];
  const lane = (Z: number, side: number): Pt => P(roadX(Z) + side * 2.1, 0, Z);
  const zIn = Zp - vrng.range(3, 7), zOut = Zp - vrng.range(12, 18), zCar = vrng.range(11, 15);
  { const [x, y] = lane(zIn, 1); veh.push({ z: zIn, svg: lorryEnd(ctx, x, y, 2500 / zIn, 'back', vrng.int(0, 5)) }); }
  { const [x, y] = lane(zOut, -1); veh.push({ z: zOut, svg: lorryEnd(ctx, x, y, 2500 / zOut, 'front', vrng.int(0, 5)) }); }
  { const [x, y] = lane(zCar, 1); veh.push({ z: zCar, svg: carEnd(ctx, x, y, 1800 / zCar, vrng.pick(['#c0392b', '#e8e4da', '#2e6da4', '#3a3a40']), 'back') }); }
  veh.sort((a, b) => b.z - a.z);
  out += veh.map((v) => v.svg).join('');
  out += birds(ctx, cam.vx - m * W * 0.15, 210, 3);
  const [px, py] = P(m * 16, 5, Zp);
  return { body: out, focal: { x: px, y: py } };
}

export const mountainPass = defineScene({
  title: 'Kamchik pass',
  alt: 'A highway winding in hairpin bends up bare mountains to a high pass, with lorries on the road and snow on the peaks',
  variants: ['serpentine', 'gallery'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'serpentine' },
  draw(ctx, variant) {
    return variant === 'gallery' ? gallery(ctx) : serpentine(ctx);
  },
});

// ---------------------------------------------------------------------------------------------------------
// Plane trees (chinar)
// ---------------------------------------------------------------------------------------------------------

/** A small domed shrine (mazar): a whitewashed cube with a pointed-arch door, drum and plain dome. */
function shrine(ctx: Ctx, cx: number, base: number, w: number): string {
  const { pal, shadeSide } = ctx;
  const h = w * 0.62;
  const wall = pal.tone('#e9dfc8');
  const top = base - h;
  let out = '';
  // Plinth, cube and a parapet.
  out += path(rectD(cx - w * 0.56, base - w * 0.06, w * 1.12, w * 0.08), pal.tone('#b9a88a'));
  out += path(rectD(cx - w / 2, top, w, h - w * 0.05), wall);
  out += path(rectD(cx + (shadeSide === 1 ? w * 0.18 : -w / 2), top, w * 0.32, h - w * 0.05), pal.shade, { opacity: 0.22 });
  out += path(rectD(cx - w * 0.53, top - w * 0.05, w * 1.06, w * 0.07), pal.tone('#d8ccb0'));
  // Drum and a smooth dome, lit on one side.
  const r = w * 0.34;
  const dTop = top - w * 0.05;
  out += path(rectD(cx - r * 1.02, dTop - w * 0.12, r * 2.04, w * 0.12), pal.tone('#ddd2ba'));
  const domeBase = dTop - w * 0.12;
  const domeCol = pal.tone('#4aa3b8');
  out += path(`M${f(cx - r)} ${f(domeBase)}C${f(cx - r)} ${f(domeBase - r * 0.9)} ${f(cx - r * 0.45)} ${f(domeBase - r * 1.2)} ${f(cx)} ${f(domeBase - r * 1.22)}C${f(cx + r * 0.45)} ${f(domeBase - r * 1.2)} ${f(cx + r)} ${f(domeBase - r * 0.9)} ${f(cx + r)} ${f(domeBase)}Z`, domeCol);
  out += path(`M${f(cx)} ${f(domeBase - r * 1.22)}C${f(cx + shadeSide * r * 0.45)} ${f(domeBase - r * 1.2)} ${f(cx + shadeSide * r)} ${f(domeBase - r * 0.9)} ${f(cx + shadeSide * r)} ${f(domeBase)}L${f(cx + shadeSide * r * 0.25)} ${f(domeBase)}Z`, pal.shade, { opacity: 0.3 });
  out += path(`M${f(cx - shadeSide * r * 0.62)} ${f(domeBase - r * 0.25)}Q${f(cx - shadeSide * r * 0.6)} ${f(domeBase - r * 0.85)} ${f(cx - shadeSide * r * 0.15)} ${f(domeBase - r * 1.08)}`, 'none', { stroke: lighten(domeCol, 0.4), 'stroke-width': r * 0.08, 'stroke-linecap': 'round', opacity: 0.6 });
  if (pal.s.snowGround) out += path(`M${f(cx - r * 0.8)} ${f(domeBase - r * 0.7)}C${f(cx - r * 0.5)} ${f(domeBase - r * 1.18)} ${f(cx + r * 0.5)} ${f(domeBase - r * 1.18)} ${f(cx + r * 0.8)} ${f(domeBase - r * 0.7)}Q${f(cx)} ${f(domeBase - r * 0.95)} ${f(cx - r * 0.8)} ${f(domeBase - r * 0.7)}Z`, pal.tone('#f4f7fb'));
  out += path(`M${f(cx - 1.5)} ${f(domeBase - r * 1.22)}v${f(-r * 0.35)}h3v${f(r * 0.35)}Z`, pal.tone('#c9a24a'));
  out += path(ellipseD(cx, domeBase - r * 1.6, r * 0.07, r * 0.07), pal.tone('#d8b35a'));
  // Door in a framed pointed arch; a lamp glows in it after dusk.
  out += path(pointedArchD(cx, base - w * 0.05, w * 0.34, h * 0.72), pal.tone('#c7b48e'));
  out += path(pointedArchD(cx, base - w * 0.05, w * 0.24, h * 0.6), pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#4b3a2c'));
  return out;
}

/** A pole with a horsetail pennant, as pilgrims set up at holy places. */
function pennant(ctx: Ctx, x: number, base: number, h: number): string {
  const { pal } = ctx;
  let out = path(rectD(x - 1.5, base - h, 3, h), pal.tone('#6b4a32'));
  out += path(`M${f(x + 1.5)} ${f(base - h + 2)}q${f(h * 0.16)} ${f(h * 0.02)} ${f(h * 0.28)} ${f(h * 0.1)}q${f(-h * 0.12)} ${f(h * 0.02)} ${f(-h * 0.28)} ${f(h * 0.06)}Z`, pal.tone('#e8e2d0'));
  out += path(`M${f(x + 1.5)} ${f(base - h + h * 0.13)}q${f(h * 0.1)} ${f(h * 0.01)} ${f(h * 0.2)} ${f(h * 0.07)}q${f(-h * 0.1)} ${f(h * 0.01)} ${f(-h * 0.2)} ${f(h * 0.04)}Z`, pal.tone('#2a8a5a'));
  return out;
}

/** Pooled shade under a crown: a flat dark ellipse on the ground, lighter dapples in it. */
function crownShadow(ctx: Ctx, x: number, y: number, rx: number, ry: number): string {
  const { pal, shadeSide } = ctx;
  if (pal.night || pal.s.snowGround) return path(ellipseD(x, y, rx, ry), pal.shade, { opacity: 0.12 });
  const rng = ctx.rng.fork('dapple');
  let out = path(ellipseD(x + shadeSide * rx * 0.15, y, rx, ry), pal.shade, { opacity: 0.22 });
  let d = '';
  for (let i = 0; i < 9; i++) d += ellipseD(x + rng.range(-0.8, 0.8) * rx, y + rng.range(-0.6, 0.6) * ry, rx * rng.range(0.03, 0.07), ry * rng.range(0.06, 0.12));
  out += path(d, pal.sunGlow, { opacity: 0.25 });
  return out;
}

/**
 * A chinar with a dense crown: the layer's lobes sit on the branch tips, so a darker inner mass is laid
 * behind them to close the gaps (an old plane's crown is one heavy dome, not a bunch of balls).
 */
function bigChinar(ctx: Ctx, x: number, base: number, size: number, extra: Partial<BroadleafOptions> = {}): BroadleafTree {
  const { pal } = ctx;
  const tree = chinar(ctx, x, base, size, { trunk: 0.19, lobe: 0.12, ...extra });
  const leaves = leafColors(ctx, 'chinar');
  if (!leaves) return tree;
  const rng = ctx.rng.fork('crownmass');
  const { x0, x1, y0, y1 } = tree.crown;
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2 + (y1 - y0) * 0.05;
  const rx = (x1 - x0) * 0.43, ry = (y1 - y0) * 0.4;
  let d = '';
  for (let i = 0; i < 14; i++) {
    const a = Math.PI + (i / 13) * Math.PI;
    const r = Math.min(rx, ry) * rng.range(0.4, 0.55);
    d += ellipseD(cx + Math.cos(a) * rx * 0.8, cy + Math.sin(a) * ry * 0.75, r * 1.2, r);
  }
  d += ellipseD(cx, cy, rx * 0.9, ry * 0.8);
  const col = pal.shadeOf(pal.tone(leaves[0]!, extra.depth ?? 0), 0.3);
  return { ...tree, svg: path(d, col) + tree.svg };
}

function grove(ctx: Ctx): SceneResult {
  const { W, H, pal, fx, rng, noise } = ctx;
  const s = pal.s;
  let out = mountainBackdrop(ctx, { baseY: 560, farTop: 330, snowLine: Math.max(0.35, s.snowLine + 0.1), farCount: 6, cloudCount: 3, mistOpacity: 0.5 });
  // Far fields and a line of poplars, then the low hill with the grove.
  const far = hills(ctx, { baseY: 640, amp: 40, color: s.grass, depth: 0.35, lane: 51 });
  out += far.svg;
  out += treeRow(ctx, { y: (x) => far.yAt(x) + 12, kind: 'poplar', size: 90, color: s.foliage[0] ?? '#4f8f45', depth: 0.35, spacing: 0.4, gaps: 0.45, skirt: 10 });
  out += treeRow(ctx, { y: (x) => far.yAt(x) + 40, kind: 'round', size: 46, color: s.foliage[2] ?? s.foliage[0] ?? '#4f8f45', depth: 0.3, spacing: 0.8, gaps: 0.5, skirt: 20 });
  const crest = 560 + rng.range(-10, 10);
  const hw = W * 0.42;
  const hillY = (x: number): number => crest + (745 - crest) * (1 - Math.exp(-(((x - fx) / hw) ** 2) * 1.6)) + noise(x * 0.004, 5.1) * 8;
  const pts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 30) pts.push([x, hillY(x)]);
  const hillCol = pal.tone(s.grass, 0.04);
  out += path(`${smooth(pts)}L${f(W + 40)} ${f(H + 10)}L-40 ${f(H + 10)}Z`, ctx.defs.linear([[0, lighten(hillCol, 0.12)], [0.35, hillCol], [1, pal.shadeOf(pal.tone(s.grass), 0.15)]]));
  // The shrine on the crest; the giant planes stand around and behind it.
  const sx = fx + rng.range(-20, 20);
  const sBase = hillY(sx) + 95;
  const side = rng.chance(0.5) ? -1 : 1;
  const trees = [
    { x: fx + side * W * 0.21, size: 500, lean: -side * 0.05 },
    { x: fx - side * W * 0.19, size: 430, lean: side * 0.05 },
    { x: fx + side * W * 0.42, size: 330, lean: -side * 0.03 },
    { x: fx - side * W * 0.4, size: 300, lean: side * 0.03 },
  ];
  // Far-side trees first (smaller and higher on the hill), then the shrine, then the big ones.
  let back = '';
  let front = '';
  for (const [i, t] of trees.entries()) {
    const base = hillY(t.x) + 14 + (i < 2 ? 70 : 0);
    back += crownShadow(ctx, t.x, base + 6, t.size * 0.55, t.size * 0.06);
    const tree = bigChinar(ctx, t.x, base, t.size, { lean: t.lean });
    if (i >= 2) back += tree.svg;
    else front = tree.svg + front;
  }
  out += back;
  // The path winding up from the foreground to the shrine's door.
  const pathPts: Pt[] = [];
  for (let k = 0; k <= 10; k++) {
    const t = k / 10;
    const y = sBase + (H + 30 - sBase) * t;
    pathPts.push([sx + Math.sin(t * 4.2 + 0.3) * t * W * 0.09 - Math.sin(0.3) * t * 0 + t * t * W * 0.08 * -side, y]);
  }
  const pw = (k: number): number => 8 + (k / 10) ** 1.6 * 130;
  const pl = pathPts.map(([x, y], k) => [x - pw(k) / 2, y] as Pt);
  const pr = pathPts.map(([x, y], k) => [x + pw(k) / 2, y] as Pt).reverse();
  const pathD = `${smooth(pl)}${smooth(pr).replace('M', 'L')}Z`;
  const pathCol = pal.tone(s.snowGround ? '#e8ecf0' : '#d9c6a0');
  out += path(pathD, pathCol);
  out += path(pathD, 'none', { stroke: pal.shadeOf(pathCol, 0.2), 'stroke-width': 2, opacity: 0.5 });
  out += pebbles(ctx, -10, W + 10, 800, H, 40, s.snowGround ? '#c9d3dc' : '#b5a88f');
  out += front;
  out += shrine(ctx, sx, sBase, 150);
  out += pennant(ctx, sx + side * 110, sBase + 4, 120);
  out += tinyPeople(ctx, [{ x: pathPts[4]![0] - 6, y: pathPts[4]![1] }, { x: pathPts[4]![0] + 10, y: pathPts[4]![1] + 6 }], 34, ['#c0392b', '#2e6da4', '#e8e2d6', '#6c4a8e']);
  out += grassStrokes(ctx, 760, H, 160, pal.tone(s.grassDark));
  if (!s.snowGround) out += flowerSpecks(ctx, 740, H, s.blossom ? 260 : 110);
  out += birds(ctx, fx - side * W * 0.3, 200, 4);
  return { body: out, focal: { x: sx, y: sBase - 120 } };
}

function springPond(ctx: Ctx): SceneResult {
  const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
  const s = pal.s;
  const wl = 660;
  let above = mountainBackdrop(ctx, { baseY: 540, farTop: 330, snowLine: Math.max(0.35, s.snowLine + 0.1), farCount: 6, cloudCount: 2, mistOpacity: 0.5 });
  const far = hills(ctx, { baseY: 600, amp: 30, color: s.grass, depth: 0.3, lane: 61 });
  above += far.svg;
  above += treeRow(ctx, { y: (x) => far.yAt(x) + 10, kind: 'poplar', size: 120, color: s.foliage[0] ?? '#4f8f45', depth: 0.25, spacing: 0.36, gaps: 0.35, skirt: 10 });
  // A low adobe wall of the old garden behind the spring.
  const wallY = 628;
  above += path(rectD(-10, wallY - 38, W + 20, 40), pal.tone('#cdb28a', 0.15));
  above += path(rectD(-10, wallY - 42, W + 20, 6), pal.tone('#b89a70', 0.15));
  above += path(rectD(-10, wallY, W + 20, H - wallY), pal.tone(s.grass));
  // The giant plane behind the pond; its roots run down over the stones into the water.
  const tx = fx + rng.range(-0.05, 0.05) * W;
  const tBase = wl - 6;
  const tree = bigChinar(ctx, tx, tBase, 540, { roots: 1.1, trunk: 0.22, spread: 1.2, limbs: 5, forkAt: 0.3, lobe: 0.13 });
  above += crownShadow(ctx, tx, wl - 4, W * 0.6, 24);
  above += tree.svg;
  // Pond: a rounded, stone-edged basin seen in perspective.
  const pw = Math.min(W * 0.4, 620);
  const cy = wl + 130;
  const ry = 130;
  const pondPts: Pt[] = [];
  for (let k = 0; k < 40; k++) {
    const a = (k / 40) * Math.PI * 2;
    const sq = (v: number): number => Math.sign(v) * Math.abs(v) ** 0.6;
    pondPts.push([fx + sq(Math.cos(a)) * pw, cy + sq(Math.sin(a)) * ry]);
  }
  const pondD = smooth(pondPts, true);
  let out = above;
  // Stone rim: a band of blocks all round, deeper on the near side.
  out += path(pondD, pal.tone('#a89e8c'), { stroke: pal.tone('#a89e8c'), 'stroke-width': 46, 'stroke-linejoin': 'round' });
  let joints = '';
  for (let k = 0; k < 40; k += 2) {
    const [x, y] = pondPts[k]!;
    const dx = x - fx, dy = (y - cy) * (pw / ry);
    const l = Math.hypot(dx, dy) || 1;
    joints += `M${f(x)} ${f(y)}l${f((dx / l) * 26)} ${f((dy / l) * 26 * (ry / pw) * 1.6)}`;
  }
  out += path(joints, 'none', { stroke: pal.shadeOf(pal.tone('#a89e8c'), 0.45), 'stroke-width': 2.5, opacity: 0.7 });
  out += path(pondD, 'none', { stroke: pal.tone('#d1c8b4'), 'stroke-width': 10, transform: 'translate(0 -14)', opacity: 0.8 });
  if (s.snowGround) out += path(pondD, 'none', { stroke: pal.tone('#f2f6fa'), 'stroke-width': 14, transform: 'translate(0 -18)' });
  // Clear water: the sandy bottom and pebbles show through; reflection of the trunk; fish.
  const clip = defs.clip(pondD);
  let inner = rect(-10, wl - 10, W + 20, H, defs.linear([[0, pal.tone('#6fb7a8')], [1, pal.tone('#2f7f7c')]]));
  let stones = '';
  const srng = rng.fork('pond');
  for (let i = 0; i < 70; i++) stones += ellipseD(fx + srng.range(-1, 1) * pw, cy + srng.range(-1, 1) * ry, srng.range(6, 16), srng.range(3, 7));
  inner += path(stones, pal.tone('#9bbfa8'), { opacity: 0.45 });
  inner += group(tree.svg, { transform: `matrix(1 0 0 -0.6 0 ${f(1.6 * (wl - 2))})`, opacity: 0.18, filter: defs.blur(4) });
  let fishDark = '';
  let fishGold = '';
  let shadows = '';
  for (let i = 0; i < 9; i++) {
    const x = fx + srng.range(-0.75, 0.75) * pw;
    const y = cy + srng.range(-0.55, 0.75) * ry;
    const L = srng.range(48, 70) * (0.8 + (y - wl) / 500);
    const a = srng.range(-0.5, 0.5) + (srng.chance(0.5) ? Math.PI : 0);
    const d = fishD(x, y, L, a);
    if (i % 4 === 0) fishGold += d;
    else fishDark += d;
    shadows += fishD(x + 8, y + 12, L, a);
  }
  inner += path(shadows, pal.shadeOf(pal.tone('#2f7f7c'), 0.5), { opacity: 0.35 });
  inner += path(fishDark, pal.tone('#44504a')) + path(fishGold, pal.tone('#e0902e'));
  let glints = '';
  for (let i = 0; i < 18; i++) glints += `M${f(fx + srng.range(-0.9, 0.9) * pw)} ${f(cy + srng.range(-0.9, 0.9) * ry)}h${f(srng.range(14, 44))}v2h${f(-srng.range(14, 44))}Z`;
  inner += path(glints, pal.glint, { opacity: 0.55 });
  // Rings where the spring wells up.
  let rings = '';
  for (let i = 1; i <= 3; i++) rings += ellipseD(fx - shadeSide * pw * 0.35, cy - ry * 0.2, 14 * i, 5 * i);
  inner += path(rings, 'none', { stroke: pal.glint, 'stroke-width': 1.5, opacity: 0.55 });
  if (s.snowGround) inner += path(pondD, 'none', { stroke: pal.tone('#dfe9ef'), 'stroke-width': 50, opacity: 0.7 });
  out += group(inner, { 'clip-path': clip });
  // Roots snaking over the back rim into the water.
  let roots = '';
  const tw = 540 * 0.22;
  for (const k of [-1, -0.45, 0.4, 1]) {
    const x0 = tx + k * tw * 0.45;
    const x1 = tx + k * tw * 1.25 + srng.range(-12, 12);
    const y1 = wl + 26 + srng.range(0, 20);
    const w0 = tw * 0.17;
    roots += `M${f(x0 - w0)} ${f(tBase - 10)}C${f(x0 + (x1 - x0) * 0.3 - w0)} ${f(tBase + 10)} ${f(x1 - w0 * 0.4)} ${f(y1 - 30)} ${f(x1)} ${f(y1)}C${f(x1 + w0 * 0.2)} ${f(y1 - 30)} ${f(x0 + (x1 - x0) * 0.3 + w0)} ${f(tBase + 2)} ${f(x0 + w0)} ${f(tBase - 10)}Z`;
  }
  const bark = pal.tone('#b8ae92');
  out += path(roots, bark) + path(roots, pal.shade, { opacity: 0.2, transform: `translate(${f(shadeSide * 4)} 3)` });
  // Foreground: grass, flowers, a stone step down to the water.
  out += path(rectD(fx - 80, cy + ry + 16, 160, 22), pal.tone('#b7ad99'));
  out += grassStrokes(ctx, cy + ry + 20, H, 120, pal.tone(s.grassDark));
  if (!s.snowGround) out += flowerSpecks(ctx, cy + ry + 10, H, s.blossom ? 160 : 70);
  return { body: out, focal: { x: fx, y: wl - 60 } };
}

/** A fish seen from above: body, tail, pointed head, at (x, y) heading angle a. */
function fishD(x: number, y: number, L: number, a: number): string {
  const c = Math.cos(a), s = Math.sin(a);
  const P = (u: number, v: number): Pt => [x + u * L * c - v * L * s * 0.6, y + (u * L * s + v * L * c) * 0.6];
  const pts: Pt[] = [P(0.5, 0), P(0.3, 0.13), P(-0.1, 0.12), P(-0.35, 0.04), P(-0.55, 0.14), P(-0.5, 0), P(-0.55, -0.14), P(-0.35, -0.04), P(-0.1, -0.12), P(0.3, -0.13)];
  return smooth(pts, true);
}

export const planeTrees = defineScene({
  title: 'Ancient plane trees',
  alt: 'Huge ancient plane trees with pale trunks and wide spreading crowns on a low hill beside a small domed shrine',
  variants: ['grove', 'spring'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'grove' },
  draw(ctx, variant) {
    return variant === 'spring' ? springPond(ctx) : grove(ctx);
  },
});
