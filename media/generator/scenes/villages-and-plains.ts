/**
 * Villages and plains: a mountain village of flat-roofed houses terraced above a reservoir (or by a river with
 * a wooden footbridge), and the Tuyabo'g'iz reservoir ("Tashkent Sea") in flat steppe country.
 */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import type { Rng } from '../prng.ts';
import { mountainBackdrop } from './backdrop.ts';
import { sky } from '../layers/sky.ts';
import { clouds } from '../layers/clouds.ts';
import { mist } from '../layers/atmosphere.ts';
import { water } from '../layers/water.ts';
import { fruitTree, poplar, treeRow } from '../layers/trees.ts';
import { walnut } from '../layers/broadleaf.ts';
import { boulder, pebbles } from '../layers/rocks.ts';
import { grassStrokes } from '../layers/terrain.ts';
import { birds, tinyPeople } from '../layers/people.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, group, path, poly, rectD, smooth, type Pt } from '../svg.ts';

// ---------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------

const WALLS = ['#dcc49a', '#e4d2ad', '#cfb58c', '#ebe1cc', '#d8bf98'] as const;
const lit = (ctx: Ctx): boolean => ctx.pal.night || ctx.pal.time === 'dusk';

/**
 * A flat-roofed adobe house: front wall, a receding side wall in shade, an earth roof slab with poplar beam ends,
 * blue-framed windows and a door. `x` is the centre of the front wall, `h` its height.
 */
function flatHouse(ctx: Ctx, rng: Rng, x: number, base: number, w: number, h: number, depth: number): string {
  const { pal, shadeSide } = ctx;
  const s = h / 50;
  const wall = pal.tone(rng.pick(WALLS), depth);
  const sd = w * 0.22;
  const ss = shadeSide;
  const xe = x + (ss * w) / 2;
  // Side wall and the roof top, seen slightly from above.
  let out = path(poly([[xe, base], [xe, base - h], [xe + ss * sd, base - h - sd * 0.35], [xe + ss * sd, base - sd * 0.35]]), pal.shadeOf(wall, 0.42));
  out += path(rectD(x - w / 2, base - h, w, h), wall);
  const roofTop = pal.s.snowGround ? pal.tone('#f2f5f8', depth) : pal.tone('#a08466', depth);
  const rx0 = x - w / 2 - 3 * s, rx1 = x + w / 2 + 3 * s;
  out += path(poly([[rx0, base - h - 5 * s], [rx1, base - h - 5 * s], [rx1 + ss * sd, base - h - 5 * s - sd * 0.35], [rx0 + ss * sd, base - h - 5 * s - sd * 0.35]]), roofTop);
  out += path(rectD(rx0, base - h - 5 * s, rx1 - rx0, 6 * s), pal.tone('#8a6a4c', depth));
  // Beam ends under the roof slab.
  let beams = '';
  for (let bx = x - w / 2 + 5 * s; bx < x + w / 2 - 3 * s; bx += 9 * s) beams += ellipseD(bx, base - h + 2.5 * s, 1.6 * s, 1.6 * s);
  out += path(beams, pal.tone('#6b4f38', depth), { opacity: 0.9 });
  // Windows (blue frames), one door.
  const nWin = w > 95 * s ? 2 : 1;
  const doorLeft = rng.chance(0.5);
  const doorX = doorLeft ? x - w / 2 + w * 0.2 : x + w / 2 - w * 0.2;
  let frames = '';
  let glass = '';
  let glow = '';
  for (let i = 0; i < nWin; i++) {
    const cx = doorLeft ? x + w * (nWin === 1 ? 0.15 : -0.02 + i * 0.3) : x - w * (nWin === 1 ? 0.15 : -0.02 + i * 0.3);
    frames += rectD(cx - 8 * s, base - h * 0.72, 16 * s, 17 * s);
    const d = rectD(cx - 5.5 * s, base - h * 0.72 + 2.5 * s, 11 * s, 12 * s);
    if (lit(ctx) && rng.chance(0.7)) glow += d;
    else glass += d;
  }
  out += path(frames, pal.tone('#3f7fae', depth));
  out += path(glass, pal.tone('#2f3b4a', depth));
  if (glow) out += path(glow, pal.lamp);
  out += path(rectD(doorX - 7 * s, base - 27 * s, 14 * s, 27 * s), pal.tone(rng.pick(['#7a4f30', '#2f6f9e', '#6b3f2a']), depth));
  return out;
}

/** A low mud garden wall (duval) with a rounded cap. */
function mudWall(ctx: Ctx, x0: number, x1: number, base: number, h: number, depth: number): string {
  const { pal } = ctx;
  const col = pal.tone('#c9ad84', depth);
  let out = path(rectD(x0, base - h, x1 - x0, h), col);
  out += path(`M${f(x0 - 1)} ${f(base - h + 2)}Q${f(x0)} ${f(base - h - 3)} ${f(x0 + 4)} ${f(base - h - 3)}H${f(x1 - 4)}Q${f(x1)} ${f(base - h - 3)} ${f(x1 + 1)} ${f(base - h + 2)}Z`, pal.s.snowGround ? pal.tone('#f2f5f8', depth) : lighten(col, 0.15));
  out += path(rectD(x0, base - h * 0.35, x1 - x0, h * 0.35), pal.shadeOf(col, 0.2), { opacity: 0.6 });
  return out;
}

/** Apricot crown colours by season: blossom in spring, orange fruit in summer, amber leaves in autumn. */
function apricot(ctx: Ctx, x: number, base: number, size: number): string {
  const season = ctx.pal.season;
  if (season === 'spring') return fruitTree(ctx, x, base, size, '#f6dfe4', '#ffffff');
  if (season === 'summer') return fruitTree(ctx, x, base, size, '#5e9a44', '#f0a23a');
  if (season === 'autumn') return fruitTree(ctx, x, base, size, '#d98a2e', '#c4622d');
  return fruitTree(ctx, x, base, size, '#000000', undefined, true);
}

function poplarColor(ctx: Ctx, rng: Rng): string {
  const season = ctx.pal.season;
  if (season === 'autumn') return rng.pick(['#e0b13a', '#d9a030', '#c9a83c']);
  if (season === 'winter') return '#8f857c';
  return rng.pick(ctx.pal.s.foliage);
}

/** One garden tree: walnut, apricot or poplar. */
function gardenTree(ctx: Ctx, rng: Rng, x: number, base: number, sc: number, depth: number): string {
  const r = rng();
  if (r < 0.34) return walnut(ctx, x, base, 120 * sc * rng.range(0.85, 1.15), depth);
  if (r < 0.7 && depth < 0.2) return apricot(ctx, x, base, 78 * sc * rng.range(0.85, 1.15));
  return poplar(ctx, x, base, 190 * sc * rng.range(0.8, 1.2), poplarColor(ctx, rng), depth);
}

/** A donkey standing on `base`, body length ~s, facing `dir`; optional saddle bags. */
function donkey(ctx: Ctx, x: number, base: number, s: number, dir: 1 | -1, bags = true): string {
  const { pal } = ctx;
  const coat = pal.tone('#8f8880');
  const dark = pal.shadeOf(coat, 0.35);
  const pale = pal.tone('#ddd6cc');
  let out = '';
  // Far legs (darker), body, near legs.
  out += path(rectD(x - 0.26 * s, base - 0.5 * s, 0.06 * s, 0.5 * s) + rectD(x + 0.24 * s, base - 0.5 * s, 0.06 * s, 0.5 * s), dark);
  out += path(`M${f(x - 0.42 * s)} ${f(base - 0.64 * s)}L${f(x - 0.5 * s)} ${f(base - 0.36 * s)}`, 'none', { stroke: dark, 'stroke-width': 0.035 * s, 'stroke-linecap': 'round' });
  out += path(ellipseD(x - 0.5 * s, base - 0.34 * s, 0.03 * s, 0.06 * s), dark);
  out += path(ellipseD(x, base - 0.6 * s, 0.42 * s, 0.17 * s), coat);
  out += path(ellipseD(x, base - 0.52 * s, 0.36 * s, 0.07 * s), pale, { opacity: 0.5 });
  out += path(rectD(x - 0.34 * s, base - 0.52 * s, 0.065 * s, 0.52 * s) + rectD(x + 0.16 * s, base - 0.52 * s, 0.065 * s, 0.52 * s), coat);
  out += path(rectD(x - 0.345 * s, base - 0.05 * s, 0.075 * s, 0.05 * s) + rectD(x + 0.155 * s, base - 0.05 * s, 0.075 * s, 0.05 * s) + rectD(x - 0.265 * s, base - 0.05 * s, 0.07 * s, 0.05 * s) + rectD(x + 0.235 * s, base - 0.05 * s, 0.07 * s, 0.05 * s), pal.tone('#3a3430'));
  // Neck and head, long ears.
  out += path(poly([[x + 0.22 * s, base - 0.74 * s], [x + 0.36 * s, base - 1.0 * s], [x + 0.5 * s, base - 0.98 * s], [x + 0.42 * s, base - 0.56 * s]]), coat);
  out += path(ellipseD(x + 0.54 * s, base - 0.9 * s, 0.15 * s, 0.075 * s), coat, { transform: `rotate(38 ${f(x + 0.54 * s)} ${f(base - 0.9 * s)})` });
  out += path(ellipseD(x + 0.63 * s, base - 0.8 * s, 0.065 * s, 0.05 * s), pale);
  out += path(poly([[x + 0.4 * s, base - 1.0 * s], [x + 0.33 * s, base - 1.24 * s], [x + 0.45 * s, base - 1.02 * s]]) + poly([[x + 0.46 * s, base - 1.0 * s], [x + 0.47 * s, base - 1.25 * s], [x + 0.52 * s, base - 0.99 * s]]), dark);
  out += path(`M${f(x + 0.26 * s)} ${f(base - 0.78 * s)}L${f(x + 0.4 * s)} ${f(base - 1.01 * s)}`, 'none', { stroke: pal.tone('#3a3430'), 'stroke-width': 0.035 * s });
  if (bags) {
    // Saddle cloth and striped saddle bags (khurjin).
    out += path(poly([[x - 0.2 * s, base - 0.78 * s], [x + 0.16 * s, base - 0.78 * s], [x + 0.2 * s, base - 0.5 * s], [x - 0.24 * s, base - 0.5 * s]]), pal.tone('#b8323a'));
    out += path(rectD(x - 0.22 * s, base - 0.62 * s, 0.42 * s, 0.035 * s) + rectD(x - 0.22 * s, base - 0.56 * s, 0.42 * s, 0.03 * s), pal.tone('#e8b021'));
  }
  return dir === 1 ? out : group(out, { transform: `matrix(-1 0 0 1 ${f(2 * x)} 0)` });
}

/** Reed clumps: thin leaning blades with cattail heads, one path per colour. */
function reeds(ctx: Ctx, rng: Rng, clumps: readonly { x: number; base: number; w: number; h: number }[], depth = 0): string {
  const { pal } = ctx;
  const season = pal.season;
  const cols =
    season === 'winter' ? ['#d9c89c', '#c8b487'] : season === 'autumn' ? ['#c9a24e', '#b08a3e'] : season === 'spring' ? ['#7fa84a', '#5f8c3a'] : ['#6f9a40', '#557e34'];
  const blades = ['', ''];
  let stems = '';
  let heads = '';
  for (const c of clumps) {
    const n = Math.round(c.w / 3 + 6);
    for (let i = 0; i < n; i++) {
      const u = rng.range(-1, 1);
      const bx = c.x + (u * c.w) / 2;
      const hh = c.h * (1 - u * u * 0.55) * rng.range(0.55, 1.05);
      const lean = rng.range(-0.28, 0.28) * hh + u * hh * 0.18;
      const w = Math.max(1.2, c.h * 0.022);
      const d = `M${f(bx - w / 2)} ${f(c.base)}Q${f(bx + lean * 0.2)} ${f(c.base - hh * 0.55)} ${f(bx + lean)} ${f(c.base - hh)}Q${f(bx + lean * 0.2 + w)} ${f(c.base - hh * 0.55)} ${f(bx + w / 2)} ${f(c.base)}Z`;
      blades[i % 2] += d;
      if (rng.chance(0.18) && season !== 'spring') {
        // Straight stem with a cattail head.
        const tx = bx + lean * 0.35, ty = c.base - hh * 1.08;
        stems += `M${f(bx)} ${f(c.base)}L${f(tx)} ${f(ty)}`;
        heads += ellipseD(tx, ty + hh * 0.07, Math.max(1.5, c.h * 0.018), hh * 0.07);
      }
    }
  }
  return (
    path(blades[0]!, pal.tone(cols[1]!, depth)) +
    path(blades[1]!, pal.tone(cols[0]!, depth)) +
    path(stems, 'none', { stroke: pal.tone(cols[1]!, depth), 'stroke-width': 1.2 }) +
    path(heads, pal.tone('#6b4530', depth))
  );
}

/** Long low hazy hills on the horizon of flat country, between x0 and x1. */
function lowHills(ctx: Ctx, y: number, x0: number, x1: number, amp: number, depth: number, lane: number): string {
  const { pal, noise } = ctx;
  const pts: Pt[] = [];
  for (let x = x0; x <= x1 + 1; x += (x1 - x0) / 24) {
    const u = (x - x0) / (x1 - x0);
    const env = Math.sin(Math.PI * u) ** 0.6;
    pts.push([x, y - amp * env * (0.55 + 0.45 * noise(x * 0.004, lane))]);
  }
  const col = pal.s.snowGround ? pal.tone('#c5ced9', depth * 0.8) : pal.tone('#a8a07c', depth);
  return path(`${smooth(pts)}L${f(x1)} ${f(y + 4)}L${f(x0)} ${f(y + 4)}Z`, col);
}

/** A standing angler with a rod held out over the water. */
function angler(ctx: Ctx, x: number, base: number, h: number, dir: 1 | -1, lineTo: Pt): string {
  const { pal } = ctx;
  const hand: Pt = [x + dir * h * 0.18, base - h * 0.55];
  const tip: Pt = [x + dir * h * 1.2, base - h * 2.1];
  let out = tinyPeople(ctx, [{ x, y: base }], h, ['#3c5a7a', '#6a6a48', '#8a4a34', '#4a5e3a']);
  out += path(`M${f(hand[0])} ${f(hand[1])}L${f(tip[0])} ${f(tip[1])}`, 'none', { stroke: pal.tone('#3a2e28'), 'stroke-width': Math.max(1.2, h * 0.03), 'stroke-linecap': 'round' });
  out += path(`M${f(tip[0])} ${f(tip[1])}Q${f((tip[0] + lineTo[0]) / 2 + dir * 6)} ${f((tip[1] + lineTo[1]) / 2 + 20)} ${f(lineTo[0])} ${f(lineTo[1])}`, 'none', { stroke: pal.tone('#f0eee6'), 'stroke-width': 0.8, opacity: 0.7 });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Tuyabo'g'iz reservoir
// ---------------------------------------------------------------------------------------------------------

function steppeSky(ctx: Ctx, hz: number, lane: number): string {
  const { W, fx } = ctx;
  let out = sky(ctx, { horizon: hz });
  out += clouds(ctx, { count: 5, yMin: 90, yMax: hz - 150, scale: 1.15 });
  // Long low hills on the horizon at both ends; open water or plain to the horizon around the focus.
  out += lowHills(ctx, hz + 2, -60, fx - W * 0.14, 36, 0.62, lane);
  out += lowHills(ctx, hz + 2, fx + W * 0.18, W + 60, 50, 0.55, lane + 1);
  return out;
}

function shoreScene(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx, rng, noise } = ctx;
  const s = pal.s;
  const hz = 530;
  const side: 1 | -1 = fx < W / 2 ? 1 : fx > W / 2 ? -1 : rng.chance(0.5) ? 1 : -1;
  let above = steppeSky(ctx, hz, 3);
  // A thin far shore with a row of distant poplars on the side of the bigger hills.
  const farX0 = fx + W * 0.22, farX1 = W + 40;
  above += path(rectD(farX0, hz - 2, farX1 - farX0, 5), pal.tone(s.grassDark, 0.55));
  above += treeRow(ctx, { y: hz + 1, x0: farX0 + 30, x1: farX1, kind: 'poplar', size: 20, color: s.foliage[0] ?? '#3f7d3a', depth: 0.6, gaps: 0.45, skirt: 2 });
  above += mist(ctx, hz - 4, 50, 0.45);
  let out = above;
  out += water(ctx, {
    y: hz, reflect: above, mirror: 0.45, glints: 90,
    color: pal.night ? pal.water : pal.tone('#58aebd'), deep: pal.night ? pal.waterDeep : pal.tone('#2a7690'),
  });
  // Small reed islands in the middle distance and a fishermen's boat.
  const rrng = rng.fork('reeds');
  const islandX = fx - side * W * 0.3;
  out += reeds(ctx, rrng, [{ x: islandX, base: 600, w: 90, h: 26 }, { x: islandX + 70, base: 606, w: 50, h: 20 }], 0.35);
  out += path(rectD(islandX - 60, 600, 150, 1.5), pal.glint, { opacity: 0.4 });
  const bx = fx + side * W * 0.2, by = 660;
  out += path(`M${f(bx - 44)} ${f(by - 10)}L${f(bx + 44)} ${f(by - 10)}L${f(bx + 32)} ${f(by + 2)}L${f(bx - 36)} ${f(by + 2)}Z`, pal.tone('#5a3e2c'));
  out += path(rectD(bx - 40, by - 13, 80, 3), pal.tone('#8a6446'));
  out += angler(ctx, bx - 12, by - 10, 26, side === 1 ? -1 : 1, [bx + (side === 1 ? -70 : 70), by]);
  out += tinyPeople(ctx, [{ x: bx + 16, y: by - 10 }], 22, ['#c0392b', '#e0a526']);
  out += path(rectD(bx - 60, by + 4, 120, 1.6), pal.glint, { opacity: 0.5 });
  // Near shore: a flat bank, bulging out a little where the anglers stand.
  const shoreY = (x: number): number => 812 + noise(x * 0.003, 9.1) * 12 - 46 * Math.exp(-(((x - fx) / (W * 0.13)) ** 2));
  const pts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 40) pts.push([x, shoreY(x)]);
  const bank = `${smooth(pts)}L${W + 40} ${H + 20}L-40 ${H + 20}Z`;
  if (s.snowGround) {
    // Shore ice: a pale frozen fringe on the water.
    const ice: Pt[] = pts.map(([x, y]) => [x, y - 34 - noise(x * 0.01, 3) * 10]);
    out += path(`${smooth(ice)}L${W + 40} ${H}L-40 ${H}Z`, pal.tone('#dde8ef'), { opacity: 0.85 });
  }
  const g0 = pal.tone(s.grass), g1 = pal.tone(s.grassDark);
  out += path(bank, ctx.defs.linear([[0, lighten(g0, 0.08)], [0.3, g0], [1, mix(g0, g1, 0.6)]]));
  // Muddy / sandy strip right at the water.
  const strip: Pt[] = pts.map(([x, y]) => [x, y + 10 + noise(x * 0.02, 5) * 4]);
  out += path(`${smooth(pts)}${smooth([...strip].reverse()).replace('M', 'L')}Z`, pal.tone(s.snowGround ? '#e8edf1' : '#cbb893'));
  // Reed beds along the shore, open in front of the anglers; tall reeds framing the near corner.
  const clumps: { x: number; base: number; w: number; h: number }[] = [];
  for (let x = -20; x < W + 20; x += rrng.range(70, 150)) {
    if (Math.abs(x - fx) < 150) continue;
    clumps.push({ x, base: shoreY(x) + 12, w: rrng.range(50, 110), h: rrng.range(70, 130) });
  }
  out += reeds(ctx, rrng, clumps);
  // Poplars on the bank, in a loose group away from the focus.
  const px = fx + side * W * 0.33;
  const pcol = poplarColor(ctx, rrng);
  for (let i = 0; i < 5; i++) {
    const x = px + side * (i * 46 + rrng.range(-10, 10));
    out += poplar(ctx, x, shoreY(x) + 40 + i * 12, 300 - i * 22 + rrng.range(-20, 20), pcol);
  }
  // A worn footpath through the grass to the anglers' spot.
  const ay = shoreY(fx) + 30;
  const pathSide = rrng.chance(0.5) ? 1 : -1;
  out += path(`M${f(fx - 20)} ${f(ay + 6)}C${f(fx + pathSide * 40)} ${f(ay + 60)} ${f(fx + pathSide * 160)} ${f(H - 120)} ${f(fx + pathSide * 150)} ${f(H + 10)}L${f(fx + pathSide * 260)} ${f(H + 10)}C${f(fx + pathSide * 250)} ${f(H - 120)} ${f(fx + pathSide * 70)} ${f(ay + 60)} ${f(fx + 20)} ${f(ay + 6)}Z`, pal.tone(s.snowGround ? '#d6dde4' : '#c9b48a'), { opacity: 0.75 });
  // The anglers on the spit, a bucket, a folding stool and, after sundown, a small fire.
  if (lit(ctx)) {
    const fxr = fx + pathSide * 100;
    out += path(ellipseD(fxr, ay + 10, 90, 40), ctx.defs.radial([[0, pal.lamp, 0.55], [1, pal.lamp, 0]]));
    out += path(`M${f(fxr - 12)} ${f(ay + 12)}Q${f(fxr - 6)} ${f(ay - 14)} ${f(fxr)} ${f(ay - 26)}Q${f(fxr + 8)} ${f(ay - 10)} ${f(fxr + 12)} ${f(ay + 12)}Z`, '#ffb347');
    out += path(`M${f(fxr - 5)} ${f(ay + 12)}Q${f(fxr - 2)} ${f(ay - 4)} ${f(fxr + 1)} ${f(ay - 12)}Q${f(fxr + 5)} ${f(ay - 2)} ${f(fxr + 6)} ${f(ay + 12)}Z`, '#fff0b0');
  }
  out += angler(ctx, fx - 40, ay, 80, -1, [fx - 190, shoreY(fx - 190) - 44]);
  out += angler(ctx, fx + 46, ay + 8, 74, 1, [fx + 200, shoreY(fx + 200) - 36]);
  out += path(`M${f(fx + 2)} ${f(ay + 6)}L${f(fx + 20)} ${f(ay + 6)}L${f(fx + 18)} ${f(ay - 16)}L${f(fx + 4)} ${f(ay - 16)}Z`, pal.tone('#4f7fa8'));
  out += path(`M${f(fx - 100)} ${f(ay + 10)}l20 -22M${f(fx - 80)} ${f(ay + 10)}l-20 -22M${f(fx - 103)} ${f(ay - 12)}h26`, 'none', { stroke: pal.tone('#5a4a3a'), 'stroke-width': 3 });
  // Tall reeds in the foreground corner opposite the poplars.
  const cx = side === 1 ? -20 : W + 20;
  out += reeds(ctx, rrng, [{ x: cx, base: H + 10, w: 220, h: 330 }, { x: cx - side * -150, base: H + 10, w: 120, h: 220 }]);
  out += grassStrokes(ctx, 850, H, 90, pal.tone(s.grassDark));
  out += birds(ctx, fx - side * W * 0.18, 230, 5);
  return { body: out, focal: [fx, ay - 50] };
}

function damScene(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx, rng, defs } = ctx;
  const s = pal.s;
  const hz = 470;
  const side: 1 | -1 = fx < W / 2 ? 1 : fx > W / 2 ? -1 : rng.chance(0.5) ? 1 : -1;
  // Slight perspective: the dam recedes towards one side.
  const crestY = (x: number): number => 560 + ((x - fx) / W) * 50 * side;
  const toeY = (x: number): number => crestY(x) + 96 + ((x - fx) / W) * 40 * side;
  let far = steppeSky(ctx, hz, 7);
  far += mist(ctx, hz - 2, 40, 0.4);
  let out = far;
  // The reservoir behind the dam, from the horizon down to the crest.
  const resD = `M-10 ${hz}H${W + 10}V${f(crestY(W + 10) + 2)}L-10 ${f(crestY(-10) + 2)}Z`;
  out += water(ctx, {
    y: hz, bottom: Math.max(crestY(-10), crestY(W + 10)) + 4, clipD: resD, reflect: far, mirror: 0.4, glints: 40,
    color: pal.night ? pal.water : pal.tone('#58aebd'), deep: pal.night ? pal.waterDeep : pal.tone('#3a88a0'),
  });
  // Dam: riprap on the water side, crest road, a long grassed downstream face with a berm.
  const xs: number[] = [];
  for (let x = -20; x <= W + 20; x += 40) xs.push(x);
  const stone = pal.tone('#b8ad98');
  out += path(poly([...xs.map((x) => [x, crestY(x) - 8] as Pt), ...[...xs].reverse().map((x) => [x, crestY(x) + 2] as Pt)]), stone);
  out += path(poly([...xs.map((x) => [x, crestY(x)] as Pt), ...[...xs].reverse().map((x) => [x, crestY(x) + 9] as Pt)]), pal.tone('#77736d'));
  const face = pal.tone(s.snowGround ? s.grass : mix(s.grass, s.ground, 0.3));
  const faceD = poly([...xs.map((x) => [x, crestY(x) + 9] as Pt), ...[...xs].reverse().map((x) => [x, toeY(x)] as Pt)]);
  out += path(faceD, defs.linear([[0, lighten(face, 0.1)], [1, pal.shadeOf(face, 0.18)]]));
  out += path(poly([...xs.map((x) => [x, (crestY(x) + toeY(x)) / 2 + 4] as Pt), ...[...xs].reverse().map((x) => [x, (crestY(x) + toeY(x)) / 2 + 8] as Pt)]), pal.tone('#d8cdb4'), { opacity: 0.8 });
  // Lamp posts along the crest.
  let posts = '';
  let lamps = '';
  for (let x = 20; x < W; x += 110) {
    if (Math.abs(x - fx) < 190) continue;
    posts += rectD(x, crestY(x) - 30, 2.4, 30);
    lamps += ellipseD(x + 1.2, crestY(x) - 31, 3, 2.4);
  }
  out += path(posts, pal.tone('#4a4a50'));
  out += path(lamps, lit(ctx) ? pal.lamp : pal.tone('#d8d8d0'));
  // Plain below the dam.
  const plain = pal.tone(s.grass);
  out += path(poly([...xs.map((x) => [x, toeY(x) - 1] as Pt), [W + 20, H + 10], [-20, H + 10]]), defs.linear([[0, mix(plain, pal.haze, 0.25)], [1, pal.shadeOf(plain, 0.1)]]));
  // Field strips on the plain and a line of mulberries along the dam's foot.
  let strips = '';
  for (let k = 0; k < 7; k++) {
    const y = toeY(fx) + 40 + k * k * 9;
    strips += poly([[-20, y + ((-20 - fx) / W) * 30 * side], [W + 20, y + ((W + 20 - fx) / W) * 30 * side], [W + 20, y + 4 + k * 1.5 + ((W + 20 - fx) / W) * 30 * side], [-20, y + 4 + k * 1.5 + ((-20 - fx) / W) * 30 * side]]);
  }
  out += path(strips, pal.shadeOf(plain, 0.2), { opacity: 0.35 });
  out += treeRow(ctx, { y: (x) => toeY(x) + 14, kind: 'round', size: 30, color: s.foliage[1] ?? '#4f8f45', depth: 0.2, gaps: 0.3, skirt: 8 });
  // Canal: from the sluice outlet straight towards the viewer, concrete-lined.
  const sw = 300;
  const y0 = toeY(fx) + 30;
  const canalX = (y: number): number => fx + side * ((y - y0) / (H - y0)) ** 1.5 * W * 0.05;
  const halfW = (y: number): number => sw * 0.36 + ((y - y0) / (H - y0)) ** 1.3 * W * 0.2;
  const ys: number[] = [];
  for (let y = y0; y <= H + 40; y += 20) ys.push(y);
  const canal = (pad: number): string => poly([...ys.map((y) => [canalX(y) - halfW(y) - pad * (1 + (y - y0) / 200), y] as Pt), ...[...ys].reverse().map((y) => [canalX(y) + halfW(y) + pad * (1 + (y - y0) / 200), y] as Pt)]);
  // Poplar rows along the canal banks (drawn far to near, interleaved with the canal).
  const pcol = poplarColor(ctx, rng);
  const treeAt: string[] = [];
  for (let k = 0; k < 8; k++) {
    const t = (k + 1) / 8;
    const y = y0 + 10 + t ** 1.5 * (H - y0 + 40);
    const sz = 60 + t ** 1.6 * 320;
    for (const sd of [-1, 1] as const) {
      const x = canalX(y) + sd * (halfW(y) + 40 + t * 160);
      // Every other near tree is left out on one bank, so the two rows do not mirror each other.
      if (sd === side && k > 3 && k % 2 === 1) continue;
      treeAt.push(poplar(ctx, x, y, sz, pcol, 0.25 * (1 - t)));
    }
  }
  out += path(canal(12), pal.tone('#c9c4b6'));
  out += path(canal(4), pal.tone('#a9a498'));
  out += water(ctx, { y: y0, clipD: canal(0), color: pal.night ? pal.water : pal.tone('#4aa3ac'), deep: pal.night ? pal.waterDeep : pal.tone('#2c7d8a'), glints: 24 });
  // Stilling basin foam at the head of the canal, streaks downstream.
  const frng = rng.fork('foam');
  let foam = '';
  for (let i = 0; i < 70; i++) {
    const t = frng() ** 1.6;
    const y = y0 + 14 + t * (H - y0);
    const x = canalX(y) + frng.range(-0.8, 0.8) * halfW(y);
    const len = (8 + t * 90) * (1.4 - t);
    foam += `M${f(x - len / 2)} ${f(y)}q${f(len / 2)} ${f(-2 - t * 3)} ${f(len)} 0`;
  }
  out += path(ellipseD(fx, y0 + 12, sw * 0.48, 16) + ellipseD(fx - sw * 0.2, y0 + 26, sw * 0.22, 8) + ellipseD(fx + sw * 0.18, y0 + 30, sw * 0.2, 7), pal.tone('#eef5f5'), { opacity: 0.85 });
  out += group(path(foam, 'none', { stroke: pal.tone('#f4f7f6'), 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.75 }), { 'clip-path': defs.clip(canal(0)) });
  // Sluice: piers, steel gates (some raised with water pouring out), a gate house on top with hoists.
  const nGates = 6;
  const x0 = fx - sw / 2;
  const bay = sw / nGates;
  const cy = crestY(fx);
  const concrete = pal.tone('#ddd8cc');
  // Wing walls flaring out to the canal.
  out += path(poly([[x0 - 40, cy + 4], [x0, cy + 4], [x0 + 16, y0 + 8], [x0 - 20, y0 + 8], [x0 - 110, toeY(x0 - 110)]]), pal.shadeOf(concrete, 0.1));
  out += path(poly([[x0 + sw + 40, cy + 4], [x0 + sw, cy + 4], [x0 + sw - 16, y0 + 8], [x0 + sw + 20, y0 + 8], [x0 + sw + 110, toeY(x0 + sw + 110)]]), pal.shadeOf(concrete, 0.1));
  out += path(rectD(x0, cy - 6, sw, y0 - cy + 10), pal.tone('#9d988d'));
  const open = new Set<number>();
  for (let i = 0; i < nGates; i++) if (rng.chance(0.5) || i === 2) open.add(i);
  let gates = '';
  let ribs = '';
  let jets = '';
  let glow = '';
  for (let i = 0; i < nGates; i++) {
    const gx = x0 + i * bay + 8;
    const gw = bay - 8;
    const raised = open.has(i);
    const gy = cy - 60 - (raised ? 26 : 0);
    gates += rectD(gx, gy, gw, 44);
    for (let k = 1; k < 4; k++) ribs += rectD(gx, gy + k * 11, gw, 2);
    if (raised) {
      jets += `M${f(gx + 2)} ${f(cy - 14)}H${f(gx + gw - 2)}L${f(gx + gw + 4)} ${f(y0 + 10)}H${f(gx - 4)}Z`;
    }
  }
  out += path(jets, defs.linear([[0, pal.tone('#cfe9ea')], [0.6, pal.tone('#f3f8f8')], [1, '#ffffff']]), { opacity: 0.92 });
  let piers = '';
  for (let i = 0; i <= nGates; i++) piers += rectD(x0 + i * bay - 3, cy - 108, 14, y0 - cy + 112);
  out += path(gates, pal.tone('#56708a'));
  out += path(ribs, pal.tone('#3f5368'));
  out += path(piers, concrete);
  out += path(piers, pal.shade, { opacity: 0.12 });
  // The crest road crossing the sluice on a concrete deck, with a railing.
  out += path(rectD(x0 - 40, cy - 22, sw + 80, 16), concrete);
  out += path(rectD(x0 - 40, cy - 8, sw + 80, 4), pal.shadeOf(concrete, 0.35));
  let rail = rectD(x0 - 40, cy - 36, sw + 80, 2.5);
  for (let x = x0 - 40; x <= x0 + sw + 40; x += 20) rail += rectD(x, cy - 36, 2, 14);
  out += path(rail, pal.tone('#5a5a5e'));
  // Gate house along the top with small windows and a flat roof; a walkway rail on the deck.
  out += path(rectD(x0 - 14, cy - 140, sw + 28, 36), concrete);
  out += path(rectD(x0 - 20, cy - 146, sw + 40, 8), pal.tone('#7a766e'));
  let wins = '';
  for (let x = x0 + 4; x < x0 + sw - 10; x += 26) wins += rectD(x, cy - 130, 14, 16);
  if (lit(ctx)) glow += wins;
  else out += path(wins, pal.tone('#4d6276'));
  if (glow) out += path(glow, pal.lamp);
  out += path(rectD(x0 - 14, cy - 104, sw + 28, 5), pal.tone('#b9b3a6'));
  out += tinyPeople(ctx, [{ x: x0 + sw + 70, y: crestY(x0 + sw + 70) }, { x: x0 - 60, y: crestY(x0 - 60) }], 22);
  for (const t of treeAt) out += t;
  out += birds(ctx, fx - side * W * 0.25, 220, 4);
  return { body: out, focal: [fx, cy - 60] };
}

export const steppeReservoir = defineScene({
  title: "Tuyabo'g'iz reservoir",
  alt: "The wide Tuyabo'g'iz reservoir (the Tashkent Sea) in flat country: reeds and poplars on a low shore, anglers, distant low hills",
  variants: ['shore', 'dam'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'shore' },
  draw(ctx, variant) {
    const { body, focal } = variant === 'dam' ? damScene(ctx) : shoreScene(ctx);
    return { body, focal: { x: focal[0], y: focal[1] } };
  },
});

// ---------------------------------------------------------------------------------------------------------
// Mountain village
// ---------------------------------------------------------------------------------------------------------

/** Houses and walled gardens along one terrace line, between x0 and x1. */
function terraceRow(ctx: Ctx, rng: Rng, x0: number, x1: number, y: number, sc: number, depth: number, wallBand = true): string {
  const { pal } = ctx;
  let out = '';
  if (wallBand && x1 - x0 > 40) {
    // Stone retaining wall of the terrace.
    const st = pal.tone('#a8998a', depth);
    out += path(rectD(x0 - 10, y - 1, x1 - x0 + 20, 9 * sc), st);
    let joints = '';
    for (let x = x0; x < x1; x += 14 * sc) joints += rectD(x + rng.range(-3, 3), y + 3 * sc, 6 * sc, 1.4);
    out += path(joints, pal.shadeOf(st, 0.35), { opacity: 0.6 });
  }
  let x = x0 + rng.range(0, 30) * sc;
  let trees = '';
  let front = '';
  while (x < x1 - 40 * sc) {
    const base = y + rng.range(-3, 2);
    if (rng.chance(0.55)) {
      const w = rng.range(78, 124) * sc;
      if (x + w > x1) break;
      const h = rng.range(44, 58) * sc;
      front += flatHouse(ctx, rng, x + w / 2, base, w, h, depth);
      x += w + rng.range(6, 22) * sc;
    } else {
      const w = rng.range(70, 150) * sc;
      const xe = Math.min(x1, x + w);
      const n = Math.max(1, Math.round((xe - x) / (55 * sc)));
      for (let i = 0; i < n; i++) trees += gardenTree(ctx, rng, x + ((i + 0.5) * (xe - x)) / n + rng.range(-8, 8) * sc, base - 4 * sc, sc, depth);
      front += mudWall(ctx, x, xe, base, 13 * sc, depth);
      x = xe + rng.range(4, 16) * sc;
    }
  }
  return out + trees + front;
}

function slopeScene(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx, rng, noise, defs } = ctx;
  const s = pal.s;
  const wl = 800;
  const side: 1 | -1 = fx < W / 2 ? -1 : fx > W / 2 ? 1 : rng.chance(0.5) ? 1 : -1;
  let above = mountainBackdrop(ctx, { baseY: 430, farTop: 170, nearTop: 260, snowLine: s.snowLine + 0.08, cloudCount: 3, focusX: fx + side * W * 0.3, focusTop: 200 });
  // A farther spur on the other side closes the valley, with a hamlet and a line of trees at its foot.
  const hillBase = pal.s.snowGround ? s.grass : mix(s.grassDark, s.ground, 0.45);
  const edge = side === 1 ? -40 : W + 40;
  const spurEnd = fx - side * W * 0.05;
  const spurY = (x: number): number => {
    const u = Math.max(0, Math.min(1, (x - edge) / (spurEnd - edge)));
    return 440 + (wl + 10 - 440) * u ** 1.6 + noise(x * 0.007, 6.6) * 10;
  };
  const sp: Pt[] = [];
  for (let k = 0; k <= 24; k++) {
    const x = edge + ((spurEnd - edge) * k) / 24;
    sp.push([x, spurY(x)]);
  }
  const spurCol = pal.tone(hillBase, 0.3);
  above += path(`${smooth(sp)}L${f(spurEnd)} ${wl + 30}L${f(edge)} ${wl + 30}Z`, defs.linear([[0, lighten(spurCol, 0.08)], [1, pal.shadeOf(spurCol, 0.1)]]));
  above += treeRow(ctx, { y: wl - 4, x0: Math.min(edge, spurEnd), x1: Math.max(edge, spurEnd), kind: 'round', size: 34, color: s.foliage[1] ?? '#4f8f45', depth: 0.3, gaps: 0.35, skirt: 6 });
  const hx0 = Math.min(edge, spurEnd) + W * 0.04, hx1 = Math.max(edge, spurEnd) - W * 0.16;
  if (hx1 - hx0 > 80) above += terraceRow(ctx, rng.fork('hamlet'), hx0, hx1, wl - 30, 0.42, 0.32, false);
  // The village hill: a broad mountain spur, highest behind the village, sloping down to the water.
  const topX = fx + side * W * 0.08;
  const ridge = (x: number): number => {
    const u = (x - topX) / (W * (x < topX === (side === 1) ? 0.55 : 0.75));
    return Math.min(wl + 30, 330 + 470 * u * u + noise(x * 0.006, 2.2) * 14);
  };
  const pts: Pt[] = [];
  for (let x = -40; x <= W + 40; x += 30) pts.push([x, ridge(x)]);
  const hillD = `${smooth(pts)}L${W + 40} ${wl + 40}L-40 ${wl + 40}Z`;
  const hill = pal.tone(hillBase, 0.08);
  above += path(hillD, defs.linear([[0, lighten(hill, 0.1)], [0.45, hill], [1, pal.shadeOf(hill, 0.15)]]));
  // Scrub and junipers dotting the upper slope.
  const brng = rng.fork('scrub');
  let scrub = '';
  for (let i = 0; i < 70; i++) {
    const x = brng.range(0, W);
    const y = ridge(x) + brng.range(12, 130);
    if (y > 470) continue;
    const r = brng.range(4, 9);
    scrub += ellipseD(x, y, r * 1.3, r);
  }
  above += path(scrub, pal.tone(pal.season === 'winter' ? '#5d6a5c' : s.conifer, 0.15), { opacity: 0.85 });
  // Terraces: rows of houses and walled gardens from the top of the village down to the shore.
  const rows = [480, 532, 590, 655, 726, 796];
  const vrng = rng.fork('village');
  rows.forEach((y, k) => {
    const sc = 0.55 + k * 0.12;
    const depth = 0.22 * (1 - k / (rows.length - 1));
    // Extent of the row: where the hill stands well above it, narrowing towards the top.
    let x0 = W + 40, x1 = -40;
    for (let x = -40; x <= W + 40; x += 10) {
      if (ridge(x) < y - 70 * sc) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
    }
    const reach = W * (0.22 + k * 0.09);
    x0 = Math.max(x0 + 30, fx - reach);
    x1 = Math.min(x1 - 30, fx + reach);
    if (x1 - x0 > 60) above += terraceRow(ctx, vrng, x0, x1, y, sc, depth, k < rows.length - 1);
  });
  above += birds(ctx, fx - side * W * 0.2, 250, 4);
  let out = above;
  out += water(ctx, { y: wl, reflect: above, mirror: 0.5, glints: 40, color: pal.night ? pal.water : pal.tone('#3fb0b2'), deep: pal.night ? pal.waterDeep : pal.tone('#1d7f92') });
  out += path(rectD(-10, wl - 2, W + 20, 4), pal.tone('#d9cdb0'), { opacity: 0.8 });
  // Near shore corner with a big walnut and poplars framing the view.
  const cx = side === 1 ? -40 : W + 40;
  const shore = `M${f(cx)} ${f(H * 0.84)}C${f(cx + side * W * 0.12)} ${f(H * 0.85)} ${f(cx + side * W * 0.2)} ${f(H * 0.95)} ${f(cx + side * W * 0.24)} ${f(H + 10)}L${f(cx)} ${f(H + 10)}Z`;
  out += path(shore, pal.tone(s.grass));
  out += path(shore, 'none', { stroke: pal.tone(s.snowGround ? '#e8edf1' : '#d9cdb0'), 'stroke-width': 5, opacity: 0.8 });
  out += pebbles(ctx, Math.min(cx, cx + side * W * 0.2), Math.max(cx, cx + side * W * 0.2), H * 0.92, H, 18, '#a59c8c');
  const crng = rng.fork('corner');
  const pc = poplarColor(ctx, crng);
  out += poplar(ctx, cx + side * W * 0.13, H - 40, 330, pc);
  out += walnut(ctx, cx + side * W * 0.075, H - 18, 340);
  return { body: out, focal: [fx, 600] };
}

function bridgeScene(ctx: Ctx): { body: string; focal: Pt } {
  const { W, H, pal, fx, rng, defs, noise } = ctx;
  const s = pal.s;
  const hz = 480;
  const yb = 730;
  const tb = (yb - hz) / (H - hz);
  const ph = rng.range(-0.4, 0.4);
  const tOf = (y: number): number => Math.max(0, Math.min(1.1, (y - hz) / (H - hz)));
  // The river comes from the middle of the valley and swings through the focus at the bridge.
  const cxAt = (y: number): number =>
    W / 2 + (fx - W / 2) * Math.min(1.3, tOf(y) / tb) + W * 0.07 * (Math.sin((tOf(y) - tb) * 4 + ph) - Math.sin(ph));
  const hwAt = (y: number): number => (8 + tOf(y) ** 1.25 * W * 0.23) * (1 + 0.08 * noise(y * 0.012, 4.4));
  const bankAt = (y: number): number => (14 + tOf(y) * 90) * (1 + 0.45 * noise(y * 0.02, 8.8));
  let out = mountainBackdrop(ctx, { baseY: hz - 10, farTop: 190, nearTop: 290, snowLine: s.snowLine + 0.1, cloudCount: 3, focusX: cxAt(hz), focusTop: 170 });
  // Valley floor and pebble banks.
  out += path(rectD(-20, hz - 4, W + 40, H - hz + 30), pal.tone(s.snowGround ? s.grass : s.grassDark, 0.2));
  const ys: number[] = [];
  for (let y = hz; y <= H + 40; y += 15) ys.push(y);
  const riverPoly = (pad: (y: number) => number): string =>
    `${smooth(ys.map((y) => [cxAt(y) - hwAt(y) - pad(y), y] as Pt))}${smooth([...ys].reverse().map((y) => [cxAt(y) + hwAt(y) + pad(y), y] as Pt)).replace('M', 'L')}Z`;
  out += path(riverPoly(bankAt), pal.tone(s.snowGround ? '#e6ecf0' : '#cdbfa2', 0.05));
  const riverD = riverPoly(() => 0);
  out += water(ctx, { y: hz, clipD: riverD, glints: 30, color: pal.night ? pal.water : pal.tone('#5ab5b6'), deep: pal.night ? pal.waterDeep : pal.tone('#2a8090') });
  // Rapids: white streaks and foam, denser towards the viewer.
  const frng = rng.fork('rapids');
  let foam = '';
  let edges = '';
  for (let i = 0; i < 190; i++) {
    const t = frng() ** 0.8;
    const y = hz + 6 + t * (H - hz);
    const x = cxAt(y) + frng.range(-0.95, 0.95) * hwAt(y);
    const len = 5 + t * 70;
    // Standing waves: chevrons pointing downstream, the look of water rushing over stones.
    foam += `M${f(x - len / 2)} ${f(y - len * 0.08)}Q${f(x - len * 0.15)} ${f(y)} ${f(x)} ${f(y + 1 + t * 4)}Q${f(x + len * 0.15)} ${f(y)} ${f(x + len / 2)} ${f(y - len * 0.08)}`;
  }
  for (let y = hz + 4; y < H + 20; y += 14) {
    for (const sd of [-1, 1] as const) {
      const x = cxAt(y) + sd * hwAt(y);
      const r = 2 + tOf(y) * 12;
      edges += ellipseD(x - sd * r * 0.4, y, r * 1.3, r * 0.55 + 1);
    }
  }
  const white = pal.tone('#f4f8f8');
  out += group(path(foam, 'none', { stroke: white, 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.8 }) + path(edges, white, { opacity: 0.7 }), { 'clip-path': defs.clip(riverD) });
  // Side slopes rising from the banks, with the village on them.
  const slopeTop = (sd: -1 | 1, x: number): number => {
    const xi = cxAt(hz) + sd * (hwAt(hz) + 30);
    const u = Math.max(0, (sd * (x - xi)) / (W * 0.55));
    return hz + 10 - Math.min(1, u) ** 0.8 * 200;
  };
  const slopes: Record<string, string> = {};
  for (const sd of [-1, 1] as const) {
    const inner = ys.map((y) => [cxAt(y) + sd * (hwAt(y) + bankAt(y) + 6), y] as Pt);
    const outerX = sd === 1 ? W + 40 : -40;
    const topPts: Pt[] = [];
    for (let k = 0; k <= 12; k++) {
      const x = inner[0]![0] + ((outerX - inner[0]![0]) * k) / 12;
      topPts.push([x, slopeTop(sd, x)]);
    }
    const d = `${smooth([...topPts].reverse())}${smooth(inner).replace('M', 'L')}L${f(outerX)} ${H + 40}Z`;
    const col = pal.tone(s.snowGround ? s.grass : mix(s.grass, s.ground, 0.25), 0.05);
    slopes[sd] = path(d, defs.linear([[0, lighten(col, 0.08)], [1, pal.shadeOf(col, 0.12)]]));
  }
  out += slopes[-1]! + slopes[1]!;
  // Village rows on both banks (back to front).
  const vrng = rng.fork('village');
  const rowsY = [505, 560, 625, 700, 790];
  rowsY.forEach((y, k) => {
    const sc = 0.5 + k * 0.14;
    const depth = 0.2 * (1 - k / (rowsY.length - 1));
    for (const sd of [-1, 1] as const) {
      const edge = cxAt(y) + sd * (hwAt(y) + bankAt(y) + 20 + 30 * sc);
      // Outer limit: where the slope top is well above the row.
      let lim = edge;
      for (let x = edge; sd === 1 ? x < W + 40 : x > -40; x += sd * 10) {
        if (slopeTop(sd, x) > y - 80 * sc) break;
        lim = x;
      }
      // Leave the bridge ends free.
      const a = Math.min(edge, lim), b = Math.max(edge, lim);
      if (b - a < 70) continue;
      if (Math.abs(y - yb) < 40) {
        const gap = 120;
        if (sd === 1) out += terraceRow(ctx, vrng, a + gap, b, y, sc, depth);
        else out += terraceRow(ctx, vrng, a, b - gap, y, sc, depth);
      } else {
        out += terraceRow(ctx, vrng, a, b, y, sc, depth);
      }
    }
  });
  // Poplars and a walnut along the banks.
  const trng = rng.fork('banktrees');
  const pcol = poplarColor(ctx, trng);
  for (const sd of [-1, 1] as const) {
    for (let k = 0; k < 4; k++) {
      const y = hz + 40 + k * 70 + trng.range(-10, 10);
      if (Math.abs(y - yb) < 50) continue;
      const x = cxAt(y) + sd * (hwAt(y) + bankAt(y) * 0.6);
      const t = tOf(y);
      out += poplar(ctx, x, y, 90 + t * 260, pcol, 0.2 * (1 - t));
    }
  }
  // Footbridge: stone abutments, two log beams under a plank deck, post-and-rail handrails.
  const hw = hwAt(yb), bc = cxAt(yb);
  const xl = bc - hw - 50, xr = bc + hw + 50;
  const sag = 14;
  const deckY = (x: number): number => yb - 30 + sag * (1 - ((2 * (x - bc)) / (xr - xl)) ** 2);
  const stone = '#8f8a86';
  out += boulder(ctx, xl + 10, yb + 18, 90, 52, stone) + boulder(ctx, xr - 10, yb + 18, 90, 52, stone);
  const xsB: number[] = [];
  for (let x = xl; x <= xr + 0.1; x += (xr - xl) / 16) xsB.push(x);
  const wood = pal.tone('#7a5634');
  const band = (o0: number, o1: number): string => poly([...xsB.map((x) => [x, deckY(x) + o0] as Pt), ...[...xsB].reverse().map((x) => [x, deckY(x) + o1] as Pt)]);
  out += path(band(4, 16), pal.shadeOf(wood, 0.4));
  out += path(band(-2, 6), wood);
  out += path(band(-4, -1), pal.s.snowGround ? pal.tone('#f2f5f8') : lighten(wood, 0.2));
  let planks = '';
  for (let i = 1; i < xsB.length - 1; i++) planks += rectD(xsB[i]!, deckY(xsB[i]!) - 1, 1.2, 7);
  out += path(planks, pal.shadeOf(wood, 0.3), { opacity: 0.7 });
  // The donkey on the deck with its owner leading it.
  const dir: 1 | -1 = rng.chance(0.5) ? 1 : -1;
  const dx = bc - dir * 20;
  out += donkey(ctx, dx, deckY(dx) - 2, 116, dir);
  out += tinyPeople(ctx, [{ x: dx + dir * 100, y: deckY(dx + dir * 100) - 2 }], 86, ['#2e6da4', '#6c4a8e', '#3c8d5a']);
  // Near handrail (drawn over the donkey's legs).
  let rails = '';
  for (let i = 0; i < xsB.length; i += 2) rails += rectD(xsB[i]! - 2, deckY(xsB[i]!) - 40, 4, 40);
  out += path(rails, pal.shadeOf(wood, 0.15));
  out += path(smooth(xsB.map((x) => [x, deckY(x) - 40] as Pt)), 'none', { stroke: pal.shadeOf(wood, 0.1), 'stroke-width': 4 });
  out += path(smooth(xsB.map((x) => [x, deckY(x) - 22] as Pt)), 'none', { stroke: pal.shadeOf(wood, 0.1), 'stroke-width': 2.5 });
  // Boulders and foam in the near river.
  const brng = rng.fork('boulders');
  for (let i = 0; i < 4; i++) {
    const y = 850 + i * 45 + brng.range(-10, 10);
    const x = cxAt(y) + brng.range(-0.8, 0.8) * hwAt(y);
    const w = 40 + (y - 800) * 0.6;
    out += path(ellipseD(x, y - 2, w * 0.75, 6 + w * 0.06), pal.tone('#f4f8f8'), { opacity: 0.85 });
    out += boulder(ctx, x, y, w, w * 0.45, '#7d7672');
  }
  // A big walnut in the near corner on the bank.
  // Foreground banks: boulders, grass, a walled apricot garden opposite a big walnut.
  out += grassStrokes(ctx, 820, H, 80, pal.tone(s.grassDark));
  for (const sd of [-1, 1] as const) {
    const y = 900 + brng.range(-20, 20);
    out += boulder(ctx, cxAt(y) + sd * (hwAt(y) + bankAt(y) * 0.6), y + 30, 110, 60, '#8a827c');
  }
  const wx = dir === 1 ? W * 0.05 : W * 0.95;
  out += walnut(ctx, wx, H - 10, 380);
  const ax = dir === 1 ? W * 0.9 : W * 0.1;
  out += apricot(ctx, ax - 70, H - 40, 200) + apricot(ctx, ax + 80, H - 24, 240);
  return { body: out, focal: [bc, yb - 50] };
}

export const mountainVillage = defineScene({
  title: 'Mountain village',
  alt: 'A mountain village of flat-roofed houses and walled gardens with walnut, apricot and poplar trees, terraced on a slope above a reservoir',
  variants: ['slope', 'bridge'],
  defaults: { time: 'golden', season: 'spring', focus: 'center', variant: 'slope' },
  draw(ctx, variant) {
    const { body, focal } = variant === 'bridge' ? bridgeScene(ctx) : slopeScene(ctx);
    return { body, focal: { x: focal[0], y: focal[1] } };
  },
});
