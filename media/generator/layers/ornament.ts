/** Ornament geometry: radial repetition, petals, stars, almond (bodom) and rosette motifs. */
import { ellipseD, f } from '../svg.ts';

type Motif = (angle: number) => string;

/** Repeat a motif n times around a centre (the motif receives its angle in radians). */
export function radial(n: number, motif: Motif, offset = 0): string {
  let d = '';
  for (let i = 0; i < n; i++) d += motif(offset + (i / n) * Math.PI * 2);
  return d;
}

const pt = (cx: number, cy: number, r: number, a: number): [number, number] => [cx + Math.cos(a) * r, cy + Math.sin(a) * r];

/** A pointed petal (lens shape) from radius r0 to r1 along angle a, half-width w (in radians at mid radius). */
export function petalD(cx: number, cy: number, a: number, r0: number, r1: number, w: number): string {
  const [x0, y0] = pt(cx, cy, r0, a);
  const [x1, y1] = pt(cx, cy, r1, a);
  const rm = (r0 + r1) / 2;
  const [lx, ly] = pt(cx, cy, rm, a - w);
  const [rx, ry] = pt(cx, cy, rm, a + w);
  return `M${f(x0)} ${f(y0)}Q${f(lx)} ${f(ly)} ${f(x1)} ${f(y1)}Q${f(rx)} ${f(ry)} ${f(x0)} ${f(y0)}Z`;
}

/** A rounded petal (for flowers) built with a cubic bulge. */
export function roundPetalD(cx: number, cy: number, a: number, r0: number, r1: number, w: number): string {
  const [x0, y0] = pt(cx, cy, r0, a);
  const [x1, y1] = pt(cx, cy, r1, a);
  const [l1x, l1y] = pt(cx, cy, r0 + (r1 - r0) * 0.4, a - w);
  const [l2x, l2y] = pt(cx, cy, r1 * 1.05, a - w * 0.7);
  const [r2x, r2y] = pt(cx, cy, r1 * 1.05, a + w * 0.7);
  const [r1x, r1y] = pt(cx, cy, r0 + (r1 - r0) * 0.4, a + w);
  return `M${f(x0)} ${f(y0)}C${f(l1x)} ${f(l1y)} ${f(l2x)} ${f(l2y)} ${f(x1)} ${f(y1)}C${f(r2x)} ${f(r2y)} ${f(r1x)} ${f(r1y)} ${f(x0)} ${f(y0)}Z`;
}

export function starD(cx: number, cy: number, n: number, ro: number, ri: number, rot = -Math.PI / 2): string {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const [x, y] = pt(cx, cy, i % 2 ? ri : ro, rot + (i / (n * 2)) * Math.PI * 2);
    d += `${i ? 'L' : 'M'}${f(x)} ${f(y)}`;
  }
  return `${d}Z`;
}

export function ringDotsD(cx: number, cy: number, r: number, n: number, dot: number, offset = 0): string {
  return radial(n, (a) => { const [x, y] = pt(cx, cy, r, a); return ellipseD(x, y, dot, dot); }, offset);
}

export const ringD = (cx: number, cy: number, ro: number, ri: number): string => ellipseD(cx, cy, ro, ro) + ellipseD(cx, cy, ri, ri);

/** Almond / paisley-like "bodom" motif: a teardrop with a curled tip, pointing along angle a. */
export function bodomD(x: number, y: number, s: number, a: number): string {
  const c = Math.cos(a), sn = Math.sin(a);
  const P = (u: number, v: number): string => `${f(x + (u * c - v * sn) * s)} ${f(y + (u * sn + v * c) * s)}`;
  return `M${P(-0.5, 0)}C${P(-0.5, -0.45)} ${P(0.2, -0.5)} ${P(0.45, -0.2)}C${P(0.6, 0)} ${P(0.55, 0.15)} ${P(0.35, 0.1)}C${P(0.2, 0.35)} ${P(-0.5, 0.4)} ${P(-0.5, 0)}Z`;
}

/** A leaf (almond shape) at (x,y) pointing along angle a. */
export function leafD(x: number, y: number, len: number, a: number, width = 0.32): string {
  const c = Math.cos(a), s = Math.sin(a);
  const P = (u: number, v: number): string => `${f(x + (u * c - v * s) * len)} ${f(y + (u * s + v * c) * len)}`;
  return `M${P(0, 0)}Q${P(0.5, -width)} ${P(1, 0)}Q${P(0.5, width)} ${P(0, 0)}Z`;
}
