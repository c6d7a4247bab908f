/** The contract every scene kind implements. */
import type { Ctx, Focus } from './context.ts';
import type { Season, TimeOfDay } from './palette.ts';

export interface SceneResult {
  /** SVG body (no <svg>/<defs> wrapper). */
  body: string;
  /** Where the key element is, in drawing units; lets crops keep it. */
  focal: { x: number; y: number };
}

export interface SceneDefaults<V extends string> {
  time: TimeOfDay;
  season: Season;
  focus: Focus;
  variant: V;
}

export interface SceneDef<V extends string = string> {
  title: string;
  /** What the picture shows, usable as a default alt text. */
  alt: string;
  variants: readonly V[];
  defaults: SceneDefaults<V>;
  /** Add film grain (still lifes on cloth look better with slightly less). */
  grain?: number;
  draw(ctx: Ctx, variant: V): SceneResult;
}

/** Identity helper that keeps the variant literal types. */
export const defineScene = <const V extends string>(def: SceneDef<V>): SceneDef<V> => def;
