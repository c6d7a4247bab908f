/**
 * The Big Solar Furnace near Parkent: a terraced hillside of heliostats, and the huge concave concentrator
 * (a stepped wall of thousands of mirror facets) with the furnace tower at its focus.
 */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills, grassStrokes, flowerSpecks } from '../layers/terrain.ts';
import { poplar, treeRow } from '../layers/trees.ts';
import { tinyPeople, birds } from '../layers/people.ts';
import { footHaze } from '../layers/atmosphere.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, group, path, poly, rectD, type Pt } from '../svg.ts';

/** Dry foothill ground of the season. */
const ground = (ctx: Ctx): string => (ctx.pal.s.snowGround ? ctx.pal.s.grass : mix(ctx.pal.s.grass, ctx.pal.s.ground, 0.45));

/**
 * One heliostat facing away from the sun towards the concentrator, seen from the front: a flat square mirror
 * tilted up and turned by `turn` (all share it), a grid of facets reflecting the sky, on a post.
 */
function heliostat(ctx: Ctx, x: number, base: number, s: number, turn: number, sky: { top: string; mid: string }): string {
  const { pal, shadeSide } = ctx;
  const post = pal.tone('#6d6f74');
  const pivotY = base - s * 0.62;
  const hw = s / 2;
  const hh = s * 0.42; // foreshortened: the mirror leans back towards the sky
  const sk = turn * s * 0.16;
  const c: Pt[] = [
    [x - hw, pivotY + hh * 0.5 + turn * hw * 0.14],
    [x + hw, pivotY + hh * 0.5 - turn * hw * 0.14],
    [x + hw + sk, pivotY - hh * 0.5 - turn * hw * 0.14],
    [x - hw + sk, pivotY - hh * 0.5 + turn * hw * 0.14],
  ];
  let out = '';
  // Shadow on the ground, cast away from the sun.
  out += path(poly([[x - hw * 0.8, base + 2], [x + hw * 0.8, base + 2], [x + hw * 0.8 + shadeSide * s * 0.45, base + s * 0.14], [x - hw * 0.8 + shadeSide * s * 0.45, base + s * 0.14]]), pal.shade, { opacity: 0.18 });
  out += path(rectD(x - s * 0.03, pivotY, s * 0.06, base - pivotY), post);
  out += path(rectD(x - s * 0.09, base - s * 0.05, s * 0.18, s * 0.05), pal.tone('#9a968c'));
  // Frame, then the mirror (a sky gradient), a grid of facets, and a diagonal sheen.
  const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  out += path(poly(c), pal.tone('#4a4e56'), { stroke: pal.tone('#4a4e56'), 'stroke-width': Math.max(1.5, s * 0.03), 'stroke-linejoin': 'round' });
  out += path(poly(c), `url(#${sky.top})`);
  let grid = '';
  const n = 5;
  for (let i = 1; i < n; i++) {
    const a = lerp(c[0]!, c[1]!, i / n), b = lerp(c[3]!, c[2]!, i / n);
    const p = lerp(c[0]!, c[3]!, i / n), q = lerp(c[1]!, c[2]!, i / n);
    grid += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}M${f(p[0])} ${f(p[1])}L${f(q[0])} ${f(q[1])}`;
  }
  out += path(grid, 'none', { stroke: pal.tone('#4a4e56'), 'stroke-width': Math.max(0.6, s * 0.012), opacity: 0.7 });
  const t0 = 0.15, t1 = 0.38;
  out += path(poly([lerp(c[0]!, c[1]!, t0), lerp(c[0]!, c[1]!, t1), lerp(c[3]!, c[2]!, t1 + 0.2), lerp(c[3]!, c[2]!, t0 + 0.2)]), '#ffffff', { opacity: pal.night ? 0.08 : 0.22 });
  return out;
}

function heliostats(ctx: Ctx): { body: string; focal: { x: number; y: number } } {
  const { W, H, pal, fx, rng, defs } = ctx;
  const s = pal.s;
  let out = mountainBackdrop(ctx, { baseY: 470, farTop: 220, nearTop: 330, snowLine: Math.max(0.35, s.snowLine + 0.1), farCount: 6, rock: '#a48f78', cloudCount: 3 });
  out += hills(ctx, { baseY: 540, amp: 50, color: s.grassDark, depth: 0.3, lane: 31 }).svg;
  out += treeRow(ctx, { y: 530, kind: 'poplar', size: 80, color: s.foliage[0] ?? '#4f8f45', depth: 0.3, spacing: 0.3, gaps: 0.4 });
  // Mirror gradient shared by every heliostat: the sky they reflect (brighter towards the horizon).
  const skyId = defs.id('mir');
  defs.add(`<linearGradient id="${skyId}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0%" stop-color="${mix(pal.skyMid, '#ffffff', 0.2)}"/><stop offset="50%" stop-color="${pal.skyTop}"/><stop offset="100%" stop-color="${mix(pal.skyTop, '#1c2a4a', 0.25)}"/></linearGradient>`);
  const sky = { top: skyId, mid: skyId };
  // The hill: terraces stepping up and away, each with a concrete retaining wall and a row of mirrors.
  const rows = 6;
  const turn = fx < W / 2 ? 1 : -1;
  const earth = pal.tone(ground(ctx));
  const wallCol = pal.tone('#cfc8b8');
  const hillTop = 540;
  const hillY = (x: number): number => hillTop + 300 * Math.min(1.2, Math.abs(x - fx) / Math.max(W * 0.75, 900)) ** 2;
  const hillPts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 40) hillPts.push([x, hillY(x)]);
  const hillD = poly([...hillPts, [W + 40, H + 10], [-40, H + 10]]);
  const hillCol = pal.tone(mix(ground(ctx), s.grassDark, 0.3));
  out += path(hillD, defs.linear([[0, lighten(hillCol, 0.1)], [0.3, hillCol], [1, pal.shadeOf(hillCol, 0.1)]]));
  // The flank away from the sun in shade.
  out += path(poly([[fx + ctx.shadeSide * 200, hillTop], [fx + ctx.shadeSide * (W + 200), hillTop], [fx + ctx.shadeSide * (W + 200), H + 10], [fx + ctx.shadeSide * 500, H + 10]]), pal.shade, { opacity: 0.12, 'clip-path': defs.clip(hillD) });
  const yRow = (k: number): number => hillTop + 28 + 300 * (k / (rows - 1)) ** 1.15;
  for (let k = 0; k < rows; k++) {
    const t = k / (rows - 1);
    const sz = 38 + t * 72;
    const half = 310 + t * 530;
    const bend = 26 + t * 50;
    const yAt = (x: number): number => yRow(k) + bend * ((x - fx) / half) ** 2;
    // Terrace: a flat band following the curve of the hill, with its retaining wall below.
    const wallH = 6 + t * 20;
    const x0 = fx - half - 70, x1 = fx + half + 70;
    const top: Pt[] = [], bot: Pt[] = [], wall: Pt[] = [];
    for (let j = 0; j <= 16; j++) {
      const x = x0 + ((x1 - x0) * j) / 16;
      top.push([x, yAt(x) - sz * 0.06]);
      bot.push([x, yAt(x) + sz * 0.18]);
      wall.push([x, yAt(x) + sz * 0.18 + wallH]);
    }
    out += path(poly([...top, ...[...bot].reverse()]), earth);
    out += path(poly([...bot, ...[...wall].reverse()]), wallCol);
    out += path(poly([...wall, ...[...wall].reverse().map(([x, y]) => [x, y + 3 + t * 3] as Pt)]), pal.shade, { opacity: 0.22 });
    const n = 7 + k + (k > 3 ? 1 : 0);
    const step = (2 * half) / n;
    for (let i = 0; i < n; i++) {
      const x = fx - half + step * (i + 0.5) + (k % 2 ? step * 0.2 : -step * 0.2) + rng.range(-4, 4);
      out += heliostat(ctx, x, yAt(x) + sz * 0.08, sz, turn, sky);
    }
  }
  // Visitors on the lowest terrace, for scale (each mirror is about 7 m across).
  const py = yRow(rows - 1) + 90;
  out += tinyPeople(ctx, [{ x: fx - 90, y: py }, { x: fx - 66, y: py + 4 }, { x: fx + 250, y: py + 2 }], 40, ['#c0392b', '#2e6da4', '#e8e2d6']);
  out += grassStrokes(ctx, 900, H, 140, pal.tone(s.grassDark));
  out += birds(ctx, fx - W * 0.25, 200, 3);
  return { body: out, focal: { x: fx, y: yRow(2) } };
}

function concentrator(ctx: Ctx): { body: string; focal: { x: number; y: number } } {
  const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
  const s = pal.s;
  const gy = 770;
  let out = mountainBackdrop(ctx, { baseY: 560, farTop: 250, nearTop: 360, snowLine: Math.max(0.35, s.snowLine + 0.1), farCount: 6, rock: '#a48f78', cloudCount: 3 });
  out += hills(ctx, { baseY: 640, amp: 60, color: s.grassDark, depth: 0.25, lane: 32 }).svg;
  out += treeRow(ctx, { y: 650, kind: 'poplar', size: 100, color: s.foliage[0] ?? '#4f8f45', depth: 0.25, spacing: 0.3, gaps: 0.35 });
  // The concentrator: a concave wall of mirror facets, stepped in at the upper corners.
  const mw = Math.min(W * 0.6, 800);
  const mh = mw * 0.74;
  const base = gy - 20;
  const halfAt = (v: number): number => (v < 0.56 ? 1 : v < 0.7 ? 0.9 : v < 0.82 ? 0.78 : v < 0.92 ? 0.64 : 0.48);
  // Screen position of (u, v): u across (−1…1), v up (0…1); rows sag and columns bow, as on a dish.
  const P = (u: number, v: number): Pt => [fx + u * (mw / 2) * (1 + 0.05 * (1 - (2 * v - 1) ** 2)), base - v * mh + 26 * (1 - u * u) * (0.3 + v * 0.7)];
  // Outline: walk round the steps.
  const steps = [0, 0.56, 0.7, 0.82, 0.92, 1];
  const right: Pt[] = [];
  for (let i = 0; i < steps.length - 1; i++) {
    const h = halfAt((steps[i]! + steps[i + 1]!) / 2);
    right.push(P(h, steps[i]!), P(h, steps[i + 1]!));
  }
  const topRow: Pt[] = [];
  for (let k = 0; k <= 12; k++) topRow.push(P(0.48 - (k / 12) * 0.96, 1));
  const left = right.map(([x, y]) => [2 * fx - x, y] as Pt).reverse();
  const bottomRow: Pt[] = [];
  for (let k = 0; k <= 16; k++) bottomRow.push(P(-1 + (k / 16) * 2, 0));
  const outline = poly([...bottomRow, ...right, ...topRow, ...left]);
  // Back structure: a concrete frame a little larger than the mirror, with struts showing below.
  out += path(outline, pal.tone('#8d8c88'), { stroke: pal.tone('#8d8c88'), 'stroke-width': 26, 'stroke-linejoin': 'round' });
  out += path(outline, pal.tone('#2f4058'));
  // Facets in a few tones: the mosaic of sky and hillside the mirror reflects, brightest round the focus.
  const cols = 48, rowsN = 36;
  const tones = pal.night
    ? [pal.tone('#2a3a66'), pal.tone('#34477a'), pal.tone('#22305a'), pal.tone('#3e5590')]
    : [mix(pal.skyTop, '#ffffff', 0.1), pal.skyMid, mix(pal.skyMid, pal.skyBottom, 0.6), mix(pal.skyTop, '#3a5070', 0.35), mix(pal.skyBottom, '#ffffff', 0.4)];
  const byTone = tones.map(() => '');
  for (let r = 0; r < rowsN; r++) {
    for (let c = 0; c < cols; c++) {
      const u0 = -1 + (2 * c) / cols, u1 = -1 + (2 * (c + 1)) / cols;
      const v0 = r / rowsN, v1 = (r + 1) / rowsN;
      const h = halfAt((v0 + v1) / 2);
      if (Math.abs((u0 + u1) / 2) > h) continue;
      const g = 0.08;
      const a = P(u0 + (u1 - u0) * g, v0 + (v1 - v0) * g), b = P(u1 - (u1 - u0) * g, v0 + (v1 - v0) * g);
      const cc = P(u1 - (u1 - u0) * g, v1 - (v1 - v0) * g), d = P(u0 + (u1 - u0) * g, v1 - (v1 - v0) * g);
      // Lower rows mirror the brown hillside; the rest the sky, with random facet-to-facet flicker.
      const ti = v0 < 0.22 && rng.chance(0.5) ? 3 : rng.chance(0.12) ? 4 : rng.int(0, 2);
      byTone[ti] += poly([a, b, cc, d]);
    }
  }
  let facets = '';
  byTone.forEach((d, i) => (facets += path(d, tones[i]!)));
  // Hot spot: the concentrated image of the sun around the focus.
  const focus = P(0, 0.5);
  const glowR = mw * 0.32;
  if (!pal.night) {
    facets += `<ellipse cx="${f(focus[0])}" cy="${f(focus[1])}" rx="${f(glowR)}" ry="${f(glowR * 0.8)}" fill="${defs.radial([[0, '#ffffff', 0.85], [0.4, pal.sunGlow, 0.4], [1, pal.sunGlow, 0]])}"/>`;
  }
  // Shade across the dish on the side away from the sun.
  facets += path(poly([P(shadeSide * 0.2, 0), P(shadeSide * 1.1, 0), P(shadeSide * 1.1, 1.05), P(shadeSide * 0.45, 1.05)]), pal.shade, { opacity: 0.18 });
  out += group(facets, { 'clip-path': defs.clip(outline) });
  // Panel joints: every fourth facet line a little heavier, so the big panels read at thumbnail size.
  let joints = '';
  for (let c = 4; c < cols; c += 4) {
    const u = -1 + (2 * c) / cols;
    const pts: Pt[] = [];
    for (let k = 0; k <= 10; k++) pts.push(P(u, k / 10));
    joints += poly(pts, false);
  }
  for (let r = 4; r < rowsN; r += 4) {
    const pts: Pt[] = [];
    for (let k = 0; k <= 20; k++) pts.push(P(-1 + k / 10, r / rowsN));
    joints += poly(pts, false);
  }
  out += group(path(joints, 'none', { stroke: pal.tone('#26324a'), 'stroke-width': 2.4, opacity: 0.5 }), { 'clip-path': defs.clip(outline) });
  // Service block at the foot of the mirror, with a row of windows.
  const blockH = 60;
  out += path(rectD(fx - mw * 0.55, base - blockH + 30, mw * 1.1, blockH), pal.tone('#e7e1d4'));
  out += path(rectD(fx - mw * 0.55, base - blockH + 30, mw * 1.1, 8), pal.tone('#c2b8a6'));
  let win = '';
  for (let x = fx - mw * 0.53; x < fx + mw * 0.53; x += 34) win += rectD(x, base - blockH + 48, 20, 16);
  out += path(win, pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#5d7390'));
  // The furnace tower in front of the mirror, at its focus, crowned by the furnace and its glow.
  const tw = mw * 0.13;
  const tTop = focus[1] - 30;
  const tBase = gy + 40;
  const towerCol = pal.tone('#ece7dc');
  out += path(rectD(fx - tw / 2, tTop, tw, tBase - tTop), towerCol);
  out += path(rectD(shadeSide === 1 ? fx : fx - tw / 2, tTop, tw / 2, tBase - tTop), pal.shade, { opacity: 0.22 });
  let bands = '';
  for (let y = tTop + 60; y < tBase - 30; y += 46) bands += rectD(fx - tw / 2 + 6, y, tw - 12, 12);
  out += path(bands, pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#6f8198'), { opacity: 0.9 });
  // Furnace housing: a wider head with the aperture facing the mirror (its rim glows).
  out += path(rectD(fx - tw * 0.7, tTop - 54, tw * 1.4, 58), pal.tone('#d8d2c6'));
  out += path(rectD(fx - tw * 0.7, tTop - 60, tw * 1.4, 8), pal.tone('#8b8680'));
  out += path(rectD(fx - tw * 0.22, tTop - 88, tw * 0.44, 30), pal.tone('#b8b2a8'));
  if (!pal.night) {
    out += `<ellipse cx="${f(fx)}" cy="${f(tTop - 26)}" rx="${f(tw * 1.6)}" ry="${f(tw * 1.0)}" fill="${defs.radial([[0, '#ffffff', 0.9], [0.35, '#fff3c4', 0.5], [1, '#ffd27e', 0]])}"/>`;
  } else {
    out += path(ellipseD(fx - tw * 0.5, tTop - 30, 3, 3) + ellipseD(fx + tw * 0.5, tTop - 30, 3, 3), '#ff4a3a');
  }
  // Forecourt: lawns either side of a paved walk up to the tower, visitors for scale.
  out += path(rectD(-10, gy + 30, W + 20, H - gy), pal.tone(mix(ground(ctx), s.grassDark, 0.2)));
  out += grassStrokes(ctx, gy + 60, H, 160, pal.tone(s.grassDark));
  if (!s.snowGround) out += flowerSpecks(ctx, gy + 70, H, 90);
  out += path(rectD(-10, gy + 30, W + 20, 14), pal.tone('#d9d1c0'));
  const walk = poly([[fx - tw * 0.9, gy + 40], [fx + tw * 0.9, gy + 40], [fx + tw * 3.2, H + 10], [fx - tw * 3.2, H + 10]]);
  out += path(walk, pal.tone('#d9d1c0'));
  let pav = '';
  for (let k = 1; k < 7; k++) pav += rectD(-10, gy + 40 + k * k * 6, W + 20, 1.5);
  out += path(pav, pal.shadeOf(pal.tone('#d9d1c0'), 0.2), { opacity: 0.6, 'clip-path': defs.clip(walk) });
  out += footHaze(ctx, gy + 34, 30, 0.25, pal.mist);
  for (const side of [-1, 1] as const) {
    for (let i = 0; i < 4; i++) out += poplar(ctx, fx + side * (mw * 0.62 + 40 + i * 46), gy + 40 + i * 4, 230 - i * 12, s.foliage[0] ?? '#4f8f45');
  }
  out += tinyPeople(ctx, [{ x: fx - tw * 1.2, y: gy + 110 }, { x: fx - tw * 1.2 + 22, y: gy + 116 }, { x: fx + tw * 1.4, y: gy + 140 }, { x: fx + tw * 0.3, y: gy + 84 }], 34);
  return { body: out, focal: { x: fx, y: tTop } };
}

export const solarFurnace = defineScene({
  title: 'Big Solar Furnace',
  alt: 'The Big Solar Furnace near Parkent: a terraced hillside of heliostat mirrors below the Chatkal foothills',
  variants: ['heliostats', 'concentrator'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'heliostats' },
  draw(ctx, variant) {
    return variant === 'concentrator' ? concentrator(ctx) : heliostats(ctx);
  },
});
