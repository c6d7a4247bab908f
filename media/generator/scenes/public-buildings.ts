/** Public buildings: university campus, school, hospital. */
import { defineScene } from '../scene-def.ts';
import { block } from '../layers/architecture.ts';
import { uzFlag } from '../layers/street.ts';
import { poplar, roundTree, treeRow } from '../layers/trees.ts';
import { tinyPeople, birds } from '../layers/people.ts';
import { perspectiveRows, type RowsOptions } from '../layers/fields.ts';
import { ellipseD, f, path, poly, rectD } from '../svg.ts';
import { citySky, fountain, lawnWithPath } from './city-common.ts';

export const universityCampus = defineScene({
  title: 'University campus',
  alt: 'A university main building with a lattice-patterned central tower, a fountain and lawns',
  variants: ['main', 'lawn'],
  defaults: { time: 'day', season: 'spring', focus: 'center', variant: 'main' },
  draw(ctx, variant) {
    const { W, pal, fx } = ctx;
    const s = pal.s;
    const ground = 700;
    let out = citySky(ctx, ground, true);
    // Side wings with ribbon windows, and a central tower with a panjara (lattice) screen.
    out += block(ctx, { x: fx - 560, base: ground, w: 400, h: 170, color: '#f1eee8', bands: true, rows: 4, side: 0 });
    out += block(ctx, { x: fx + 160, base: ground, w: 400, h: 170, color: '#f1eee8', bands: true, rows: 4, side: 0 });
    const tw = 320, th = 400;
    out += path(rectD(fx - tw / 2, ground - th, tw, th), pal.tone('#f4f2ee'));
    let lattice = '';
    const cell = 26;
    for (let y = ground - th + 30; y < ground - 100; y += cell) {
      for (let x = fx - tw / 2 + 24; x < fx + tw / 2 - 24; x += cell) {
        lattice += `M${f(x + cell / 2)} ${f(y)}L${f(x + cell)} ${f(y + cell / 2)}L${f(x + cell / 2)} ${f(y + cell)}L${f(x)} ${f(y + cell / 2)}Z`;
      }
    }
    out += path(lattice, pal.tone('#2e5f8a'));
    out += path(rectD(fx - tw / 2, ground - th, tw, 14), pal.tone('#d8d3ca'));
    // Portico: slim columns before a glazed lobby.
    out += path(rectD(fx - tw / 2 + 10, ground - 95, tw - 20, 95), pal.tone('#405a72'));
    let colD = '';
    for (let i = 0; i <= 8; i++) colD += rectD(fx - tw / 2 + 14 + i * ((tw - 36) / 8), ground - 100, 8, 100);
    out += path(colD, pal.tone('#faf8f4'));
    out += path(rectD(fx - tw / 2 - 10, ground - 108, tw + 20, 12), pal.tone('#e8e3da'));
    out += uzFlag(ctx, fx, ground - th, 70, 56);
    out += lawnWithPath(ctx, ground, fx, 120, 700);
    out += fountain(ctx, fx, ground + 120, variant === 'lawn' ? 200 : 150);
    for (const x of [fx - 640, fx - 470, fx + 480, fx + 650]) out += roundTree(ctx, x, ground + 110, 240, s.blossom ? '#f2c9d6' : s.foliage[0] ?? '#4f8f45');
    out += poplar(ctx, fx - 260, ground + 30, 220, s.foliage[1] ?? '#4f8f45') + poplar(ctx, fx + 260, ground + 30, 220, s.foliage[1] ?? '#4f8f45');
    out += path(rectD(fx - 420, ground + 40, 200, 22) + rectD(fx + 220, ground + 40, 200, 22), pal.tone('#e05a4a'));
    out += tinyPeople(ctx, [{ x: fx - 90, y: ground + 230 }, { x: fx + 40, y: ground + 270 }, { x: fx + 180, y: ground + 200 }, { x: fx - 300, y: ground + 180 }, { x: fx + 340, y: ground + 250 }], 44);
    out += birds(ctx, fx - W * 0.3, 190, 4);
    return { body: out, focal: { x: fx, y: ground - th * 0.55 } };
  },
});

export const school = defineScene({
  title: 'School',
  alt: 'A bright new school building with a flag, a canopy over the entrance and a sports court',
  variants: ['building', 'schoolyard'],
  defaults: { time: 'day', season: 'autumn', focus: 'center', variant: 'building' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const ground = variant === 'schoolyard' ? 560 : 660;
    let out = citySky(ctx, ground, true);
    const bw = 820, bh = 250;
    out += block(ctx, { x: fx - bw / 2, base: ground, w: bw, h: bh, color: '#f3ead8', rows: 3, cols: 14, side: 40, roof: 'parapet' });
    // Orange accent frames around the window columns and a central entrance block.
    let acc = '';
    for (let i = 0; i < 5; i++) acc += rectD(fx - bw / 2 + 40 + i * 180, ground - bh + 20, 10, bh - 30);
    out += path(acc, pal.tone('#e8892b'));
    out += path(rectD(fx - 90, ground - bh - 50, 180, bh + 50), pal.tone('#e8892b'));
    out += path(rectD(fx - 70, ground - bh - 30, 140, bh - 40), pal.tone('#f6efe2'));
    out += path(ellipseD(fx, ground - bh + 10, 34, 34), pal.tone('#ffffff')) + path(`M${f(fx)} ${f(ground - bh + 10)}V${f(ground - bh - 14)}M${f(fx)} ${f(ground - bh + 10)}H${f(fx + 18)}`, 'none', { stroke: pal.tone('#333333'), 'stroke-width': 4 });
    out += path(rectD(fx - 50, ground - 110, 100, 110), pal.tone('#4f6f8c'));
    out += path(rectD(fx - 120, ground - 130, 240, 16), pal.tone('#3a8fb7'));
    out += uzFlag(ctx, fx - bw / 2 - 90, ground, 300, 90);
    out += path(rectD(-10, ground, W + 20, H - ground + 10), pal.tone(s.grass));
    // Sports court in perspective in front.
    const court: RowsOptions = { horizonY: ground + 40, bottomY: H + 30, vx: fx, topWidth: 700, bottomWidth: 2600, count: 2, colors: [pal.tone('#c8553d'), pal.tone('#c8553d')] };
    out += perspectiveRows(ctx, court);
    out += path(poly([[fx - 350, ground + 40], [fx + 350, ground + 40], [fx + 1300, H + 30], [fx - 1300, H + 30]]), 'none', { stroke: '#ffffff', 'stroke-width': 4 });
    out += path(`M${f(fx)} ${f(ground + 40)}V${f(H + 30)}M${f(fx - 600)} ${f(ground + 180)}H${f(fx + 600)}`, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.9 });
    out += path(ellipseD(fx, ground + 180, 160, 40), 'none', { stroke: '#ffffff', 'stroke-width': 3 });
    // Basketball hoop at the side.
    const hx = fx + 560;
    out += path(rectD(hx, ground - 20, 8, 220), pal.tone('#4a4e56')) + path(rectD(hx - 60, ground - 40, 70, 50), pal.tone('#ffffff')) + path(ellipseD(hx - 34, ground + 18, 18, 5), 'none', { stroke: pal.tone('#e8892b'), 'stroke-width': 3 });
    for (const x of [fx - 700, fx + 720]) out += roundTree(ctx, x, ground + 60, 260, s.foliage[0] ?? '#4f8f45');
    out += tinyPeople(ctx, [{ x: fx - 200, y: ground + 160 }, { x: fx - 120, y: ground + 220 }, { x: fx + 100, y: ground + 140 }, { x: fx + 240, y: ground + 260 }, { x: fx - 20, y: ground + 300 }], 48, ['#2e6da4', '#ffffff', '#e0a526', '#c0392b']);
    return { body: out, focal: { x: fx, y: ground - bh * 0.6 } };
  },
});

export const hospital = defineScene({
  title: 'Hospital',
  alt: 'A modern hospital with glass bands, a canopy over the entrance and an ambulance',
  variants: ['entrance', 'wing'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'entrance' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const ground = 700;
    let out = citySky(ctx, ground, true);
    out += block(ctx, { x: fx - 420, base: ground, w: 380, h: 420, color: '#f6f7f7', bands: true, rows: 9, side: 50, windowColor: pal.tone('#4f9fae') });
    out += block(ctx, { x: fx - 40, base: ground, w: 520, h: 210, color: '#f0f2f2', bands: true, rows: 4, side: 40, windowColor: pal.tone('#4f9fae') });
    if (variant === 'wing') out += block(ctx, { x: fx - 760, base: ground, w: 300, h: 260, color: '#eef0f0', bands: true, rows: 5, side: 30, windowColor: pal.tone('#4f9fae') });
    // Cross sign on the tower and an entrance canopy.
    const cx = fx - 230, cy = ground - 470;
    out += path(ellipseD(cx, cy, 46, 46), pal.tone('#ffffff'));
    out += path(rectD(cx - 12, cy - 32, 24, 64) + rectD(cx - 32, cy - 12, 64, 24), pal.tone('#1f9c8a'));
    out += path(rectD(fx + 20, ground - 90, 300, 90), pal.tone('#5c7f8c'));
    out += path(rectD(fx, ground - 110, 340, 20), pal.tone('#1f9c8a'));
    let cols = '';
    for (let i = 0; i < 4; i++) cols += rectD(fx + 20 + i * 95, ground - 90, 8, 90);
    out += path(cols, pal.tone('#e8eaea'));
    out += path(rectD(-10, ground, W + 20, H - ground + 10), pal.tone('#c9c5bc'));
    out += path(rectD(-10, ground + 120, W + 20, H), pal.tone(s.grass));
    // Ambulance: white van with a red stripe and a beacon.
    const ax = fx + 170, ay = ground + 95;
    out += path(`M${f(ax - 110)} ${f(ay)}V${f(ay - 90)}H${f(ax + 40)}L${f(ax + 90)} ${f(ay - 50)}V${f(ay)}Z`, pal.tone('#fbfbf8'));
    out += path(rectD(ax - 110, ay - 42, 200, 12), pal.tone('#d23b3b'));
    out += path(`M${f(ax + 45)} ${f(ay - 82)}L${f(ax + 80)} ${f(ay - 52)}H${f(ax + 45)}Z`, pal.tone('#9fc0d6'));
    out += path(rectD(ax - 30, ay - 100, 30, 10), '#3a7bd5');
    out += path(ellipseD(ax - 70, ay, 18, 18) + ellipseD(ax + 50, ay, 18, 18), pal.tone('#26262a'));
    for (const x of [fx - 620, fx + 600, fx + 740]) out += roundTree(ctx, x, ground + 160, 240, s.foliage[0] ?? '#4f8f45');
    out += treeRow(ctx, { y: ground + 130, kind: 'round', size: 40, color: s.foliage[1] ?? '#4f8f45', x0: -20, x1: fx - 100, skirt: 10 });
    out += tinyPeople(ctx, [{ x: fx - 60, y: ground + 60 }, { x: fx - 130, y: ground + 80 }], 44, ['#ffffff', '#1f9c8a']);
    return { body: out, focal: { x: fx - 100, y: ground - 250 } };
  },
});
