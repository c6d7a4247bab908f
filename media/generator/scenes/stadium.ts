/** A football stadium seen from the side stand. */
import { defineScene } from '../scene-def.ts';
import { tinyPeople } from '../layers/people.ts';
import { perspectiveRows, type RowsOptions } from '../layers/fields.ts';
import { mix } from '../color.ts';
import { ellipseD, f, path, poly, rectD } from '../svg.ts';
import { citySky } from './city-common.ts';

export const stadium = defineScene({
  title: 'Stadium',
  alt: 'A football stadium: green striped pitch, full stands under a roof and floodlight masts',
  variants: ['match', 'track'],
  defaults: { time: 'dusk', season: 'summer', focus: 'center', variant: 'match' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const hz = 420;
    let out = citySky(ctx, hz - 120, false);
    // Far stands: a shallow arc of seating tiers under a cantilever roof.
    const standTop = hz - 170, standBot = hz + 40;
    const arc = (y: number, bow: number): string => `Q${f(fx)} ${f(y + bow)}`;
    out += path(`M-20 ${f(standTop + 40)}${arc(standTop - 30, -20)} ${f(W + 20)} ${f(standTop + 40)}L${f(W + 20)} ${f(standBot + 40)}${arc(standBot + 60, 30)} -20 ${f(standBot + 40)}Z`, pal.tone('#3f4a5c'));
    const tiers = 8;
    const seatCols = ['#1e73be', '#e8e8e8', '#1eb53a'];
    for (let i = 0; i < tiers; i++) {
      const y = standTop + 20 + i * 26;
      out += path(`M-20 ${f(y + 40)}${arc(y - 10, -20 + i * 6)} ${f(W + 20)} ${f(y + 40)}L${f(W + 20)} ${f(y + 54)}${arc(y + 4, -20 + i * 6)} -20 ${f(y + 54)}Z`, pal.tone(seatCols[i % 3] ?? '#1e73be'), { opacity: 0.9 });
    }
    // Crowd specks.
    let crowd = '';
    for (let i = 0; i < 900; i++) {
      const x = rng.range(0, W);
      const t = rng();
      const y = standTop + 30 + t * 200 + ((x - fx) / W) ** 2 * 100 - 20;
      crowd += rectD(x, y, 3, 4);
    }
    out += path(crowd, pal.tone('#f2efe6'), { opacity: 0.45 });
    out += path(`M-20 ${f(standTop + 10)}Q${f(fx)} ${f(standTop - 70)} ${f(W + 20)} ${f(standTop + 10)}L${f(W + 20)} ${f(standTop - 20)}Q${f(fx)} ${f(standTop - 100)} -20 ${f(standTop - 20)}Z`, pal.tone('#e9ecef'));
    // Pitch in perspective with mowing stripes and white lines.
    // After dusk the pitch is floodlit: keep most of its daylight colour.
    const lit = (c: string): string => (pal.night || pal.time === 'dusk' ? mix(c, pal.tone(c), 0.3) : pal.tone(c));
    const rows: RowsOptions = { horizonY: hz + 60, bottomY: H + 60, vx: fx, topWidth: W * 1.3, bottomWidth: W * 3.2, count: 14, colors: [lit('#3f9a4a'), lit('#4fae58')] };
    if (variant === 'track') out += path(poly([[-20, hz + 40], [W + 20, hz + 40], [W + 20, H + 10], [-20, H + 10]]), pal.tone('#c8553d'));
    out += perspectiveRows(ctx, { ...rows, horizonY: variant === 'track' ? hz + 90 : rows.horizonY, topWidth: variant === 'track' ? W * 1.1 : rows.topWidth });
    const line = { stroke: '#ffffff', 'stroke-width': 3, fill: 'none', opacity: 0.9 };
    const y0 = (variant === 'track' ? hz + 90 : hz + 60) + 12;
    out += `<path d="M${f(fx - W * 0.6)} ${f(y0)}H${f(fx + W * 0.6)}M${f(fx)} ${f(y0)}V${f(H + 20)}" stroke="${line.stroke}" stroke-width="3" fill="none" opacity="0.9"/>`;
    out += path(ellipseD(fx, y0 + 230, 230, 70), 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.9 });
    // Seen from the side stand: the halfway line runs towards us; advertising boards line the far touchline.
    let boards = '';
    const boardCols = ['#1e73be', '#e8b021', '#c0392b', '#1eb53a'];
    const byCol = new Map<string, string>();
    for (let x = -20, k = 0; x < W + 20; x += 120, k++) {
      const c = pal.tone(boardCols[k % boardCols.length] ?? '#1e73be');
      byCol.set(c, (byCol.get(c) ?? '') + rectD(x, y0 - 22, 116, 16));
    }
    for (const [c, d] of byCol) boards += path(d, c);
    out += boards;
    // Floodlight masts at the corners.
    for (const sx of [fx - W * 0.42, fx + W * 0.42]) {
      out += path(rectD(sx - 5, hz - 400, 10, 420), pal.tone('#6a707a'));
      out += path(rectD(sx - 50, hz - 430, 100, 40), pal.tone('#e9ecef'));
      let lamps = '';
      for (let i = 0; i < 5; i++) for (let k = 0; k < 2; k++) lamps += ellipseD(sx - 38 + i * 19, hz - 420 + k * 18, 7, 6);
      const on = pal.night || pal.time === 'dusk';
      out += path(lamps, on ? '#fffbe6' : pal.tone('#c8ccd2'));
      if (on) out += path(ellipseD(sx, hz - 410, 120, 80), '#fff6d8', { opacity: 0.18, filter: ctx.defs.blur(20) });
    }
    // Players: two tiny teams.
    const players = Array.from({ length: 12 }, (_, i) => ({ x: fx + rng.range(-W * 0.4, W * 0.4), y: y0 + 60 + rng.range(0, 380), team: i % 2 }));
    out += tinyPeople(ctx, players.filter((p) => p.team === 0), 30, ['#c0392b']);
    out += tinyPeople(ctx, players.filter((p) => p.team === 1), 30, ['#f2f2f2']);
    out += path(ellipseD(fx + 40, y0 + 300, 6, 6), '#ffffff');
    return { body: out, focal: { x: fx, y: y0 + 150 } };
  },
});
