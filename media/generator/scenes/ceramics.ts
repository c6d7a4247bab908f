/** Blue Rishtan-style ceramics on a wall or a table. */
import { defineScene } from '../scene-def.ts';
import { bodomD, leafD, petalD, radial, ringD, ringDotsD, roundPetalD, starD } from '../layers/ornament.ts';
import { ellipseD, f, path, rect, rectD } from '../svg.ts';
import { dropShadow, softTone } from './tableware.ts';

/** A Rishtan-style plate: white glaze, cobalt and turquoise radial motifs. */
function ceramicPlate(t: (c: string) => string, cx: number, cy: number, r: number, style: number): string {
  const cobalt = t('#1f4f9a'), turq = t('#1aa3b8'), green = t('#3f8f5a');
  let out = path(ellipseD(cx, cy, r, r), t('#f6f5ef'));
  out += path(ringD(cx, cy, r, r * 0.9), cobalt, { 'fill-rule': 'evenodd' });
  out += path(ringDotsD(cx, cy, r * 0.95, Math.round(r / 7), r * 0.018), t('#ffffff'));
  out += path(ringD(cx, cy, r * 0.86, r * 0.84), turq, { 'fill-rule': 'evenodd' });
  const n = style % 2 ? 8 : 6;
  if (style % 3 === 0) {
    out += path(radial(n, (a) => bodomD(cx + Math.cos(a) * r * 0.6, cy + Math.sin(a) * r * 0.6, r * 0.3, a + Math.PI / 2)), cobalt);
    out += path(radial(n, (a) => ellipseD(cx + Math.cos(a) * r * 0.6, cy + Math.sin(a) * r * 0.6, r * 0.04, r * 0.04)), turq);
  } else if (style % 3 === 1) {
    out += path(radial(n * 2, (a) => petalD(cx, cy, a, r * 0.38, r * 0.8, 0.13)), cobalt);
    out += path(radial(n * 2, (a) => petalD(cx, cy, a, r * 0.45, r * 0.7, 0.06)), turq);
  } else {
    out += path(radial(n, (a) => leafD(cx + Math.cos(a) * r * 0.4, cy + Math.sin(a) * r * 0.4, r * 0.38, a, 0.3)), turq);
    out += path(radial(n, (a) => ellipseD(cx + Math.cos(a + Math.PI / n) * r * 0.66, cy + Math.sin(a + Math.PI / n) * r * 0.66, r * 0.08, r * 0.08)), cobalt);
  }
  out += path(radial(n, (a) => leafD(cx + Math.cos(a + Math.PI / n) * r * 0.4, cy + Math.sin(a + Math.PI / n) * r * 0.4, r * 0.14, a + Math.PI / n + Math.PI / 2, 0.35)), green);
  out += path(ellipseD(cx, cy, r * 0.3, r * 0.3), cobalt);
  out += path(radial(8, (a) => roundPetalD(cx, cy, a, r * 0.04, r * 0.27, 0.3)), t('#ffffff'));
  out += path(starD(cx, cy, 8, r * 0.12, r * 0.06), turq);
  return out;
}

/** A jug (kuvshin) seen from the side, with painted bands. */
function jug(t: (c: string) => string, x: number, base: number, h: number, shadeSide: number): string {
  const w = h * 0.36;
  const body = `M${f(x - w * 0.3)} ${f(base)}C${f(x - w * 1.2)} ${f(base - h * 0.25)} ${f(x - w * 0.9)} ${f(base - h * 0.62)} ${f(x - w * 0.25)} ${f(base - h * 0.72)}L${f(x - w * 0.22)} ${f(base - h * 0.95)}L${f(x + w * 0.22)} ${f(base - h * 0.95)}L${f(x + w * 0.25)} ${f(base - h * 0.72)}C${f(x + w * 0.9)} ${f(base - h * 0.62)} ${f(x + w * 1.2)} ${f(base - h * 0.25)} ${f(x + w * 0.3)} ${f(base)}Z`;
  let out = path(`M${f(x + w * 0.2)} ${f(base - h * 0.85)}C${f(x + w * 1.3)} ${f(base - h * 0.9)} ${f(x + w * 1.2)} ${f(base - h * 0.45)} ${f(x + w * 0.7)} ${f(base - h * 0.4)}`, 'none', { stroke: t('#1f4f9a'), 'stroke-width': h * 0.05 });
  out += path(body, t('#f6f5ef'));
  out += path(rectD(x - w, base - h * 0.52, w * 2, h * 0.1), t('#1f4f9a'), { 'clip-path': 'none' });
  out += path(rectD(x - w, base - h * 0.36, w * 2, h * 0.04), t('#1aa3b8'));
  out += path(`M${f(x + shadeSide * w * 0.1)} ${f(base)}C${f(x + shadeSide * w * 0.7)} ${f(base - h * 0.3)} ${f(x + shadeSide * w * 0.6)} ${f(base - h * 0.6)} ${f(x + shadeSide * w * 0.25)} ${f(base - h * 0.72)}L${f(x + shadeSide * w * 0.25)} ${f(base - h * 0.72)}C${f(x + shadeSide * w * 0.9)} ${f(base - h * 0.62)} ${f(x + shadeSide * w * 1.2)} ${f(base - h * 0.25)} ${f(x + shadeSide * w * 0.3)} ${f(base)}Z`, '#1a2040', { opacity: 0.18 });
  return out;
}

export const blueCeramics = defineScene({
  title: 'Blue ceramics',
  alt: 'Hand-painted blue and turquoise plates hanging on a plaster wall above a shelf with a jug and bowls',
  variants: ['wall', 'table'],
  defaults: { time: 'day', season: 'summer', focus: 'center', variant: 'wall' },
  grain: 0.08,
  draw(ctx, variant) {
    const { W, H, fx, defs, shadeSide } = ctx;
    const t = softTone(ctx);
    const blur = defs.blur(10);
    if (variant === 'table') {
      let out = rect(0, 0, W, H, defs.radial([[0, t('#8a5a3a')], [1, t('#4a2e1e')]], 0.5, 0.5, 0.8));
      let planks = '';
      for (let y = 0; y < H; y += 120) planks += rectD(0, y, W, 3);
      out += path(planks, t('#3a2416'), { opacity: 0.5 });
      const plates: [number, number, number, number][] = [[fx, 500, 300, 0], [fx - 470, 280, 170, 1], [fx + 480, 300, 180, 2], [fx - 460, 760, 160, 4], [fx + 470, 770, 150, 3]];
      for (const [x, y, r, st] of plates) out += dropShadow(ctx, blur, x, y, r, r) + ceramicPlate(t, x, y, r, st);
      return { body: out, focal: { x: fx, y: 500 } };
    }
    // Lime-plastered wall, lit from the side.
    let out = rect(0, 0, W, H, defs.linear([[0, t('#efe3cc')], [1, t('#d9c7a8')]], shadeSide === 1 ? [0, 0, 1, 0] : [1, 0, 0, 0]));
    const plates: [number, number, number, number][] = [[fx, 380, 250, 1], [fx - 420, 300, 150, 0], [fx + 420, 300, 150, 2], [fx - 700, 470, 110, 4], [fx + 700, 470, 110, 3], [fx - 360, 610, 90, 5], [fx + 360, 610, 90, 6]];
    for (const [x, y, r, st] of plates) {
      out += path(ellipseD(x + shadeSide * r * 0.08, y + r * 0.1, r, r), '#3a2a1a', { opacity: 0.3, filter: blur });
      out += ceramicPlate(t, x, y, r, st);
    }
    // Shelf with a jug, bowls (kosa) and tea bowls (piala).
    const sy = 820;
    out += path(rectD(-10, sy, W + 20, 26), t('#8a5a34')) + path(rectD(-10, sy + 26, W + 20, H), t('#6a4428'));
    out += jug(t, fx - 140, sy, 260, shadeSide);
    out += jug(t, fx + 600, sy, 200, shadeSide);
    for (const [x, w] of [[fx + 100, 170], [fx + 300, 120], [fx - 560, 150]] as const) {
      out += path(`M${f(x - w / 2)} ${f(sy - w * 0.42)}Q${f(x - w * 0.45)} ${f(sy)} ${f(x - w * 0.18)} ${f(sy)}H${f(x + w * 0.18)}Q${f(x + w * 0.45)} ${f(sy)} ${f(x + w / 2)} ${f(sy - w * 0.42)}Z`, t('#f6f5ef'));
      out += path(rectD(x - w * 0.47, sy - w * 0.36, w * 0.94, w * 0.07), t('#1f4f9a'));
      out += path(ringDotsD(x, sy - w * 0.2, 0, 1, w * 0.05), t('#1aa3b8'));
    }
    return { body: out, focal: { x: fx, y: 380 } };
  },
});
