/**
 * The looping camera: a view rectangle inside the drawing that zooms in and swings sideways and back.
 * At t = 0 it is the whole drawing (the poster), every motion is a function of 2πt, so the loop is seamless.
 * Layers at depth k (0 = pinned to the screen, 1 = the camera's own motion) see a view interpolated between
 * the whole drawing and the camera's, which gives parallax and never shows anything outside the drawing.
 */
import type { Matrix } from './svg-doc.ts';

export interface CameraPath {
  /** Zoom at mid-loop (1.08 = 8 % closer). */
  zoom: number;
  /** Point the camera closes in on, in drawing units. */
  target: { x: number; y: number };
  /** Sideways swing as a fraction of the free margin (0..1): the view drifts right, then left, around the target. */
  swing: number;
  /** Vertical swing, same units (in phase with the sideways one: the view drifts along a tilted arc). */
  lift?: number;
}

export interface View {
  x: number;
  y: number;
  w: number;
  h: number;
}

const TAU = Math.PI * 2;
const clamp01 = (v: number): number => Math.max(0, Math.min(1, v));

/** The camera's view at loop time t ∈ [0, 1). */
export function cameraView(p: CameraPath, W: number, H: number, t: number): View {
  const e = (1 - Math.cos(TAU * t)) / 2; // 0 at t = 0, 1 at t = 0.5; zero slope at both
  const z = 1 + (p.zoom - 1) * e;
  const w = W / z, h = H / z;
  // Position of the view inside the free margin: u = 0 left edge, 1 right edge. Zooming towards the target
  // keeps u at target.x / W; the swing adds a sideways arc that comes back by the end of the loop.
  // Amplitudes are capped by the room on each side so the path never runs into a clamp (which would kink it).
  const u0 = clamp01(p.target.x / W), v0 = clamp01(p.target.y / H);
  const u = u0 + Math.min(p.swing, u0, 1 - u0) * Math.sin(TAU * t);
  const v = v0 + Math.min(p.lift ?? 0, v0, 1 - v0) * Math.sin(TAU * t);
  return { x: (W - w) * u, y: (H - h) * v, w, h };
}

/** The view a layer of depth k sees: k = 0 the whole drawing, k = 1 the camera's view. */
export function layerView(cam: View, W: number, H: number, k: number): View {
  return { x: cam.x * k, y: cam.y * k, w: W + (cam.w - W) * k, h: H + (cam.h - H) * k };
}

/**
 * Transform that makes content drawn under the camera's viewBox appear as seen through `view`:
 * T(p) = cam.origin + (p − view.origin) · cam.w / view.w.
 */
export function viewTransform(cam: View, view: View): Matrix {
  const s = cam.w / view.w;
  return [s, 0, 0, s, cam.x - view.x * s, cam.y - view.y * s];
}

export const fmt = (n: number): string => {
  const r = Math.round(n * 10000) / 10000;
  return Object.is(r, -0) ? '0' : String(r);
};

export const matrixAttr = (m: Matrix): string => `matrix(${m.map(fmt).join(' ')})`;

export const isIdentity = (m: Matrix): boolean =>
  Math.abs(m[0] - 1) < 1e-9 && Math.abs(m[1]) < 1e-9 && Math.abs(m[2]) < 1e-9 && Math.abs(m[3] - 1) < 1e-9 && Math.abs(m[4]) < 1e-9 && Math.abs(m[5]) < 1e-9;
