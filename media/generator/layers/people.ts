/** Tiny people and small props. Kept tiny on purpose: at poster scale detail would look crude. */
import type { Ctx } from '../context.ts';
import { ellipseD, f, path } from '../svg.ts';

/** A crowd of tiny figures as two merged paths (bodies in assorted colours, heads). */
export function tinyPeople(
  ctx: Ctx,
  spots: readonly { x: number; y: number }[],
  height: number,
  colors: readonly string[] = ['#c0392b', '#2e6da4', '#e0a526', '#3c8d5a', '#6c4a8e', '#e8e2d6'],
): string {
  const { pal } = ctx;
  const rng = ctx.rng.fork('people');
  const bodies = new Map<string, string>();
  let heads = '';
  for (const s of spots) {
    const h = height * rng.range(0.85, 1.1);
    const w = h * 0.28;
    const c = pal.tone(rng.pick(colors));
    bodies.set(c, (bodies.get(c) ?? '') + `M${f(s.x - w / 2)} ${f(s.y)}L${f(s.x - w * 0.42)} ${f(s.y - h * 0.78)}Q${f(s.x)} ${f(s.y - h * 0.86)} ${f(s.x + w * 0.42)} ${f(s.y - h * 0.78)}L${f(s.x + w / 2)} ${f(s.y)}Z`);
    heads += ellipseD(s.x, s.y - h * 0.88, h * 0.11, h * 0.12);
  }
  let out = '';
  for (const [c, d] of bodies) out += path(d, c);
  return out + path(heads, pal.tone('#8a5a3c'));
}

/** Flock of distant birds ("v" strokes). */
export function birds(ctx: Ctx, x: number, y: number, count: number): string {
  const rng = ctx.rng.fork('birds');
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-50, 50);
    const by = y + rng.range(-20, 20);
    const s = rng.range(4, 7);
    d += `M${f(bx - s)} ${f(by - s * 0.5)}Q${f(bx - s * 0.4)} ${f(by - s * 0.6)} ${f(bx)} ${f(by)}Q${f(bx + s * 0.4)} ${f(by - s * 0.6)} ${f(bx + s)} ${f(by - s * 0.5)}`;
  }
  return path(d, 'none', { stroke: ctx.pal.tone('#3a3a48'), 'stroke-width': 1.6, opacity: 0.7 });
}
