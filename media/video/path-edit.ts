/** Rewrites path data subpath by subpath, so pieces merged into one <path> (clouds, birds) can move apart. */
import { fmt } from './camera.ts';

/** Axis-aligned affine map [sx, sy, tx, ty]: p' = (sx·x + tx, sy·y + ty). */
export type AxisMap = readonly [number, number, number, number];

const NUM = /[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;
const ARITY: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };

export interface Subpath {
  /** Path data of this subpath (starting with its moveto). */
  d: string;
  /** First point, absolute. */
  start: [number, number];
}

/** Splits path data at each M/m (absolute or relative moveto); relative movetos are made absolute. */
export function splitSubpaths(d: string): Subpath[] {
  const tokens = d.match(NUM) ?? [];
  const out: Subpath[] = [];
  let cur: string[] = [];
  let x = 0, y = 0, sx = 0, sy = 0;
  let start: [number, number] = [0, 0];
  let cmd = '';
  let i = 0;
  const flush = (): void => {
    if (cur.length) out.push({ d: cur.join(''), start });
    cur = [];
  };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const n = ARITY[up] ?? 0;
    const a = tokens.slice(i, i + n).map(Number);
    i += n;
    if (up === 'M') {
      flush();
      x = (rel ? x : 0) + a[0]!;
      y = (rel ? y : 0) + a[1]!;
      sx = x;
      sy = y;
      start = [x, y];
      cur.push(`M${fmt(x)} ${fmt(y)}`);
      cmd = rel ? 'l' : 'L';
      continue;
    }
    if (up === 'Z') {
      cur.push(cmd);
      x = sx;
      y = sy;
      continue;
    }
    cur.push(`${cmd}${a.map(fmt).join(' ')}`);
    // Track the current point for relative movetos.
    const ox = rel ? x : 0, oy = rel ? y : 0;
    if (up === 'H') x = ox + a[0]!;
    else if (up === 'V') y = oy + a[0]!;
    else {
      x = ox + a[n - 2]!;
      y = oy + a[n - 1]!;
    }
  }
  flush();
  return out;
}

/** Applies an axis-aligned map to one subpath's data (absolute coordinates mapped, relative ones scaled). */
export function mapSubpath(d: string, m: AxisMap): string {
  const [sx, sy, tx, ty] = m;
  if (sx === 1 && sy === 1 && tx === 0 && ty === 0) return d;
  const tokens = d.match(NUM) ?? [];
  let out = '';
  let cmd = '';
  let i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) {
      cmd = tokens[i++]!;
      out += cmd;
      if (cmd === 'Z' || cmd === 'z') continue;
    } else {
      out += ' ';
    }
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const n = ARITY[up] ?? 0;
    const a = tokens.slice(i, i + n).map(Number);
    i += n;
    const X = (v: number): number => (rel ? v * sx : v * sx + tx);
    const Y = (v: number): number => (rel ? v * sy : v * sy + ty);
    let b: number[];
    if (up === 'H') b = [X(a[0]!)];
    else if (up === 'V') b = [Y(a[0]!)];
    else if (up === 'A') {
      const flip = sx * sy < 0 ? 1 - a[4]! : a[4]!;
      b = [Math.abs(a[0]! * sx), Math.abs(a[1]! * sy), a[2]!, a[3]!, flip, X(a[5]!), Y(a[6]!)];
    } else b = a.map((v, k) => (k % 2 === 0 ? X(v) : Y(v)));
    out += b.map(fmt).join(' ');
    // An absolute moveto turns following implicit pairs into linetos; nothing to track for those.
  }
  return out;
}

/** Rewrites every subpath with its own map (null = unchanged). Returns the original string when all are null. */
export function mapSubpaths(d: string, map: (index: number, sub: Subpath) => AxisMap | null): string {
  const subs = splitSubpaths(d);
  let changed = false;
  const parts = subs.map((s, i) => {
    const m = map(i, s);
    if (!m) return s.d;
    changed = true;
    return mapSubpath(s.d, m);
  });
  return changed ? parts.join('') : d;
}
