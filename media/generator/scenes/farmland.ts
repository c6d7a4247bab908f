/** Farmland: vineyards, grape harvest, flower fields, greenhouses, orchards. */
import { defineScene } from '../scene-def.ts';
import type { Ctx } from '../context.ts';
import { mountainBackdrop } from './backdrop.ts';
import { perspectiveRows, rowLineX, type RowsOptions } from '../layers/fields.ts';
import { hills, grassStrokes } from '../layers/terrain.ts';
import { fruitTree, treeRow } from '../layers/trees.ts';
import { basket, grapeBunch, vineLeaf } from '../layers/produce.ts';
import { tinyPeople, birds } from '../layers/people.ts';
import { lighten, mix } from '../color.ts';
import { ellipseD, f, path, poly, rectD, smooth, type Pt } from '../svg.ts';

/** A low farmhouse with a pitched roof, used as a quiet landmark in open fields. */
export function farmhouse(ctx: Ctx, x: number, base: number, w: number, roof = '#b5543a'): string {
  const { pal, shadeSide } = ctx;
  const h = w * 0.38;
  const wall = pal.tone('#efe6d4');
  let out = path(rectD(x - w / 2, base - h, w, h), wall);
  out += path(rectD(shadeSide === 1 ? x + w * 0.2 : x - w / 2, base - h, w * 0.3, h), pal.shade, { opacity: 0.2 });
  out += path(`M${f(x - w * 0.56)} ${f(base - h)}L${f(x - w * 0.42)} ${f(base - h - w * 0.2)}L${f(x + w * 0.42)} ${f(base - h - w * 0.2)}L${f(x + w * 0.56)} ${f(base - h)}Z`, pal.tone(roof));
  const win = pal.night || pal.time === 'dusk' ? pal.lamp : pal.tone('#4a5a6c');
  let d = '';
  for (let i = 0; i < 4; i++) d += rectD(x - w * 0.4 + i * w * 0.22, base - h * 0.7, w * 0.1, h * 0.38);
  out += path(d, win);
  return out;
}

/** Trellis posts along each row line, receding in perspective. */
function trellisPosts(ctx: Ctx, o: RowsOptions, postsPerRow: number, color: string): string {
  let d = '';
  for (let i = 0; i <= o.count; i++) {
    for (let k = 1; k <= postsPerRow; k++) {
      const t = (k / postsPerRow) ** 2;
      const y = o.horizonY + (o.bottomY - o.horizonY) * t;
      const x = rowLineX(o, i, y);
      const h = 4 + t * 70;
      d += rectD(x - 0.4 - t * 2, y - h, 0.8 + t * 4, h);
    }
  }
  return path(d, ctx.pal.tone(color));
}

/**
 * Vine rows as continuous leafy hedges on their trellis wire (not blobs): each row is a band whose height
 * grows with nearness, with a serrated leafy top edge and a lit top strip.
 */
function vineHedges(ctx: Ctx, o: RowsOptions, color: string, height = 70): string {
  const { pal, shadeSide } = ctx;
  const rng = ctx.rng.fork('hedges');
  const dark = pal.tone(color);
  const faceCol = pal.shadeOf(dark, 0.3);
  const faceLit = lighten(dark, 0.06);
  const topCol = lighten(dark, 0.14);
  let tops = '';
  let faceShade = '';
  let faceLitD = '';
  const steps = 30;
  for (let i = 0; i < o.count; i++) {
    const farC = (rowLineX(o, i, o.bottomY) + rowLineX(o, i + 1, o.bottomY)) / 2;
    // Rows left of the vanishing point show their right-hand face, and vice versa.
    const sgn = farC < o.vx ? 1 : -1;
    const topA: [number, number][] = [];
    const topB: [number, number][] = [];
    const ground: [number, number][] = [];
    for (let k = 0; k <= steps; k++) {
      const t = (k / steps) ** 2;
      const y = o.horizonY + (o.bottomY - o.horizonY) * t;
      const c = (rowLineX(o, i, y) + rowLineX(o, i + 1, y)) / 2;
      const w = (rowLineX(o, i + 1, y) - rowLineX(o, i, y)) * 0.26;
      const h = 1 + t * height;
      const jag = k % 2 ? rng.range(0.05, 0.22) * h : 0;
      topA.push([c - sgn * w, y - h - jag]);
      topB.push([c + sgn * w, y - h - jag * 0.5]);
      ground.push([c + sgn * w, y]);
    }
    tops += poly([...topA, ...[...topB].reverse()]);
    const face = poly([...topB, ...[...ground].reverse()]);
    if (sgn === shadeSide) faceShade += face;
    else faceLitD += face;
  }
  return path(faceShade, faceCol) + path(faceLitD, faceLit) + path(tops, topCol);
}

/** Vines planted along the contours of a rolling hillside: wavy hedges, closer together with distance. */
function contourVines(ctx: Ctx, top: number, color: string, soil: string): string {
  const { W, H, pal, noise } = ctx;
  const dark = pal.tone(color);
  const lit = lighten(dark, 0.16);
  let out = path(rectD(-10, top, W + 20, H - top + 10), soil);
  const N = 22;
  let body = '';
  let crest = '';
  let posts = '';
  for (let k = 0; k < N; k++) {
    const t = ((k + 1) / N) ** 1.8;
    const y0 = top + (H + 40 - top) * t;
    const h = 4 + t * 46;
    // The same noise field for every row keeps the rows parallel, like contour lines.
    const yAt = (x: number): number => y0 + noise(x * 0.0016, 3.3) * (20 + t * 90);
    const top1: Pt[] = [];
    const base1: Pt[] = [];
    for (let x = -40; x <= W + 40; x += 40) {
      top1.push([x, yAt(x) - h]);
      base1.push([x, yAt(x)]);
    }
    body += `${smooth(top1)}${smooth([...base1].reverse()).replace('M', 'L')}Z`;
    crest += `${smooth(top1)}${smooth(top1.map(([x, y]) => [x, y + h * 0.25] as Pt).reverse()).replace('M', 'L')}Z`;
    for (let x = (k * 37) % 90; x < W; x += 60 + t * 140) posts += rectD(x, yAt(x) - h * 1.15, 1 + t * 4, h * 1.15);
  }
  out += path(body, dark) + path(crest, lit, { opacity: 0.8 }) + path(posts, pal.tone('#6b5234'));
  return out;
}

export const vineyard = defineScene({
  title: 'Vineyard',
  alt: 'Vineyard rows on trellises running towards mountains, a farmhouse among poplars',
  variants: ['rows', 'hillside'],
  defaults: { time: 'golden', season: 'summer', focus: 'center', variant: 'rows' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const hz = variant === 'hillside' ? 470 : 540;
    let out = mountainBackdrop(ctx, { baseY: hz - 20, farTop: 300, snowLine: 0.3, farCount: 6 });
    out += hills(ctx, { baseY: hz + 10, amp: 24, color: s.grass, depth: 0.25, lane: 7 }).svg;
    out += treeRow(ctx, { y: hz + 8, kind: 'poplar', size: 70, color: s.foliage[0] ?? '#4f8f45', depth: 0.25, spacing: 0.3, gaps: 0.15 });
    out += farmhouse(ctx, fx + W * 0.16, hz + 12, 90);
    const soil = pal.tone(s.ground, 0.05);
    const rows: RowsOptions = {
      horizonY: hz + 14, bottomY: H + 40, vx: fx, topWidth: W * 1.4, bottomWidth: W * 7, count: 40,
      colors: [soil, pal.tone(mix(s.ground, s.grass, 0.3), 0.05)],
    };
    const vineCol = s.snowGround ? '#8a7358' : pal.season === 'autumn' ? '#a0902e' : '#4c7d34';
    if (variant === 'hillside') {
      out += contourVines(ctx, hz + 14, vineCol, soil);
    } else {
      out += perspectiveRows(ctx, rows);
      out += vineHedges(ctx, rows, vineCol);
      out += trellisPosts(ctx, rows, 7, '#6b5234');
    }
    // Ripe bunches on the nearest rows anchor the subject at any crop.
    out += birds(ctx, fx - W * 0.2, 220, 5);
    return { body: out, focal: { x: fx, y: hz } };
  },
});

export const grapeHarvest = defineScene({
  title: 'Grape harvest',
  alt: 'Bunches of grapes hanging from a vine trellis, baskets of picked grapes below',
  variants: ['trellis', 'baskets'],
  defaults: { time: 'golden', season: 'autumn', focus: 'center', variant: 'trellis' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const s = pal.s;
    const hz = 620;
    let out = mountainBackdrop(ctx, { baseY: hz - 30, farTop: 330, snowLine: 0.3, farCount: 6, cloudCount: 3 });
    out += hills(ctx, { baseY: hz, amp: 30, color: s.grass, depth: 0.3, lane: 8 }).svg;
    const rows: RowsOptions = {
      horizonY: hz + 6, bottomY: H + 40, vx: fx, topWidth: W * 1.2, bottomWidth: W * 6, count: 40,
      colors: [pal.tone(s.grassDark, 0.15)], gap: 0.5, gapColor: pal.tone(s.ground, 0.1),
    };
    out += perspectiveRows(ctx, rows);
    out += vineHedges(ctx, rows, pal.season === 'autumn' ? '#8a8f30' : '#5d7f32', 60);
    // Pergola beam across the top with leaves and big bunches: the focal point.
    const wood = pal.tone('#7a5634');
    out += path(rectD(-20, 60, W + 40, 14), wood);
    out += path(rectD(fx - W * 0.42, 60, 16, H), wood) + path(rectD(fx + W * 0.42 - 16, 60, 16, H), wood);
    const leafCols = pal.season === 'autumn' ? ['#9aa03a', '#c49a2e', '#7f8f32'] : ['#5d9a3c', '#4f8a36', '#6fa844'];
    let leaves = '';
    // A dense canopy: leaves in two depths, the back ones darker.
    for (let i = 0; i < 70; i++) {
      const x = rng.range(-40, W + 40);
      const y = rng.range(30, 150) + (Math.abs(x - fx) < 420 ? rng.range(0, 60) : 0);
      leaves += vineLeaf(ctx, x, y, rng.range(42, 80), rng.range(140, 220), rng.pick(leafCols));
    }
    out += leaves;
    const bunchXs = [fx - 330, fx - 120, fx + 90, fx + 300];
    bunchXs.forEach((x, i) => {
      out += grapeBunch(ctx, x, 200 + (i % 2) * 34, i === 1 || i === 2 ? 150 : 120, i === 2 ? '#8fae3a' : '#5b2a6e');
    });
    for (let i = 0; i < 10; i++) out += vineLeaf(ctx, fx - 420 + i * 95 + rng.range(-20, 20), 150 + rng.range(-20, 30), rng.range(55, 80), rng.range(150, 210), rng.pick(leafCols));
    // Baskets of picked grapes and tiny pickers between the rows.
    const bx = variant === 'baskets' ? [fx - 200, fx, fx + 200] : [fx - 230, fx + 210];
    bx.forEach((x, i) => (out += basket(ctx, x, H - 20 - (i % 2) * 24, variant === 'baskets' ? 230 : 190, i % 2 ? '#8fae3a' : '#5b2a6e')));
    out += tinyPeople(ctx, [{ x: fx - 80, y: hz + 60 }, { x: fx + 60, y: hz + 70 }, { x: fx + 140, y: hz + 50 }], 26);
    return { body: out, focal: { x: fx, y: 200 } };
  },
});

export const flowerFields = defineScene({
  title: 'Flower fields',
  alt: 'Stripes of tulips in bloom running towards greenhouses and snowy mountains',
  variants: ['tulips', 'mixed'],
  defaults: { time: 'day', season: 'spring', focus: 'center', variant: 'tulips' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const hz = 560;
    let out = mountainBackdrop(ctx, { baseY: hz - 20, farTop: 300, snowLine: 0.35, farCount: 5, cloudCount: 4 });
    out += hills(ctx, { baseY: hz + 4, amp: 18, color: s.grass, depth: 0.25, lane: 9 }).svg;
    out += treeRow(ctx, { y: hz, kind: 'poplar', size: 60, color: s.foliage[0] ?? '#4f8f45', depth: 0.2, spacing: 0.28 });
    // Greenhouse tunnels on the horizon at the vanishing point.
    let gh = '';
    for (let i = -3; i <= 3; i++) {
      const x = fx + i * 42;
      gh += `M${f(x - 20)} ${f(hz + 8)}Q${f(x - 20)} ${f(hz - 18)} ${f(x)} ${f(hz - 18)}Q${f(x + 20)} ${f(hz - 18)} ${f(x + 20)} ${f(hz + 8)}Z`;
    }
    out += path(gh, pal.tone('#eef3f4', 0.1)) + path(gh, pal.shade, { opacity: 0.08 });
    const palette = variant === 'tulips'
      ? ['#d8314a', '#f6f1e6', '#f08aa8', '#f3c233', '#e2543a', '#f6f1e6', '#c72a64']
      : ['#8e6cc8', '#f3c233', '#f6f1e6', '#e0703a', '#d8314a', '#f08aa8'];
    const colors = (s.snowGround ? ['#e9eef3', '#dfe6ec'] : pal.season === 'spring' ? palette : pal.season === 'summer' ? palette : ['#b8763a', '#9a7a3c', '#c4903f']).map((c) => pal.tone(c));
    const rows: RowsOptions = { horizonY: hz + 10, bottomY: H + 60, vx: fx, topWidth: W * 1.6, bottomWidth: W * 5, count: 28, colors, gap: 0.16, gapColor: pal.tone(s.grassDark) };
    out += perspectiveRows(ctx, rows);
    // Petal texture: tiny lighter specks over the near half of the stripes.
    const rng = ctx.rng.fork('petals');
    let specks = '';
    for (let i = 0; i < 500; i++) {
      const t = 0.15 + rng() * 0.85;
      const y = rows.horizonY + (rows.bottomY - rows.horizonY) * t * t;
      const r = 0.8 + t * t * 4;
      specks += ellipseD(rng.range(0, W), y, r, r * 0.7);
    }
    out += path(specks, '#ffffff', { opacity: 0.22 });
    return { body: out, focal: { x: fx, y: hz } };
  },
});

export const greenhouses = defineScene({
  title: 'Greenhouses',
  alt: 'A modern glass greenhouse complex with rows of flowers and vegetables inside',
  variants: ['glass', 'tunnels'],
  defaults: { time: 'dusk', season: 'spring', focus: 'center', variant: 'glass' },
  draw(ctx, variant) {
    const { W, H, pal, fx } = ctx;
    const s = pal.s;
    const hz = 600;
    let out = mountainBackdrop(ctx, { baseY: hz - 40, farTop: 330, snowLine: 0.35, farCount: 6, cloudCount: 3 });
    out += hills(ctx, { baseY: hz, amp: 20, color: s.grass, depth: 0.2, lane: 10 }).svg;
    out += treeRow(ctx, { y: hz - 6, kind: 'poplar', size: 80, color: s.foliage[0] ?? '#4f8f45', depth: 0.15, spacing: 0.3, gaps: 0.1 });
    // Greenhouse glass glows with grow-light pink after dusk, pale blue-white by day.
    const glow = pal.night || pal.time === 'dusk';
    const glass = glow ? mix(pal.lamp, '#ff8fc0', 0.45) : pal.tone('#dceff2');
    const frame = pal.tone(glow ? '#5a5470' : '#9fb2b8');
    if (glow) out += path(ellipseD(fx, hz + 90, 620, 160), glass, { opacity: 0.35, filter: ctx.defs.blur(30) });
    if (variant === 'glass') {
      const spans = 8, sw = 120, x0 = fx - (spans * sw) / 2, base = hz + 150, wallH = 120;
      // Side wall receding on the shaded side gives the block depth.
      const sx = ctx.shadeSide === 1 ? x0 + spans * sw : x0;
      const dx = ctx.shadeSide * 46;
      out += path(poly([[sx, base], [sx, base - wallH], [sx + dx / 2, base - wallH - 40], [sx + dx, base - wallH - 12], [sx + dx, base - 12]]), pal.shadeOf(glass, 0.3));
      let roof = '';
      let mullions = '';
      for (let i = 0; i < spans; i++) {
        const x = x0 + i * sw;
        roof += `M${f(x)} ${f(base - wallH)}L${f(x + sw / 2)} ${f(base - wallH - 50)}L${f(x + sw)} ${f(base - wallH)}Z`;
        mullions += `M${f(x + sw / 2)} ${f(base - wallH - 50)}V${f(base - wallH)}`;
      }
      out += path(rectD(x0, base - wallH, spans * sw, wallH), glass) + path(roof, lighten(glass, 0.15));
      for (let x = x0; x <= x0 + spans * sw + 1; x += sw / 4) mullions += `M${f(x)} ${f(base - wallH)}V${f(base)}`;
      mullions += `M${f(x0)} ${f(base - wallH)}H${f(x0 + spans * sw)}M${f(x0)} ${f(base - wallH * 0.5)}H${f(x0 + spans * sw)}`;
      out += path(roof + mullions, 'none', { stroke: frame, 'stroke-width': 2 });
      // Plant rows visible through the glass.
      let plants = '';
      for (let x = x0 + 8; x < x0 + spans * sw - 8; x += 16) plants += ellipseD(x, base - 14, 9, 13);
      out += path(plants, pal.tone('#3f7f3a'), { opacity: 0.7 });
    } else {
      let tunnels = '';
      let ribs = '';
      for (let i = -4; i <= 4; i++) {
        const x = fx + i * 150;
        tunnels += `M${f(x - 68)} ${f(hz + 150)}Q${f(x - 70)} ${f(hz + 30)} ${f(x)} ${f(hz + 28)}Q${f(x + 70)} ${f(hz + 30)} ${f(x + 68)} ${f(hz + 150)}Z`;
        for (let k = -2; k <= 2; k++) ribs += `M${f(x + k * 28)} ${f(hz + 150)}Q${f(x + k * 31)} ${f(hz + 45)} ${f(x + k * 11)} ${f(hz + 30)}`;
      }
      out += path(tunnels, glass) + path(ribs, 'none', { stroke: frame, 'stroke-width': 1.5, opacity: 0.6 });
    }
    const rows: RowsOptions = {
      horizonY: hz + 155, bottomY: H + 40, vx: fx, topWidth: W * 1.2, bottomWidth: W * 4, count: 22,
      colors: ['#d8314a', '#f6f1e6', '#f3c233', '#f08aa8'].map((c) => pal.tone(c)), gap: 0.35, gapColor: pal.tone(s.grassDark),
    };
    out += perspectiveRows(ctx, rows);
    out += grassStrokes(ctx, hz + 160, H, 150, pal.tone(s.grassDark));
    return { body: out, focal: { x: fx, y: hz + 40 } };
  },
});

export const orchard = defineScene({
  title: 'Orchard',
  alt: 'Rows of fruit trees in an orchard, a farmhouse and crates of apples',
  variants: ['rows', 'harvest'],
  defaults: { time: 'day', season: 'spring', focus: 'center', variant: 'rows' },
  draw(ctx, variant) {
    const { W, H, pal, fx, rng } = ctx;
    const s = pal.s;
    const hz = 560;
    let out = mountainBackdrop(ctx, { baseY: hz - 30, farTop: 310, snowLine: 0.35, farCount: 6 });
    out += hills(ctx, { baseY: hz + 10, amp: 20, color: s.grass, depth: 0.2, lane: 11 }).svg;
    out += treeRow(ctx, { y: hz + 2, kind: 'poplar', size: 64, color: s.foliage[0] ?? '#4f8f45', depth: 0.25, spacing: 0.3, gaps: 0.2 });
    out += farmhouse(ctx, fx, hz + 18, 130, '#a9483a');
    const rows: RowsOptions = { horizonY: hz + 20, bottomY: H + 40, vx: fx, topWidth: W * 1.3, bottomWidth: W * 5, count: 14, colors: [pal.tone(s.grass)], gap: 0.3, gapColor: pal.tone(mix(s.grass, s.ground, 0.5)) };
    out += perspectiveRows(ctx, rows);
    // Trees planted in a grid, drawn far to near; blossom in spring, red fruit in summer and autumn.
    const crown = s.blossom ? '#f4d6e0' : s.snowGround ? '#8b7f76' : rng.pick(s.foliage);
    const fruit = s.blossom ? '#ffffff' : pal.season === 'summer' || pal.season === 'autumn' ? '#d2382f' : undefined;
    const crowns: string[] = [];
    for (let k = 7; k >= 1; k--) {
      const t = (k / 7) ** 2;
      const y = rows.horizonY + (rows.bottomY - rows.horizonY) * t;
      for (let i = 0; i <= rows.count; i += 1) {
        const x = rowLineX(rows, i, y);
        if (x < -200 || x > W + 200) continue;
        // Keep the central alley open so the farmhouse stays visible.
        if (i === rows.count / 2) continue;
        const size = 18 + t * 260;
        crowns.push(fruitTree(ctx, x, y, size, crown, fruit, s.snowGround));
      }
    }
    out += crowns.join('');
    if (variant === 'harvest') {
      for (let i = 0; i < 3; i++) out += basket(ctx, fx - 90 + i * 90, H - 40 - i * 6, 110, '#d2382f');
    }
    return { body: out, focal: { x: fx, y: hz } };
  },
});
