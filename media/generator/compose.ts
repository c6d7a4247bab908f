/** Turns a scene kind + seed + options into a finished SVG document. */
import { createCtx, type BaseOptions } from './context.ts';
import { grain } from './layers/atmosphere.ts';
import { hashString } from './prng.ts';
import type { SceneDef } from './scene-def.ts';

export interface ComposeInput<V extends string> {
  def: SceneDef<V>;
  kind: string;
  seed: number;
  width: number;
  height: number;
  options?: BaseOptions & { variant?: V };
}

export interface Composed {
  svg: string;
  /** Focal point as fractions of width and height. */
  focal: { x: number; y: number };
}

export function composeSvg<V extends string>({ def, kind, seed, width, height, options = {} }: ComposeInput<V>): Composed {
  const time = options.time ?? def.defaults.time;
  const season = options.season ?? def.defaults.season;
  const focus = options.focus ?? def.defaults.focus;
  const variant = options.variant ?? def.defaults.variant;
  // Mix the kind into the seed so seed 1 of two scenes does not share random streams.
  const ctx = createCtx((seed ^ hashString(kind)) >>> 0, width / height, time, season, focus);
  const { body, focal } = def.draw(ctx, variant);
  const g = def.grain ?? 0.09;
  const grainSvg = g > 0 ? grain(ctx, g) : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${ctx.W} ${ctx.H}" preserveAspectRatio="xMidYMid slice">` +
    `${ctx.defs.render()}${body}${grainSvg}</svg>`;
  return { svg, focal: { x: focal.x / ctx.W, y: focal.y / ctx.H } };
}
