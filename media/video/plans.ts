/** How much and what moves in each kind of scene. Amplitudes are in drawing units (the drawing is 1000 high). */
import type { SceneKind } from '../generator/render.ts';

export interface MotionPlan {
  /** Camera zoom at mid-loop (1 = no zoom). */
  zoom: number;
  /** Sideways swing of the view, as a fraction of the free margin. */
  swing: number;
  /** Vertical swing, same units. */
  lift: number;
  /** Far layers move less than near ones (needs a landscape drawn back to front). */
  parallax: boolean;
  /** Depth of the farthest layer (sky): 0 = pinned to the screen, 1 = moves with the camera. */
  kFar: number;
  /** Sideways sway of the existing clouds. */
  cloudSway: number;
  /** Thin cloud wisps that drift while fading in and out. */
  wisps: number;
  /** Twinkling glints per water surface. */
  glints: number;
  /** Small boats on the water bob. */
  bob: boolean;
  /** Puffs rising along smoke and steam plumes. */
  smoke: boolean;
  /** Lamp halos breathe, now and then one flickers. */
  lamps: boolean;
  /** Stars, light strings and small lights twinkle. */
  twinkle: boolean;
  /** Red beacons on chimneys blink. */
  beacons: boolean;
  /** Distant birds glide and flap. */
  birds: boolean;
}

export const DEFAULT_PLAN: MotionPlan = {
  zoom: 1.07,
  swing: 0.35,
  lift: 0.12,
  parallax: true,
  kFar: 0.5,
  cloudSway: 26,
  wisps: 3,
  glints: 70,
  bob: false,
  smoke: true,
  lamps: true,
  twinkle: true,
  beacons: true,
  birds: true,
};

const STILL_LIFE: Partial<MotionPlan> = {
  parallax: false, zoom: 1.04, swing: 0.2, lift: 0.1, cloudSway: 0, wisps: 0, glints: 0, smoke: false, lamps: false, twinkle: false, beacons: false, birds: false,
};

/** Per-kind adjustments on top of DEFAULT_PLAN. */
const KIND_PLANS: Partial<Record<SceneKind, Partial<MotionPlan>>> = {
  'charvak-reservoir': { bob: true },
  'urungach-lake': { bob: true, glints: 50 },
  'river-gorge': { glints: 110 },
  // One-point-perspective streets: a plain camera move reads better than depth layers.
  'night-street': { parallax: false, zoom: 1.06, swing: 0.25, lift: 0.05 },
  'nurafshon-street': { parallax: false, zoom: 1.06, swing: 0.25, lift: 0.05 },
  // Flat still lifes and patterns: only a slow, small push-in.
  'national-dishes': STILL_LIFE,
  suzani: STILL_LIFE,
  'blue-ceramics': STILL_LIFE,
};

export function planFor(kind: SceneKind, override: Partial<MotionPlan> = {}): MotionPlan {
  return { ...DEFAULT_PLAN, ...KIND_PLANS[kind], ...override };
}
