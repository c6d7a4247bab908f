/** Mining: the open-pit copper mine and open-cast coal. */
import { defineScene } from '../scene-def.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills } from '../layers/terrain.ts';
import { chimney, conveyor, coolingTower, hall, plume } from '../layers/industry.ts';
import { dumpTruck, excavator } from '../layers/machines.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, path, poly, rectD, type Pt } from '../svg.ts';

export const copperPit = defineScene({
  title: 'Open-pit copper mine',
  alt: 'A huge open-pit copper mine with stepped benches, haul roads and trucks, mountains behind',
  variants: ['benches', 'rim'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'benches' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
    const s = pal.s;
    const hz = 340;
    let out = mountainBackdrop(ctx, { baseY: hz, farTop: 160, snowLine: s.snowLine, farCount: 6, cloudCount: 3 });
    const groundCol = pal.tone(mix(s.ground, '#c9b18a', 0.5));
    out += path(rectD(-10, hz + 10, W + 20, H), groundCol);
    out += hills(ctx, { baseY: hz + 30, amp: 20, color: mix(s.ground, s.grass, 0.3), depth: 0.3, lane: 17 }).svg;
    // The pit: a few deep benches. Each bench is a tall striated riser plus a light tread ledge; the bench
    // centre moves down faster than its half-height shrinks, so the far wall shows stacked terraces
    // (like stands seen across a stadium) while the near wall stays hidden behind the near rim.
    // That reads as terraces, not a whirl.
    const cx = fx, top = 530;
    const rx0 = variant === 'rim' ? W * 0.5 : W * 0.46, ry0 = 175;
    const N = 6;
    const rise = 60;
    const cols = ['#b98b62', '#a07e66', '#a89c86', '#c29a6a', '#9c8470', '#b0a08a'].map((c) => pal.tone(c));
    const ell = (k: number): [number, number, number] => [rx0 * (1 - k * 0.135), ry0 * (1 - k * 0.13), top + k * rise];
    out += path(ellipseD(cx, top, rx0 + 26, ry0 + 12), lighten(groundCol, 0.12));
    // The wall facing away from the sun darkens gradually across the pit (no hard split).
    const wallShade = defs.linear([[0, pal.shade, 0], [0.35, pal.shade, 0], [1, pal.shade, 0.32]], shadeSide === 1 ? [0, 0, 1, 0] : [1, 0, 0, 0]);
    for (let k = 0; k < N; k++) {
      const [rx, ry, cy] = ell(k);
      const riser = cols[k % cols.length]!;
      out += path(ellipseD(cx, cy, rx, ry), riser);
      let stri = '';
      for (let i = 0; i < 46; i++) {
        const a = Math.PI * 1.04 + (i / 46) * Math.PI * 0.92;
        stri += rectD(cx + Math.cos(a) * rx * 0.99, cy + Math.sin(a) * ry, rng.range(2, 6), rise * rng.range(0.5, 0.9));
      }
      out += path(stri, pal.shadeOf(riser, 0.4), { opacity: 0.3 });
      out += path(ellipseD(cx, cy, rx, ry), wallShade);
      const [rx2, ry2, cy2] = ell(k + 1);
      out += path(ellipseD(cx, cy2 - rise * 0.28, rx2 + 16, ry2 + 8), lighten(riser, 0.28));
    }
    const [rxb, ryb, cyb] = ell(N);
    out += path(ellipseD(cx, cyb - rise * 0.1, rxb, ryb * 0.8), pal.tone('#5aa6a0'));
    out += path(ellipseD(cx - rxb * 0.2, cyb - ryb * 0.25, rxb * 0.4, ryb * 0.16), lighten(pal.tone('#5aa6a0'), 0.3), { opacity: 0.6 });
    // Haul road: short ramps between neighbouring ledges on one flank of the far wall, switching back.
    const road: Pt[] = [];
    const ledgeAt = (k: number, ang: number): Pt => {
      const [rx, ry, cy] = ell(k + 1);
      return [cx + Math.cos(ang) * (rx + 8), cy - rise * 0.28 + Math.sin(ang) * (ry + 4)];
    };
    const flank = fx < W / 2 ? 1 : -1;
    for (let k = -1; k < N - 1; k++) {
      const a0 = Math.PI * 1.5 + flank * (k % 2 === 0 ? 0.18 : 0.38) * Math.PI;
      road.push(ledgeAt(k, a0));
    }
    out += path(poly(road, false), 'none', { stroke: pal.tone('#ece0c4'), 'stroke-width': 8, 'stroke-linejoin': 'round', opacity: 0.95 });
    road.slice(1, 5).forEach(([x, y], i) => (out += dumpTruck(ctx, x, y + 2, 26 - i * 2, i % 2 ? 1 : -1)));
    // Near rim hides the near wall.
    const nearRim = `M-20 ${f(top + ry0 * 0.8)}Q${f(cx)} ${f(top + ry0 * 2.5)} ${f(W + 20)} ${f(top + ry0 * 0.8)}L${f(W + 20)} ${f(H + 10)}L-20 ${f(H + 10)}Z`;
    out += path(nearRim, pal.tone(mix(s.ground, '#b39a78', 0.5)));
    out += path(nearRim, 'none', { stroke: lighten(pal.tone(s.ground), 0.2), 'stroke-width': 4 });
    out += excavator(ctx, fx - W * 0.38, H - 30, 70, 1);
    out += dumpTruck(ctx, fx + W * 0.38, H - 24, 80, -1);
    return { body: out, focal: { x: fx, y: top + 80 } };
  },
});

export const coalMine = defineScene({
  title: 'Coal mining',
  alt: 'An open-cast coal mine with dark coal seams, an excavator, trucks and a conveyor to the stockpile',
  variants: ['terraces', 'conveyor'],
  defaults: { time: 'golden', season: 'autumn', focus: 'center', variant: 'terraces' },
  draw(ctx, variant) {
    const { W, pal, fx, rng } = ctx;
    const s = pal.s;
    const hz = 460;
    let out = mountainBackdrop(ctx, { baseY: hz, farTop: 250, snowLine: s.snowLine, farCount: 6, cloudCount: 3 });
    // Power station on the horizon: the coal's destination.
    out += plume(ctx, fx + W * 0.36, hz - 250, 320, 1, undefined, 0.5);
    out += chimney(ctx, fx + W * 0.36, hz + 30, 280, 22) + coolingTower(ctx, fx + W * 0.28, hz + 30, 110, 150, 0.25) + hall(ctx, fx + W * 0.38, hz + 30, 180, 60, 'flat', '#a09a94', 0.3);
    // Terraced cut: each bench is a flat tread (where machines work) above a steep riser; risers
    // alternate black coal seams and brown overburden.
    const benches = 6;
    const slant = 0.06;
    const coal = pal.tone('#2f2c2e'), coalLit = pal.tone('#4a4648');
    const over = pal.tone('#a27f5e');
    const treadCol = pal.tone('#b89a78');
    const step = 92, treadH = 50;
    const yLine = (i: number, x: number): number => hz + 40 + i * step - (x + 20) * slant;
    const band = (y0: (x: number) => number, y1: (x: number) => number): string =>
      poly([[-20, y0(-20)], [W + 20, y0(W + 20)], [W + 20, y1(W + 20)], [-20, y1(-20)]]);
    for (let i = 0; i < benches; i++) {
      const isCoal = i % 2 === 1;
      out += path(band((x) => yLine(i, x), (x) => yLine(i, x) + treadH), i === 0 ? pal.tone(mix(s.ground, '#b89a78', 0.5)) : treadCol);
      out += path(band((x) => yLine(i, x) + treadH, (x) => yLine(i + 1, x) + 2), isCoal ? coal : over);
      let stri = '';
      for (let k = 0; k < 60; k++) {
        const x = rng.range(-20, W + 20);
        stri += rectD(x, yLine(i, x) + treadH + 2, rng.range(2, 5), step - treadH - 6);
      }
      out += path(stri, isCoal ? coalLit : pal.shadeOf(over, 0.3), { opacity: 0.4 });
      // Wheel ruts on the tread.
      out += path(band((x) => yLine(i, x) + treadH * 0.45, (x) => yLine(i, x) + treadH * 0.45 + 2), pal.shadeOf(treadCol, 0.25), { opacity: 0.5 });
    }
    // Coal stockpile fed by a conveyor, and the machines on their benches.
    const px = fx + 300, py = yLine(5, fx + 300) + treadH;
    out += path(`M${f(px - 190)} ${f(py)}Q${f(px)} ${f(py - 330)} ${f(px + 190)} ${f(py)}Z`, coal);
    out += path(`M${f(px)} ${f(py - 166)}Q${f(px + 80)} ${f(py - 110)} ${f(px + 190)} ${f(py)}L${f(px + 60)} ${f(py)}Z`, coalLit, { opacity: 0.6 });
    out += conveyor(ctx, [fx - 240, yLine(3, fx - 240) + treadH - 4], [px - 10, py - 170]);
    if (variant === 'conveyor') out += conveyor(ctx, [-20, yLine(1, 0) + treadH - 4], [fx - 240, yLine(3, fx - 240) + treadH - 4]);
    out += excavator(ctx, fx - 330, yLine(2, fx - 330) + treadH - 8, 170, 1);
    out += dumpTruck(ctx, fx - 580, yLine(3, fx - 580) + treadH - 6, 120, 1);
    out += dumpTruck(ctx, fx + 40, yLine(4, fx + 40) + treadH - 6, 100, -1);
    return { body: out, focal: { x: fx - 200, y: hz + 220 } };
  },
});
