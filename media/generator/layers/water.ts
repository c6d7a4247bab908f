/** Water: a gradient surface, the scene above mirrored and blurred (clipped to the waterline), and glints. */
import type { Ctx } from '../context.ts';
import { mix } from '../color.ts';
import { f, group, path, rect } from '../svg.ts';

export interface WaterOptions {
  /** Waterline y. */
  y: number;
  /** Bottom of the water area (defaults to the canvas bottom). */
  bottom?: number;
  /** SVG of everything above the waterline that should reflect. */
  reflect?: string;
  color?: string;
  deep?: string;
  glints?: number;
  /** How strongly the reflection shows (0..1). */
  mirror?: number;
  /** Optional clip path d for the water area (lakes with shores); defaults to a full-width band. */
  clipD?: string;
}

export function water(ctx: Ctx, o: WaterOptions): string {
  const { W, H, pal, defs, sun } = ctx;
  const rng = ctx.rng.fork('water');
  const bottom = o.bottom ?? H;
  const col = o.color ?? pal.water;
  const deep = o.deep ?? pal.waterDeep;
  const clipD = o.clipD ?? `M-10 ${f(o.y)}H${f(W + 10)}V${f(bottom + 10)}H-10Z`;
  const clip = defs.clip(clipD);
  const grad = defs.linear([
    [0, mix(col, pal.skyBottom, 0.25)],
    [0.5, col],
    [1, deep],
  ]);
  let inner = rect(-10, o.y, W + 20, bottom - o.y + 10, grad);
  if (o.reflect) {
    // Mirror about the waterline: y' = 2·y − y. Blurred and faded, as a slightly rippled surface does.
    inner += group(o.reflect, {
      transform: `matrix(1 0 0 -1 0 ${f(2 * o.y)})`,
      opacity: o.mirror ?? 0.5,
      filter: defs.blur(2.5),
    });
    // Colour wash so the reflection takes on the water's hue, stronger with distance from the shore line.
    inner += rect(-10, o.y, W + 20, bottom - o.y + 10, defs.linear([[0, col, 0.15], [1, deep, 0.55]]));
  }
  let glints = '';
  const n = o.glints ?? 40;
  for (let i = 0; i < n; i++) {
    const t = rng() ** 1.4;
    const y = o.y + 6 + (bottom - o.y) * t;
    // Cluster half of the glints under the sun, as its path on the water.
    const x = rng.chance(0.45) ? sun.x + rng.gauss() * 60 * (1 + t * 2) : rng.range(0, W);
    const len = rng.range(14, 70) * (0.6 + t);
    glints += `M${f(x)} ${f(y)}h${f(len)}v${f(1 + t * 1.8)}h${f(-len)}Z`;
  }
  inner += path(glints, pal.glint, { opacity: 0.6 });
  // Bright line right at the waterline sells the surface.
  inner += rect(-10, o.y, W + 20, 2, pal.glint, { opacity: 0.45 });
  return group(inner, { 'clip-path': clip });
}
