/**
 * The irrigated plain of the lower Chirchiq, Ohangaron and Syr Darya: cotton rows, wheat, flooded rice paddies,
 * a river winding through the fields, a straight highway with lorries, and a poultry farm, each under a far
 * line of snowy mountains. The plain's districts (Quyi Chirchiq, Bo'ka, Yangiyo'l, Chinoz, Bekobod) and the
 * articles about roads, crossings and farm output use it.
 */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { mountainBackdrop } from './backdrop.ts';
import { perspectiveRows, rowLineX, type RowsOptions } from '../layers/fields.ts';
import { grassStrokes } from '../layers/terrain.ts';
import { poplar, treeRow } from '../layers/trees.ts';
import { water } from '../layers/water.ts';
import { hall, tank } from '../layers/industry.ts';
import { birds, tinyPeople } from '../layers/people.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, path, poly, rectD, smooth, type Pt } from '../svg.ts';

const HORIZON = 560;

/** Depth t (0 at the horizon, 1 at the bottom edge) of a ground point at y, and back. */
const yOfT = (ctx: Ctx, t: number): number => HORIZON + (ctx.H + 40 - HORIZON) * t * t;

function poplarColor(ctx: Ctx, rng: Rng): string {
  if (ctx.pal.season === 'autumn') return rng.pick(['#e0b13a', '#d9a030', '#c9a83c']);
  if (ctx.pal.season === 'winter') return '#8f857c';
  return rng.pick(ctx.pal.s.foliage);
}

/** Sky, a far low range with snow, the flat ground and a windbreak of poplars on the horizon. */
function plainBackdrop(ctx: Ctx, ground: string): string {
  const { W, H, pal } = ctx;
  const s = pal.s;
  let out = mountainBackdrop(ctx, { baseY: HORIZON - 8, farTop: 395, snowLine: Math.max(0.3, s.snowLine), farCount: 7, cloudCount: 4, mistOpacity: 0.75 });
  out += path(rectD(-10, HORIZON - 4, W + 20, H - HORIZON + 14), pal.tone(ground, 0.35));
  out += treeRow(ctx, { y: HORIZON + 2, kind: 'poplar', size: 46, color: poplarColor(ctx, ctx.rng.fork('windbreak')), depth: 0.45, spacing: 0.3, gaps: 0.3, skirt: 3 });
  return out;
}

/** Low crop rows as continuous bushy bands with a lumpy top, lit on one face (cotton, rice seedlings). */
function bushRows(ctx: Ctx, o: RowsOptions, color: string, height: number, fill = 0.3): { svg: string; tops: Pt[][] } {
  const { pal, noise } = ctx;
  const dark = pal.tone(color);
  const face = pal.shadeOf(dark, 0.3);
  const top = lighten(dark, 0.12);
  let faces = '';
  let tops = '';
  const lines: Pt[][] = [];
  const steps = 36;
  for (let i = 0; i < o.count; i++) {
    const a: Pt[] = [];
    const b: Pt[] = [];
    const g: Pt[] = [];
    const sgn = (rowLineX(o, i, o.bottomY) + rowLineX(o, i + 1, o.bottomY)) / 2 < o.vx ? 1 : -1;
    for (let k = 0; k <= steps; k++) {
      const t = (k / steps) ** 2;
      const y = o.horizonY + (o.bottomY - o.horizonY) * t;
      const c = (rowLineX(o, i, y) + rowLineX(o, i + 1, y)) / 2;
      const w = (rowLineX(o, i + 1, y) - rowLineX(o, i, y)) * fill;
      const h = (0.5 + t * height) * (1 + 0.35 * noise(i * 3.1, k * 0.9));
      a.push([c - sgn * w, y - h]);
      b.push([c + sgn * w, y - h * 0.8]);
      g.push([c + sgn * w, y]);
    }
    lines.push(a);
    tops += poly([...a, ...[...b].reverse()]);
    faces += poly([...b, ...[...g].reverse()]);
  }
  return { svg: path(faces, face) + path(tops, top), tops: lines };
}

function cottonField(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx } = ctx;
  const s = pal.s;
  const ripe = pal.season === 'autumn' || pal.season === 'winter';
  let out = plainBackdrop(ctx, mix(s.ground, '#d8c49a', 0.5));
  const rows: RowsOptions = {
    horizonY: HORIZON + 4, bottomY: H + 40, vx: fx, topWidth: W * 1.6, bottomWidth: W * 6.5, count: 44,
    colors: [pal.tone(mix(s.ground, '#b89868', 0.4))],
  };
  out += perspectiveRows(ctx, rows);
  // An irrigation ditch along one furrow, catching the sky.
  const ditch = Math.round(rows.count * 0.62);
  const dd = poly([[rowLineX(rows, ditch, rows.horizonY), rows.horizonY], [rowLineX(rows, ditch + 0.5, rows.horizonY), rows.horizonY], [rowLineX(rows, ditch + 0.5, rows.bottomY), rows.bottomY], [rowLineX(rows, ditch, rows.bottomY), rows.bottomY]]);
  out += path(dd, pal.tone(mix(pal.water, pal.skyBottom, 0.35)));
  const leaf = ripe ? '#7d6a3a' : pal.season === 'spring' ? '#6f9a42' : '#3f7a34';
  const { svg, tops } = bushRows(ctx, rows, leaf, 52);
  out += svg;
  // Bolls: white tufts along the top of each row, bigger and denser near the viewer; in summer a few
  // cream flowers among the leaves instead.
  const rng = ctx.rng.fork('bolls');
  let bolls = '';
  let shade = '';
  for (const line of tops) {
    for (let k = 4; k < line.length - 1; k++) {
      const [x0, y0] = line[k]!;
      const [x1, y1] = line[k + 1]!;
      const t = (y0 - HORIZON) / (H - HORIZON);
      const per = ripe ? 2 + Math.round(t * 6) : t > 0.3 && rng.chance(0.35) ? 1 : 0;
      for (let j = 0; j < per; j++) {
        const u = rng();
        const x = x0 + (x1 - x0) * u + rng.range(-3, 3) * (1 + t * 4);
        if (x < -20 || x > W + 20) continue;
        const y = y0 + (y1 - y0) * u + rng.range(0, 6) * (0.5 + t * 2);
        const r = ripe ? 1.2 + t * 9 : 1 + t * 5;
        bolls += ellipseD(x, y, r * 1.15, r);
        shade += ellipseD(x + r * 0.3, y + r * 0.35, r * 0.7, r * 0.45);
      }
    }
  }
  out += path(bolls, pal.tone(ripe ? '#f7f4ec' : '#f3e7b8'));
  out += path(shade, pal.shade, { opacity: 0.22 });
  if (ripe) {
    // Pickers and a trailer heaped with raw cotton at the end of the rows.
    const tx = fx + W * 0.2, ty = yOfT(ctx, 0.34);
    out += path(rectD(tx - 70, ty - 34, 140, 30), pal.tone('#4d6f8f'));
    out += path(`M${f(tx - 74)} ${f(ty - 32)}Q${f(tx)} ${f(ty - 110)} ${f(tx + 74)} ${f(ty - 32)}Z`, pal.tone('#f5f2ea'));
    out += path(ellipseD(tx - 44, ty - 4, 12, 12) + ellipseD(tx + 44, ty - 4, 12, 12), pal.tone('#2e2e32'));
    out += tinyPeople(ctx, [{ x: fx - W * 0.12, y: yOfT(ctx, 0.3) }, { x: fx - W * 0.05, y: yOfT(ctx, 0.36) }, { x: fx + W * 0.06, y: yOfT(ctx, 0.28) }], 34);
  }
  out += birds(ctx, fx - W * 0.25, 240, 4);
  return { body: out, focal: [fx, HORIZON + 60] };
}

function wheatField(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx, rng } = ctx;
  const s = pal.s;
  const ripe = pal.season === 'summer' || pal.season === 'autumn';
  const grain = s.snowGround ? '#e6ecf1' : ripe ? '#dcb450' : '#8dbb52';
  let out = plainBackdrop(ctx, s.grass);
  // Two fields meeting at a dirt track that runs to a farmhouse among poplars.
  const rows: RowsOptions = {
    horizonY: HORIZON + 4, bottomY: H + 40, vx: fx, topWidth: W * 1.4, bottomWidth: W * 4.5, count: 24,
    colors: [pal.tone(grain), pal.tone(mix(grain, '#b58c34', 0.25))],
  };
  out += perspectiveRows(ctx, rows);
  const mid = rows.count / 2;
  out += path(poly([[rowLineX(rows, mid - 0.4, rows.horizonY), rows.horizonY], [rowLineX(rows, mid + 0.4, rows.horizonY), rows.horizonY], [rowLineX(rows, mid + 0.4, rows.bottomY), rows.bottomY], [rowLineX(rows, mid - 0.4, rows.bottomY), rows.bottomY]]), pal.tone(mix(s.ground, '#c9a978', 0.4)));
  // Grain texture: short strokes, longer near the viewer, and ears along the front edge.
  const srng = ctx.rng.fork('ears');
  let strokes = '';
  for (let i = 0; i < 1400; i++) {
    const t = srng() ** 0.9;
    const y = yOfT(ctx, t);
    const x = srng.range(-20, W + 20);
    if (Math.abs(x - (rowLineX(rows, mid, y))) < (rowLineX(rows, mid + 0.5, y) - rowLineX(rows, mid, y))) continue;
    const h = 2 + t * t * 40;
    strokes += `M${f(x)} ${f(y)}l${f(-0.6 - t)} ${f(-h)}l${f(1.2 + 2 * t)} 0Z`;
  }
  out += path(strokes, lighten(pal.tone(grain), 0.18), { opacity: 0.7 });
  out += path(strokes, pal.shadeOf(pal.tone(grain), 0.3), { opacity: 0.18, transform: 'translate(3 2)' });
  // Mulberries and poplars along the track, the way field tracks are planted in the oasis.
  const pcol = poplarColor(ctx, rng);
  for (let k = 6; k >= 0; k--) {
    const t = 0.08 + k * 0.11;
    const y = yOfT(ctx, t);
    out += poplar(ctx, rowLineX(rows, mid + 2.5, y), y, 30 + t * t * 600, pcol, 0.3 * (1 - t));
  }
  // Ears of grain right in front of the viewer.
  const erng = ctx.rng.fork('front');
  let stalks = '';
  let ears = '';
  for (let i = 0; i < 90; i++) {
    const x = erng.range(-20, W + 20);
    if (Math.abs(x - fx) < W * 0.16) continue;
    const base = H + 10;
    const h = erng.range(90, 190);
    const lean = erng.range(-0.25, 0.25) * h;
    stalks += `M${f(x)} ${f(base)}Q${f(x + lean * 0.3)} ${f(base - h * 0.6)} ${f(x + lean)} ${f(base - h)}`;
    ears += ellipseD(x + lean, base - h - 16, 6, 20);
  }
  out += path(stalks, 'none', { stroke: pal.shadeOf(pal.tone(grain), 0.2), 'stroke-width': 2.2 });
  out += path(ears, lighten(pal.tone(grain), 0.1));
  out += path(rectD(fx - 40, HORIZON - 20, 80, 22), pal.tone('#efe6d4', 0.3)) + path(poly([[fx - 46, HORIZON - 20], [fx, HORIZON - 38], [fx + 46, HORIZON - 20]]), pal.tone('#b5543a', 0.3));
  out += birds(ctx, fx + W * 0.22, 260, 5);
  return { body: out, focal: [fx, HORIZON + 20] };
}

function ricePaddies(ctx: Ctx): { body: string; focal: Pt } {
  const { W, pal, fx, noise } = ctx;
  const s = pal.s;
  const above = plainBackdrop(ctx, s.grass);
  let out = above;
  // Flooded terraces: the water shows the sky, earth bunds cross it in gentle curves, young rice in rows.
  const bunds = 9;
  const bundY = (k: number, x: number): number => yOfT(ctx, (k + 0.4) / bunds) + noise(x * 0.002, k * 1.7) * (4 + k * 5);
  out += water(ctx, { y: HORIZON + 4, reflect: above, mirror: 0.35, glints: 50, color: pal.tone(mix(pal.water, '#8fb8a8', 0.4)), deep: pal.tone(mix(pal.waterDeep, '#5f8f72', 0.4)) });
  const green = s.snowGround ? '#c8d2d8' : pal.season === 'autumn' ? '#c9b04e' : pal.season === 'summer' ? '#5f9a3c' : '#86b84e';
  const rng = ctx.rng.fork('paddy');
  let tufts = '';
  let banks = '';
  let bankLit = '';
  for (let k = 0; k < bunds; k++) {
    const t = (k + 0.4) / bunds;
    const th = 2 + t * t * 22;
    const pts: Pt[] = [];
    for (let x = -40; x <= W + 40; x += 40) pts.push([x, bundY(k, x)]);
    banks += `${smooth(pts)}${smooth([...pts].reverse().map(([x, y]) => [x, y + th] as Pt)).replace('M', 'L')}Z`;
    bankLit += `${smooth(pts)}${smooth([...pts].reverse().map(([x, y]) => [x, y + th * 0.35] as Pt)).replace('M', 'L')}Z`;
    // Seedling rows between this bund and the next.
    const nextT = (k + 1.4) / bunds;
    const lines = 3 + Math.round(t * 4);
    for (let l = 1; l <= lines; l++) {
      const tt = t + ((nextT - t) * l) / (lines + 1);
      const gap = 6 + tt * tt * 60;
      for (let x = rng.range(-20, 0); x < W + 20; x += gap * rng.range(0.8, 1.2)) {
        const y = yOfT(ctx, tt) + noise(x * 0.002, k * 1.7) * (4 + k * 5);
        const h = 1.5 + tt * tt * 26;
        tufts += `M${f(x - h * 0.3)} ${f(y)}L${f(x)} ${f(y - h)}L${f(x + h * 0.3)} ${f(y)}Z`;
      }
    }
  }
  out += path(tufts, pal.tone(green));
  out += path(banks, pal.tone(mix(s.ground, '#8a7a5a', 0.3))) + path(bankLit, pal.tone(s.grass), { opacity: 0.9 });
  out += tinyPeople(ctx, [{ x: fx - W * 0.1, y: yOfT(ctx, 0.42) }, { x: fx + W * 0.04, y: yOfT(ctx, 0.5) }], 40, ['#e8e2d6', '#c0392b', '#2e6da4']);
  out += birds(ctx, fx + W * 0.2, 250, 5);
  return { body: out, focal: [fx, HORIZON + 80] };
}

function riverPlain(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx, rng, noise } = ctx;
  const s = pal.s;
  const above = plainBackdrop(ctx, s.grass);
  let out = above;
  // Fields on both banks.
  const rows: RowsOptions = {
    horizonY: HORIZON + 4, bottomY: H + 40, vx: fx, topWidth: W * 1.8, bottomWidth: W * 6, count: 30,
    colors: [pal.tone(s.grass, 0.05), pal.tone(mix(s.grass, s.ground, 0.45), 0.05), pal.tone(s.grassDark, 0.05)],
  };
  out += perspectiveRows(ctx, rows);
  // The river: wide and slow, swinging across the plain from the horizon to the viewer.
  const ph = rng.range(0, Math.PI);
  const tOf = (y: number): number => Math.max(0, (y - HORIZON) / (H - HORIZON));
  const cxAt = (y: number): number => fx + W * 0.16 * Math.sin(tOf(y) * 3.2 + ph) * (0.3 + tOf(y)) + noise(y * 0.01, 2.2) * 6;
  const hwAt = (y: number): number => 10 + tOf(y) ** 1.3 * W * 0.26;
  const ys: number[] = [];
  for (let y = HORIZON + 2; y <= H + 40; y += 12) ys.push(y);
  const edge = (sd: -1 | 1, pad = 0): Pt[] => ys.map((y) => [cxAt(y) + sd * (hwAt(y) + pad), y] as Pt);
  const bank = `${smooth(edge(-1, 14))}${smooth(edge(1, 14).reverse()).replace('M', 'L')}Z`;
  out += path(bank, pal.tone(s.snowGround ? '#e6ecf0' : '#cdbf9c', 0.05));
  const riverD = `${smooth(edge(-1))}${smooth(edge(1).reverse()).replace('M', 'L')}Z`;
  out += water(ctx, { y: HORIZON + 2, reflect: above, clipD: riverD, mirror: 0.45, glints: 60, color: pal.night ? pal.water : pal.tone('#5aa9b3'), deep: pal.night ? pal.waterDeep : pal.tone('#2f7f92') });
  // Poplars and willows along both banks, bigger towards the viewer.
  const trng = rng.fork('banks');
  for (const sd of [-1, 1] as const) {
    for (let k = 0; k < 6; k++) {
      const t = 0.12 + k * 0.14 + trng.range(-0.03, 0.03);
      const y = yOfT(ctx, t);
      const x = cxAt(y) + sd * (hwAt(y) + 30 + t * 90);
      out += poplar(ctx, x, y, 50 + t * t * 420, poplarColor(ctx, trng), 0.3 * (1 - t));
    }
  }
  // A fishing boat with two people on the water.
  const by = yOfT(ctx, 0.42), bx = cxAt(by) - hwAt(by) * 0.3;
  out += path(`M${f(bx - 46)} ${f(by - 10)}L${f(bx + 46)} ${f(by - 10)}L${f(bx + 34)} ${f(by + 3)}L${f(bx - 38)} ${f(by + 3)}Z`, pal.tone('#5a3e2c'));
  out += tinyPeople(ctx, [{ x: bx - 14, y: by - 10 }, { x: bx + 16, y: by - 10 }], 26, ['#2e6da4', '#c0392b', '#e0a526']);
  out += path(`M${f(bx + 22)} ${f(by - 28)}L${f(bx + 80)} ${f(by - 66)}`, 'none', { stroke: pal.tone('#3a2e28'), 'stroke-width': 1.5 });
  out += path(rectD(bx - 60, by + 5, 120, 1.6), pal.glint, { opacity: 0.5 });
  out += grassStrokes(ctx, H * 0.8, H, 90, pal.tone(s.grassDark));
  out += birds(ctx, fx - W * 0.22, 230, 5);
  return { body: out, focal: [cxAt(HORIZON + 100), HORIZON + 100] };
}

/** A box lorry or a car seen from behind on the road, `w` wide. */
function vehicle(ctx: Ctx, x: number, base: number, w: number, kind: 'lorry' | 'car', color: string): string {
  const { pal } = ctx;
  const h = kind === 'lorry' ? w * 1.05 : w * 0.55;
  let out = path(ellipseD(x, base, w * 0.6, w * 0.06), pal.shade, { opacity: 0.3 });
  out += path(rectD(x - w * 0.42, base - w * 0.1, w * 0.14, w * 0.1) + rectD(x + w * 0.28, base - w * 0.1, w * 0.14, w * 0.1), pal.tone('#26262a'));
  out += path(rectD(x - w / 2, base - h - w * 0.06, w, h), pal.tone(color));
  out += path(rectD(x - w / 2, base - w * 0.16, w, w * 0.1), pal.shadeOf(pal.tone(color), 0.35));
  const lampCol = pal.night || pal.time === 'dusk' ? '#ff3b2f' : pal.tone('#c0392b');
  out += path(rectD(x - w * 0.46, base - w * 0.2, w * 0.1, w * 0.05) + rectD(x + w * 0.36, base - w * 0.2, w * 0.1, w * 0.05), lampCol);
  if (kind === 'car') out += path(rectD(x - w * 0.36, base - h + w * 0.02, w * 0.72, h * 0.35), pal.tone('#a9c4d8'));
  return out;
}

function highway(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx, rng } = ctx;
  const s = pal.s;
  let out = plainBackdrop(ctx, s.grass);
  const rows: RowsOptions = {
    horizonY: HORIZON + 4, bottomY: H + 40, vx: fx, topWidth: W * 1.6, bottomWidth: W * 5.5, count: 26,
    colors: [pal.tone(s.grass, 0.05), pal.tone(mix(s.grass, s.ground, 0.5), 0.05)],
  };
  out += perspectiveRows(ctx, rows);
  // A four-lane highway running straight to the mountains; its width grows linearly with y, so its edges
  // are the straight lines of a perspective view.
  const bottom = H + 40;
  const halfW = (y: number): number => 3 + ((y - HORIZON) / (bottom - HORIZON)) * W * 0.36;
  const band = (inner: number, outer: number): string =>
    poly([[fx + inner * halfW(HORIZON + 4), HORIZON + 4], [fx + outer * halfW(HORIZON + 4), HORIZON + 4], [fx + outer * halfW(bottom), bottom], [fx + inner * halfW(bottom), bottom]]);
  out += path(band(-1.25, 1.25), pal.tone(mix(s.ground, '#c9b48e', 0.5)));
  out += path(band(-1, 1), pal.tone('#6f7075'));
  let lines = band(-0.97, -0.93) + band(0.93, 0.97);
  for (let k = 0; k < 16; k++) {
    const y0 = yOfT(ctx, (k + 0.15) / 16), y1 = yOfT(ctx, (k + 0.55) / 16);
    const w0 = 0.4 + halfW(y0) * 0.012, w1 = 0.4 + halfW(y1) * 0.012;
    lines += poly([[fx - w0, y0], [fx + w0, y0], [fx + w1, y1], [fx - w1, y1]]);
  }
  out += path(lines, pal.tone('#f1efe6'));
  // Lines of poplars on both sides, as along every road of the oasis.
  const trng = rng.fork('roadside');
  const pcol = poplarColor(ctx, trng);
  for (const sd of [-1, 1] as const) {
    for (let k = 11; k >= 0; k--) {
      const y = yOfT(ctx, 0.04 + k * 0.085);
      const u = (y - HORIZON) / (bottom - HORIZON);
      out += poplar(ctx, fx + sd * halfW(y) * 1.45, y, 30 + u * 620, pcol, 0.3 * (1 - u));
    }
  }
  // Traffic: lorries on their way out, cars coming back.
  const cars: [number, number, 'lorry' | 'car', string][] = [
    [0.16, 0.5, 'lorry', '#e8e2d6'], [0.24, -0.5, 'car', '#2e6da4'], [0.34, 0.5, 'lorry', '#c0392b'],
    [0.47, -0.5, 'car', '#e8e2d6'], [0.6, 0.5, 'lorry', '#3c8d5a'],
  ];
  for (const [t, lane, kind, color] of cars) {
    const y = yOfT(ctx, t);
    out += vehicle(ctx, fx + lane * halfW(y), y, halfW(y) * 0.38, kind, color);
  }
  out += birds(ctx, fx - W * 0.25, 220, 4);
  return { body: out, focal: [fx, HORIZON + 40] };
}

function poultryFarm(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx } = ctx;
  const s = pal.s;
  let out = plainBackdrop(ctx, s.grass);
  out += path(rectD(-10, HORIZON + 4, W + 20, H - HORIZON), pal.tone(mix(s.grass, s.ground, 0.35)));
  // Long white houses in rows, each with feed silos at its end; back to front, staggered so each shows.
  const sheds = [
    { t: 0.3, len: W * 0.5, h: 28, dx: 0.12 },
    { t: 0.5, len: W * 0.68, h: 44, dx: -0.1 },
    { t: 0.74, len: W * 0.9, h: 68, dx: 0.04 },
  ];
  for (const { t, len, h, dx } of sheds) {
    const y = yOfT(ctx, t);
    const x0 = fx + dx * W - len * 0.55;
    const depth = 0.3 * (1 - t);
    out += hall(ctx, x0, y, len, h, 'flat', '#eeeae2', depth);
    // A low-pitched roof seen from slightly above: one long band.
    out += path(poly([[x0 - 8, y - h], [x0 + len + 8, y - h], [x0 + len - 6, y - h * 1.45], [x0 + 6, y - h * 1.45]]), pal.tone('#a9a49c', depth));
    // Ventilation fans along the wall.
    let fans = '';
    for (let x = x0 + h * 0.8; x < x0 + len - h * 0.5; x += h * 1.3) fans += ellipseD(x, y - h * 0.3, h * 0.13, h * 0.13);
    out += path(fans, pal.tone('#7a7f86', depth));
    const sx = x0 + len + h * 0.7;
    for (let i = 0; i < 2; i++) {
      const r = h * 0.32;
      const cx = sx + i * r * 2.4;
      out += tank(ctx, cx, y, r, 'cylinder', '#c9ced3');
      out += path(rectD(cx - r, y - r * 1.1 - h * 0.8, r * 2, h * 0.8), pal.tone('#c9ced3'));
      out += path(poly([[cx - r, y - r * 1.1 - h * 0.8], [cx, y - r * 1.1 - h * 1.15], [cx + r, y - r * 1.1 - h * 0.8]]), pal.tone('#aab1b8'));
    }
  }
  // A feed lorry on the farm road.
  out += vehicle(ctx, fx + W * 0.3, yOfT(ctx, 0.62), 60, 'lorry', '#e8e2d6');
  // Farm road and fence in front.
  const fy = yOfT(ctx, 0.83);
  out += path(rectD(-10, fy, W + 20, 40), pal.tone(mix(s.ground, '#c9b48e', 0.5)));
  let fence = rectD(-10, fy + 58, W + 20, 4) + rectD(-10, fy + 88, W + 20, 4);
  for (let x = 0; x < W; x += 70) fence += rectD(x, fy + 50, 5, 70);
  out += path(fence, pal.tone('#8a9096'));
  out += grassStrokes(ctx, fy + 40, H, 140, pal.tone(s.grassDark));
  out += birds(ctx, fx + W * 0.2, 230, 5);
  return { body: out, focal: [fx, yOfT(ctx, 0.4)] };
}

export const plains = defineScene({
  title: 'The irrigated plain',
  alt: 'Irrigated fields on a flat plain, a windbreak of poplars and a far line of snowy mountains',
  variants: ['cotton', 'wheat', 'rice', 'river', 'road', 'poultry'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'cotton' },
  draw(ctx, variant) {
    const draw = { cotton: cottonField, wheat: wheatField, rice: ricePaddies, river: riverPlain, road: highway, poultry: poultryFarm }[variant];
    const { body, focal } = draw(ctx);
    return { body, focal: { x: focal[0], y: focal[1] } };
  },
});
