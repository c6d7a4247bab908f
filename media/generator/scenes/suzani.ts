/** Suzani embroidery: rosettes, symmetrical vines, patterned border. */
import { defineScene } from '../scene-def.ts';
import { leafD, petalD, radial, ringDotsD, roundPetalD, starD } from '../layers/ornament.ts';
import { ellipseD, f, path, rect, rectD } from '../svg.ts';
import { softTone } from './tableware.ts';

/** Suzani rosette: petal ring, dark disc, dotted ring, indigo star, golden heart. */
function rosette(t: (c: string) => string, cx: number, cy: number, r: number, alt: boolean): string {
  const red = t(alt ? '#c2412f' : '#b3202e');
  let out = path(radial(16, (a) => petalD(cx, cy, a, r * 0.6, r * 1.1, 0.12), Math.PI / 16), t('#6e1020'));
  out += path(radial(16, (a) => roundPetalD(cx, cy, a, r * 0.5, r, 0.19)), red);
  out += path(ellipseD(cx, cy, r * 0.62, r * 0.62), t('#6e1020'));
  out += path(ringDotsD(cx, cy, r * 0.54, 24, r * 0.035), t('#e0a526'));
  out += path(ellipseD(cx, cy, r * 0.46, r * 0.46), red);
  out += path(starD(cx, cy, 8, r * 0.44, r * 0.26), t('#2d2a6e'));
  out += path(radial(8, (a) => roundPetalD(cx, cy, a, r * 0.06, r * 0.3, 0.3), Math.PI / 8), t('#e26a7a'));
  out += path(ellipseD(cx, cy, r * 0.13, r * 0.13), t('#e0a526'));
  out += path(ellipseD(cx, cy, r * 0.05, r * 0.05), red);
  return out;
}

/** Tulip bud: three pointed petals on a short stem. */
function tulip(x: number, y: number, s: number, a: number): string {
  return petalD(x, y, a, 0, s, 0.35) + petalD(x, y, a - 0.45, s * 0.1, s * 0.8, 0.3) + petalD(x, y, a + 0.45, s * 0.1, s * 0.8, 0.3);
}

export const suzani = defineScene({
  title: 'Suzani embroidery',
  alt: 'Suzani embroidery: large red rosettes joined by symmetrical vines with leaves and tulips, in a patterned border',
  variants: ['rosettes', 'medallion'],
  defaults: { time: 'day', season: 'spring', focus: 'center', variant: 'rosettes' },
  grain: 0.1,
  draw(ctx, variant) {
    const { W, H, fx } = ctx;
    const t = softTone(ctx);
    let out = rect(0, 0, W, H, t('#efe4cc'));
    // Layout is mirror-symmetric about the focal column and the middle row, as suzani are designed.
    const cy = H / 2;
    const big = variant === 'medallion' ? 190 : 150;
    const corners: [number, number][] = [[-380, -250], [380, -250], [-380, 250], [380, 250]];
    const sides: [number, number][] = [[-720, 0], [720, 0]];
    const smalls: [number, number][] = [[0, -330], [0, 330], [-720, -330], [720, -330], [-720, 330], [720, 330]];
    // Vines first (under the rosettes): S-curved stems from the centre to each corner, with leaves and tulips.
    let stems = '';
    let leaves = '';
    let buds = '';
    for (const [dx, dy] of [...corners, ...sides]) {
      const sx = Math.sign(dx) || 1, sy = Math.sign(dy) || 1;
      const x0 = fx + sx * big * 0.9, y0 = cy + (dy === 0 ? 0 : sy * big * 0.4);
      const x1 = fx + dx - sx * 70, y1 = cy + dy - (dy === 0 ? 0 : sy * 50);
      const c1x = x0 + (x1 - x0) * 0.3, c1y = y0 - sy * 110 * (dy === 0 ? 1 : 0.6);
      const c2x = x0 + (x1 - x0) * 0.7, c2y = y1 + sy * 110 * (dy === 0 ? 1 : 0.6);
      stems += `M${f(x0)} ${f(y0)}C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(x1)} ${f(y1)}`;
      for (let k = 1; k <= 5; k++) {
        const u = k / 6;
        const bx = (1 - u) ** 3 * x0 + 3 * (1 - u) ** 2 * u * c1x + 3 * (1 - u) * u * u * c2x + u ** 3 * x1;
        const by = (1 - u) ** 3 * y0 + 3 * (1 - u) ** 2 * u * c1y + 3 * (1 - u) * u * u * c2y + u ** 3 * y1;
        const tx = 3 * (1 - u) ** 2 * (c1x - x0) + 6 * (1 - u) * u * (c2x - c1x) + 3 * u * u * (x1 - c2x);
        const ty = 3 * (1 - u) ** 2 * (c1y - y0) + 6 * (1 - u) * u * (c2y - c1y) + 3 * u * u * (y1 - c2y);
        const ang = Math.atan2(ty, tx);
        const side = k % 2 ? 1 : -1;
        if (k === 3) buds += tulip(bx, by, 46, ang + side * Math.PI / 2);
        else leaves += leafD(bx, by, 44, ang + side * 1.0, 0.34);
      }
    }
    out += path(stems, 'none', { stroke: t('#3f7a4a'), 'stroke-width': 6, 'stroke-linecap': 'round' });
    out += path(leaves, t('#3f7a4a')) + path(buds, t('#b3202e'));
    out += rosette(t, fx, cy, big, false);
    for (const [dx, dy] of corners) out += rosette(t, fx + dx, cy + dy, 95, true);
    for (const [dx, dy] of sides) out += rosette(t, fx + dx, cy + dy, 80, false);
    // Small star-flowers fill the gaps.
    let small = '';
    let smallHeart = '';
    for (const [dx, dy] of smalls) {
      small += radial(8, (a) => roundPetalD(fx + dx, cy + dy, a, 6, 46, 0.3));
      smallHeart += ellipseD(fx + dx, cy + dy, 14, 14);
    }
    out += path(small, t('#2d2a6e')) + path(smallHeart, t('#e0a526'));
    // Border: dark red band with a chain of small rosettes, framed by thin lines.
    const b = 60;
    out += path(`${rectD(0, 0, W, H)}${rectD(b, b, W - 2 * b, H - 2 * b)}`, t('#7a1424'), { 'fill-rule': 'evenodd' });
    let chain = '';
    let chainHearts = '';
    const along = (x: number, y: number): void => {
      chain += radial(6, (a) => roundPetalD(x, y, a, 3, 20, 0.4));
      chainHearts += ellipseD(x, y, 6, 6);
    };
    for (let x = b / 2 + 40; x < W - b / 2; x += 70) { along(x, b / 2); along(x, H - b / 2); }
    for (let y = b / 2 + 70; y < H - b / 2 - 30; y += 70) { along(b / 2, y); along(W - b / 2, y); }
    out += path(chain, t('#e0a526')) + path(chainHearts, t('#2d2a6e'));
    out += path(`${rectD(b + 8, b + 8, W - 2 * b - 16, H - 2 * b - 16)}`, 'none', { stroke: t('#2d2a6e'), 'stroke-width': 4 });
    return { body: out, focal: { x: fx, y: cy } };
  },
});
