/** Shared still-life pieces: gentle indoor light, contact shadows, the blue "paxta" plate rim. */
import type { Ctx } from '../context.ts';
import { mix } from '../color.ts';
import { leafD, radial, ringD } from '../layers/ornament.ts';
import { ellipseD, path } from '../svg.ts';

/** Indoor light: the hour tints still lifes only gently (a table at night is lamp-lit, not black). */
export function softTone(ctx: Ctx): (c: string) => string {
  const { pal } = ctx;
  const k = pal.night ? 0.3 : 0.4;
  return (c: string) => mix(c, pal.tone(c), k);
}

/** Soft contact shadow under a round object, offset away from the light. */
export function dropShadow(ctx: Ctx, blur: string, cx: number, cy: number, rx: number, ry: number): string {
  return path(ellipseD(cx + ctx.shadeSide * rx * 0.06, cy + ry * 0.08, rx * 1.02, ry * 1.02), '#000000', { opacity: 0.35, filter: blur });
}

/** A ceramic plate/bowl rim with the blue cotton-boll ("paxta") pattern of Uzbek tableware. */
export function paxtaRim(t: (c: string) => string, cx: number, cy: number, r: number, n: number): string {
  let out = path(ellipseD(cx, cy, r, r), t('#f7f5ee'));
  out += path(ringD(cx, cy, r * 0.985, r * 0.955), t('#1f4f9a'), { 'fill-rule': 'evenodd' });
  // Cotton bolls: three-lobed blue motifs with a white centre, alternating with small leaves.
  let bolls = '';
  let centres = '';
  let leaves = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 0.86, y = cy + Math.sin(a) * r * 0.86;
    const s = r * 0.07;
    bolls += radial(3, (b) => ellipseD(x + Math.cos(b) * s * 0.55, y + Math.sin(b) * s * 0.55, s * 0.6, s * 0.6), a);
    centres += ellipseD(x, y, s * 0.35, s * 0.35);
    const a2 = a + Math.PI / n;
    leaves += leafD(cx + Math.cos(a2) * r * 0.8, cy + Math.sin(a2) * r * 0.8, r * 0.11, a2 + Math.PI / 2, 0.35);
  }
  out += path(bolls, t('#2a5db0')) + path(centres, t('#ffffff')) + path(leaves, t('#3f8f5a'));
  return out;
}
