/** The drawing context every layer receives: canvas size, seeded randomness, palette, light and defs. */
import { createNoise2D, type NoiseFunction2D } from 'simplex-noise';
import { createRng, type Rng } from './prng.ts';
import { createPalette, type Palette, type Season, type TimeOfDay } from './palette.ts';
import { Defs } from './svg.ts';

export const FOCI = ['left', 'center', 'right'] as const;
export type Focus = (typeof FOCI)[number];

export interface BaseOptions {
  time?: TimeOfDay;
  season?: Season;
  /** Where the scene's key element sits horizontally. */
  focus?: Focus;
}

export interface Ctx {
  /** Drawing space: height is always 1000, width follows the requested aspect ratio. */
  W: number;
  H: number;
  rng: Rng;
  noise: NoiseFunction2D;
  pal: Palette;
  defs: Defs;
  /** X of the focal element. */
  fx: number;
  /** Sun (or moon) position. */
  sun: { x: number; y: number; r: number };
  /** +1 when light comes from the left, so shaded faces are on the right; -1 otherwise. */
  shadeSide: 1 | -1;
}

export const focusFraction = (focus: Focus): number => (focus === 'left' ? 0.34 : focus === 'right' ? 0.66 : 0.5);

export function createCtx(seed: number, aspect: number, time: TimeOfDay, season: Season, focus: Focus): Ctx {
  const H = 1000;
  const W = Math.round(H * aspect);
  const rng = createRng(seed);
  const noise = createNoise2D(rng.fork('noise'));
  const pal = createPalette(time, season);
  const fx = W * focusFraction(focus);
  // Sun sits away from the focal element so it never competes with it; low at dawn/dusk, high at noon.
  const sunSide = focus === 'right' ? 0.2 : focus === 'left' ? 0.8 : rng.chance(0.5) ? 0.22 : 0.78;
  const sunX = W * (sunSide + rng.range(-0.05, 0.05));
  const sunY = { dawn: 430, day: 150, golden: 330, dusk: 440, night: 140 }[time] + rng.range(-25, 25);
  const sun = { x: sunX, y: sunY, r: time === 'night' ? 26 : time === 'day' ? 30 : 40 };
  return { W, H, rng, noise, pal, defs: new Defs(), fx, sun, shadeSide: sunX < W / 2 ? 1 : -1 };
}
