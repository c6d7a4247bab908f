/** Machine building: workshop interior and the yard with a gantry crane. */
import { defineScene } from '../scene-def.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills } from '../layers/terrain.ts';
import { hall, truss } from '../layers/industry.ts';
import { tinyPeople } from '../layers/people.ts';
import { lighten, mix } from '../color.ts';
import { f, path, poly, rectD } from '../svg.ts';
import { gear, tractor } from '../layers/machines.ts';

export const machineBuilding = defineScene({
  title: 'Machine building',
  alt: 'Inside a machine-building workshop: an overhead crane lifts a machine part above the shop floor',
  variants: ['workshop', 'yard'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'workshop' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    if (variant === 'yard') {
      const s = pal.s;
      const base = 700;
      let out = mountainBackdrop(ctx, { baseY: base - 160, farTop: 380, snowLine: 0.3, farCount: 6, cloudCount: 3 });
      out += hills(ctx, { baseY: base - 60, amp: 30, color: s.grassDark, depth: 0.3, lane: 19 }).svg;
      // Workshop halls with an open gate: the glowing interior shows the overhead crane inside.
      out += hall(ctx, fx - 700, base, 360, 200, 'gable', '#b7bcc4', 0.1);
      out += hall(ctx, fx - 380, base, 560, 250, 'sawtooth', '#c8ccd2');
      const gx = fx - 190, gw = 190, gh = 170;
      out += path(rectD(gx, base - gh, gw, gh), pal.tone('#4a4f57'));
      out += path(rectD(gx + 10, base - gh + 20, gw - 20, gh - 20), mix(pal.tone('#ffe9b8'), pal.lamp, 0.3), { opacity: 0.85 });
      out += path(rectD(gx + 10, base - gh + 34, gw - 20, 12), pal.tone('#e8b021'));
      out += path(rectD(gx + gw / 2 - 1, base - gh + 46, 2, 50), pal.tone('#3d4248'));
      // Gantry crane over the yard lifting a large gear: the focal point.
      const l1 = fx + 120, l2 = fx + 560, top = base - 360;
      const steel = pal.tone('#e8b021');
      let frame = truss([l1 - 40, base + 60], [l1, top], 14, 14) + truss([l2 + 40, base + 60], [l2, top], -14, 14);
      frame += truss([l1 - 60, top], [l2 + 60, top], 26, 22);
      out += path(frame, 'none', { stroke: steel, 'stroke-width': 3, 'stroke-linejoin': 'round' });
      out += path(rectD(l1 - 60, top - 8, l2 - l1 + 120, 10), steel);
      const hx = fx + 340;
      out += path(rectD(hx - 30, top + 20, 60, 22), pal.tone('#3d4248'));
      out += path(`M${f(hx - 6)} ${f(top + 42)}V${f(base - 170)}M${f(hx + 6)} ${f(top + 42)}V${f(base - 170)}`, 'none', { stroke: pal.tone('#3d4248'), 'stroke-width': 2.5 });
      out += gear(ctx, hx, base - 100, 80);
      // Yard with painted lanes and finished tractors in two rows.
      out += path(rectD(-10, base, W + 20, H - base + 10), pal.tone('#a6a39b'));
      out += path(rectD(-10, base + 110, W + 20, 5) + rectD(-10, base + 250, W + 20, 6), pal.tone('#e8b021'));
      for (let i = 0; i < 6; i++) out += tractor(ctx, fx - 620 + i * 130, base + 96, 80);
      for (let i = 0; i < 4; i++) out += tractor(ctx, fx - 560 + i * 220, base + 240, 130);
      out += tinyPeople(ctx, [{ x: fx + 240, y: base + 40 }, { x: fx + 420, y: base + 60 }], 40, ['#2e6da4', '#e07b26']);
      return { body: out, focal: { x: hx, y: base - 160 } };
    }
    // Interior in one-point perspective: floor, rows of columns, roof trusses, the crane girder.
    const vx = fx, vy = 440;
    const wallC = pal.tone('#c9ccd0'), floor = pal.tone('#8f959b');
    let out = path(rectD(0, 0, W, H), pal.tone('#aeb3ba'));
    // Far wall with a glowing gate.
    const fw = 300, fh = 190;
    out += path(rectD(vx - fw / 2, vy - fh * 0.6, fw, fh), pal.tone('#b9bec4'));
    out += path(rectD(vx - fw * 0.3, vy - fh * 0.35, fw * 0.6, fh * 0.75), mix(pal.sun, '#fff1c8', 0.5));
    // Side walls with window bands receding to the vanishing point.
    const sideWall = (sg: 1 | -1): string => {
      const xFar = vx + sg * fw / 2;
      const xNear = sg === 1 ? W + 10 : -10;
      let o = path(poly([[xFar, vy - fh * 0.6], [xNear, -40], [xNear, H * 0.86], [xFar, vy + fh * 0.4]]), wallC);
      o += path(poly([[xFar, vy - fh * 0.45], [xNear, 40], [xNear, 200], [xFar, vy - fh * 0.2]]), lighten(pal.tone('#cfe4f2'), 0.2));
      let mull = '';
      for (let i = 1; i < 9; i++) {
        const t = (i / 9) ** 1.6;
        const x = xFar + (xNear - xFar) * t;
        mull += `M${f(x)} ${f(vy - fh * 0.45 + (40 - (vy - fh * 0.45)) * t)}L${f(x)} ${f(vy - fh * 0.2 + (200 - (vy - fh * 0.2)) * t)}`;
      }
      o += path(mull, 'none', { stroke: pal.tone('#7d848c'), 'stroke-width': 4 });
      return o;
    };
    out += sideWall(-1) + sideWall(1);
    out += path(poly([[vx - fw / 2, vy + fh * 0.4], [vx + fw / 2, vy + fh * 0.4], [W + 10, H * 0.86], [W + 10, H + 10], [-10, H + 10], [-10, H * 0.86]]), floor);
    // Yellow safety lines on the floor converging to the gate.
    out += path(poly([[vx - 60, vy + fh * 0.4], [vx - 54, vy + fh * 0.4], [vx - 380, H + 10], [vx - 420, H + 10]]) + poly([[vx + 54, vy + fh * 0.4], [vx + 60, vy + fh * 0.4], [vx + 420, H + 10], [vx + 380, H + 10]]), pal.tone('#e8b021'));
    // Columns and roof trusses at perspective intervals.
    let cols = '';
    let trusses = '';
    for (let i = 0; i < 6; i++) {
      const t = (i / 6) ** 1.5;
      const k = 1 + t * 3.2;
      for (const sg of [-1, 1] as const) {
        const x = vx + sg * (fw / 2) * k * 1.05;
        cols += rectD(x - 8 * k, vy - fh * 0.6 * k, 16 * k, fh * k);
      }
      trusses += truss([vx - (fw / 2) * k, vy - fh * 0.6 * k], [vx + (fw / 2) * k, vy - fh * 0.6 * k], 18 * k, 10);
    }
    out += path(trusses, 'none', { stroke: pal.tone('#7d848c'), 'stroke-width': 3 });
    out += path(cols, pal.tone('#6d747c'));
    // Overhead crane girder spanning the bay, with hook and a large gear being lifted: the focal point.
    const gy = 260;
    out += path(rectD(vx - W * 0.42, gy, W * 0.84, 34), pal.tone('#e8b021'));
    out += path(rectD(vx - W * 0.42, gy + 34, W * 0.84, 6), pal.shadeOf(pal.tone('#e8b021'), 0.4));
    out += path(rectD(vx - 40, gy - 22, 80, 24), pal.tone('#3d4248'));
    out += path(`M${f(vx - 6)} ${f(gy + 34)}V${f(gy + 180)}M${f(vx + 6)} ${f(gy + 34)}V${f(gy + 180)}`, 'none', { stroke: pal.tone('#3d4248'), 'stroke-width': 2.5 });
    out += gear(ctx, vx, gy + 260, 80);
    // Machine tools along the floor.
    for (const [x, y, w, h] of [[vx - 460, 780, 220, 120], [vx + 260, 800, 240, 110], [vx - 200, 600, 110, 60], [vx + 110, 600, 110, 60]] as const) {
      out += path(rectD(x, y - h, w, h), pal.tone('#4f7f9c'));
      out += path(rectD(x, y - h, w, h * 0.18), pal.tone('#e9ecef'));
      out += path(rectD(x + w * 0.1, y - h * 0.7, w * 0.3, h * 0.35), pal.tone('#2f3e4c'));
    }
    out += tinyPeople(ctx, [{ x: vx - 230, y: 800 }, { x: vx + 190, y: 840 }, { x: vx - 40, y: 640 }], 60, ['#2e6da4', '#e07b26', '#2e6da4']);
    return { body: out, focal: { x: vx, y: gy + 200 } };
  },
});
