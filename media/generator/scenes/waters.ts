/** Water scenes: Charvak reservoir (and its dam), the Urungach lakes, a mountain river gorge. */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { mountainRange, ridgeEdge } from '../layers/mountains.ts';
import { water } from '../layers/water.ts';
import { poplar, roundTree, treeRow } from '../layers/trees.ts';
import { mist } from '../layers/atmosphere.ts';
import { birds } from '../layers/people.ts';
import { lighten } from '../color.ts';
import { f, path, poly, rectD, smooth, type Pt } from '../svg.ts';

/** A steep forested slope framing one side of a valley: dark green rock textured by rows of fir tips. */
export function forestedSlope(ctx: Ctx, side: 'left' | 'right', topX: number, topY: number, footX: number, baseY: number, color: string): string {
  const { W, pal, defs } = ctx;
  const outer = side === 'left' ? -80 : W + 80;
  const rng = ctx.rng.fork('slope');
  const inner = ridgeEdge([topX, topY], [footX, baseY], 0.04, rng, 4);
  const outerEdge = ridgeEdge([outer, topY + 140], [topX, topY], 0.04, rng, 3);
  const outline = poly([[outer, baseY + 20], ...outerEdge, ...inner.slice(1), [footX, baseY + 20]]);
  const col = pal.shadeOf(pal.tone(color, 0.05), 0.3);
  let out = path(outline, col);
  // Fir rows parallel to the ridge, clipped to the slope: the "stacked tree tops" texture. Each row is
  // a little lighter than the one behind, so the texture reads even at thumbnail size.
  const slope = (baseY - topY) / (footX - topX);
  let rows = '';
  for (let k = 0; k < 16; k++) {
    const off = k * 40 + rng.range(-8, 8);
    const shift = (side === 'left' ? -1 : 1) * off * 0.8;
    rows += treeRow(ctx, {
      y: (x) => topY + (x - topX - shift) * slope + off * 0.35 + 10,
      x0: Math.min(topX, footX) - W * 0.4, x1: Math.max(topX, footX) + W * 0.4, kind: 'conifer', size: 46, color: lighten(color, 0.1 + (k % 3) * 0.06),
      depth: 0.05, spacing: 0.42, skirt: 20,
    });
  }
  out += `<g clip-path="${defs.clip(outline)}">${rows}</g>`;
  // Shade the slope facing away from the sun.
  if ((side === 'left' ? 1 : -1) === ctx.shadeSide) out += path(outline, pal.shade, { opacity: 0.25 });
  return out;
}

function sailboat(ctx: Ctx, x: number, y: number, s: number): string {
  const { pal } = ctx;
  return (
    path(`M${f(x - s)} ${f(y)}L${f(x + s)} ${f(y)}L${f(x + s * 0.7)} ${f(y + s * 0.3)}L${f(x - s * 0.7)} ${f(y + s * 0.3)}Z`, pal.tone('#f3f1ea')) +
    path(`M${f(x)} ${f(y - 2)}L${f(x)} ${f(y - s * 2.2)}L${f(x + s * 0.9)} ${f(y - 4)}Z`, pal.tone('#ffffff')) +
    path(`M${f(x - 2)} ${f(y - 4)}L${f(x - 2)} ${f(y - s * 1.7)}L${f(x - s * 0.6)} ${f(y - 4)}Z`, pal.tone('#e6e3dc'))
  );
}

export const charvakReservoir = defineScene({
  title: 'Charvak reservoir',
  alt: 'Turquoise Charvak reservoir between mountains, with poplars on the shore and a sailboat',
  variants: ['lake', 'dam'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'lake' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const s = pal.s;
    const wl = 600;
    let above = mountainBackdrop(ctx, { baseY: wl - 20, farTop: 260, snowLine: s.snowLine + 0.1, farCount: 6 });
    // Brown-olive foothills framing the water from both sides.
    above += mountainRange(ctx, {
      baseY: wl + 4,
      peaks: [
        { x: fx - W * 0.42, top: 260, wl: 380, wr: 330, snow: false },
        { x: fx + W * 0.42, top: 240, wl: 340, wr: 380, snow: false },
        { x: fx - W * 0.2, top: 430, wl: 200, wr: 200, snow: false },
        { x: fx + W * 0.22, top: 420, wl: 220, wr: 200, snow: false },
      ],
      rock: '#a99a73', depth: 0.12, jag: 0.05,
    });
    above += mist(ctx, wl - 10, 60, 0.4);
    if (variant === 'dam') {
      // Rock-fill dam across the far end: a long sloping riprap face with a crest road and a spillway tower.
      const x0 = fx - W * 0.3, x1 = fx + W * 0.3, crest = wl - 75;
      const stone = pal.tone('#bdb5a3');
      above += path(`M${f(x0)} ${f(crest)}L${f(x1)} ${f(crest)}L${f(x1 + 90)} ${f(wl + 2)}L${f(x0 - 90)} ${f(wl + 2)}Z`, stone);
      let stri = '';
      for (let i = 0; i < 7; i++) stri += rectD(x0 - 12 * i, crest + 10 + i * 9, x1 - x0 + 24 * i, 2);
      above += path(stri, pal.shadeOf(stone, 0.3), { opacity: 0.7 });
      above += path(rectD(x0 - 4, crest - 7, x1 - x0 + 8, 8), pal.tone('#5f5a55'));
      let lamps = '';
      for (let x = x0 + 20; x < x1; x += 48) lamps += rectD(x, crest - 26, 2, 20);
      above += path(lamps, pal.tone('#4a4a50'));
      above += path(rectD(fx + W * 0.12, crest - 60, 34, 80), pal.tone('#e0d9ca')) + path(rectD(fx + W * 0.12 - 5, crest - 68, 44, 10), pal.tone('#8c5b45'));
      above += path(rectD(fx + W * 0.12 + 8, crest - 48, 18, 26), pal.tone('#54657a'));
    }
    const reflectSrc = above;
    let out = above;
    out += water(ctx, { y: wl, reflect: reflectSrc, color: pal.night ? pal.water : pal.tone('#2fc1bd'), deep: pal.night ? pal.waterDeep : pal.tone('#14889a'), glints: 50 });
    // Grassy shore in the near corner with poplars.
    const shoreSide = fx < W / 2 ? 1 : -1;
    const sx = shoreSide === 1 ? W : 0;
    const shore = `M${f(sx)} ${f(H * 0.7)}C${f(sx - shoreSide * W * 0.18)} ${f(H * 0.74)} ${f(sx - shoreSide * W * 0.3)} ${f(H * 0.9)} ${f(sx - shoreSide * W * 0.36)} ${f(H + 10)}L${f(sx)} ${f(H + 10)}Z`;
    out += path(shore, pal.tone(lighten(s.grass, 0.05)));
    out += path(shore, 'none', { stroke: pal.tone('#e8dcb8'), 'stroke-width': 6, opacity: 0.7 });
    for (let i = 0; i < 6; i++) {
      const x = sx - shoreSide * (30 + i * 42);
      out += poplar(ctx, x, H * 0.76 + i * 18, 190 - i * 12, s.foliage[0] ?? '#3f7d3a');
    }
    if (variant === 'lake') out += sailboat(ctx, fx + rng.range(-60, 60), wl + 120, 22);
    out += birds(ctx, fx + W * 0.15, 200, 4);
    return { body: out, focal: { x: fx, y: wl - 40 } };
  },
});

export const urungachLake = defineScene({
  title: 'Urungach lakes',
  alt: 'An emerald mountain lake between steep forested slopes, snowy peaks mirrored in the water',
  variants: ['mirror', 'rocks'],
  defaults: { time: 'dawn', season: 'summer', focus: 'center', variant: 'mirror' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const wl = 640;
    let above = mountainBackdrop(ctx, { baseY: wl - 30, farTop: 310, snowLine: 0.5, farCount: 5, widthScale: 0.8, cloudCount: 2 });
    above += mountainRange(ctx, {
      baseY: wl,
      peaks: [{ x: fx, top: 300, wl: 200, wr: 210 }, { x: fx - 120, top: 380, wl: 150, wr: 160 }, { x: fx + 130, top: 370, wl: 160, wr: 150 }],
      rock: '#9d90a4', depth: 0.3, snowLine: 0.45,
    });
    above += forestedSlope(ctx, 'left', fx - W * 0.3, 100, fx - 110, wl + 6, '#3d6e55');
    above += forestedSlope(ctx, 'right', fx + W * 0.3, 120, fx + 110, wl + 6, '#3a6a52');
    above += mist(ctx, wl - 8, 50, 0.4);
    let out = above;
    out += water(ctx, { y: wl, reflect: above, color: pal.tone('#3aa597'), deep: pal.tone('#1d6b6a'), mirror: variant === 'mirror' ? 0.65 : 0.45, glints: 30 });
        if (variant === 'mirror') {
      // A lone rowing boat breaks the mirror.
      const bx = fx + W * 0.12, by = wl + 170;
      out += path(`M${f(bx - 50)} ${f(by)}L${f(bx + 50)} ${f(by)}L${f(bx + 36)} ${f(by + 14)}L${f(bx - 40)} ${f(by + 14)}Z`, pal.tone('#6b4a32'));
      out += path(`M${f(bx - 60)} ${f(by + 18)}h120v2h-120Z`, pal.glint, { opacity: 0.6 });
    } else {
      // Boulders in the foreground corners: faceted grey stones.
      for (const [x, y, r] of [[W * 0.1, H * 1.02, 190], [W * 0.25, H * 1.03, 110], [W * 0.9, H * 1.02, 170]] as const) {
        const pts: Pt[] = [];
        for (let k = 0; k < 7; k++) {
          const a = Math.PI + (k / 6) * Math.PI;
          pts.push([x + Math.cos(a) * r * rng.range(0.85, 1.05), y + Math.sin(a) * r * rng.range(0.6, 0.85)]);
        }
        const stone = pal.tone('#5a5560');
        out += path(poly(pts), stone);
        out += path(poly([pts[3]!, pts[4]!, pts[5]!, pts[6]!, [x, y]]), pal.shade, { opacity: 0.35 });
        out += path(poly([pts[1]!, pts[2]!, pts[3]!, [x, y]]), lighten(stone, 0.18), { opacity: 0.6 });
      }
    }
    return { body: out, focal: { x: fx, y: 420 } };
  },
});

export const riverGorge = defineScene({
  title: 'Mountain river gorge',
  alt: 'A turquoise mountain river winding between rocky spurs of a gorge, with trees on the banks',
  variants: ['gorge', 'valley'],
  defaults: { time: 'golden', season: 'autumn', focus: 'center', variant: 'gorge' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const s = pal.s;
    const hz = variant === 'gorge' ? 500 : 560;
    let out = mountainBackdrop(ctx, { baseY: hz, farTop: 230, snowLine: s.snowLine + 0.15, farCount: 5 });
    out += path(`M-20 ${hz}H${W + 20}V${H + 20}H-20Z`, pal.tone(s.ground, 0.3));
    // River: a ribbon from a narrow far end to a wide near end, swinging around the spurs.
    const spine: Pt[] = [];
    for (let k = 0; k <= 10; k++) {
      const t = k / 10;
      spine.push([fx + Math.sin(t * 7 + 0.6) * (14 + t * 190), hz + 4 + (H + 40 - hz) * t ** 1.6]);
    }
    const widthAt = (k: number): number => 6 + (k / 10) ** 1.7 * 360;
    const left = spine.map(([x, y], k) => [x - widthAt(k) / 2, y] as Pt);
    const right = spine.map(([x, y], k) => [x + widthAt(k) / 2, y] as Pt).reverse();
    const riverD = `${smooth(left)}${smooth(right).replace('M', 'L')}Z`;
    // Pale pebble banks either side of the water.
    out += path(riverD, pal.tone('#d8c9a8', 0.1), { transform: 'scale(1.0)', stroke: pal.tone('#d8c9a8', 0.1), 'stroke-width': 40, 'stroke-linejoin': 'round' });
    out += water(ctx, { y: hz, clipD: riverD, color: pal.tone('#45b6b2'), deep: pal.tone('#22808e'), glints: 60 });
    out += path(riverD, 'none', { stroke: pal.tone('#f0f2ea'), 'stroke-width': 3, opacity: 0.6 });
    // Rocky spurs, alternating sides, from far (pale, small) to near (large, saturated): the gorge's depth.
    const spurs = variant === 'gorge' ? 5 : 4;
    for (let k = 0; k < spurs; k++) {
      const t = k / (spurs - 1);
      const side = k % 2 === 0 ? -1 : 1;
      const baseY = hz + 30 + t * t * (H - hz + 40);
      const riverX = spine[Math.min(10, Math.round(Math.pow((baseY - hz) / (H + 40 - hz), 1 / 1.6) * 10))]?.[0] ?? fx;
      const halfRiver = widthAt(Math.min(10, Math.round(Math.pow((baseY - hz) / (H + 40 - hz), 1 / 1.6) * 10))) / 2 + 30;
      const innerFoot = riverX + side * halfRiver * -1 * -1;
      const height = (variant === 'gorge' ? 180 : 110) + t * (variant === 'gorge' ? 420 : 300);
      const px = innerFoot + side * (height * 0.55 + 60);
      out += mountainRange(ctx, {
        baseY,
        peaks: [{ x: px, top: baseY - height, wl: side === 1 ? px - innerFoot : W, wr: side === 1 ? W : innerFoot - px, snow: false }],
        rock: k % 2 ? '#b9825a' : '#a87a5c', depth: 0.45 * (1 - t), jag: 0.06, shadeStrength: 0.6,
      });
      // A grassy bank along the spur's foot, with a clump of trees by the water.
      // A few trees at the spur's foot by the water.
      for (let j = 0; j < 3; j++) {
        const x = innerFoot + side * (20 + j * (40 + t * 70) + rng.range(0, 20));
        out += roundTree(ctx, x, baseY + 6 + j * 4, 40 + t * 110, rng.pick(s.foliage), 0.3 * (1 - t));
      }
      out += mist(ctx, baseY - 10, 40 + t * 40, 0.25 * (1 - t));
    }
    return { body: out, focal: { x: fx, y: hz + 80 } };
  },
});
