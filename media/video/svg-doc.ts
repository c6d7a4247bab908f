/**
 * Reads a document made by the generator's composeSvg back into parts: the <svg> open tag, the <defs>
 * content, the top-level body elements in painter's order, and the film-grain rect. Every element keeps its
 * exact source text, so joining the parts again gives the still byte for byte.
 *
 * The parser only has to understand the generator's own output: elements with double-quoted attributes
 * and no text content, which is why a small tag scanner is enough.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Element {
  /** Exact source text of the element (with its children). */
  src: string;
  tag: string;
  attrs: Record<string, string>;
  /** Direct children (only for container elements such as <g>). */
  children: Element[];
  /** Approximate bounds in drawing units (control points included, clip paths applied); null when empty. */
  box: Box | null;
}

export interface SvgDoc {
  /** `<svg ...>` open tag. */
  open: string;
  /** Content between <defs> and </defs>. */
  defs: string;
  elements: Element[];
  /** The film-grain rect (drawn last, over everything), or '' when the scene has no grain. */
  grain: string;
  W: number;
  H: number;
  /** d of every <clipPath> in the defs, by id. */
  clips: Map<string, string>;
}

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
const ATTR = /([\w:-]+)="([^"]*)"/g;

export function parseAttrs(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(ATTR)) out[m[1]!] = m[2]!;
  return out;
}

/** Splits markup into its top-level elements (recursively filling children). */
export function parseElements(markup: string, clips: Map<string, string>): Element[] {
  const root: Element[] = [];
  const stack: { el: Element; start: number }[] = [];
  TAG.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TAG.exec(markup))) {
    const [, closing, tag, attrText, selfClosing] = m;
    if (closing) {
      const top = stack.pop();
      if (!top || top.el.tag !== tag) throw new Error(`Unbalanced </${tag}> at ${m.index}`);
      top.el.src = markup.slice(top.start, TAG.lastIndex);
      top.el.box = elementBox(top.el, clips);
      (stack.length ? stack[stack.length - 1]!.el.children : root).push(top.el);
      continue;
    }
    const el: Element = { src: '', tag: tag!, attrs: parseAttrs(attrText ?? ''), children: [], box: null };
    if (selfClosing) {
      el.src = m[0];
      el.box = elementBox(el, clips);
      (stack.length ? stack[stack.length - 1]!.el.children : root).push(el);
    } else {
      stack.push({ el, start: m.index });
    }
  }
  if (stack.length) throw new Error(`Unclosed <${stack[stack.length - 1]!.el.tag}>`);
  return root;
}

export function parseSvgDoc(svg: string): SvgDoc {
  const openEnd = svg.indexOf('>') + 1;
  const open = svg.slice(0, openEnd);
  const defsStart = svg.indexOf('<defs>', openEnd);
  const defsEnd = svg.indexOf('</defs>', defsStart);
  if (!open.startsWith('<svg') || defsStart !== openEnd || defsEnd < 0 || !svg.endsWith('</svg>')) {
    throw new Error('Not a generator SVG document (expected <svg><defs>…</defs>body</svg>)');
  }
  const vb = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(open);
  if (!vb) throw new Error('SVG without a 0-based viewBox');
  const defs = svg.slice(defsStart + 6, defsEnd);
  const clips = new Map<string, string>();
  for (const c of defs.matchAll(/<clipPath id="([^"]+)"><path d="([^"]*)"\/><\/clipPath>/g)) clips.set(c[1]!, c[2]!);
  const elements = parseElements(svg.slice(defsEnd + 7, svg.length - 6), clips);
  let grain = '';
  const last = elements[elements.length - 1];
  if (last && last.tag === 'rect' && /^url\(#grain\d+\)$/.test(last.attrs.filter ?? '')) {
    grain = last.src;
    elements.pop();
  }
  return { open, defs, elements, grain, W: Number(vb[1]), H: Number(vb[2]), clips };
}

/** Joins the parts again; equals the source document when nothing was changed. */
export function joinSvgDoc(doc: SvgDoc, body = doc.elements.map((e) => e.src).join(''), extraDefs = ''): string {
  return `${doc.open}<defs>${doc.defs}${extraDefs}</defs>${body}${doc.grain}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// Bounds

const num = (s: string | undefined, d = 0): number => (s === undefined ? d : Number(s));

export function union(a: Box | null, b: Box | null): Box | null {
  if (!a) return b;
  if (!b) return a;
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

function intersect(a: Box | null, b: Box | null): Box | null {
  if (!a || !b) return a ?? null;
  const r = { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
  return r.x0 <= r.x1 && r.y0 <= r.y1 ? r : null;
}

/** Affine matrix [a b c d e f] as in SVG. */
export type Matrix = [number, number, number, number, number, number];

export function parseTransform(t: string | undefined): Matrix {
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  if (!t) return m;
  for (const op of t.matchAll(/(matrix|translate|scale)\(([^)]*)\)/g)) {
    const v = op[2]!.split(/[\s,]+/).filter(Boolean).map(Number);
    let n: Matrix;
    if (op[1] === 'matrix') n = [v[0] ?? 1, v[1] ?? 0, v[2] ?? 0, v[3] ?? 1, v[4] ?? 0, v[5] ?? 0];
    else if (op[1] === 'translate') n = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
    else n = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
    m = multiply(m, n);
  }
  return m;
}

export function multiply(p: Matrix, q: Matrix): Matrix {
  return [
    p[0] * q[0] + p[2] * q[1],
    p[1] * q[0] + p[3] * q[1],
    p[0] * q[2] + p[2] * q[3],
    p[1] * q[2] + p[3] * q[3],
    p[0] * q[4] + p[2] * q[5] + p[4],
    p[1] * q[4] + p[3] * q[5] + p[5],
  ];
}

function transformBox(m: Matrix, b: Box | null): Box | null {
  if (!b) return null;
  let out: Box | null = null;
  for (const [x, y] of [[b.x0, b.y0], [b.x1, b.y0], [b.x0, b.y1], [b.x1, b.y1]] as const) {
    const px = m[0] * x + m[2] * y + m[4];
    const py = m[1] * x + m[3] * y + m[5];
    out = union(out, { x0: px, y0: py, x1: px, y1: py });
  }
  return out;
}

/** Path data split into subpaths of absolute points: control points included, arcs as their extreme points. */
export function pathPoints(d: string): [number, number][][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const subpaths: [number, number][][] = [];
  let cur: [number, number][] = [];
  let x = 0, y = 0, sx = 0, sy = 0;
  let cmd = '';
  let i = 0;
  const next = (): number => Number(tokens[i++]);
  const add = (px: number, py: number): void => {
    cur.push([px, py]);
  };
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        x = sx;
        y = sy;
        continue;
      }
    }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0, oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M':
        if (cur.length) subpaths.push(cur);
        cur = [];
        x = ox + next();
        y = oy + next();
        sx = x;
        sy = y;
        add(x, y);
        cmd = rel ? 'l' : 'L';
        break;
      case 'L':
      case 'T':
        x = ox + next();
        y = oy + next();
        add(x, y);
        break;
      case 'H':
        x = ox + next();
        add(x, y);
        break;
      case 'V':
        y = oy + next();
        add(x, y);
        break;
      case 'C':
        add(ox + next(), oy + next());
        add(ox + next(), oy + next());
        x = ox + next();
        y = oy + next();
        add(x, y);
        break;
      case 'S':
      case 'Q':
        add(ox + next(), oy + next());
        x = ox + next();
        y = oy + next();
        add(x, y);
        break;
      case 'A': {
        const rx = Math.abs(next()), ry = Math.abs(next());
        i += 3;
        const nx = ox + next(), ny = oy + next();
        // Bounded by the ellipse around the chord's midpoint: exact for the half ellipses the generator draws.
        const cx = (x + nx) / 2, cy = (y + ny) / 2;
        add(cx - rx, cy - ry);
        add(cx + rx, cy + ry);
        x = nx;
        y = ny;
        add(x, y);
        break;
      }
      default:
        i++;
    }
  }
  if (cur.length) subpaths.push(cur);
  return subpaths;
}

function pointsBox(pts: readonly (readonly [number, number])[]): Box | null {
  let b: Box | null = null;
  for (const [x, y] of pts) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (!b) b = { x0: x, y0: y, x1: x, y1: y };
    else {
      b.x0 = Math.min(b.x0, x);
      b.y0 = Math.min(b.y0, y);
      b.x1 = Math.max(b.x1, x);
      b.y1 = Math.max(b.y1, y);
    }
  }
  return b;
}

export const pathBox = (d: string): Box | null => pointsBox(pathPoints(d).flat());

function elementBox(el: Element, clips: Map<string, string>): Box | null {
  const a = el.attrs;
  let b: Box | null = null;
  switch (el.tag) {
    case 'rect':
      b = { x0: num(a.x), y0: num(a.y), x1: num(a.x) + num(a.width), y1: num(a.y) + num(a.height) };
      break;
    case 'circle':
      b = { x0: num(a.cx) - num(a.r), y0: num(a.cy) - num(a.r), x1: num(a.cx) + num(a.r), y1: num(a.cy) + num(a.r) };
      break;
    case 'ellipse':
      b = { x0: num(a.cx) - num(a.rx), y0: num(a.cy) - num(a.ry), x1: num(a.cx) + num(a.rx), y1: num(a.cy) + num(a.ry) };
      break;
    case 'path':
      b = pathBox(a.d ?? '');
      if (b && a.stroke && a.stroke !== 'none') {
        const w = num(a['stroke-width'], 1) / 2;
        b = { x0: b.x0 - w, y0: b.y0 - w, x1: b.x1 + w, y1: b.y1 + w };
      }
      break;
    case 'g':
      for (const c of el.children) b = union(b, c.box);
      break;
    default:
      b = null;
  }
  const clipId = /^url\(#([^)]+)\)$/.exec(a['clip-path'] ?? '')?.[1];
  if (clipId && clips.has(clipId)) b = intersect(b, pathBox(clips.get(clipId)!));
  if (a.transform) b = transformBox(parseTransform(a.transform), b);
  return b;
}
