/** Heritage: the Kanka city mound, petroglyphs, the Zangi ota mausoleum. */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { sky } from '../layers/sky.ts';
import { clouds } from '../layers/clouds.ts';
import { mountainRange, randomPeaks, ridgeEdge } from '../layers/mountains.ts';
import { mist, footHaze } from '../layers/atmosphere.ts';
import { hills, grassStrokes } from '../layers/terrain.ts';
import { poplar, roundTree } from '../layers/trees.ts';
import { tinyPeople, birds } from '../layers/people.ts';
import { water } from '../layers/water.ts';
import { drum, minaret, pointedArchD, portal, ribbedDome } from '../layers/architecture.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, path, poly, rectD, smooth, type Pt } from '../svg.ts';

/** Open steppe under a big sky with low, pale ranges: the setting for the mound. */
function steppe(ctx: Ctx, hz: number): string {
  const { W, rng, pal } = ctx;
  let out = sky(ctx, { horizon: hz });
  out += clouds(ctx, { count: 3, yMin: 90, yMax: 260, opacity: 0.6 });
  const peaks = randomPeaks(rng, { x0: -100, x1: W + 100, count: 9, topMin: hz - 90, topMax: hz - 50, baseY: hz, widthScale: 2.2 });
  out += mountainRange(ctx, { baseY: hz, peaks, rock: '#b8a0a0', depth: 0.6, snowLine: 0 });
  out += footHaze(ctx, hz + 10, 80, 0.7, pal.mist);
  return out;
}

export const kankaMound = defineScene({
  title: 'Kanka ancient city',
  alt: 'The flat-topped earthen mound of ancient Kanka with excavation trenches, in open steppe',
  variants: ['mound', 'excavation'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'mound' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
    const s = pal.s;
    const hz = 600;
    const close = variant === 'excavation';
    let out = steppe(ctx, hz);
    out += hills(ctx, { baseY: hz + 20, amp: 14, color: mix(s.ground, s.grass, 0.3), depth: 0.2, lane: 12 }).svg;
    // The tepa: a wide flat-topped mound with eroded, gullied slopes.
    const topY = close ? 400 : 470, baseY = close ? 760 : 680;
    const tw = close ? 560 : 380, bw = close ? 980 : 700;
    const earth = pal.tone('#c08a5a');
    const lTop: Pt = [fx - tw / 2, topY], rTop: Pt = [fx + tw / 2, topY];
    const lBase: Pt = [fx - bw / 2, baseY], rBase: Pt = [fx + bw / 2, baseY];
    // Slopes are concave (steep under the rim, spreading into a skirt of slumped earth).
    const lShoulder: Pt = [lTop[0] - (bw - tw) * 0.12, topY + (baseY - topY) * 0.45];
    const rShoulder: Pt = [rTop[0] + (bw - tw) * 0.12, topY + (baseY - topY) * 0.45];
    const leftEdge = [...ridgeEdge(lBase, lShoulder, 0.04, rng, 3), ...ridgeEdge(lShoulder, lTop, 0.06, rng, 3).slice(1)];
    const rightEdge = [...ridgeEdge(rTop, rShoulder, 0.06, rng, 3), ...ridgeEdge(rShoulder, rBase, 0.04, rng, 3).slice(1)];
    const rim = ridgeEdge(lTop, rTop, 0.015, rng, 4);
    const outline = poly([...leftEdge, ...rim.slice(1), ...rightEdge.slice(1)]);
    out += path(outline, earth);
    const clip = defs.clip(outline);
    // Erosion gullies: slim darker wedges running down the slope, fanning out.
    let gullies = '';
    let ridges = '';
    for (let i = 0; i < 13; i++) {
      const t = (i + rng.range(0.1, 0.9)) / 13;
      const xt = lTop[0] + (rTop[0] - lTop[0]) * t;
      const xb = lBase[0] + (rBase[0] - lBase[0]) * (t * 1.1 - 0.05);
      const w = rng.range(4, 22);
      const start: Pt = [xt, topY + rng.range(6, 40)];
      const line = ridgeEdge(start, [xb, baseY + 10], 0.05, rng, 3);
      gullies += poly([...line, [xb - w, baseY + 10]]);
      ridges += poly([...line, [xb + w * 0.8, baseY + 10]]);
    }
    out += `<g clip-path="${clip}">${path(gullies, pal.shade, { opacity: 0.2 })}${path(ridges, lighten(earth, 0.2), { opacity: 0.28 })}</g>`;
    // Shade on the slope away from the sun.
    const shadeSlope = shadeSide === 1 ? poly([rTop, ...rightEdge.slice(1), [fx + bw * 0.3, baseY + 10], [fx + tw * 0.3, topY]]) : poly([lTop, ...[...leftEdge].reverse().slice(1), [fx - bw * 0.3, baseY + 10], [fx - tw * 0.3, topY]]);
    out += path(shadeSlope, pal.shade, { opacity: 0.3, 'clip-path': clip });
    // Flat top seen slightly from above: a lighter plateau band.
    out += path(poly([...rim, [rTop[0] - 30, topY + 18], [lTop[0] + 30, topY + 18]]), lighten(earth, 0.22));
    // Excavation trenches: stepped rectangular cuts on the top and a terraced cut in the front slope.
    const dark = pal.shadeOf(earth, 0.55);
    const wallLit = lighten(earth, 0.3);
    let cuts = '';
    let litWalls = '';
    const nT = close ? 4 : 3;
    for (let i = 0; i < nT; i++) {
      const x = fx - tw * 0.35 + (i * tw * 0.7) / nT + rng.range(0, 20);
      const w = tw * 0.12 + rng.range(0, 20);
      cuts += rectD(x, topY + 2, w, 12);
      litWalls += rectD(x, topY + 2, w, 3);
    }
    const cx = fx + (close ? -40 : -20);
    const stepN = 4;
    for (let k = 0; k < stepN; k++) {
      const y = topY + 24 + k * ((baseY - topY) * 0.16);
      const w = (close ? 150 : 100) - k * 12;
      cuts += rectD(cx - w / 2, y, w, (baseY - topY) * 0.1);
      litWalls += rectD(cx - w / 2, y + (baseY - topY) * 0.1 - 3, w, 4);
    }
    out += path(cuts, dark) + path(litWalls, wallLit);
    // Ruined wall stubs on top.
    let stubs = '';
    for (let i = 0; i < 5; i++) {
      const x = fx + tw * 0.1 + i * 22 + rng.range(-4, 4);
      stubs += rectD(x, topY - rng.range(8, 18), rng.range(10, 18), 20);
    }
    for (let i = 0; i < 3; i++) stubs += rectD(fx - tw * 0.42 + i * 26, topY - rng.range(6, 14), 16, 16);
    out += path(stubs, pal.tone('#b27e50'));
    out += tinyPeople(ctx, [{ x: fx - tw * 0.2, y: topY + 4 }, { x: fx + 8, y: topY + 4 }, { x: cx + 30, y: topY + 24 + (baseY - topY) * 0.16 }], close ? 20 : 14, ['#f2efe6', '#e0a526', '#2e6da4']);
    out += footHaze(ctx, baseY + 20, 60, 0.3, pal.mist);
    // Foreground steppe with a winding dirt path to the mound.
    const fg = hills(ctx, { baseY: baseY + 50, amp: 20, color: mix(s.ground, s.grass, 0.45), lane: 13 });
    out += fg.svg;
    const trail: Pt[] = [[cx, baseY + 30], [cx + 60, baseY + 110], [cx - 40, baseY + 190], [cx + 80, H + 20]];
    out += path(smooth(trail), 'none', { stroke: pal.tone('#e6cc9a'), 'stroke-width': 10, 'stroke-linecap': 'round' });
    let shrubs = '';
    for (let i = 0; i < 26; i++) {
      const t = rng();
      const y = baseY + 60 + t * (H - baseY - 60);
      const r = 6 + t * 20;
      shrubs += ellipseD(rng.range(0, W), y, r * 1.4, r * 0.6);
    }
    out += path(shrubs, pal.tone(s.grassDark), { opacity: 0.8 });
    out += grassStrokes(ctx, baseY + 60, H, 200, pal.tone(s.grassDark));
    out += birds(ctx, fx + W * 0.25, 230, 3);
    return { body: out, focal: { x: fx, y: topY + 60 } };
  },
});

/** Stick-figure petroglyphs as thick round-capped strokes, pecked into the stone. */
function ibex(x: number, y: number, s: number, dir: 1 | -1): string {
  const X = (dx: number): string => f(x + dir * dx * s);
  const Y = (dy: number): string => f(y + dy * s);
  return (
    `M${X(-0.5)} ${Y(0)}L${X(0.45)} ${Y(-0.05)}` + // body
    `M${X(-0.42)} ${Y(0.02)}L${X(-0.5)} ${Y(0.5)}M${X(-0.3)} ${Y(0.02)}L${X(-0.22)} ${Y(0.5)}` + // hind legs
    `M${X(0.3)} ${Y(-0.02)}L${X(0.25)} ${Y(0.5)}M${X(0.42)} ${Y(-0.02)}L${X(0.5)} ${Y(0.48)}` + // fore legs
    `M${X(0.45)} ${Y(-0.05)}L${X(0.62)} ${Y(-0.32)}L${X(0.78)} ${Y(-0.26)}` + // neck and head
    `M${X(-0.5)} ${Y(0)}L${X(-0.58)} ${Y(-0.14)}` + // tail
    `M${X(0.6)} ${Y(-0.34)}C${X(0.5)} ${Y(-0.95)} ${X(-0.1)} ${Y(-0.95)} ${X(-0.15)} ${Y(-0.4)}` + // great curved horns
    `M${X(0.66)} ${Y(-0.33)}L${X(0.62)} ${Y(-0.45)}` // ear
  );
}

function hunter(x: number, y: number, s: number, dir: 1 | -1): string {
  const X = (dx: number): string => f(x + dir * dx * s);
  const Y = (dy: number): string => f(y + dy * s);
  return (
    `M${X(0)} ${Y(-0.55)}L${X(0)} ${Y(0)}M${X(0)} ${Y(0)}L${X(-0.18)} ${Y(0.45)}M${X(0)} ${Y(0)}L${X(0.2)} ${Y(0.42)}` +
    `M${X(0)} ${Y(-0.38)}L${X(0.35)} ${Y(-0.38)}M${X(0)} ${Y(-0.4)}L${X(-0.2)} ${Y(-0.25)}` +
    `M${X(0.3)} ${Y(-0.75)}Q${X(0.62)} ${Y(-0.38)} ${X(0.3)} ${Y(-0.02)}` + // bow
    `M${X(-0.25)} ${Y(-0.38)}L${X(0.7)} ${Y(-0.38)}`
  );
}

function dog(x: number, y: number, s: number, dir: 1 | -1): string {
  const X = (dx: number): string => f(x + dir * dx * s);
  const Y = (dy: number): string => f(y + dy * s);
  return `M${X(-0.35)} ${Y(0)}L${X(0.3)} ${Y(0)}M${X(-0.3)} ${Y(0)}L${X(-0.35)} ${Y(0.3)}M${X(0.25)} ${Y(0)}L${X(0.3)} ${Y(0.3)}M${X(0.3)} ${Y(0)}L${X(0.42)} ${Y(-0.18)}L${X(0.55)} ${Y(-0.12)}M${X(-0.35)} ${Y(0)}Q${X(-0.5)} ${Y(-0.2)} ${X(-0.42)} ${Y(-0.3)}`;
}

function sunSign(x: number, y: number, r: number): string {
  let d = `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    d += `M${f(x + Math.cos(a) * r * 1.4)} ${f(y + Math.sin(a) * r * 1.4)}L${f(x + Math.cos(a) * r * 2)} ${f(y + Math.sin(a) * r * 2)}`;
  }
  return d;
}

export const petroglyphs = defineScene({
  title: 'Petroglyphs',
  alt: 'Ancient petroglyphs of ibex and hunters pecked into a dark, varnished boulder',
  variants: ['boulder', 'panel'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'boulder' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng, defs, shadeSide } = ctx;
    const s = pal.s;
    const hz = 560;
    let out = sky(ctx, { horizon: hz });
    out += clouds(ctx, { count: 3, yMax: 250, opacity: 0.7 });
    const peaks = randomPeaks(rng, { x0: -100, x1: W + 100, count: 6, topMin: 330, topMax: 420, baseY: hz, widthScale: 1.4 });
    out += mountainRange(ctx, { baseY: hz, peaks, rock: '#a89a98', depth: 0.5, snowLine: 0.2 });
    out += mist(ctx, hz, 100, 0.5);
    out += hills(ctx, { baseY: hz + 80, amp: 40, color: s.grass, depth: 0.2, lane: 14 }).svg;
    // The boulder: a big faceted stone with desert varnish (dark brown), lit top, shaded flank.
    const close = variant === 'panel';
    const cx = fx, cy = close ? 560 : 640;
    const rx = close ? W * 0.62 : 520, ry = close ? 470 : 330;
    const pts: Pt[] = [];
    const n = 11;
    for (let i = 0; i < n; i++) {
      const a = Math.PI + (i / (n - 1)) * Math.PI;
      pts.push([cx + Math.cos(a) * rx * rng.range(0.9, 1.05), cy + Math.sin(a) * ry * rng.range(0.85, 1.05)]);
    }
    pts.push([cx + rx * 1.02, cy + ry * 0.55], [cx - rx * 1.02, cy + ry * 0.55]);
    const stoneD = poly(pts);
    const stone = pal.tone('#5a3b2c');
    out += path(stoneD, stone);
    const clip = defs.clip(stoneD);
    let facets = '';
    for (let i = 1; i < n - 1; i += 2) facets += poly([pts[i]!, pts[i + 1]!, [cx + (pts[i]![0] - cx) * 0.6, cy - ry * 0.2 + rng.range(-40, 40)]]);
    out += `<g clip-path="${clip}">`;
    out += path(facets, lighten(stone, 0.12), { opacity: 0.6 });
    out += path(`M${f(cx + shadeSide * rx * 0.35)} ${f(cy - ry)}L${f(cx + shadeSide * rx * 1.2)} ${f(cy - ry)}L${f(cx + shadeSide * rx * 1.2)} ${f(cy + ry)}L${f(cx + shadeSide * rx * 0.55)} ${f(cy + ry)}Z`, pal.shade, { opacity: 0.35 });
    out += path(`M${f(cx - rx)} ${f(cy - ry * 0.95)}Q${f(cx)} ${f(cy - ry * 1.15)} ${f(cx + rx)} ${f(cy - ry * 0.95)}L${f(cx + rx)} ${f(cy - ry * 0.75)}Q${f(cx)} ${f(cy - ry * 0.98)} ${f(cx - rx)} ${f(cy - ry * 0.75)}Z`, lighten(stone, 0.25), { opacity: 0.35 });
    // Cracks.
    let cracks = '';
    for (let i = 0; i < 4; i++) {
      const a: Pt = [cx + rng.range(-rx * 0.8, rx * 0.8), cy - ry * rng.range(0.5, 0.9)];
      cracks += poly(ridgeEdge(a, [a[0] + rng.range(-80, 80), a[1] + rng.range(120, 260)], 0.12, rng, 3), false);
    }
    out += path(cracks, 'none', { stroke: pal.shadeOf(stone, 0.5), 'stroke-width': 2.5, opacity: 0.6 });
    // The petroglyph panel: ibex herd, hunters with bows, a dog and a sun sign.
    const k = close ? 1.5 : 1;
    const gx = cx - 300 * k, gy = cy - 120 * k;
    let glyphs = '';
    glyphs += ibex(gx + 170 * k, gy, 120 * k, 1);
    glyphs += ibex(gx + 420 * k, gy - 40 * k, 95 * k, -1);
    glyphs += ibex(gx + 360 * k, gy + 150 * k, 85 * k, 1);
    glyphs += ibex(gx + 540 * k, gy + 120 * k, 75 * k, -1);
    glyphs += hunter(gx + 10 * k, gy + 10 * k, 90 * k, 1);
    glyphs += hunter(gx + 140 * k, gy + 170 * k, 70 * k, 1);
    glyphs += dog(gx + 240 * k, gy + 200 * k, 70 * k, 1);
    glyphs += sunSign(gx + 600 * k, gy - 110 * k, 22 * k);
    const pecked = pal.tone('#d9b48a');
    out += path(glyphs, 'none', { stroke: pecked, 'stroke-width': 9 * k, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.92 });
    // Pecking texture: dark specks over the panel (invisible on dark stone, pitting the light lines).
    let specks = '';
    for (let i = 0; i < 1400; i++) specks += ellipseD(gx + rng.range(-80, 720) * k, gy + rng.range(-200, 260) * k, 1.6 * k, 1.6 * k);
    out += path(specks, stone, { opacity: 0.75 });
    out += '</g>';
    // Grass and small stones at the foot of the boulder.
    out += hills(ctx, { baseY: H - 20, amp: 40, color: s.grass, lane: 15 }).svg;
    out += grassStrokes(ctx, H - 80, H, 220, pal.tone(s.grassDark));
    return { body: out, focal: { x: cx, y: cy - 60 } };
  },
});

export const zangiOta = defineScene({
  title: 'Zangi ota mausoleum',
  alt: 'The Zangi ota mausoleum with its tiled portal, blue ribbed dome and minarets, mirrored in a pool',
  variants: ['portal', 'ensemble'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'portal' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const ground = 760;
    const big = variant === 'portal';
    let above = sky(ctx, { horizon: ground });
    above += clouds(ctx, { count: 3, yMax: 220, opacity: 0.8 });
    above += birds(ctx, fx + W * 0.25, 170, 5);
    // Side wings: arcades of pointed niches.
    const wall = '#d9c29a';
    const wingW = big ? 360 : 460, wingH = big ? 170 : 150;
    const pw = big ? 330 : 260, ph = big ? 470 : 380;
    let wings = '';
    for (const side of [-1, 1] as const) {
      const x0 = side === -1 ? fx - pw / 2 - wingW : fx + pw / 2;
      wings += path(rectD(x0, ground - wingH, wingW, wingH), pal.tone(wall));
      wings += path(rectD(x0, ground - wingH, wingW, 12), pal.tone('#2b74a8'));
      let niches = '';
      const nN = 5;
      for (let i = 0; i < nN; i++) niches += pointedArchD(x0 + (wingW * (i + 0.5)) / nN, ground - 12, wingW / nN * 0.56, wingH * 0.7);
      wings += path(niches, pal.tone('#8c6a48'));
      wings += path(niches, pal.shade, { opacity: 0.3 });
      wings += minaret(ctx, side === -1 ? x0 + 10 : x0 + wingW - 10, ground, wingH + 90, 26, wall);
    }
    // Drum and ribbed dome behind the portal, offset so it peeks out beside the pishtaq.
    const domeX = fx + (big ? 0 : 0);
    let back = drum(ctx, domeX, ground - ph + 110, big ? 120 : 100, 70);
    back += ribbedDome(ctx, domeX, ground - ph + 40, big ? 130 : 108, '#2f93bf', 12);
    above += back + wings + portal(ctx, fx, ground, pw, ph, wall, '#2b74a8');
    // Framing poplars and plane trees.
    above += poplar(ctx, fx - pw / 2 - wingW - 60, ground, 300, s.foliage[0] ?? '#4f8f45') + poplar(ctx, fx + pw / 2 + wingW + 60, ground, 320, s.foliage[0] ?? '#4f8f45');
    above += roundTree(ctx, fx - pw / 2 - wingW - 170, ground, 230, s.foliage[1] ?? '#4f8f45') + roundTree(ctx, fx + pw / 2 + wingW + 180, ground, 250, s.foliage[1] ?? '#4f8f45');
    // Paved courtyard.
    let out = above;
    out += path(rectD(-10, ground, W + 20, H - ground + 10), pal.tone('#e3d2b2'));
    let pav = '';
    for (let i = 1; i < 6; i++) pav += rectD(-10, ground + i * i * 8, W + 20, 1.5);
    out += path(pav, pal.shadeOf(pal.tone('#e3d2b2'), 0.2));
    // Long pool on the axis, reflecting the portal.
    const pool = `M${f(fx - 120)} ${f(ground + 30)}L${f(fx + 120)} ${f(ground + 30)}L${f(fx + 260)} ${f(H + 10)}L${f(fx - 260)} ${f(H + 10)}Z`;
    out += path(pool, pal.tone('#c8b48e'), { transform: 'translate(0 -4)' });
    out += water(ctx, { y: ground + 30, clipD: pool, reflect: `<g transform="translate(0 ${60})">${above}</g>`, color: pal.tone('#4aa7c4'), deep: pal.tone('#2d7ea0'), glints: 20, mirror: 0.6 });
    out += tinyPeople(ctx, [{ x: fx - 230, y: ground + 60 }, { x: fx + 200, y: ground + 90 }, { x: fx + 330, y: ground + 40 }], 34);
    return { body: out, focal: { x: fx, y: ground - ph * 0.6 } };
  },
});
