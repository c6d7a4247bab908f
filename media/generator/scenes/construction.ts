/** A construction site: cranes over rising apartment blocks. */
import { defineScene } from '../scene-def.ts';
import { block, windowGridD } from '../layers/architecture.ts';
import { tinyPeople } from '../layers/people.ts';
import { towerCrane, truss } from '../layers/industry.ts';
import { lighten } from '../color.ts';
import { path, rectD } from '../svg.ts';
import { citySky } from './city-common.ts';

export const construction = defineScene({
  title: 'Construction site',
  alt: 'Tower cranes over new apartment buildings rising floor by floor',
  variants: ['cranes', 'frames'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'cranes' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const ground = 780;
    let out = citySky(ctx, ground - 60, true);
    // Finished block on one side, a clad-in-progress block, and a bare concrete frame at the focus.
    out += block(ctx, { x: fx - 760, base: ground, w: 300, h: 420, color: '#efe4d2', side: 40 });
    const frame = (x: number, w: number, floors: number, clad: number): string => {
      const fh = 42;
      let slabs = '';
      let cols = '';
      let cladD = '';
      for (let i = 0; i <= floors; i++) slabs += rectD(x - 6, ground - i * fh - 8, w + 12, 8);
      for (let i = 0; i < floors; i++) for (let k = 0; k <= 6; k++) cols += rectD(x + (k * (w - 12)) / 6, ground - (i + 1) * fh, 12, fh - 8);
      for (let i = 0; i < clad; i++) cladD += rectD(x, ground - (i + 1) * fh, w, fh - 8);
      const concrete = pal.tone('#c8c4bc');
      // Only the clad floors are filled: the bare frame above lets the sky show between columns.
      let o = path(cladD, pal.tone('#e9dfcf'));
      // Interior ceilings: a thin shadow under each open slab gives the frame depth.
      let ceil = '';
      for (let i = clad + 1; i <= floors; i++) ceil += rectD(x, ground - i * fh, w, 6);
      o += path(ceil, pal.shadeOf(pal.tone('#8c8a86'), 0.3));
      o += path(windowGridD(x + 10, ground - clad * fh, w - 20, clad * fh, clad, 6, 0.5, 0.5), pal.tone('#4f6378'));
      o += path(cols, concrete) + path(slabs, lighten(concrete, 0.1));
      // Scaffolding on the working floors.
      o += path(truss([x - 14, ground], [x - 14, ground - floors * fh], 8, floors * 2) + truss([x + w + 6, ground], [x + w + 6, ground - floors * fh], 8, floors * 2), 'none', { stroke: pal.tone('#7a7f86'), 'stroke-width': 1.5 });
      // Green safety netting over the two floors being cast.
      o += path(rectD(x - 18, ground - floors * fh - 10, w + 36, fh * 1.6), pal.tone('#3f8f5a'), { opacity: 0.55 });
      return o;
    };
    out += frame(fx - 180, 360, variant === 'frames' ? 10 : 12, 5);
    out += frame(fx + 300, 280, 8, 2);
    // Cranes: the tall one over the focus, a second one working the other building.
    out += towerCrane(ctx, fx + 40, ground, 700, 520, -1, '#e8b021');
    out += towerCrane(ctx, fx + 520, ground, 560, 380, 1, '#e05a2a', false);
    // Site fence and materials.
    out += path(rectD(-10, ground, W + 20, H - ground + 10), pal.tone('#b9a58a'));
    out += path(rectD(-10, ground + 40, W + 20, 70), pal.tone('#2f6f9a'));
    let stripes = '';
    for (let x = 0; x < W; x += 40) stripes += rectD(x, ground + 40, 3, 70);
    out += path(stripes, pal.tone('#24587a'));
    for (let i = 0; i < 3; i++) out += path(rectD(fx - 560 + i * 30, ground + 20 - i * 10, 200 - i * 40, 10), pal.tone('#8a6a48'));
    out += tinyPeople(ctx, Array.from({ length: 5 }, () => ({ x: fx - 180 + rng.range(20, 340), y: ground - 42 * rng.int(6, 11) - 8 })), 18, ['#e8892b', '#e8b021']);
    return { body: out, focal: { x: fx, y: ground - 380 } };
  },
});
