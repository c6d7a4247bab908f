/**
 * Works of the Ohangaron valley and the plain: a cement plant (rotary kiln, preheater tower, silos), a
 * processing plant of silos and halls (sugar, tyres, food), and the headframe of an underground mine.
 */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills, grassStrokes } from '../layers/terrain.ts';
import { treeRow } from '../layers/trees.ts';
import { chimney, conveyor, hall, plume, tank, truss } from '../layers/industry.ts';
import { dumpTruck } from '../layers/machines.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, path, poly, rectD, type Pt } from '../svg.ts';
import { plantLights } from './plants.ts';

const BASE = 740;

/** A tall concrete silo with a conical cap and a walkway on top. */
function silo(ctx: Ctx, x: number, base: number, r: number, h: number, color = '#d6d2c8'): string {
  const { pal, shadeSide } = ctx;
  const c = pal.tone(color);
  let out = path(rectD(x - r, base - h, 2 * r, h), c);
  out += path(rectD(shadeSide === 1 ? x + r * 0.15 : x - r, base - h, r * 0.85, h), pal.shade, { opacity: 0.28 });
  out += path(poly([[x - r - 2, base - h], [x, base - h - r * 0.45], [x + r + 2, base - h]]), pal.shadeOf(c, 0.2));
  let rings = '';
  for (let y = base - h + h * 0.12; y < base - 6; y += h * 0.16) rings += rectD(x - r, y, 2 * r, 1.6);
  out += path(rings, pal.shadeOf(c, 0.25), { opacity: 0.5 });
  return out;
}

/** A dusty works yard in front: ground, a road and a few trucks. */
function yard(ctx: Ctx, color: string): string {
  const { W, H, pal, fx } = ctx;
  const s = pal.s;
  let out = path(rectD(-10, BASE, W + 20, H - BASE + 10), pal.tone(mix(s.ground, color, 0.45)));
  out += path(rectD(-10, BASE + 44, W + 20, 46), pal.tone('#7a7872'));
  out += path(rectD(-10, BASE + 65, W + 20, 3), pal.tone('#e8e4d8'));
  out += dumpTruck(ctx, fx - W * 0.3, BASE + 88, 70, 1) + dumpTruck(ctx, fx + W * 0.12, BASE + 86, 64, -1);
  out += grassStrokes(ctx, BASE + 110, H, 120, pal.tone(s.grassDark));
  return out;
}

function cementWorks(ctx: Ctx): { body: string; focal: Pt } {
  const { W, pal, fx, shadeSide } = ctx;
  const s = pal.s;
  let out = mountainBackdrop(ctx, { baseY: BASE - 150, farTop: 360, snowLine: 0.25, farCount: 6, cloudCount: 3, rock: '#a89c8e' });
  // A grey quarry face cut into the foothill behind the works: the limestone the kiln burns.
  const hl = hills(ctx, { baseY: BASE - 60, amp: 70, color: mix(s.grassDark, s.ground, 0.5), depth: 0.3, lane: 21 });
  out += hl.svg;
  const qx = fx - W * 0.3;
  let steps = '';
  for (let k = 0; k < 4; k++) steps += poly([[qx - 150 + k * 24, hl.yAt(qx) + 10 + k * 16], [qx + 150 - k * 24, hl.yAt(qx) + 10 + k * 16], [qx + 140 - k * 24, hl.yAt(qx) + 24 + k * 16], [qx - 140 + k * 24, hl.yAt(qx) + 24 + k * 16]]);
  out += path(steps, pal.tone('#cfc8bc', 0.3));
  out += treeRow(ctx, { y: BASE - 30, kind: 'poplar', size: 70, color: s.foliage[0] ?? '#4f8f45', depth: 0.3, spacing: 0.35, gaps: 0.3 });
  // Dust and steam from the kiln stack first, so the stack stands in front of it.
  const stackX = fx + W * 0.36;
  out += plume(ctx, stackX, BASE - 370, 380, shadeSide === 1 ? 1 : -1, lighten(pal.tone('#e4ddd0'), 0.1), 0.55);
  // Preheater tower: a tall steel frame stacked with cyclones, the kiln's landmark.
  const tx = fx - 60;
  const steel = pal.tone('#8c8c92');
  out += path(rectD(tx - 46, BASE - 330, 92, 330), pal.tone('#b9b5ad'));
  out += path(truss([tx - 46, BASE], [tx - 46, BASE - 330], 92, 10), 'none', { stroke: steel, 'stroke-width': 2 });
  let cyclones = '';
  for (let k = 0; k < 4; k++) {
    const y = BASE - 300 + k * 70;
    cyclones += `M${f(tx - 36)} ${f(y)}h72v26l-26 26h-20l-26-26Z`;
  }
  out += path(cyclones, pal.tone('#d8d6d0'));
  out += path(rectD(tx - 54, BASE - 340, 108, 14), steel);
  // The rotary kiln: a long cylinder on piers, falling gently away from the tower.
  const k0: Pt = [tx + 40, BASE - 150], k1: Pt = [tx + 460, BASE - 112];
  const kr = 22;
  out += path(poly([[k0[0], k0[1] - kr], [k1[0], k1[1] - kr], [k1[0], k1[1] + kr], [k0[0], k0[1] + kr]]), pal.tone('#9a9690'));
  out += path(poly([[k0[0], k0[1] - kr], [k1[0], k1[1] - kr], [k1[0], k1[1] - kr * 0.4], [k0[0], k0[1] - kr * 0.4]]), lighten(pal.tone('#9a9690'), 0.2));
  let piers = '';
  let tyres = '';
  for (let i = 1; i < 4; i++) {
    const u = i / 4;
    const x = k0[0] + (k1[0] - k0[0]) * u, y = k0[1] + (k1[1] - k0[1]) * u;
    piers += poly([[x - 14, BASE], [x - 10, y + kr], [x + 10, y + kr], [x + 14, BASE]]);
    tyres += rectD(x - 5, y - kr - 3, 10, 2 * kr + 6);
  }
  out += path(piers, pal.tone('#c2bdb4')) + path(tyres, pal.tone('#5f5f66'));
  out += path(ellipseD(k1[0], k1[1], kr * 0.35, kr), pal.tone('#5f5f66'));
  out += chimney(ctx, stackX, BASE, 370, 30, '#b8b3ab');
  // Cement silos fed from the tower.
  for (let i = 0; i < 4; i++) out += silo(ctx, fx - W * 0.42 + i * 74, BASE, 34, 250 - (i % 2) * 30);
  out += conveyor(ctx, [tx - 50, BASE - 200], [fx - W * 0.42 + 3 * 74, BASE - 240]);
  out += plantLights(ctx, fx - W * 0.45, fx + W * 0.45, BASE - 120, BASE - 20, 40);
  out += yard(ctx, '#b9b2a4');
  return { body: out, focal: [tx + 120, BASE - 200] };
}

function siloPlant(ctx: Ctx): { body: string; focal: Pt } {
  const { W, pal, fx, shadeSide } = ctx;
  const s = pal.s;
  let out = mountainBackdrop(ctx, { baseY: BASE - 170, farTop: 400, snowLine: 0.28, farCount: 6, cloudCount: 3 });
  out += hills(ctx, { baseY: BASE - 90, amp: 30, color: s.grassDark, depth: 0.3, lane: 22 }).svg;
  out += treeRow(ctx, { y: BASE - 50, kind: 'poplar', size: 90, color: s.foliage[0] ?? '#4f8f45', depth: 0.3, spacing: 0.3 });
  const dir = shadeSide === 1 ? 1 : -1;
  // White steam from the boiler house stack.
  out += plume(ctx, fx + W * 0.28, BASE - 330, 320, dir, undefined, 0.6);
  out += chimney(ctx, fx + W * 0.28, BASE, 320, 26, '#c9c5bd');
  // A row of big storage silos linked by a gallery, the plant's landmark.
  const sx0 = fx - 250;
  for (let i = 0; i < 5; i++) out += silo(ctx, sx0 + i * 100, BASE, 46, 290, '#e2ded6');
  out += path(rectD(sx0 - 40, BASE - 318, 490, 18), pal.tone('#a9a6a0'));
  out += conveyor(ctx, [sx0 + 450, BASE - 300], [fx + W * 0.22, BASE - 160]);
  out += hall(ctx, fx - W * 0.47, BASE, 330, 130, 'sawtooth', '#bcb8b0', 0.05);
  out += hall(ctx, fx + W * 0.12, BASE, 360, 150, 'gable', '#c9c4ba', 0.02);
  out += tank(ctx, fx + W * 0.42, BASE, 60, 'cylinder');
  out += plantLights(ctx, fx - W * 0.45, fx + W * 0.45, BASE - 140, BASE - 20, 50);
  out += yard(ctx, '#b8b4aa');
  return { body: out, focal: [fx, BASE - 200] };
}

function headframe(ctx: Ctx): { body: string; focal: Pt } {
  const { W, pal, fx, shadeSide } = ctx;
  const s = pal.s;
  let out = mountainBackdrop(ctx, { baseY: BASE - 140, farTop: 300, nearTop: 430, snowLine: Math.max(0.3, s.snowLine), cloudCount: 3, rock: '#a0928a' });
  out += hills(ctx, { baseY: BASE - 50, amp: 50, color: mix(s.grassDark, s.ground, 0.4), depth: 0.25, lane: 23 }).svg;
  // Waste heap: a grey-brown cone of spoil beside the shaft.
  const hx = fx + shadeSide * W * 0.28;
  out += path(`M${f(hx - 260)} ${f(BASE)}Q${f(hx - 40)} ${f(BASE - 250)} ${f(hx)} ${f(BASE - 255)}Q${f(hx + 40)} ${f(BASE - 250)} ${f(hx + 260)} ${f(BASE)}Z`, pal.tone('#8a7f74'));
  out += path(`M${f(hx)} ${f(BASE - 255)}Q${f(hx + shadeSide * 40)} ${f(BASE - 250)} ${f(hx + shadeSide * 260)} ${f(BASE)}L${f(hx + shadeSide * 60)} ${f(BASE)}Z`, pal.shade, { opacity: 0.25 });
  // The headframe: two lattice legs, a back stay and the sheave wheels at the top.
  const x = fx - shadeSide * 40;
  const top = BASE - 400;
  const steel = pal.tone('#b5473a');
  let d = truss([x - 60, BASE], [x - 14, top], 18, 14) + truss([x + 60, BASE], [x + 14, top], -18, 14);
  d += truss([x + shadeSide * 240, BASE - 40], [x + shadeSide * 10, top + 30], 14, 12);
  out += path(d, 'none', { stroke: steel, 'stroke-width': 3, 'stroke-linejoin': 'round' });
  out += path(rectD(x - 40, top - 10, 80, 16), steel);
  const wheel = (cx: number, cy: number, r: number): string =>
    path(ellipseD(cx, cy, r, r) + ellipseD(cx, cy, r * 0.82, r * 0.82), pal.tone('#3f4046'), { 'fill-rule': 'evenodd' }) +
    path(`M${f(cx - r)} ${f(cy)}H${f(cx + r)}M${f(cx)} ${f(cy - r)}V${f(cy + r)}`, 'none', { stroke: pal.tone('#3f4046'), 'stroke-width': 3 });
  out += wheel(x - 18, top - 22, 34) + wheel(x + 22, top - 26, 34);
  // Ropes down to the winding house, and the shaft house at the foot.
  const wx = x + shadeSide * 250;
  out += path(`M${f(x - 18 + shadeSide * 30)} ${f(top - 22)}L${f(wx)} ${f(BASE - 120)}M${f(x + 22 + shadeSide * 30)} ${f(top - 26)}L${f(wx)} ${f(BASE - 110)}`, 'none', { stroke: pal.tone('#2f2f34'), 'stroke-width': 1.4 });
  out += hall(ctx, wx - 90, BASE, 180, 130, 'gable', '#c9b8a0');
  out += hall(ctx, x - 110, BASE, 220, 110, 'flat', '#d0c4b0');
  out += plantLights(ctx, fx - W * 0.4, fx + W * 0.4, BASE - 120, BASE - 20, 30);
  // Rail track with ore cars.
  out += yard(ctx, '#a8998a');
  let cars = '';
  for (let i = 0; i < 3; i++) cars += rectD(x - W * 0.35 + i * 62, BASE + 10, 54, 26);
  out += path(cars, pal.tone('#5f6068')) + path(rectD(-10, BASE + 38, W + 20, 3), pal.tone('#3f3f44'));
  return { body: out, focal: [x, BASE - 260] };
}

export const industrialWorks = defineScene({
  title: 'Works',
  alt: 'A cement plant with a preheater tower, a rotary kiln, silos and a smoking stack below the foothills',
  variants: ['cement', 'silos', 'headframe'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'cement' },
  draw(ctx, variant) {
    const { body, focal } = (variant === 'silos' ? siloPlant : variant === 'headframe' ? headframe : cementWorks)(ctx);
    return { body, focal: { x: focal[0], y: focal[1] } };
  },
});
