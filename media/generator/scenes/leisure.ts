/** Leisure: a mountain resort, the grape festival fair, a village guesthouse. */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills, grassStrokes } from '../layers/terrain.ts';
import { forest, roundTree, treeRow } from '../layers/trees.ts';
import { water } from '../layers/water.ts';
import { chalet } from '../layers/architecture.ts';
import { basket, grapeBunch, vineLeaf } from '../layers/produce.ts';
import { tinyPeople } from '../layers/people.ts';
import { ellipseD, f, path, poly, rectD, type Pt } from '../svg.ts';

/** Bunting: triangular pennants hanging from a sagging line. */
function bunting(ctx: Ctx, x0: number, x1: number, y: number, sag: number, size: number, colors: readonly string[]): string {
  const { pal } = ctx;
  const n = Math.round((x1 - x0) / (size * 1.3));
  const byCol = new Map<string, string>();
  const yAt = (t: number): number => y + 4 * sag * t * (1 - t);
  for (let i = 0; i < n; i++) {
    const t0 = i / n, t1 = (i + 0.8) / n;
    const xa = x0 + (x1 - x0) * t0, xb = x0 + (x1 - x0) * t1;
    const c = pal.tone(colors[i % colors.length] ?? '#c0392b');
    byCol.set(c, (byCol.get(c) ?? '') + poly([[xa, yAt(t0)], [xb, yAt(t1)], [(xa + xb) / 2, (yAt(t0) + yAt(t1)) / 2 + size]]));
  }
  let out = path(`M${f(x0)} ${f(y)}Q${f((x0 + x1) / 2)} ${f(y + 2 * sag)} ${f(x1)} ${f(y)}`, 'none', { stroke: pal.tone('#5a4a3a'), 'stroke-width': 1.5 });
  for (const [c, d] of byCol) out += path(d, c);
  return out;
}

/** Beach umbrella and a lounger. */
function umbrella(ctx: Ctx, x: number, base: number, s: number, color: string): string {
  const { pal } = ctx;
  return (
    path(rectD(x - 1.5, base - s, 3, s), pal.tone('#6b5a48')) +
    path(`M${f(x - s * 0.6)} ${f(base - s * 0.85)}Q${f(x)} ${f(base - s * 1.25)} ${f(x + s * 0.6)} ${f(base - s * 0.85)}Z`, pal.tone(color)) +
    path(poly([[x + s * 0.1, base - s * 0.18], [x + s * 0.75, base - s * 0.18], [x + s * 0.85, base - s * 0.3], [x + s * 0.75, base - s * 0.12], [x + s * 0.1, base - s * 0.1]]), pal.tone('#f2efe6'))
  );
}

export const mountainResort = defineScene({
  title: 'Mountain resort',
  alt: 'A terraced mountain resort hotel with chalets among firs and an infinity pool facing snowy peaks',
  variants: ['pool', 'chalets'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'pool' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const base = 700;
    let above = mountainBackdrop(ctx, { baseY: 470, farTop: 200, nearTop: 300, focusX: fx + 240, focusTop: 180, snowLine: s.snowLine + 0.1 });
    const slope = hills(ctx, { baseY: 600, amp: 70, color: s.grassDark, depth: 0.12, lane: 20 });
    above += slope.svg;
    above += forest(ctx, { yTop: 560, yBottom: 640, rows: 3, kind: 'conifer', color: s.conifer, size: 40, depth: 0.15 });
    // Chalets on the slope to both sides.
    const chaletXs = variant === 'chalets' ? [fx - 560, fx - 440, fx - 320, fx + 360, fx + 480, fx + 600] : [fx - 520, fx - 400, fx + 460, fx + 580];
    chaletXs.forEach((x, i) => (above += chalet(ctx, x, slope.yAt(x) + 60 + (i % 2) * 14, 70)));
    // Terraced hotel: storeys stepping back up the slope, each with a glass band, timber accents and
    // a planted terrace edge. That rhythm is what keeps it from reading as a plain block.
    const tiers = 4;
    // The hotel climbs the slope sideways as well as up, so its silhouette steps diagonally.
    const climb = fx < W / 2 ? 1 : -1;
    // A grassy shoulder of the hillside that the upper storeys are built into.
    const edgeX = climb === 1 ? W + 20 : -20;
    const shoulderY = (x: number): number => {
      const u = Math.max(0, Math.min(1, (x - (fx - climb * 420)) / (edgeX - (fx - climb * 420))));
      return base - 10 - Math.sin(u * Math.PI * 0.5) * 360;
    };
    const sh: Pt[] = [];
    for (let k = 0; k <= 20; k++) {
      const x = fx - climb * 420 + ((edgeX - (fx - climb * 420)) * k) / 20;
      sh.push([x, shoulderY(x)]);
    }
    above += path(poly([...sh, [edgeX, base + 20], [fx - climb * 420, base + 20]]), pal.tone(s.conifer, 0.1));
    above += treeRow(ctx, { y: (x) => shoulderY(x) + 14, x0: Math.min(fx - climb * 420, edgeX), x1: Math.max(fx - climb * 420, edgeX), kind: 'conifer', size: 40, color: s.conifer, depth: 0.1, spacing: 0.45, skirt: 30 });
    for (let i = 0; i < tiers; i++) {
      const w = 720 - i * 110;
      const x0 = fx - w / 2 + climb * i * 85;
      const y1 = base - i * 72, y0 = y1 - 72;
      const wall = pal.tone('#efe7da');
      above += path(rectD(x0, y0, w, 72), wall);
      above += path(rectD(x0 + 10, y0 + 14, w - 20, 40), pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#4f7390'));
      let mull = '';
      for (let x = x0 + 10; x < x0 + w - 10; x += 34) mull += rectD(x, y0 + 14, 3, 40);
      above += path(mull, wall);
      let timber = '';
      for (let x = x0 + 60; x < x0 + w - 40; x += 170) timber += rectD(x, y0 + 10, 22, 50);
      above += path(timber, pal.tone('#a8703e'));
      above += path(rectD(x0 - 8, y1 - 10, w + 16, 10), pal.tone('#d8cfc0'));
      above += path(rectD(x0 - 8, y1 - 16, w + 16, 6), pal.tone('#bcd8e0'), { opacity: 0.7 });
      let shrubs = '';
      for (let x = x0; x < x0 + w; x += 26) shrubs += ellipseD(x + 10, y0 - 2, 14, 8);
      above += path(shrubs, pal.tone(s.foliage[0] ?? '#4f8f45'));
    }
    const px = fx + climb * tiers * 85 - 60;
    above += path(rectD(px - 30, base - tiers * 72 - 40, 120, 40), pal.tone('#a8703e'));
    above += path(`M${f(px - 60)} ${f(base - tiers * 72 - 40)}L${f(px + 30)} ${f(base - tiers * 72 - 80)}L${f(px + 120)} ${f(base - tiers * 72 - 40)}Z`, pal.tone('#6e3b2e'));
    above += treeRow(ctx, { y: base + 10, kind: 'conifer', size: 120, color: s.conifer, x0: -20, x1: fx - 420, spacing: 0.4 });
    above += treeRow(ctx, { y: base + 10, kind: 'conifer', size: 130, color: s.conifer, x0: fx + 420, x1: W + 20, spacing: 0.4 });
    // Pool deck and infinity pool reflecting the hotel and peaks.
    let out = above;
    out += path(rectD(-10, base, W + 20, H - base + 10), pal.tone('#e6dccb'));
    const poolTop = base + 40;
    out += water(ctx, { y: poolTop, bottom: H - 90, clipD: `M-10 ${poolTop}H${W + 10}V${H - 90}H-10Z`, reflect: above, color: pal.tone('#3fc0d0'), deep: pal.tone('#1e95b0'), glints: 30, mirror: 0.55 });
    out += path(rectD(-10, H - 90, W + 20, 90), pal.tone('#d9cdb8'));
    out += umbrella(ctx, fx - 420, H - 30, 120, '#e05a4a') + umbrella(ctx, fx + 360, H - 30, 120, '#f2f2ee') + umbrella(ctx, fx - 40, H - 30, 110, '#e8b021');
    out += tinyPeople(ctx, [{ x: fx - 250, y: base + 30 }, { x: fx + 200, y: base + 32 }], 34);
    return { body: out, focal: { x: fx, y: base - 150 } };
  },
});

export const grapeFestival = defineScene({
  title: 'Grape festival fair',
  alt: 'A harvest fair: market stalls with striped awnings, bunting, and baskets of grapes in front',
  variants: ['stalls', 'baskets'],
  defaults: { time: 'golden', season: 'autumn', focus: 'center', variant: 'stalls' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const ground = 680;
    let out = mountainBackdrop(ctx, { baseY: 520, farTop: 300, snowLine: 0.3, farCount: 6, cloudCount: 2 });
    out += hills(ctx, { baseY: 560, amp: 30, color: s.grass, depth: 0.2, lane: 21 }).svg;
    out += treeRow(ctx, { y: 600, kind: 'poplar', size: 150, color: s.foliage[0] ?? '#4f8f45', depth: 0.15, spacing: 0.3 });
    out += path(rectD(-10, ground - 60, W + 20, H), pal.tone('#cdb18a'));
    // Four stalls in a calm row; the middle one is the largest and carries the grape emblem.
    const awn = [['#c0392b', '#f6efe2'], ['#2e6da4', '#f6efe2'], ['#1f9c8a', '#f6efe2'], ['#e8892b', '#f6efe2']];
    const xs = [fx - 540, fx - 200, fx + 200, fx + 540];
    xs.forEach((x, i) => {
      const big = i === 1 || i === 2;
      const w = big ? 300 : 250, h = big ? 200 : 170;
      const top = ground - h;
      out += path(rectD(x - w / 2 + 6, top, 10, h) + rectD(x + w / 2 - 16, top, 10, h), pal.tone('#7a5634'));
      out += path(rectD(x - w / 2, ground - 70, w, 70), pal.tone('#9a6a44'));
      out += path(rectD(x - w / 2, ground - 76, w, 10), pal.tone('#b8875a'));
      // Grapes heaped on the counter.
      let heap = '';
      for (let k = 0; k < 5; k++) heap += grapeBunch(ctx, x - w * 0.32 + k * w * 0.16, ground - 108, 44, k % 2 ? '#8fae3a' : '#5b2a6e');
      out += heap;
      // Striped scalloped awning.
      const [c1, c2] = awn[i] ?? ['#c0392b', '#ffffff'];
      if (!c1 || !c2) return;
      const stripes = 8;
      let a1 = '';
      let a2 = '';
      for (let k = 0; k < stripes; k++) {
        const xa = x - w / 2 - 14 + ((w + 28) * k) / stripes, xb = xa + (w + 28) / stripes;
        const d = `M${f(xa + 8)} ${f(top - 50)}L${f(xb + 8)} ${f(top - 50)}L${f(xb)} ${f(top)}Q${f((xa + xb) / 2)} ${f(top + 22)} ${f(xa)} ${f(top)}Z`;
        if (k % 2) a2 += d;
        else a1 += d;
      }
      out += path(a1, pal.tone(c1)) + path(a2, pal.tone(c2));
    });
    // Festival banner on two poles over the middle: the focal point, with a grape emblem (no text).
    const by = 300;
    out += path(rectD(fx - 300, by - 30, 12, ground - by + 30) + rectD(fx + 288, by - 30, 12, ground - by + 30), pal.tone('#7a5634'));
    out += path(`M${f(fx - 288)} ${f(by - 10)}H${f(fx + 288)}V${f(by + 80)}Q${f(fx)} ${f(by + 110)} ${f(fx - 288)} ${f(by + 80)}Z`, pal.tone('#2e5fa4'));
    out += path(`M${f(fx - 288)} ${f(by - 10)}H${f(fx + 288)}V${f(by + 2)}H${f(fx - 288)}Z`, pal.tone('#e8b021'));
    let orn = '';
    for (let k = 0; k < 12; k++) {
      const x = fx - 260 + k * 47.3;
      orn += `M${f(x)} ${f(by + 62)}l8 10l-8 10l-8 -10Z`;
    }
    out += path(orn, pal.tone('#e8b021'), { opacity: 0.85 });
    out += vineLeaf(ctx, fx - 40, by + 40, 34, 250, '#5d9a3c') + vineLeaf(ctx, fx + 40, by + 40, 34, 110, '#4f8a36');
    out += grapeBunch(ctx, fx, by + 20, 56, '#6b2f80');
    // Two strings of bunting over the fair.
    out += bunting(ctx, -20, W + 20, 90, 40, 34, ['#c0392b', '#e8b021', '#2e6da4', '#1eb53a', '#f6efe2']);
    out += bunting(ctx, -20, W + 20, 170, 36, 30, ['#e8892b', '#1f9c8a', '#c0392b', '#6c4a8e']);
    out += tinyPeople(ctx, [{ x: fx - 360, y: ground + 20 }, { x: fx + 20, y: ground + 30 }, { x: fx + 370, y: ground + 24 }, { x: fx + 80, y: ground + 40 }], 70);
    // Big baskets of grapes in the foreground.
    const bx = variant === 'baskets' ? [fx - 420, fx - 140, fx + 140, fx + 420] : [fx - 380, fx, fx + 380];
    bx.forEach((x, i) => (out += basket(ctx, x, H - 20, variant === 'baskets' ? 230 : 250, i % 2 ? '#8fae3a' : i % 3 === 2 ? '#b3344a' : '#5b2a6e')));
    return { body: out, focal: { x: fx, y: ground - 120 } };
  },
});

export const villageGuesthouse = defineScene({
  title: 'Village guesthouse',
  alt: 'A village guesthouse courtyard: a tapchan with carpet and tea under a vine trellis, a veranda with carved columns',
  variants: ['courtyard', 'veranda'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'courtyard' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const s = pal.s;
    const ground = 640;
    let out = mountainBackdrop(ctx, { baseY: 480, farTop: 240, nearTop: 330, snowLine: s.snowLine + 0.1, farCount: 6, cloudCount: 2 });
    out += hills(ctx, { baseY: 520, amp: 40, color: s.grassDark, depth: 0.15, lane: 22 }).svg;
    out += treeRow(ctx, { y: 520, kind: 'poplar', size: 130, color: s.foliage[0] ?? '#4f8f45', depth: 0.12, spacing: 0.35, gaps: 0.3 });
    // Adobe house with an ayvan (veranda) of carved wooden columns and blue doors.
    const hx = fx + (variant === 'veranda' ? 0 : 80), hw = 900, hh = 230;
    const wall = pal.tone('#e2cda6');
    out += path(rectD(hx - hw / 2, ground - hh, hw, hh), wall);
    out += path(rectD(hx - hw / 2 - 20, ground - hh - 18, hw + 40, 22), pal.tone('#8a6a48'));
    out += path(rectD(hx - hw / 2 + 20, ground - hh + 30, hw - 40, hh - 30), pal.shadeOf(wall, 0.25));
    let doors = '';
    let windows = '';
    for (let i = 0; i < 4; i++) {
      const x = hx - hw / 2 + 80 + i * 210;
      if (i % 2 === 0) doors += rectD(x, ground - 150, 80, 150);
      else windows += rectD(x, ground - 150, 90, 80);
    }
    out += path(doors, pal.tone('#2f7fb8')) + path(windows, pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#3a5a78'));
    let cols = '';
    let caps = '';
    for (let i = 0; i <= 6; i++) {
      const x = hx - hw / 2 + 20 + (i * (hw - 40)) / 6;
      cols += rectD(x - 7, ground - hh + 6, 14, hh - 6);
      caps += poly([[x - 18, ground - hh + 6], [x + 18, ground - hh + 6], [x + 8, ground - hh + 26], [x - 8, ground - hh + 26]]);
    }
    out += path(cols, pal.tone('#9a6a44')) + path(caps, pal.tone('#7a5234'));
    // Courtyard floor with brick paving rows, and a flower bed along the house.
    out += path(rectD(-10, ground, W + 20, H - ground + 10), pal.tone('#d8c39c'));
    let paving = '';
    for (let k = 1; k < 9; k++) paving += rectD(-10, ground + k * k * 5.2, W + 20, 1.6 + k * 0.3);
    out += path(paving, pal.shadeOf(pal.tone('#d8c39c'), 0.18), { opacity: 0.7 });
    out += path(rectD(hx - hw / 2, ground, hw, 22), pal.tone(s.grassDark));
    let roses = '';
    for (let x = hx - hw / 2 + 10; x < hx + hw / 2; x += 26) roses += ellipseD(x + rng.range(-6, 6), ground + rng.range(2, 12), 7, 6);
    out += path(roses, pal.tone(rng.pick(['#d8314a', '#f08aa8', '#c72a64'])));
    // Tapchan: raised wooden platform with a red carpet, cushions, a low table with tea and bread.
    const tx = fx - (variant === 'veranda' ? 260 : 120), ty = 850, tw = 520;
    const wood = pal.tone('#8a5a34');
    out += path(poly([[tx - tw / 2, ty - 60], [tx + tw / 2, ty - 60], [tx + tw / 2 + 60, ty], [tx - tw / 2 - 60, ty]]), pal.tone('#a8242f'));
    let pattern = '';
    for (let i = 0; i < 7; i++) {
      const x = tx - tw / 2 + 40 + i * ((tw - 40) / 6.5);
      pattern += poly([[x, ty - 48], [x + 14, ty - 30], [x, ty - 12], [x - 14, ty - 30]]);
    }
    out += path(pattern, pal.tone('#e8b021'));
    out += path(rectD(tx - tw / 2 - 60, ty, tw + 120, 26), wood);
    out += path(rectD(tx - tw / 2 - 50, ty + 26, 16, 70) + rectD(tx + tw / 2 + 34, ty + 26, 16, 70) + rectD(tx - 8, ty + 26, 16, 70), pal.shadeOf(wood, 0.3));
    // Low railing on three sides, typical of a tapchan.
    let rail = rectD(tx - tw / 2 - 40, ty - 110, tw + 80, 8);
    for (let i = 0; i <= 12; i++) rail += rectD(tx - tw / 2 - 40 + (i * (tw + 72)) / 12, ty - 104, 6, 44);
    out += path(rail, pal.shadeOf(wood, 0.1));
    out += path(rectD(tx - tw / 2 - 64, ty - 70, 10, 70) + rectD(tx + tw / 2 + 54, ty - 70, 10, 70) + rectD(tx - tw / 2 - 64, ty - 76, 30, 8) + rectD(tx + tw / 2 + 34, ty - 76, 30, 8), wood);
    // Low table (xontaxta) with non bread, a bowl of fruit, a blue teapot and tea bowls.
    out += path(ellipseD(tx, ty - 50, 150, 26), pal.tone('#7a5234'));
    out += path(ellipseD(tx, ty - 56, 150, 26), pal.tone('#c9a06a'));
    out += path(ellipseD(tx - 70, ty - 60, 42, 13), pal.tone('#d99a4a')) + path(ellipseD(tx - 70, ty - 60, 24, 7), pal.tone('#ecc88a'));
    out += path(ellipseD(tx + 10, ty - 62, 30, 10), pal.tone('#f4f1ea')) + path(ellipseD(tx + 2, ty - 70, 10, 9) + ellipseD(tx + 18, ty - 70, 10, 9), pal.tone('#d2382f')) + path(ellipseD(tx + 10, ty - 76, 9, 8), pal.tone('#8fae3a'));
    out += path(`M${f(tx + 62)} ${f(ty - 58)}Q${f(tx + 58)} ${f(ty - 92)} ${f(tx + 80)} ${f(ty - 92)}Q${f(tx + 102)} ${f(ty - 92)} ${f(tx + 98)} ${f(ty - 58)}Z`, pal.tone('#2e6da4'));
    out += path(`M${f(tx + 98)} ${f(ty - 80)}l18 -10l-2 6l-14 10Z`, pal.tone('#2e6da4'));
    out += path(ellipseD(tx + 125, ty - 56, 11, 5) + ellipseD(tx - 120, ty - 52, 11, 5), pal.tone('#f4f1ea'));
    let cushions = '';
    for (let i = 0; i < 4; i++) cushions += ellipseD(tx - tw / 2 + 40 + i * 140, ty - 66, 40, 14);
    out += path(cushions, pal.tone('#e8892b'));
    // Vine trellis overhead: beams on posts framing the yard, leaves and hanging bunches.
    out += path(rectD(-20, 40, W + 40, 14) + rectD(-20, 120, W + 40, 10), pal.tone('#7a5634'));
    out += path(rectD(fx - W * 0.46, 40, 18, H) + rectD(fx + W * 0.46 - 18, 40, 18, H), pal.tone('#6a4a2e'));
    let vine = '';
    for (const px of [fx - W * 0.46 + 9, fx + W * 0.46 - 9]) vine += `M${f(px)} ${f(H)}C${f(px - 30)} ${f(H * 0.7)} ${f(px + 30)} ${f(H * 0.4)} ${f(px)} ${f(60)}`;
    out += path(vine, 'none', { stroke: pal.tone('#5a4028'), 'stroke-width': 6 });
    for (const px of [fx - W * 0.46 + 9, fx + W * 0.46 - 9]) for (let k = 0; k < 5; k++) out += vineLeaf(ctx, px + (k % 2 ? 20 : -20), 300 + k * 120, 42, k % 2 ? 120 : 240, '#4f8a36');
    const leafCols = ['#5d9a3c', '#4f8a36', '#6fa844', '#3f7a30'];
    let leaves = '';
    for (let i = 0; i < 46; i++) leaves += vineLeaf(ctx, rng.range(-40, W + 40), rng.range(20, 170), rng.range(40, 66), rng.range(140, 220), rng.pick(leafCols));
    out += leaves;
    [fx - 380, fx - 80, fx + 260, fx + 560].forEach((x, i) => (out += grapeBunch(ctx, x, 150 + (i % 2) * 26, 80, i === 2 ? '#8fae3a' : '#5b2a6e')));
    out += roundTree(ctx, fx + W * 0.42, ground + 40, 300, s.foliage[1] ?? '#4f8f45');
    out += grassStrokes(ctx, ground + 10, H, 80, pal.tone(s.grassDark));
    return { body: out, focal: { x: tx, y: ty - 80 } };
  },
});
