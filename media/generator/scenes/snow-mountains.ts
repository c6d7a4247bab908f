/** Snow mountains of the region: the Chatkal range, Big Chimgan, Amirsoy ski slopes. */
import { defineScene } from '../scene-def.ts';
import { mountainBackdrop } from './backdrop.ts';
import { hills, flowerSpecks, grassStrokes } from '../layers/terrain.ts';
import { forest, roundTree, treeRow } from '../layers/trees.ts';
import { mist } from '../layers/atmosphere.ts';
import { mountainRange } from '../layers/mountains.ts';
import { tinyPeople } from '../layers/people.ts';
import { chalet } from '../layers/architecture.ts';
import { f, path, rectD, smooth } from '../svg.ts';

export const chatkalRange = defineScene({
  title: 'Chatkal range',
  alt: 'Snow-capped peaks of the Chatkal range above fir forest and a flowering meadow',
  variants: ['panorama', 'forest'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'panorama' },
  draw(ctx, variant) {
    const { W, pal, fx } = ctx;
    const s = pal.s;
    let out = mountainBackdrop(ctx, { baseY: 600, farTop: 250, nearTop: 330, focusX: fx, focusTop: 150 });
    const h1 = hills(ctx, { baseY: 660, amp: 70, color: s.grassDark, depth: 0.25, lane: 1 });
    out += h1.svg;
    out += forest(ctx, { yTop: 640, yBottom: variant === 'forest' ? 780 : 720, rows: variant === 'forest' ? 4 : 3, kind: 'conifer', color: s.conifer, size: 46, depth: 0.3 });
    out += mist(ctx, 700, 90, 0.35);
    const h2 = hills(ctx, { baseY: variant === 'forest' ? 860 : 800, amp: 60, color: s.grass, lane: 2, freq: 0.0012 });
    out += h2.svg;
    out += treeRow(ctx, { y: (x) => h2.yAt(x) + 8, kind: 'conifer', size: 130, color: s.conifer, x0: -20, x1: W * 0.12, spacing: 0.35 });
    out += treeRow(ctx, { y: (x) => h2.yAt(x) + 8, kind: 'conifer', size: 120, color: s.conifer, x0: W * 0.9, x1: W + 20, spacing: 0.4 });
    out += flowerSpecks(ctx, 820, 1000, 420);
    out += grassStrokes(ctx, 830, 1000, 260, pal.tone(s.grassDark));
    return { body: out, focal: { x: fx, y: 260 } };
  },
});

export const bigChimgan = defineScene({
  title: 'Big Chimgan',
  alt: 'The massive snowy summit of Big Chimgan above juniper-dotted foothills',
  variants: ['meadow', 'juniper'],
  defaults: { time: 'golden', season: 'spring', focus: 'center', variant: 'meadow' },
  draw(ctx, variant) {
    const { W, pal, fx, rng } = ctx;
    const s = pal.s;
    let out = mountainBackdrop(ctx, { baseY: 590, farTop: 300, snowLine: pal.s.snowLine, farCount: 6 });
    // Chimgan: one broad massif with shoulders, drawn as a main summit flanked by two lower ones.
    const base = 640;
    out += mountainRange(ctx, {
      baseY: base,
      peaks: [
        { x: fx - 260, top: 330, wl: 300, wr: 260 },
        { x: fx + 250, top: 300, wl: 240, wr: 320 },
        { x: fx, top: 120, wl: 470, wr: 500 },
      ],
      rock: '#a48d86', depth: 0.08, snowLine: Math.max(0.45, s.snowLine + 0.2), jag: 0.06,
    });
    out += mist(ctx, base + 20, 70, 0.45);
    const h1 = hills(ctx, { baseY: 710, amp: 50, color: s.grassDark, depth: 0.15, lane: 3 });
    out += h1.svg;
    // Juniper (archa) groves: round, dark crowns in loose clumps rather than a hedge.
    out += treeRow(ctx, { y: (x) => h1.yAt(x) + 16, kind: 'round', size: 28, color: s.conifer, depth: 0.15, spacing: 0.9, gaps: 0.45 });
    const h2 = hills(ctx, { baseY: 820, amp: 60, color: s.grass, lane: 4, freq: 0.0015 });
    out += h2.svg;
    const n = variant === 'juniper' ? 9 : 5;
    const spots = Array.from({ length: n }, () => {
      const side = rng.chance(0.5) ? rng.range(0, 0.3) : rng.range(0.7, 1);
      return { x: W * side, dy: rng.range(10, 140) };
    }).sort((p, q) => p.dy - q.dy);
    for (const p of spots) out += roundTree(ctx, p.x, h2.yAt(p.x) + p.dy, (variant === 'juniper' ? 70 : 50) + p.dy * 0.6, s.conifer);
    out += flowerSpecks(ctx, 840, 1000, 360);
    out += grassStrokes(ctx, 850, 1000, 220, pal.tone(s.grassDark));
    return { body: out, focal: { x: fx, y: 250 } };
  },
});

export const amirsoySlopes = defineScene({
  title: 'Amirsoy ski slopes',
  alt: 'Ski pistes cut through fir forest on a snowy mountain, with a chairlift and chalets below',
  variants: ['slopes', 'lift'],
  defaults: { time: 'day', season: 'winter', focus: 'center', variant: 'slopes' },
  draw(ctx, variant) {
    const { W, pal, fx, defs } = ctx;
    const s = pal.s;
    const snow = pal.tone('#f5f8fc');
    let out = mountainBackdrop(ctx, { baseY: 560, farTop: 260, snowLine: 0.8, farCount: 6 });
    out += mountainRange(ctx, {
      baseY: 700,
      peaks: [{ x: fx, top: 200, wl: 620, wr: 640 }, { x: fx - 520, top: 380, wl: 300, wr: 300 }, { x: fx + 560, top: 360, wl: 320, wr: 300 }],
      rock: '#8f8a94', depth: 0.05, snowLine: 0.85, jag: 0.05,
    });
    // Forest on the lower slopes, rows climbing up the flanks of the main mountain.
    const slope = (x: number): number => Math.max(430, 200 + Math.abs(x - fx) * 0.78 + 190);
    let forestSvg = '';
    for (let i = 0; i < 6; i++) {
      forestSvg += treeRow(ctx, { y: (x) => slope(x) + i * 45, kind: 'conifer', size: 30 + i * 5, color: s.conifer, depth: 0.2 - i * 0.03, spacing: 0.45, gaps: 0.1, skirt: 60 });
    }
    out += forestSvg;
    // Pistes: white ribbons winding down from the summit shoulder, drawn over the forest as cuts.
    const pistes: string[] = [];
    const starts = variant === 'lift' ? [-0.05, 0.12] : [-0.18, 0.02, 0.2];
    for (const st of starts) {
      const pts: [number, number][] = [];
      for (let k = 0; k <= 6; k++) {
        const y = 330 + k * 80;
        const x = fx + st * W * 0.5 + Math.sin(k * 1.3 + st * 9) * 45 + st * k * 60;
        pts.push([x, y]);
      }
      const w0 = 16, w1 = 60;
      const left = pts.map(([x, y], k) => [x - (w0 + ((w1 - w0) * k) / 6) / 2, y] as [number, number]);
      const right = pts.map(([x, y], k) => [x + (w0 + ((w1 - w0) * k) / 6) / 2, y] as [number, number]).reverse();
      pistes.push(smooth(left) + smooth(right).replace('M', 'L') + 'Z');
    }
    out += path(pistes.join(''), snow);
    out += path(pistes.join(''), pal.shade, { opacity: 0.12, transform: `translate(${ctx.shadeSide * 4} 0)`, 'clip-path': defs.clip(pistes.join('')) });
    // Snow ground in front.
    const g = hills(ctx, { baseY: 800, amp: 40, color: '#f2f5f9', lane: 5 });
    out += g.svg;
    // Chairlift: pylons up the slope, a sagging cable, tiny chairs.
    const a: [number, number] = [fx - W * 0.22, 790];
    const b: [number, number] = [fx - 40, 330];
    const n = 7;
    let pylons = '';
    let chairs = '';
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = a[0] + (b[0] - a[0]) * t;
      const y = a[1] + (b[1] - a[1]) * t;
      const ph = 70 - t * 34;
      const pw = 5 - t * 2;
      pylons += `M${f(x - pw / 2)} ${f(y + 8)}V${f(y - ph)}h${f(pw)}V${f(y + 8)}Z M${f(x - 14 + t * 6)} ${f(y - ph)}h${f(28 - t * 12)}v4h${f(-28 + t * 12)}Z`;
    }
    const cable = `M${f(a[0])} ${f(a[1] - 70)}Q${f((a[0] + b[0]) / 2)} ${f((a[1] + b[1]) / 2 - 36)} ${f(b[0])} ${f(b[1] - 36)}`;
    for (let i = 0; i < 12; i++) {
      const t = (i + 0.5) / 12;
      const x = a[0] + (b[0] - a[0]) * t + 5;
      const y = (1 - t) ** 2 * (a[1] - 70) + 2 * (1 - t) * t * ((a[1] + b[1]) / 2 - 36) + t * t * (b[1] - 36);
      const k = 1.6 - t * 0.6;
      chairs += `M${f(x)} ${f(y)}v${f(12 * k)}h${f(-9 * k)}v${f(4 * k)}h${f(13 * k)}v${f(-16 * k)}Z`;
    }
    const steel = pal.tone('#3b4150');
    out += path(pylons + chairs, steel);
    out += path(cable, 'none', { stroke: steel, 'stroke-width': 2.2 });
    // Valley station of the lift.
    out += path(rectD(a[0] - 50, a[1] - 40, 100, 50), pal.tone('#b0483a')) + path(rectD(a[0] - 60, a[1] - 50, 120, 12), pal.tone('#3b4150'));
    // Chalets at the base, then tiny skiers on the pistes.
    for (let i = 0; i < 4; i++) out += chalet(ctx, fx + W * 0.12 + i * 78, 850 + (i % 2) * 22, 60 + (i % 2) * 10);
    const skiers = [0, 1, 2, 3, 4, 5, 6].map((i) => ({ x: fx + (i - 3) * 60 + 30 + ((i * 37) % 50), y: 480 + i * 50 }));
    out += tinyPeople(ctx, skiers, 20, ['#c0392b', '#e0a526', '#2e6da4', '#6c4a8e']);
    out += treeRow(ctx, { y: (x) => g.yAt(x) + 60, kind: 'conifer', size: 150, color: s.conifer, x0: -20, x1: W * 0.1, spacing: 0.4 });
    return { body: out, focal: { x: fx, y: 400 } };
  },
});
