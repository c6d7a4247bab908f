/** City streets: the new Nurafshon avenue and a pedestrian street at night. */
import { defineScene } from '../scene-def.ts';
import { pointedArchD, ribbedDome, windowGridD } from '../layers/architecture.ts';
import { avenue, car, type AvenueBuilding, type Camera } from '../layers/street.ts';
import { tinyPeople, birds } from '../layers/people.ts';
import { ellipseD, f, path, poly, rectD } from '../svg.ts';
import { citySky, glowOr } from './city-common.ts';

export const nurafshonStreet = defineScene({
  title: 'Nurafshon avenue',
  alt: 'A wide new avenue in Nurafshon with modern apartment blocks, young trees and street lamps',
  variants: ['avenue', 'boulevard'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'avenue' },
  draw(ctx, variant) {
    const { pal, fx, rng } = ctx;
    const cam: Camera = { vx: fx, vy: 520, focal: 900, height: 5 };
    let out = citySky(ctx, 520);
    const palette = ['#efe6d6', '#e6dccb', '#f2ece2', '#dfe3e6'];
    const accents = ['#d9822b', '#3a8fb7', '#c0392b', '#6aa84f'];
    const buildings: AvenueBuilding[] = [];
    for (const side of [-1, 1] as const) {
      let z = 8;
      while (z < 260) {
        const len = rng.range(30, 55);
        buildings.push({ side, z0: z, z1: z + len, h: rng.range(22, 40), color: rng.pick(palette), accent: rng.pick(accents) });
        z += len + rng.range(10, 20);
      }
    }
    // Landmark at the end of the avenue: a tall new tower with a crown.
    const [tx, ty] = [fx, 520];
    out += path(rectD(tx - 60, ty - 330, 120, 330), pal.tone('#e8edf0')) + path(windowGridD(tx - 52, ty - 320, 104, 310, 22, 6, 0.6, 0.5), pal.night ? pal.lamp : pal.tone('#7d98b0'));
    out += path(`M${f(tx - 60)} ${f(ty - 330)}L${f(tx)} ${f(ty - 400)}L${f(tx + 60)} ${f(ty - 330)}Z`, pal.tone('#3a8fb7'));
    out += avenue(ctx, { cam, road: variant === 'boulevard' ? 7 : 11, facade: variant === 'boulevard' ? 22 : 26, buildings, treeEvery: variant === 'boulevard' ? 7 : 11 });
    out += car(ctx, fx - 150, 880, 160, '#c0392b') + car(ctx, fx + 200, 800, 90, '#f2f2ee');
    out += tinyPeople(ctx, [{ x: fx - 420, y: 900 }, { x: fx + 470, y: 860 }, { x: fx - 360, y: 760 }], 60);
    out += birds(ctx, fx + 300, 200, 4);
    return { body: out, focal: { x: fx, y: 350 } };
  },
});

export const nightStreet = defineScene({
  title: 'Night street',
  alt: 'A pedestrian street at night: lit shop windows, street lamps and strings of lights overhead',
  variants: ['lights', 'rain'],
  defaults: { time: 'night', season: 'autumn', focus: 'center', variant: 'lights' },
  draw(ctx, variant) {
    const { W, pal, fx, rng } = ctx;
    const cam: Camera = { vx: fx, vy: 520, focal: 700, height: 2.2 };
    let out = citySky(ctx, 520, false);
    const buildings: AvenueBuilding[] = [];
    for (const side of [-1, 1] as const) {
      let z = 9;
      while (z < 180) {
        const len = rng.range(12, 22);
        buildings.push({ side, z0: z, z1: z + len, h: rng.range(9, 15), color: rng.pick(['#d8c3a0', '#cdb08a', '#e0cfb0']) });
        z += len + rng.range(0.5, 2);
      }
    }
    // Focal landmark closing the street: a small domed building with a lit portal.
    out += path(rectD(fx - 70, 520 - 150, 140, 150), pal.tone('#cdb08a')) + ribbedDome(ctx, fx, 520 - 150, 60, '#2f93bf', 10);
    out += path(pointedArchD(fx, 520, 50, 110), glowOr(ctx));
    out += avenue(ctx, { cam, road: 4, facade: 9, buildings, pedestrian: true, treeEvery: 0, lampEvery: 16 });
    // Shop fronts: glowing ground-floor windows with mullions and striped awnings along both facades.
    const glow = pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#6f879c');
    let shops = '';
    let mull = '';
    const awnings = new Map<string, string>();
    const P = (X: number, y: number, z: number): [number, number] => [cam.vx + (X * cam.focal) / z, cam.vy + ((cam.height - y) * cam.focal) / z];
    for (const b of buildings) {
      const X = b.side * 9;
      const n = Math.max(2, Math.round((b.z1 - b.z0) / 5));
      for (let k = 0; k < n; k++) {
        const z0 = b.z0 + ((b.z1 - b.z0) * k) / n + 0.6, z1 = b.z0 + ((b.z1 - b.z0) * (k + 1)) / n - 0.6;
        shops += poly([P(X, 0.4, z0), P(X, 0.4, z1), P(X, 2.6, z1), P(X, 2.6, z0)]);
        const zm = (z0 + z1) / 2;
        mull += poly([P(X, 0.4, zm - 0.08), P(X, 0.4, zm + 0.08), P(X, 2.6, zm + 0.08), P(X, 2.6, zm - 0.08)]);
        const col = ['#c0392b', '#2e6da4', '#1f9c8a', '#d9822b'][(k + Math.round(b.z0)) % 4]!;
        const X2 = X - b.side * 1.2;
        awnings.set(col, (awnings.get(col) ?? '') + poly([P(X, 3.1, z0), P(X, 3.1, z1), P(X2, 2.7, z1), P(X2, 2.7, z0)]));
      }
    }
    out += path(shops, glow, { opacity: 0.92 }) + path(mull, pal.tone('#3a3230'));
    // Warm light spilling from the shop windows onto the paving.
    if (pal.night || pal.time === 'dusk') {
      let pools = '';
      for (const b of buildings) pools += poly([P(b.side * 9, 0, b.z0), P(b.side * 9, 0, b.z1), P(b.side * 5.5, 0, b.z1), P(b.side * 5.5, 0, b.z0)]);
      out += path(pools, pal.lamp, { opacity: 0.22, filter: ctx.defs.blur(8) });
    }
    for (const [c, d] of awnings) out += path(d, pal.tone(c));
    // Strings of lights sagging across the street.
    let wires = '';
    let bulbs = '';
    for (let z = 12; z < 140; z *= 1.35) {
      const [xl, yl] = P(-9, 5.5, z);
      const [xr] = P(9, 5.5, z);
      const sag = (1.2 * cam.focal) / z;
      wires += `M${f(xl)} ${f(yl)}Q${f((xl + xr) / 2)} ${f(yl + sag * 2)} ${f(xr)} ${f(yl)}`;
      for (let i = 1; i < 18; i++) {
        const t = i / 18;
        const x = xl + (xr - xl) * t;
        const y = (1 - t) ** 2 * yl + 2 * (1 - t) * t * (yl + sag * 2) + t * t * yl;
        const r = Math.min(6, Math.max(1, (0.1 * cam.focal) / z));
        bulbs += ellipseD(x, y + r, r, r);
      }
    }
    out += path(wires, 'none', { stroke: pal.tone('#2a2a30'), 'stroke-width': 1.5 });
    out += path(bulbs, '#ffe6a0', { opacity: 0.3, transform: `translate(0 0)`, filter: ctx.defs.blur(3) });
    out += path(bulbs, '#fff4cc');
    if (variant === 'rain') {
      let rain = '';
      for (let i = 0; i < 300; i++) {
        const x = rng.range(0, W), y = rng.range(0, 1000);
        rain += `M${f(x)} ${f(y)}l-3 14`;
      }
      out += path(rain, 'none', { stroke: '#c8d4ec', 'stroke-width': 1, opacity: 0.35 });
    }
    out += tinyPeople(ctx, [{ x: fx - 160, y: 760 }, { x: fx + 120, y: 690 }, { x: fx + 40, y: 620 }, { x: fx - 60, y: 600 }, { x: fx + 230, y: 800 }], 60, ['#3a3f52', '#7a3b3b', '#2f4f6f', '#5a4a3a']);
    return { body: out, focal: { x: fx, y: 500 } };
  },
});
