/** National dishes still life: plov in a kazan, non bread, samsa, tea, salad. */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { leafD, petalD, radial, ringDotsD } from '../layers/ornament.ts';
import { ellipseD, f, path, rect, rectD } from '../svg.ts';
import { dropShadow, paxtaRim, softTone } from './tableware.ts';

/** Rice grain texture over a disc: many tiny almond shapes in three tones (one path per tone). */
function riceGrains(ctx: Ctx, t: (c: string) => string, cx: number, cy: number, r: number, n: number): string {
  const rng = ctx.rng.fork('rice');
  const tones = ['#f4cf7a', '#e8a948', '#fbe6b0'];
  const ds = ['', '', ''];
  for (let i = 0; i < n; i++) {
    const rr = Math.sqrt(rng()) * r;
    const a = rng() * Math.PI * 2;
    const k = i % 3;
    ds[k] += leafD(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, r * 0.04, rng() * Math.PI * 2, 0.3);
  }
  return ds.map((d, k) => path(d, t(tones[k] ?? '#f4cf7a'))).join('');
}

function plovTop(ctx: Ctx, t: (c: string) => string, cx: number, cy: number, r: number): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('plov');
  let out = path(ellipseD(cx, cy, r, r), defs.radial([[0, t('#f0b85a')], [1, t('#c98630')]]));
  out += riceGrains(ctx, t, cx, cy, r * 0.97, 900);
  let carrots = '';
  for (let i = 0; i < 140; i++) {
    const rr = Math.sqrt(rng()) * r * 0.95;
    const a = rng() * Math.PI * 2;
    carrots += leafD(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, r * 0.1, rng() * Math.PI * 2, 0.1);
  }
  out += path(carrots, t('#e8742a'));
  // Chickpeas and raisins.
  let peas = '';
  let raisins = '';
  for (let i = 0; i < 40; i++) {
    const rr = Math.sqrt(rng()) * r * 0.9, a = rng() * Math.PI * 2;
    if (i % 2) peas += ellipseD(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, r * 0.025, r * 0.025);
    else raisins += ellipseD(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, r * 0.018, r * 0.014);
  }
  out += path(peas, t('#e9d39a')) + path(raisins, t('#4a2a1e'));
  // Meat pieces around a whole head of garlic in the middle, as plov is served.
  let meat = '';
  let meatHi = '';
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + 0.3;
    const x = cx + Math.cos(a) * r * 0.3, y = cy + Math.sin(a) * r * 0.3;
    const s = r * rng.range(0.09, 0.12);
    meat += `M${f(x - s)} ${f(y)}Q${f(x - s)} ${f(y - s * 0.9)} ${f(x)} ${f(y - s * 0.8)}Q${f(x + s * 1.1)} ${f(y - s * 0.7)} ${f(x + s)} ${f(y + s * 0.1)}Q${f(x + s * 0.8)} ${f(y + s * 0.9)} ${f(x)} ${f(y + s * 0.8)}Q${f(x - s * 1.1)} ${f(y + s * 0.7)} ${f(x - s)} ${f(y)}Z`;
    meatHi += ellipseD(x - s * 0.3, y - s * 0.35, s * 0.4, s * 0.22);
  }
  out += path(meat, t('#7a4328')) + path(meatHi, t('#a8673e'), { opacity: 0.8 });
  const g = r * 0.14;
  out += path(ellipseD(cx, cy, g, g), t('#efe3cf'));
  out += path(radial(8, (a) => `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a) * g)} ${f(cy + Math.sin(a) * g)}`), 'none', { stroke: t('#cdbb9c'), 'stroke-width': 2 });
  return out;
}

/** Round non bread: puffy golden rim, flat stamped centre with a chekich pattern of dots, nigella seeds. */
function nonBread(ctx: Ctx, t: (c: string) => string, cx: number, cy: number, r: number): string {
  const { defs } = ctx;
  const rng = ctx.rng.fork('non');
  let out = path(ellipseD(cx, cy, r, r), defs.radial([[0.55, t('#e9c07a')], [0.8, t('#d99a4a')], [1, t('#b06a2a')]]));
  out += path(ellipseD(cx - r * 0.1, cy - r * 0.1, r * 0.85, r * 0.85), t('#f2cf8a'), { opacity: 0.25 });
  const ri = r * 0.58;
  out += path(ellipseD(cx, cy, ri, ri), t('#ecc88a'));
  out += path(ellipseD(cx, cy, ri, ri), 'none', { stroke: t('#c98a44'), 'stroke-width': r * 0.02 });
  // Stamped pattern: concentric rings of dots and radial spokes of dots, a rosette in the middle.
  let dots = ringDotsD(cx, cy, ri * 0.88, 36, r * 0.014) + ringDotsD(cx, cy, ri * 0.7, 28, r * 0.014);
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    for (let j = 1; j <= 4; j++) dots += ellipseD(cx + Math.cos(a) * ri * 0.12 * j, cy + Math.sin(a) * ri * 0.12 * j, r * 0.012, r * 0.012);
  }
  out += path(dots, t('#a8642a'));
  out += path(radial(8, (a) => petalD(cx, cy, a, ri * 0.1, ri * 0.32, 0.22)), 'none', { stroke: t('#a8642a'), 'stroke-width': r * 0.012 });
  let seeds = '';
  for (let i = 0; i < 60; i++) {
    const rr = rng.range(ri * 0.1, ri * 0.95), a = rng() * Math.PI * 2;
    seeds += leafD(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, r * 0.025, rng() * 6.3, 0.4);
  }
  out += path(seeds, t('#2a2220'));
  return out;
}

function samsa(t: (c: string) => string, x: number, y: number, s: number, a: number): string {
  const P = (u: number, v: number): string => `${f(x + (u * Math.cos(a) - v * Math.sin(a)) * s)} ${f(y + (u * Math.sin(a) + v * Math.cos(a)) * s)}`;
  const body = `M${P(0, -0.6)}Q${P(0.1, -0.62)} ${P(0.55, 0.3)}Q${P(0.55, 0.42)} ${P(0.42, 0.42)}L${P(-0.42, 0.42)}Q${P(-0.55, 0.42)} ${P(-0.55, 0.3)}Q${P(-0.1, -0.62)} ${P(0, -0.6)}Z`;
  const fold = `M${P(0, -0.5)}L${P(0, 0.1)}M${P(0, 0.1)}L${P(-0.38, 0.36)}M${P(0, 0.1)}L${P(0.38, 0.36)}`;
  let sesame = '';
  for (let i = 0; i < 9; i++) sesame += ellipseD(x + Math.cos(i * 2.4) * s * 0.22 * (i % 3 + 1) * 0.5, y + Math.sin(i * 2.4) * s * 0.2 * (i % 3 + 1) * 0.5 + s * 0.05, s * 0.025, s * 0.015);
  return path(body, t('#d99a4a')) + path(body, 'none', { stroke: t('#b0702e'), 'stroke-width': s * 0.03 }) + path(fold, 'none', { stroke: t('#b87836'), 'stroke-width': s * 0.03 }) + path(sesame, t('#fff1cc'));
}

export const nationalDishes = defineScene({
  title: 'National dishes',
  alt: 'Plov in a kazan, round non bread with a stamped pattern, samsa and green tea, seen from above',
  variants: ['kazan', 'plate'],
  defaults: { time: 'day', season: 'autumn', focus: 'center', variant: 'kazan' },
  grain: 0.07,
  draw(ctx, variant) {
    const { W, H, fx, defs } = ctx;
    const t = softTone(ctx);
    const blur = defs.blur(14);
    // Dark indigo tablecloth with a soft vignette and an ikat-like diamond band along the bottom.
    let out = rect(0, 0, W, H, defs.radial([[0, t('#2c3b66')], [1, t('#151d38')]], 0.5, 0.5, 0.8));
    let band = '';
    for (let x = 0; x < W + 40; x += 44) band += `M${f(x)} ${f(H - 40)}L${f(x + 16)} ${f(H - 24)}L${f(x)} ${f(H - 8)}L${f(x - 16)} ${f(H - 24)}Z`;
    out += path(band, t('#e8b021'), { opacity: 0.8 });
    out += path(rectD(0, H - 52, W, 4) + rectD(0, H - 4, W, 4), t('#c0392b'));
    // The kazan may shift with the focus, but the side dishes stay on the table (inside the frame).
    const cx = Math.max(W * 0.4, Math.min(W * 0.6, fx)), cy = 470;
    const r = 300;
    const leftX = Math.max(190, cx - r - 240), rightX = Math.min(W - 190, cx + r + 250);
    out += dropShadow(ctx, blur, cx, cy, r + 20, r + 20);
    if (variant === 'kazan') {
      // Cast-iron kazan seen from above: heavy rim, two ear handles, dark inner wall.
      out += path(ellipseD(cx - r - 20, cy, 40, 60) + ellipseD(cx + r + 20, cy, 40, 60), t('#2a2a2e'));
      out += path(ellipseD(cx, cy, r + 16, r + 16), t('#34343a'));
      out += path(ellipseD(cx, cy, r + 16, r + 16), 'none', { stroke: t('#55555c'), 'stroke-width': 6 });
      out += path(ellipseD(cx, cy, r - 8, r - 8), t('#1f1f24'));
      out += plovTop(ctx, t, cx, cy, r - 30);
      out += path(`M${f(cx - r * 0.7)} ${f(cy - r * 0.72)}A${f(r + 8)} ${f(r + 8)} 0 0 1 ${f(cx + r * 0.2)} ${f(cy - r - 6)}`, 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.25 });
    } else {
      out += paxtaRim(t, cx, cy, r + 20, 18);
      out += plovTop(ctx, t, cx, cy, r * 0.72);
    }
    // Non bread, salad, samsa and tea arranged around the centre piece.
    const nx = rightX, ny = 260;
    out += dropShadow(ctx, blur, nx, ny, 190, 190) + nonBread(ctx, t, nx, ny, 190);
    const sx = leftX, sy = 720;
    out += dropShadow(ctx, blur, sx, sy, 190, 190) + paxtaRim(t, sx, sy, 190, 14);
    out += samsa(t, sx - 60, sy + 30, 130, -0.3) + samsa(t, sx + 70, sy + 20, 130, 0.35) + samsa(t, sx, sy - 70, 130, 0.05);
    const px = rightX - 50, py = 760;
    out += dropShadow(ctx, blur, px, py, 95, 95) + paxtaRim(t, px, py, 95, 10);
    out += path(ellipseD(px, py, 70, 70), t('#b7792a')) + path(ellipseD(px - 20, py - 22, 24, 12), lighten(t('#b7792a'), 0.4), { opacity: 0.6 });
    // Achichuk: tomato and onion salad in a small bowl.
    const ax = leftX + 10, ay = 240;
    out += dropShadow(ctx, blur, ax, ay, 140, 140) + paxtaRim(t, ax, ay, 140, 12);
    let tom = '';
    let seeds = '';
    const srng = ctx.rng.fork('salad');
    for (let i = 0; i < 8; i++) {
      const x = ax + srng.range(-60, 60), y = ay + srng.range(-60, 60);
      tom += ellipseD(x, y, 34, 34);
      seeds += radial(5, (a) => ellipseD(x + Math.cos(a) * 16, y + Math.sin(a) * 16, 5, 3), srng());
    }
    out += path(tom, t('#d8342c')) + path(seeds, t('#f2b15a'));
    out += path(radial(6, (a) => ellipseD(ax + Math.cos(a) * 50, ay + Math.sin(a) * 50, 22, 22)), 'none', { stroke: t('#f4efe6'), 'stroke-width': 4 });
    // Pomegranate half.
    const gx = cx + 150, gy = 860;
    out += dropShadow(ctx, blur, gx, gy, 70, 70) + path(ellipseD(gx, gy, 70, 70), t('#a8242f')) + path(ellipseD(gx, gy, 58, 58), t('#f2d9c6'));
    let arils = '';
    for (let i = 0; i < 70; i++) {
      const rr = Math.sqrt(srng()) * 52, a = srng() * 6.3;
      arils += ellipseD(gx + Math.cos(a) * rr, gy + Math.sin(a) * rr, 5, 6);
    }
    out += path(arils, t('#c4172e'));
    return { body: out, focal: { x: cx, y: cy } };
  },
});
