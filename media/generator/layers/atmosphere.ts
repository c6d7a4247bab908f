/** Mist bands and the faint film grain that ties the flat shapes together. */
import type { Ctx } from '../context.ts';
import { rect } from '../svg.ts';

/** A soft horizontal band of mist centred on y (pure gradient: no blur filter needed). */
export function mist(ctx: Ctx, y: number, height: number, opacity = 0.7, color?: string): string {
  const { W, pal, defs } = ctx;
  const c = color ?? pal.mist;
  const g = defs.linear([
    [0, c, 0],
    [0.55, c, opacity],
    [0.8, c, opacity * 0.6],
    [1, c, 0],
  ]);
  return rect(0, y - height * 0.55, W, height, g);
}

/** Haze rising from a base line: fades a whole layer's foot into the air behind it. */
export function footHaze(ctx: Ctx, baseY: number, height: number, opacity = 0.8, color?: string): string {
  const { W, pal, defs } = ctx;
  const c = color ?? pal.haze;
  const g = defs.linear([
    [0, c, 0],
    [1, c, opacity],
  ]);
  return rect(0, baseY - height, W, height + 2, g);
}

/**
 * Film grain via feTurbulence. Why SVG and not raster noise: the picture stays one self-contained SVG,
 * and a single-octave turbulence costs little in librsvg.
 */
export function grain(ctx: Ctx, amount = 0.09): string {
  const { W, H, defs, rng } = ctx;
  const id = defs.id('grain');
  const seed = rng.int(1, 9999);
  // One turbulence, split into white specks (noise above mid-grey) and black specks (below), so the
  // grain is zero-mean and does not wash the colours out.
  defs.add(
    `<filter id="${id}" x="0" y="0" width="${W}" height="${H}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="1" seed="${seed}" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 2.4 0 0 0 -1.2" result="w"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -2.4 0 0 0 1.2" result="b"/>` +
      `<feMerge><feMergeNode in="w"/><feMergeNode in="b"/></feMerge></filter>`,
  );
  return rect(0, 0, W, H, '#000', { filter: `url(#${id})`, opacity: amount });
}
