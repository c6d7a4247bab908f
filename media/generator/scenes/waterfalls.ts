/** Waterfalls: a cascade off a rock cliff into a pool, and a narrow rock canyon with a fall at its head. */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { sky } from '../layers/sky.ts';
import { clouds } from '../layers/clouds.ts';
import { ridgeEdge } from '../layers/mountains.ts';
import { treeRow } from '../layers/trees.ts';
import { water } from '../layers/water.ts';
import { grassStrokes, flowerSpecks } from '../layers/terrain.ts';
import { tinyPeople, birds } from '../layers/people.ts';
import { birch } from '../layers/broadleaf.ts';
import { boulder, pebbles } from '../layers/rocks.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, group, path, poly, rect, rectD, smooth, type Pt } from '../svg.ts';

/**
 * A falling ribbon of water from the lip (x, top) to (x, bottom): flaring a little, with bright streaks
 * and a curved brink at the top. `frozen` turns it into a thin stream inside an ice curtain.
 */
export function fallRibbon(ctx: Ctx, x: number, top: number, bottom: number, w0: number, w1: number, frozen = false): string {
  const { pal } = ctx;
  const rng = ctx.rng.fork('fall');
  const h = bottom - top;
  const sway = rng.range(-0.04, 0.04) * w1;
  const outline = (k: number): string =>
    `M${f(x - (w0 * k) / 2)} ${f(top)}C${f(x - (w0 * k) / 2 - 2)} ${f(top + h * 0.35)} ${f(x - (w1 * k) / 2 + sway)} ${f(bottom - h * 0.3)} ${f(x - (w1 * k) / 2 + sway)} ${f(bottom)}` +
    `L${f(x + (w1 * k) / 2 + sway)} ${f(bottom)}C${f(x + (w1 * k) / 2 + sway)} ${f(bottom - h * 0.3)} ${f(x + (w0 * k) / 2 + 2)} ${f(top + h * 0.35)} ${f(x + (w0 * k) / 2)} ${f(top)}Z`;
  let out = '';
  if (frozen) {
    // Ice curtain: a wider, bluish-white sheet with hanging icicle fringes; the water runs thin inside.
    out += path(outline(1.5), pal.tone('#cfe6f0'), { opacity: 0.95 });
    let icicles = '';
    for (let i = 0; i < 16; i++) {
      const ix = x + (i / 15 - 0.5) * w0 * 2.4;
      const len = rng.range(0.15, 0.5) * h;
      icicles += `M${f(ix - 5)} ${f(top)}L${f(ix + 5)} ${f(top)}L${f(ix + rng.range(-2, 2))} ${f(top + len)}Z`;
    }
    out += path(icicles, pal.tone('#e4f1f7'));
  }
  const k = frozen ? 0.45 : 1;
  const grad = ctx.defs.linear([[0, pal.tone('#f2fbfc')], [0.5, pal.tone('#d4eef2')], [1, pal.tone('#f8fdfd')]]);
  out += path(outline(k), grad);
  // Streaks running down the sheet, some breaking into spray before the pool.
  let bright = '';
  let dark = '';
  const n = Math.max(5, Math.round(w1 * k * 0.16));
  for (let i = 0; i < n; i++) {
    const u = (i + rng.range(0.2, 0.8)) / n - 0.5;
    const y0 = top + rng.range(0, 0.25) * h;
    const y1 = y0 + rng.range(0.35, 0.8) * h;
    const xa = x + u * w0 * k, xb = x + u * w1 * k + sway * ((y1 - top) / h);
    const sw = rng.range(1.5, 3.5) * (w1 / 110);
    const d = `M${f(xa - sw)} ${f(y0)}L${f(xa + sw)} ${f(y0)}L${f(xb + sw)} ${f(Math.min(bottom, y1))}L${f(xb - sw)} ${f(Math.min(bottom, y1))}Z`;
    if (i % 3 === 1) dark += d;
    else bright += d;
  }
  out += path(dark, pal.tone('#8cc3cf'), { opacity: 0.55 }) + path(bright, '#ffffff', { opacity: pal.night ? 0.35 : 0.8 });
  // The brink: water bulging over the lip catches the light.
  out += path(`M${f(x - (w0 * k) / 2 - 3)} ${f(top + 2)}Q${f(x)} ${f(top - 10)} ${f(x + (w0 * k) / 2 + 3)} ${f(top + 2)}L${f(x + (w0 * k) / 2)} ${f(top + 12)}Q${f(x)} ${f(top + 2)} ${f(x - (w0 * k) / 2)} ${f(top + 12)}Z`, pal.tone('#ffffff'));
  return out;
}

/** Spray and foam where falling water meets the pool: blurred rising cloud, foam blobs, ripple rings. */
export function splash(ctx: Ctx, x: number, y: number, w: number, strength = 1): string {
  const { pal, defs } = ctx;
  const rng = ctx.rng.fork('splash');
  let cloud = '';
  for (let i = 0; i < 6; i++) cloud += ellipseD(x + rng.range(-0.5, 0.5) * w, y - rng.range(0.05, 0.5) * w, w * rng.range(0.35, 0.6), w * rng.range(0.2, 0.35));
  let out = path(cloud, pal.tone('#f4fafb'), { opacity: 0.55 * strength, filter: defs.blur(w * 0.09) });
  let foam = '';
  for (let i = 0; i < 22; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng() * w * 0.7;
    foam += ellipseD(x + Math.cos(a) * r, y + 4 + Math.abs(Math.sin(a)) * r * 0.22, w * rng.range(0.04, 0.1), w * rng.range(0.02, 0.04));
  }
  out += path(foam, pal.tone('#ffffff'), { opacity: 0.85 });
  let rings = '';
  for (let i = 1; i <= 3; i++) rings += ellipseD(x, y + 6 + i * 5, w * (0.45 + i * 0.38), w * (0.05 + i * 0.04));
  out += path(rings, 'none', { stroke: pal.tone('#eaf6f8'), 'stroke-width': 2, opacity: 0.45 });
  return out;
}

/** Irregular clumps of shrubs (a few overlapping lobes each, darker underneath). */
export function shrubClumps(ctx: Ctx, spots: readonly { x: number; y: number; r: number }[], color: string, depth = 0): string {
  const { pal, shadeSide } = ctx;
  const rng = ctx.rng.fork('clumps');
  const col = pal.tone(color, depth);
  let under = '';
  let body = '';
  let lit = '';
  for (const p of spots) {
    const n = rng.int(2, 5);
    for (let i = 0; i < n; i++) {
      const x = p.x + rng.range(-1, 1) * p.r * 1.1;
      const y = p.y - rng.range(0, 0.7) * p.r;
      const r = p.r * rng.range(0.5, 0.9);
      under += ellipseD(x, y + r * 0.25, r * 1.05, r * 0.8);
      body += ellipseD(x, y, r, r * 0.75);
      lit += ellipseD(x - shadeSide * r * 0.3, y - r * 0.3, r * 0.45, r * 0.3);
    }
  }
  return path(under, pal.shadeOf(col, 0.4)) + path(body, col) + path(lit, lighten(col, 0.15), { opacity: 0.7 });
}

/**
 * Rock cliff of big angular masses (jagged tops, a shaded facet down one side, ledges with moss or snow).
 * Masses nearer the sides are drawn last, so the wall reads as an amphitheatre around `cx`.
 */
function cliffWall(ctx: Ctx, cx: number, topAt: (x: number) => number, bottom: number, rock: string): string {
  const { W, pal, shadeSide, defs } = ctx;
  const rng = ctx.rng.fork('cliff');
  const masses: { x0: number; x1: number; peak: number }[] = [];
  for (let x = -140; x < W + 140; ) {
    const w = rng.range(150, 280);
    masses.push({ x0: x, x1: x + w * 1.25, peak: x + w * rng.range(0.3, 0.7) });
    x += w;
  }
  masses.sort((a, b) => Math.abs((a.x0 + a.x1) / 2 - cx) - Math.abs((b.x0 + b.x1) / 2 - cx));
  let out = '';
  const tufts: { x: number; y: number; r: number }[] = [];
  masses.forEach((m, i) => {
    const tone = pal.tone(i % 3 === 0 ? rock : i % 3 === 1 ? lighten(rock, 0.07) : mix(rock, '#6f665c', 0.3));
    const top = topAt(m.peak) - rng.range(0, 24);
    const lShoulder: Pt = [m.x0 + (m.peak - m.x0) * 0.15, Math.max(top + 12, topAt(m.x0) + rng.range(10, 40))];
    const rShoulder: Pt = [m.x1 - (m.x1 - m.peak) * 0.15, Math.max(top + 12, topAt(m.x1) + rng.range(10, 40))];
    const apex: Pt = [m.peak, top];
    const leftEdge = ridgeEdge([m.x0, bottom], lShoulder, 0.04, rng, 3);
    const crest = [...ridgeEdge(lShoulder, apex, 0.06, rng, 2), ...ridgeEdge(apex, rShoulder, 0.06, rng, 2).slice(1)];
    const rightEdge = ridgeEdge(rShoulder, [m.x1, bottom], 0.04, rng, 3);
    const outlinePts = [...leftEdge, ...crest.slice(1), ...rightEdge.slice(1)];
    const outline = poly(outlinePts);
    let inner = '';
    // Shaded facet: from the summit down a jagged spine to the foot, on the side away from the sun.
    const spineFoot: Pt = [m.peak + shadeSide * (shadeSide === 1 ? m.x1 - m.peak : m.peak - m.x0) * rng.range(0.25, 0.5), bottom];
    const spine = ridgeEdge(apex, spineFoot, 0.05, rng, 3);
    const far = shadeSide === 1 ? [...crest.slice(crest.indexOf(apex)), ...rightEdge.slice(1)] : [...[...crest.slice(0, crest.indexOf(apex) + 1)].reverse(), ...[...leftEdge].reverse().slice(1)];
    inner += path(poly([...far, ...[...spine].reverse()]), pal.shade, { opacity: 0.34 });
    // A lit bevel just under the crest.
    inner += path(poly([...crest, ...[...crest].reverse().map(([x, y]) => [x, y + 14] as Pt)]), lighten(tone, 0.18), { opacity: 0.6 });
    // Ledges: short dark cracks with tufts of moss (snow in winter) on them.
    let cracks = '';
    for (let k = 0; k < 2; k++) {
      if (rng.chance(0.35)) continue;
      const y = top + (bottom - top) * (0.2 + k * 0.35 + rng.range(-0.08, 0.12));
      const len = (m.x1 - m.x0) * rng.range(0.2, 0.5);
      const x0 = m.x0 + rng.range(0.05, 0.9) * (m.x1 - m.x0 - len);
      const tilt = rng.range(-0.08, 0.08);
      cracks += poly([[x0, y], [x0 + len, y + len * tilt], [x0 + len * 0.9, y + len * tilt + 5], [x0 + len * 0.1, y + 4]]);
      for (let j = 0; j < 3; j++) {
        const u = rng.range(0.1, 0.9);
        tufts.push({ x: x0 + len * u, y: y + len * tilt * u, r: rng.range(6, 11) });
      }
    }
    inner += path(cracks, pal.shadeOf(tone, 0.6), { opacity: 0.55 });
    // Vertical joints.
    let joints = '';
    for (let k = 0; k < 3; k++) {
      const x = m.x0 + (m.x1 - m.x0) * rng.range(0.1, 0.9);
      joints += poly(ridgeEdge([x, top + 40], [x + rng.range(-20, 20), bottom], 0.03, rng, 3), false);
    }
    inner += path(joints, 'none', { stroke: pal.shadeOf(tone, 0.5), 'stroke-width': 2, opacity: 0.45 });
    out += path(outline, tone) + group(inner, { 'clip-path': defs.clip(outline) });
    if (pal.s.snowGround) out += path(poly([...crest, ...[...crest].reverse().map(([x, y]) => [x, y + rng.range(6, 14)] as Pt)]), pal.tone('#f4f7fb'));
  });
  // In winter only a little snow lies on the ledges (most tufts are buried).
  return out + shrubClumps(ctx, pal.s.snowGround ? tufts.filter((_, i) => i % 3 === 0) : tufts, pal.s.snowGround ? '#eef3f8' : pal.s.grassDark);
}

function cascade(ctx: Ctx): { body: string; focal: { x: number; y: number } } {
  const { W, H, pal, fx, rng, noise } = ctx;
  const s = pal.s;
  const frozen = s.snowGround;
  const lipY = 320;
  const wl = 705;
  let above = mountainBackdrop(ctx, { baseY: 430, farTop: 150, nearTop: 250, snowLine: Math.max(s.snowLine, 0.3), farCount: 6, cloudCount: 3, mistOpacity: 0.5 });
  // The cliff rises at both sides into an amphitheatre around the notch the water pours from.
  const topAt = (x: number): number => {
    const u = Math.min(1, Math.max(0, (Math.abs(x - fx) - 40) / (W * 0.5)));
    return lipY - 6 - 90 * u ** 0.9 + noise(x * 0.008, 3.3) * 16 * Math.min(1, u * 4);
  };
  // Forest on the rim, behind the cliff edge.
  above += treeRow(ctx, { y: (x) => topAt(x) + 30, kind: 'conifer', size: 84, color: s.conifer, depth: 0.12, spacing: 0.42, gaps: 0.15, skirt: 30 });
  above += cliffWall(ctx, fx, topAt, wl + 6, '#948778');
  above += shrubClumps(ctx, Array.from({ length: 10 }, () => {
    const x = fx + rng.range(-1, 1) * W * 0.45;
    return { x, y: topAt(x) + rng.range(4, 14), r: rng.range(14, 24) };
  }), s.foliage[1] ?? s.foliage[0]!, 0.05);
  // The wet recess behind the falls: darker rock streaked with moss.
  // Darker, damper rock towards the foot.
  above += rect(-10, lipY, W + 20, wl - lipY + 8, ctx.defs.linear([[0, pal.shade, 0], [1, pal.shade, 0.3]]));
  const rw0 = 110, rw1 = 230;
  const recess = poly([...ridgeEdge([fx - rw1 / 2, wl + 6], [fx - rw0 / 2, lipY - 4], 0.06, rng, 3), ...ridgeEdge([fx + rw0 / 2, lipY - 4], [fx + rw1 / 2, wl + 6], 0.06, rng, 3)]);
  above += path(recess, pal.shadeOf(pal.tone('#5a5c4c'), 0.35));
  above += path(recess, pal.tone(s.snowGround ? '#9fb3bd' : '#4e6a48'), { opacity: 0.35, transform: `translate(${f(-ctx.shadeSide * 10)} 0)` });
  // Side strands from lesser notches.
  for (const side of [-1, 1] as const) {
    if (!rng.chance(0.75)) continue;
    const sx = fx + side * rng.range(140, 230);
    above += fallRibbon(ctx, sx, topAt(sx) + 6, wl, 8, 22, frozen);
  }
  // Groves at the cliff foot beyond the pool (they show in wide frames), so the wall does not run on bare.
  const pwTop = Math.min(W * 0.42, 640);
  above += treeRow(ctx, { y: wl + 24, x0: -30, x1: fx - pwTop - 40, kind: 'conifer', size: 190, color: s.conifer, depth: 0.05, spacing: 0.34, skirt: 30 });
  above += treeRow(ctx, { y: wl + 24, x0: fx + pwTop + 40, x1: W + 30, kind: 'conifer', size: 200, color: s.conifer, depth: 0.05, spacing: 0.34, skirt: 30 });
  above += fallRibbon(ctx, fx, lipY, wl, 70, 132, frozen);
  above += splash(ctx, fx, wl, 190, frozen ? 0.4 : 1);
  // Boulders heaped at the cliff foot either side of the pool.
  const pw = Math.min(W * 0.42, 640);
  const pd = 200;
  const poolBottom = (x: number): number => wl + pd * Math.sqrt(Math.max(0, 1 - ((x - fx) / pw) ** 2));
  let out = above;
  out += path(rectD(-10, wl, W + 20, H - wl + 10), pal.tone(mix(s.ground, s.grass, 0.8)));
  const pts: Pt[] = [];
  for (let k = 0; k <= 24; k++) {
    const x = fx - pw + (2 * pw * k) / 24;
    pts.push([x, wl + (poolBottom(x) - wl) * (1 + 0.12 * noise(x * 0.006, 9.1))]);
  }
  const poolD = `${smooth(pts)}Z`;
  out += path(poolD, pal.tone('#8f8574'), { stroke: pal.tone('#8f8574'), 'stroke-width': 26, 'stroke-linejoin': 'round' });
  out += water(ctx, { y: wl, clipD: poolD, reflect: above, color: pal.tone(frozen ? '#7fb0bd' : '#3aa3a2'), deep: pal.tone(frozen ? '#4f7f90' : '#1d6d77'), glints: 26, mirror: 0.5 });
  if (frozen) {
    // Ice along the pool's rim, open water only under the falls.
    out += path(poolD, 'none', { stroke: pal.tone('#e4eef4'), 'stroke-width': 60, opacity: 0.85, 'clip-path': ctx.defs.clip(poolD) });
  }
  out += splash(ctx, fx, wl + 2, 150, frozen ? 0.3 : 0.7);
  // Stones around the rim of the pool.
  for (let k = 0; k < 9; k++) {
    const u = (k + rng.range(0.1, 0.9)) / 9;
    const x = fx - pw * 1.02 + 2 * pw * 1.02 * u;
    if (Math.abs(x - fx) < pw * 0.25 && rng.chance(0.6)) continue;
    const y = poolBottom(x) + rng.range(-6, 16);
    const sz = (20 + ((y - wl) / pd) * 40) * rng.range(0.7, 1.5);
    out += boulder(ctx, x, y, sz * rng.range(1.3, 2), sz * rng.range(0.55, 0.9), '#837a6e');
  }
  for (const side of [-1, 1] as const) {
    for (let k = 0; k < 3; k++) {
      const x = fx + side * (pw + 20 + k * 70 + rng.range(0, 30));
      out += boulder(ctx, x, wl + 30 + k * 26, 90 + k * 30, 60 + k * 16, '#7d746a', 0.1);
    }
  }
  out += pebbles(ctx, -10, W + 10, wl + pd + 20, H, 120, '#a59c8c');
  out += grassStrokes(ctx, wl + pd, H, 200, pal.tone(s.grassDark));
  if (!s.snowGround) out += flowerSpecks(ctx, wl + pd + 30, H, 120);
  // Hikers on the bank, for scale (the falls are ~35 m).
  const hx = fx + pw * 0.62;
  out += tinyPeople(ctx, [{ x: hx, y: poolBottom(hx) + 34 }, { x: hx + 16, y: poolBottom(hx) + 38 }], 24, ['#c0392b', '#2e6da4', '#e0a526']);
  // Birches framing the picture at both sides.
  out += birch(ctx, W * 0.045, H + 10, 640) + birch(ctx, W * 0.1, H + 30, 560);
  out += birch(ctx, W * 0.94, H + 20, 620);
  out += birds(ctx, fx + W * 0.22, 150, 4);
  return { body: out, focal: { x: fx, y: (lipY + wl) / 2 } };
}

function canyon(ctx: Ctx): { body: string; focal: { x: number; y: number } } {
  const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
  const s = pal.s;
  const frozen = s.snowGround;
  // One-point perspective down the slot: lines along the canyon meet at (vx, hy).
  const vx = fx, hy = 470, farY = 548;
  const rimFarY = 250;
  const maxHW = Math.min(W * 0.3, 480);
  const floorHW = (y: number): number => 16 + (maxHW - 16) * Math.max(0, (y - farY) / (H - farY)) ** 1.1;
  const center = (y: number): number => vx + Math.sin((y - farY) * 0.006 + 0.8) * (y - farY) * 0.22 - Math.sin(0.8) * (y - farY) * 0.22;
  let out = sky(ctx, { horizon: 420 });
  out += clouds(ctx, { count: 3, yMin: 50, yMax: 170, opacity: 0.8 });
  const rock = '#b27b57';
  // Head wall in the cleft at the far end, with the fall pouring from a notch.
  const headTop = [...ridgeEdge([vx - 95, rimFarY + 40], [vx, rimFarY - 12], 0.08, rng, 3), ...ridgeEdge([vx, rimFarY - 12], [vx + 95, rimFarY + 40], 0.08, rng, 3).slice(1)];
  const headD = poly([...headTop, [vx + 95, farY + 12], [vx - 95, farY + 12]]);
  out += path(headD, pal.tone(rock, 0.45));
  out += treeRow(ctx, { y: (x) => rimFarY - 4 + Math.abs(x - vx) * 0.55, x0: vx - 70, x1: vx + 70, kind: 'conifer', size: 30, color: s.conifer, depth: 0.4, spacing: 0.45, gaps: 0.2, skirt: 10 });
  if (frozen) out += path(poly([...headTop, ...[...headTop].reverse().map(([x, y]) => [x, y + 9] as Pt)]), pal.tone('#f2f6fa', 0.3));
  const lip = vx + rng.range(-12, 12);
  const lipY = rimFarY + 70;
  out += path(`M${f(lip - 26)} ${f(lipY - 6)}L${f(lip + 26)} ${f(lipY - 6)}L${f(lip + 44)} ${f(farY + 10)}L${f(lip - 44)} ${f(farY + 10)}Z`, pal.shadeOf(pal.tone('#5c5a4a', 0.35), 0.3), { opacity: 0.75 });
  out += fallRibbon(ctx, lip, lipY, farY + 6, 18, 34, frozen);
  // Canyon floor, and the stream running from the fall towards the viewer.
  out += path(rectD(-10, farY - 4, W + 20, H - farY + 14), pal.tone(frozen ? '#e4eaf0' : mix(s.ground, '#9a8a76', 0.5), 0.1));
  const ys: number[] = [];
  for (let k = 0; k <= 16; k++) ys.push(farY + (H + 60 - farY) * (k / 16) ** 1.5);
  const sHW = (y: number): number => floorHW(y) * 0.48;
  const left = ys.map((y) => [center(y) - sHW(y), y] as Pt);
  const right = ys.map((y) => [center(y) + sHW(y), y] as Pt).reverse();
  const streamD = `${smooth(left)}${smooth(right).replace('M', 'L')}Z`;
  out += pebbles(ctx, -10, W + 10, farY + 20, H, 170, '#a89a86', 0.05);
  out += path(streamD, 'none', { stroke: pal.tone('#cdbf9f', 0.05), 'stroke-width': 14, 'stroke-linejoin': 'round' });
  out += water(ctx, { y: farY, clipD: streamD, color: pal.tone(frozen ? '#86b6c2' : '#3fb0ad'), deep: pal.tone(frozen ? '#56808f' : '#1f7d86'), glints: 36 });
  out += splash(ctx, lip, farY + 8, 60, frozen ? 0.3 : 0.8);
  // Rapids: white streaks along the flow.
  let rapids = '';
  for (let i = 0; i < 80; i++) {
    const t = rng() ** 1.3;
    const y = farY + 10 + (H - farY) * t;
    const x = center(y) + rng.range(-0.85, 0.85) * sHW(y);
    const len = 6 + t * 60;
    const dx = center(y + len) - center(y);
    rapids += `M${f(x)} ${f(y)}l${f(dx)} ${f(len)}l${f(1.5 + t * 4)} 0l${f(-dx)} ${f(-len)}Z`;
  }
  out += path(rapids, '#ffffff', { opacity: pal.night ? 0.3 : 0.6, 'clip-path': defs.clip(streamD) });
  for (const t of [0.35, 0.62, 0.86]) {
    const y = farY + (H - farY) * t;
    const sz = 16 + t * t * 150;
    const x = center(y) + rng.range(-0.5, 0.5) * sHW(y);
    out += path(ellipseD(x, y + sz * 0.08, sz * 0.9, sz * 0.16), '#ffffff', { opacity: 0.65 });
    out += boulder(ctx, x, y + sz * 0.08, sz * 1.3, sz * 0.45, '#7a6e66');
  }
  // The two walls: rim line from the top of the frame down to the cleft, foot line along the banks.
  const walls: string[] = [];
  for (const side of [-1, 1] as const) {
    const lit = side === shadeSide;
    const rimTop: Pt = [vx + side * Math.min(W * 0.24, 400), -20];
    const rimEnd: Pt = [vx + side * 70, rimFarY + (side === 1 ? 12 : 0)];
    const rim = ridgeEdge(rimTop, rimEnd, 0.05, rng, 4);
    const cleft = ridgeEdge(rimEnd, [center(farY) + side * floorHW(farY), farY], 0.06, rng, 3);
    const foot: Pt[] = ys.map((y) => [center(y) + side * (floorHW(y) + 6), y] as Pt);
    const outer = side === -1 ? -120 : W + 120;
    const outline = poly([[outer, -40], ...rim, ...cleft.slice(1), ...foot.slice(1), [outer, H + 80]]);
    const base = pal.tone(rock, 0.05);
    let wall = path(outline, base);
    let inner = '';
    // Buttresses: facets between matching points on the rim and the foot, alternately lit and shaded.
    const n = 10;
    const rimAt = (u: number): Pt => {
      if (u >= 0) return rim[Math.min(rim.length - 1, Math.round(u * (rim.length - 1)))]!;
      // Beyond the near edge of the frame: carry on along the rim's direction.
      const p1 = rim[Math.round(0.15 * (rim.length - 1))]!;
      return [rimTop[0] + (rimTop[0] - p1[0]) * (-u / 0.15), rimTop[1] + (rimTop[1] - p1[1]) * (-u / 0.15)];
    };
    const footAt = (u: number): Pt => {
      const y = farY + (H + 60 - farY) * (1 - u) ** 1.8;
      return [center(y) + side * (floorHW(y) + 6), y];
    };
    let facetsA = '';
    let facetsB = '';
    let prev = -0.5;
    for (let i = -4; i <= n; i++) {
      const u = Math.min(1, (i + rng.range(-0.3, 0.3)) / n);
      const q = poly([rimAt(prev), rimAt(u), footAt(u), footAt(prev)]);
      if (i % 2) facetsA += q;
      else facetsB += q;
      prev = u;
    }
    inner += path(facetsA, lighten(base, 0.14), { opacity: 0.7 }) + path(facetsB, pal.shadeOf(base, 0.3), { opacity: 0.6 });
    // Strata along the canyon: thin wedges radiating from the vanishing point.
    let lightBands = '';
    let darkBands = '';
    for (let j = 0; j < 16; j++) {
      const a = -1.35 + (j + rng.range(0, 0.7)) * (2.9 / 16);
      const da = rng.range(0.008, 0.024);
      const far = 3000;
      const d = poly([[vx, hy], [vx + side * Math.cos(a) * far, hy + Math.sin(a) * far], [vx + side * Math.cos(a + da) * far, hy + Math.sin(a + da) * far]]);
      if (j % 3 === 0) darkBands += d;
      else lightBands += d;
    }
    inner += path(lightBands, lighten(base, 0.22), { opacity: 0.4 }) + path(darkBands, pal.shadeOf(base, 0.4), { opacity: 0.5 });
    // Light: the wall facing the sun is lit above the shadow cast by the opposite rim; the other is in shade.
    if (lit && !pal.night) {
      const a = -0.28;
      inner += path(poly([[vx, hy], [vx + side * Math.cos(a) * 3000, hy + Math.sin(a) * 3000], [outer, H + 100], [vx, H + 100]]), pal.shade, { opacity: 0.32 });
      inner += path(poly([[vx, hy], [vx + side * Math.cos(a) * 3000, hy + Math.sin(a) * 3000], [outer, -100], [vx, -100]]), pal.sunGlow, { opacity: 0.16 });
    } else {
      inner += path(outline, pal.shade, { opacity: pal.night ? 0.12 : 0.4 });
    }
    // Tufts of green clinging to ledges (in winter, snow lying on them).
    const spots: { x: number; y: number; r: number }[] = [];
    let ledges = '';
    for (let b = 0; b < 18; b++) {
      const u = rng.range(0.05, 0.95);
      const r0 = rimAt(u), f0 = footAt(u);
      const v = rng.range(0.15, 0.95);
      const px = r0[0] + (f0[0] - r0[0]) * v + side * rng.range(10, 120) * (1 - u);
      const py = r0[1] + (f0[1] - r0[1]) * v;
      const r = 4 + (1 - u) * 14;
      spots.push({ x: px, y: py, r });
      // A ledge runs along the canyon, i.e. towards the vanishing point.
      const len = r * rng.range(4, 9);
      const k = (py - hy) / (px - vx || 1);
      ledges += poly([[px - side * len * 0.3, py - side * len * 0.3 * k], [px + side * len, py + side * len * k], [px + side * len, py + side * len * k + r * 0.35], [px - side * len * 0.3, py - side * len * 0.3 * k + r * 0.25]]);
    }
    if (frozen) inner += path(poly([...rim, ...[...rim].reverse().map(([x, y]) => [x + side * 10, y + 12] as Pt)]), pal.tone('#f2f6fa'));
    else inner += path(ledges, pal.shadeOf(base, 0.5), { opacity: 0.35 }) + shrubClumps(ctx, spots, s.grassDark);
    wall += group(inner, { 'clip-path': defs.clip(outline) });
    // Trees standing on the rim where it shows against the sky.
    const rimY = (x: number): number => {
      for (let i = 0; i < rim.length - 1; i++) {
        const p = rim[i]!, q = rim[i + 1]!;
        if ((x - p[0]) * (x - q[0]) <= 0) return p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0] || 1);
      }
      return rimEnd[1];
    };
    wall += treeRow(ctx, { y: (x) => rimY(x) + 8, x0: Math.min(rimTop[0], rimEnd[0]) + 10, x1: Math.max(rimTop[0], rimEnd[0]) - 10, kind: 'conifer', size: 46, color: s.conifer, depth: 0.15, spacing: 0.6, gaps: 0.35, skirt: 12 });
    walls.push(wall);
  }
  out += walls.join('');
  // Scrub and fallen boulders along the foot of both walls.
  const foot: { x: number; y: number; r: number }[] = [];
  for (const side of [-1, 1] as const) {
    for (let k = 0; k < 14; k++) {
      const y = farY + 12 + (H + 20 - farY) * ((k + rng.range(0, 0.8)) / 14) ** 1.5;
      const t = (y - farY) / (H - farY);
      foot.push({ x: center(y) + side * (floorHW(y) - 4 - t * 20), y: y + 4, r: 4 + t * 26 });
    }
    for (const t of [0.25, 0.7]) {
      const y = farY + (H - farY) * t;
      const sz = 14 + t * 90;
      out += boulder(ctx, center(y) + side * (floorHW(y) - sz * 0.4), y + 6, sz * 1.4, sz * 0.7, '#8a7a6c');
    }
  }
  out += shrubClumps(ctx, foot, frozen ? '#e8eef3' : s.grassDark);
  out += path(ellipseD(lip, farY - 20, 140, 50), pal.mist, { opacity: 0.45, filter: defs.blur(18) });
  // A shaft of light slanting down into the slot.
  if (!pal.night) {
    const sx = vx - shadeSide * 120;
    out += path(poly([[sx - 50, -10], [sx + 50, -10], [vx + shadeSide * 70, farY], [vx + shadeSide * 10, farY]]), pal.sunGlow, { opacity: 0.14, filter: defs.blur(12) });
  }
  // A hiker on the bank, for scale (the stream is ~6 m wide).
  const hyk = farY + (H - farY) * 0.3;
  out += tinyPeople(ctx, [{ x: center(hyk) - sHW(hyk) - (floorHW(hyk) - sHW(hyk)) * 0.5, y: hyk }], 8 + (hyk - hy) * 0.12, ['#c0392b', '#e0a526']);
  return { body: out, focal: { x: lip, y: (lipY + farY) / 2 } };
}

export const waterfall = defineScene({
  title: 'Waterfall',
  alt: 'A waterfall plunging from a rock cliff into a green pool, with birches and mountains around',
  variants: ['cascade', 'canyon'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'cascade' },
  draw(ctx, variant) {
    return variant === 'canyon' ? canyon(ctx) : cascade(ctx);
  },
});
