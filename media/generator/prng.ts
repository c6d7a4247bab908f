/** Seeded pseudo-random numbers: the same seed always yields the same sequence (mulberry32). */
export interface Rng {
  /** Uniform float in [0, 1). */
  (): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Roughly normal (sum of three uniforms), mean 0, sd ~1. */
  gauss(): number;
  /** An independent child stream, so adding draws in one layer never shifts another layer. */
  fork(label: string): Rng;
}

/** FNV-1a string hash, used to turn scene names and labels into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hashString(seed) : seed >>> 0) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = next as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  rng.chance = (p) => next() < p;
  rng.gauss = () => next() + next() + next() - 1.5;
  rng.fork = (label) => createRng((hashString(label) ^ Math.floor(next() * 4294967296)) >>> 0);
  return rng;
}
