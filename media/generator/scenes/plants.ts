/** Industrial plants: metallurgy and chemistry. */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills, grassStrokes } from '../layers/terrain.ts';
import { treeRow } from '../layers/trees.ts';
import { water } from '../layers/water.ts';
import { chimney, column, coolingTower, hall, pipeRack, plume, tank, truss } from '../layers/industry.ts';
import { dumpTruck } from '../layers/machines.ts';
import { mix } from '../color.ts';
import { ellipseD, f, path, rectD } from '../svg.ts';

/** Scattered small lamps over a silhouette after dusk. */
export function plantLights(ctx: Ctx, x0: number, x1: number, y0: number, y1: number, n: number): string {
  const { pal } = ctx;
  if (!pal.night && pal.time !== 'dusk') return '';
  const rng = ctx.rng.fork('lights');
  let d = '';
  for (let i = 0; i < n; i++) d += ellipseD(rng.range(x0, x1), rng.range(y0, y1), 2.2, 2.2);
  return path(d, pal.lamp);
}

export const metallurgicalPlant = defineScene({
  title: 'Metallurgical plant',
  alt: 'A metallurgical plant with tall chimneys, smoke plumes and long halls at the foot of the mountains',
  variants: ['riverside', 'plant'],
  defaults: { time: 'dusk', season: 'autumn', focus: 'center', variant: 'riverside' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const base = variant === 'riverside' ? 700 : 760;
    let above = mountainBackdrop(ctx, { baseY: base - 120, farTop: 380, snowLine: 0.25, farCount: 6, cloudCount: 3 });
    above += hills(ctx, { baseY: base - 40, amp: 30, color: s.grassDark, depth: 0.35, lane: 16 }).svg;
    const steel = '#6f6a72';
    // Plumes first, so chimneys stand in front of their own smoke.
    const stacks = [fx - 60, fx + 10, fx + 80, fx - 330, fx + 300];
    const hs = [330, 380, 340, 230, 250];
    stacks.forEach((x, i) => (above += plume(ctx, x, base - (hs[i] ?? 300) - 10, 360, 1, undefined, 0.55)));
    above += coolingTower(ctx, fx + 420, base, 150, 210, 0.1);
    above += plume(ctx, fx + 420, base - 215, 260, 1, undefined, 0.6);
    above += hall(ctx, fx - W * 0.45, base, 420, 110, 'sawtooth', '#8d8890', 0.15);
    above += hall(ctx, fx + 150, base, 380, 130, 'gable', '#8a8690', 0.1);
    // Blast-furnace-like tower with an inclined skip bridge: the focal silhouette.
    const bx = fx - 180;
    above += path(`M${f(bx - 40)} ${f(base)}L${f(bx - 30)} ${f(base - 200)}L${f(bx - 16)} ${f(base - 260)}L${f(bx + 16)} ${f(base - 260)}L${f(bx + 30)} ${f(base - 200)}L${f(bx + 40)} ${f(base)}Z`, pal.tone(steel));
    above += path(truss([bx + 200, base - 10], [bx + 10, base - 250], 12, 12), 'none', { stroke: pal.tone(steel), 'stroke-width': 2.5 });
    above += path(rectD(bx - 60, base - 120, 120, 120), pal.tone('#7b7680'));
    stacks.forEach((x, i) => (above += chimney(ctx, x, base, hs[i] ?? 300, i < 3 ? 30 : 22)));
    above += hall(ctx, fx - 140, base, 300, 90, 'flat', '#9b96a0');
    above += plantLights(ctx, fx - W * 0.45, fx + W * 0.4, base - 120, base - 10, 70);
    let out = above;
    if (variant === 'riverside') {
      out += water(ctx, { y: base, reflect: above, color: pal.water, deep: pal.waterDeep, glints: 40, mirror: 0.5 });
    } else {
      out += path(rectD(-10, base, W + 20, H - base + 10), pal.tone(mix(s.ground, '#777777', 0.4)));
      out += path(rectD(-10, base + 30, W + 20, 10) + rectD(-10, base + 60, W + 20, 6), pal.tone('#5a5650'));
      out += dumpTruck(ctx, fx + 200, base + 140, 80, -1);
    }
    return { body: out, focal: { x: fx, y: base - 250 } };
  },
});

export const chemicalPlant = defineScene({
  title: 'Chemical plant',
  alt: 'A chemical plant with distillation columns, spherical tanks, pipe racks and a flare stack',
  variants: ['columns', 'tanks'],
  defaults: { time: 'dusk', season: 'summer', focus: 'center', variant: 'columns' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const base = 760;
    let out = mountainBackdrop(ctx, { baseY: base - 160, farTop: 400, snowLine: 0.3, farCount: 6, cloudCount: 3 });
    out += hills(ctx, { baseY: base - 80, amp: 30, color: s.grassDark, depth: 0.3, lane: 18 }).svg;
    out += treeRow(ctx, { y: base - 40, kind: 'poplar', size: 90, color: s.foliage[0] ?? '#4f8f45', depth: 0.3, spacing: 0.3 });
    out += plume(ctx, fx - 90, base - 480, 320, 1, undefined, 0.5);
    out += plume(ctx, fx + 80, base - 530, 280, 1, undefined, 0.45);
    // Flare stack with a flame.
    const fl = fx + W * 0.3;
    const fh = 520;
    out += path(rectD(fl - 6, base - fh, 12, fh), pal.tone('#7a7a80'));
    out += path(ellipseD(fl, base - fh - 40, 40, 50), '#ffb347', { opacity: 0.25, filter: ctx.defs.blur(10) });
    out += path(`M${f(fl)} ${f(base - fh - 4)}Q${f(fl - 20)} ${f(base - fh - 36)} ${f(fl)} ${f(base - fh - 80)}Q${f(fl + 18)} ${f(base - fh - 36)} ${f(fl)} ${f(base - fh - 4)}Z`, '#ff9a2e');
    out += path(`M${f(fl)} ${f(base - fh - 6)}Q${f(fl - 9)} ${f(base - fh - 26)} ${f(fl)} ${f(base - fh - 50)}Q${f(fl + 8)} ${f(base - fh - 26)} ${f(fl)} ${f(base - fh - 6)}Z`, '#ffe28a');
    out += hall(ctx, fx - W * 0.48, base, 300, 120, 'flat', '#b8b4ae', 0.1);
    const cols = variant === 'columns' ? [[fx - 90, 470, 58], [fx - 10, 390, 48], [fx + 80, 520, 64], [fx + 170, 340, 42], [fx - 170, 300, 40]] : [[fx - 280, 400, 50], [fx - 200, 320, 42]];
    for (const [x, h, w] of cols) out += column(ctx, x!, base, w!, h!);
    const tanks = variant === 'tanks' ? [[fx - 40, 'sphere', 110], [fx + 220, 'sphere', 110], [fx + 460, 'cylinder', 110]] : [[fx - 330, 'sphere', 90], [fx + 340, 'cylinder', 100]];
    for (const [x, kind, r] of tanks) out += tank(ctx, x as number, base, r as number, kind as 'sphere' | 'cylinder');
    out += pipeRack(ctx, fx - W * 0.45, fx + W * 0.45, base - 70, 3);
    out += plantLights(ctx, fx - W * 0.45, fx + W * 0.45, base - 70, base - 40, 40);
    // Plant road and a fence along a grass verge in the foreground.
    out += path(rectD(-10, base, W + 20, H - base + 10), pal.tone(s.grass));
    out += path(rectD(-10, base + 40, W + 20, 50), pal.tone('#7a7872'));
    out += path(rectD(-10, base + 63, W + 20, 4), pal.tone('#e8e4d8'));
    let fence = rectD(-10, base + 150, W + 20, 4) + rectD(-10, base + 190, W + 20, 4);
    for (let x = 0; x < W; x += 60) fence += rectD(x, base + 140, 5, 80);
    out += path(fence, pal.tone('#8a9096'));
    out += grassStrokes(ctx, base + 100, H, 160, pal.tone(s.grassDark));
    return { body: out, focal: { x: fx, y: base - 250 } };
  },
});
