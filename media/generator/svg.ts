/** SVG string helpers. Numbers are rounded to 0.1 to keep output small and byte-stable. */
export type Pt = readonly [number, number];

export const f = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

export function poly(points: readonly Pt[], close = true): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  let d = `M${f(first![0])} ${f(first![1])}`;
  for (const p of rest) d += `L${f(p[0])} ${f(p[1])}`;
  return close ? `${d}Z` : d;
}

/** Smooth closed/open path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly Pt[], close = false): string {
  if (points.length < 3) return poly(points, close);
  const n = points.length;
  const at = (i: number): Pt => (close ? points[(i + n) % n]! : points[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Subpath of an ellipse, for merging many ellipses into one <path>. */
export const ellipseD = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;

export const rectD = (x: number, y: number, w: number, h: number): string =>
  `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;

type Attrs = Record<string, string | number | undefined>;
export function attrs(a: Attrs): string {
  let s = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return s;
}

export const path = (d: string, fill: string, extra: Attrs = {}): string =>
  d ? `<path d="${d}"${attrs({ fill, ...extra })}/>` : '';

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const group = (content: string, extra: Attrs = {}): string => `<g${attrs(extra)}>${content}</g>`;

/** Collects <defs> for one document and hands out unique ids. */
export class Defs {
  private items: string[] = [];
  private counter = 0;
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  add(def: string): void {
    this.items.push(def);
  }
  /** Vertical (default) or custom linear gradient; returns `url(#id)`. */
  linear(stops: readonly (readonly [number, string, number?])[], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.id('lg');
    const st = stops.map(([o, c, a]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.add(`<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${st}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg');
    const st = stops.map(([o, c, a]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.add(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${st}</radialGradient>`);
    return `url(#${id})`;
  }
  /** Gaussian blur filter; returns `url(#id)`. */
  blur(sd: number): string {
    const id = this.id('bl');
    this.add(`<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`);
    return `url(#${id})`;
  }
  clip(d: string): string {
    const id = this.id('cp');
    this.add(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  render(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}
