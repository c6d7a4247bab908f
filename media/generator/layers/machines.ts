/** Machines in side view: excavator, dump truck, tractor, and a spur gear. */
import type { Ctx } from '../context.ts';
import { lighten } from '../color.ts';
import { ellipseD, f, path, poly, rectD, type Pt } from '../svg.ts';

/** Hydraulic excavator (side view): tracks, cab, boom, arm, bucket. */
export function excavator(ctx: Ctx, x: number, base: number, s: number, dir: 1 | -1, color = '#e8a21a'): string {
  const { pal } = ctx;
  const c = pal.tone(color);
  const X = (dx: number): string => f(x + dir * dx * s);
  const Y = (dy: number): string => f(base - dy * s);
  let out = path(`M${X(-0.55)} ${Y(0)}L${X(0.55)} ${Y(0)}Q${X(0.65)} ${Y(0.1)} ${X(0.55)} ${Y(0.2)}L${X(-0.55)} ${Y(0.2)}Q${X(-0.65)} ${Y(0.1)} ${X(-0.55)} ${Y(0)}Z`, pal.tone('#3a3a3e'));
  out += path(`M${X(-0.55)} ${Y(0.24)}L${X(0.3)} ${Y(0.24)}L${X(0.3)} ${Y(0.5)}L${X(-0.55)} ${Y(0.5)}Z`, c);
  out += path(`M${X(0.05)} ${Y(0.5)}L${X(0.3)} ${Y(0.5)}L${X(0.3)} ${Y(0.82)}L${X(0.1)} ${Y(0.82)}Z`, c);
  out += path(`M${X(0.12)} ${Y(0.56)}L${X(0.26)} ${Y(0.56)}L${X(0.26)} ${Y(0.76)}L${X(0.14)} ${Y(0.76)}Z`, pal.tone('#8fb0c8'));
  out += path(`M${X(0.3)} ${Y(0.45)}L${X(0.85)} ${Y(1.0)}L${X(1.25)} ${Y(0.45)}`, 'none', { stroke: c, 'stroke-width': s * 0.1, 'stroke-linejoin': 'round' });
  out += path(`M${X(1.15)} ${Y(0.5)}L${X(1.4)} ${Y(0.45)}L${X(1.35)} ${Y(0.2)}L${X(1.15)} ${Y(0.25)}Z`, pal.tone('#4a4a4e'));
  return out;
}

/** Heavy dump truck (side view). */
export function dumpTruck(ctx: Ctx, x: number, base: number, s: number, dir: 1 | -1, color = '#e8b021'): string {
  const { pal } = ctx;
  const c = pal.tone(color);
  const X = (dx: number): string => f(x + dir * dx * s);
  const Y = (dy: number): string => f(base - dy * s);
  let out = path(`M${X(-0.6)} ${Y(0.35)}L${X(0.3)} ${Y(0.35)}L${X(0.35)} ${Y(0.75)}L${X(-0.7)} ${Y(0.7)}Z`, c);
  out += path(`M${X(0.32)} ${Y(0.3)}L${X(0.62)} ${Y(0.3)}L${X(0.62)} ${Y(0.62)}L${X(0.4)} ${Y(0.62)}Z`, c);
  out += path(`M${X(0.45)} ${Y(0.45)}L${X(0.58)} ${Y(0.45)}L${X(0.58)} ${Y(0.58)}L${X(0.45)} ${Y(0.58)}Z`, pal.tone('#8fb0c8'));
  out += path(ellipseD(x + dir * -0.4 * s, base - 0.16 * s, 0.17 * s, 0.17 * s) + ellipseD(x + dir * 0.42 * s, base - 0.16 * s, 0.17 * s, 0.17 * s), pal.tone('#2e2e32'));
  return out;
}

/** Spur gear: toothed disc with hub, drawn as one even-odd path. */
export function gear(ctx: Ctx, cx: number, cy: number, r: number): string {
  const { pal, shadeSide } = ctx;
  const teeth = 16;
  const pts: Pt[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.85;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  const d = poly(pts) + ellipseD(cx, cy, r * 0.28, r * 0.28);
  const c = pal.tone('#9aa3ad');
  return path(d, c, { 'fill-rule': 'evenodd' }) + path(ellipseD(cx + shadeSide * r * 0.25, cy + r * 0.1, r * 0.55, r * 0.55), pal.shade, { opacity: 0.2 }) + path(ellipseD(cx, cy, r * 0.6, r * 0.6) + ellipseD(cx, cy, r * 0.5, r * 0.5), lighten(c, 0.2), { 'fill-rule': 'evenodd' });
}

/** Farm tractor, side view: big rear wheel, cab, bonnet. */
export function tractor(ctx: Ctx, x: number, base: number, s: number): string {
  const { pal } = ctx;
  const body = pal.tone('#2f7fb8');
  let out = path(rectD(x - s * 0.1, base - s * 0.55, s * 0.55, s * 0.22), body);
  out += path(rectD(x - s * 0.32, base - s * 0.85, s * 0.3, s * 0.5), body);
  out += path(rectD(x - s * 0.28, base - s * 0.8, s * 0.22, s * 0.22), pal.tone('#cfe4f2'));
  out += path(ellipseD(x - s * 0.25, base - s * 0.28, s * 0.28, s * 0.28) + ellipseD(x + s * 0.35, base - s * 0.15, s * 0.15, s * 0.15), pal.tone('#2a2a2e'));
  out += path(ellipseD(x - s * 0.25, base - s * 0.28, s * 0.12, s * 0.12) + ellipseD(x + s * 0.35, base - s * 0.15, s * 0.06, s * 0.06), pal.tone('#e8b021'));
  return out;
}
