/**
 * Frame-by-frame animation of a generator scene. The still is drawn once; each frame then re-assembles its
 * top-level elements under a moving viewBox, with far layers counter-moved for parallax and a few looped
 * overlays (cloud sway and wisps, water glints, bobbing boats, smoke puffs, lamp flicker, twinkling lights,
 * blinking beacons, gliding birds) found in the drawing by the marks the generator's layers leave.
 *
 * Everything is a periodic function of the loop time t ∈ [0, 1): the clip loops seamlessly, and at t = 0 the
 * frame is the poster still (camera at the identity view, overlays faded out).
 */
import { renderSvg, sceneRegistry, type SceneKind, type StillRequest } from '../generator/render.ts';
import { createPalette } from '../generator/palette.ts';
import { parseHex } from '../generator/color.ts';
import { createRng, hashString, type Rng } from '../generator/prng.ts';
import { cameraView, fmt, isIdentity, layerView, matrixAttr, viewTransform, type View } from './camera.ts';
import { mapSubpath, splitSubpaths, type AxisMap } from './path-edit.ts';
import { planFor, type MotionPlan } from './plans.ts';
import { multiply, parseSvgDoc, pathPoints, type Box, type Element, type Matrix } from './svg-doc.ts';

export interface AnimationRequest<K extends SceneKind> extends StillRequest<K> {
  /** Loop length in seconds: turns rates (per second) into whole cycles per loop. */
  seconds: number;
  /** Point the camera closes in on, as fractions of width/height (default: the scene's focal point). */
  focal?: { x: number; y: number };
  plan?: Partial<MotionPlan>;
  /**
   * Film grain: pinned to the screen (default), carried with the picture, left out (frame 0 then lacks it), or
   * 'separate': left out of the frames and given as `grainSvg`, a screen-sized layer to composite over every
   * frame (the same pixels as 'screen', drawn once instead of per frame: feTurbulence dominates render time).
   */
  grain?: 'screen' | 'world' | 'none' | 'separate';
}

export interface Animation {
  /** Drawing size (height 1000). */
  W: number;
  H: number;
  /** The still, exactly as renderSvg draws it. */
  still: string;
  /** SVG of the frame at loop time t ∈ [0, 1). */
  frame(t: number): string;
  /** What was found to animate, for logs. */
  summary: string;
  /** With grain 'separate': an SVG of the grain alone (transparent elsewhere), the size of the frames. */
  grainSvg: string | null;
}

const TAU = Math.PI * 2;
const clamp01 = (v: number): number => Math.max(0, Math.min(1, v));
const smoothstep = (a: number, b: number, v: number): number => {
  const x = clamp01((v - a) / (b - a));
  return x * x * (3 - 2 * x);
};
const frac = (v: number): number => v - Math.floor(v);
/** 0 at t = 0 and rising from there: sin with a phase in [π, 2π) starts in its negative (hidden) half. */
const hiddenPhase = (rng: Rng): number => Math.PI + rng() * Math.PI;
const pulse = (t: number, n: number, phase: number, power: number): number => Math.max(0, Math.sin(TAU * n * t + phase)) ** power;

interface FrameCtx {
  t: number;
  cam: View;
  /** Transform of a layer of depth k under the camera's viewBox. */
  T(k: number): Matrix;
}

type Render = (fc: FrameCtx) => string;

/** An ellipse subpath as drawn by svg.ts ellipseD: M(cx−rx) cy a rx ry 0 1 0 2rx 0 a … Z. */
interface Dot {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const ELLIPSE_SUB = /^M(-?[\d.]+) (-?[\d.]+)a([\d.]+) ([\d.]+) 0 1 0 [\d.]+ 0a[\d.]+ [\d.]+ 0 1 0 -[\d.]+ 0Z$/;

function ellipseDots(d: string): Dot[] | null {
  const dots: Dot[] = [];
  for (const s of splitSubpaths(d)) {
    const m = ELLIPSE_SUB.exec(s.d);
    if (!m) return null;
    const rx = Number(m[3]), ry = Number(m[4]);
    dots.push({ cx: Number(m[1]) + rx, cy: Number(m[2]), rx, ry });
  }
  return dots;
}

const luminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

const urlId = (v: string | undefined): string | null => /^url\(#([^)]+)\)$/.exec(v ?? '')?.[1] ?? null;

/** First stop of a gradient in the defs: colour and opacity. */
function gradientStop(defs: string, id: string): { color: string; opacity: number } | null {
  const m = new RegExp(`<(?:linear|radial)Gradient id="${id}"[^>]*><stop offset="[^"]*" stop-color="(#[0-9a-fA-F]{6})"(?: stop-opacity="([\\d.]+)")?`).exec(defs);
  return m ? { color: m[1]!, opacity: m[2] === undefined ? 1 : Number(m[2]) } : null;
}

/** Even-odd point-in-polygon over the subpaths of a path (curves by their control polygon). */
function insidePath(polys: [number, number][][], x: number, y: number): boolean {
  let inside = false;
  for (const poly of polys) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i]!, [xj, yj] = poly[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const openTag = (src: string): string => src.slice(0, src.indexOf('>') + 1);
const wrapG = (content: string, attrs: string): string => (attrs ? `<g ${attrs}>${content}</g>` : content);
const inverse = (m: Matrix): Matrix => {
  const s = m[0];
  return [1 / s, 0, 0, 1 / s, -m[4] / s, -m[5] / s];
};

// ---------------------------------------------------------------------------------------------------------

export function createAnimation<K extends SceneKind>(req: AnimationRequest<K>): Animation {
  const { scene, seed, options = {}, seconds } = req;
  const def = sceneRegistry[scene];
  if (!def) throw new Error(`Unknown scene kind: ${String(scene)}`);
  const plan = planFor(scene, req.plan);
  const { svg: still, focal } = renderSvg({ scene, seed, width: req.width, height: req.height, options });
  const doc = parseSvgDoc(still);
  const { W, H, elements: els } = doc;
  const pal = createPalette(options.time ?? def.defaults.time, options.season ?? def.defaults.season);
  const rng = createRng(hashString(`video/${scene}/${seed}/${JSON.stringify(options)}`));
  const cycles = (hz: number): number => Math.max(1, Math.round(hz * seconds));
  const target = req.focal ?? focal;
  // Shorter loops travel less, so the speed stays calm: the amplitudes are set for a 12 s loop.
  const reach = Math.sqrt(Math.min(1, seconds / 12));
  const path = { zoom: 1 + (plan.zoom - 1) * reach, swing: plan.swing * reach, lift: plan.lift * reach, target: { x: target.x * W, y: target.y * H } };

  const ks = depths(els, W, H, plan, doc.defs);
  const mods = new Map<number, Render>();
  const after = new Map<number, Render[]>();
  const addAfter = (i: number, r: Render): void => {
    after.set(i, [...(after.get(i) ?? []), r]);
  };
  const defs: string[] = [];
  let idn = 0;
  const newId = (p: string): string => `v${p}${++idn}`;
  const blur = (sd: number): string => {
    const id = newId('bl');
    defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${fmt(sd)}"/></filter>`);
    return `url(#${id})`;
  };
  const glow = (color: string): string => {
    const id = newId('rg');
    defs.push(`<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="0.9"/><stop offset="35%" stop-color="${color}" stop-opacity="0.35"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  };
  const found: string[] = [];

  const sunEl = els.find((e) => e.tag === 'ellipse');
  const sun = { x: Number(sunEl?.attrs.cx ?? W / 2), y: Number(sunEl?.attrs.cy ?? H * 0.3) };

  // --- Clouds: layers/clouds.ts draws them as three paths in a row (bodies, shades, streaks; subpath i of
  // each is cloud i), which sway apart.
  if (plan.cloudSway > 0) {
    const r = rng.fork('clouds');
    const sway = Array.from({ length: 64 }, () => ({ a: plan.cloudSway * r.range(0.5, 1.4) * (r.chance(0.5) ? 1 : -1), ph: r.range(0, TAU) }));
    const isCloud = (el: Element | undefined, fill: string): boolean =>
      !!el && el.tag === 'path' && el.attrs.fill === fill && el.attrs.opacity !== undefined && !el.attrs.filter && !!el.box && el.box.y1 < H * 0.55;
    let n = 0;
    els.forEach((el, i) => {
      if (!isCloud(el, pal.cloud) || !isCloud(els[i + 1], pal.cloudShade) || !isCloud(els[i + 2], pal.cloud)) return;
      const count = splitSubpaths(el.attrs.d ?? '').length;
      if ([1, 2].some((k) => splitSubpaths(els[i + k]!.attrs.d ?? '').length !== count)) return;
      n += count;
      for (const j of [i, i + 1, i + 2]) {
        const src = els[j]!.src;
        const subs = splitSubpaths(els[j]!.attrs.d ?? '');
        const head = src.slice(0, src.indexOf(' d="'));
        const tail = src.slice(src.indexOf('"', src.indexOf(' d="') + 4) + 1);
        mods.set(j, ({ t }) => {
          if (t === 0) return src;
          const d = subs.map((sp, k) => {
            const w = sway[k % sway.length]!;
            return mapSubpath(sp.d, [1, 1, w.a * (Math.sin(TAU * t + w.ph) - Math.sin(w.ph)), 0]);
          });
          return `${head} d="${d.join('')}"${tail}`;
        });
      }
    });
    if (n) found.push(`clouds ${n}`);
  }

  // --- Wisps: thin streaks in the cloud band that drift while they fade in and out (hidden at t = 0).
  if (plan.wisps > 0) {
    const r = rng.fork('wisps');
    // After the sky: the leading run of elements that are the backdrop or lie in the upper part of the picture.
    let lastSky = 0;
    while (lastSky + 1 < els.length) {
      const b = els[lastSky + 1]!.box;
      if (b && b.y1 >= H * 0.62 && !(b.y0 <= 5 && b.x1 - b.x0 >= 0.9 * W)) break;
      lastSky++;
    }
    const fade = newId('lg');
    defs.push(`<linearGradient id="${fade}" x1="0" y1="0" x2="1" y2="0"><stop offset="0%" stop-color="${pal.cloud}" stop-opacity="0"/><stop offset="35%" stop-color="${pal.cloud}"/><stop offset="65%" stop-color="${pal.cloud}"/><stop offset="100%" stop-color="${pal.cloud}" stop-opacity="0"/></linearGradient>`);
    const soft = blur(1.5);
    const wisps = Array.from({ length: plan.wisps }, () => ({
      x: r.range(0.05, 0.85) * W, y: r.range(70, Math.min(360, sun.y + 80)), len: r.range(180, 380), th: r.range(2.5, 5),
      v: r.range(6, 12) * (r.chance(0.5) ? 1 : -1), n: 1, ph: r.range(0, 1), op: r.range(0.35, 0.6) * (pal.night ? 0.5 : 1),
    }));
    addAfter(lastSky, ({ t }) => {
      let out = '';
      for (const w of wisps) {
        // Visible while the phase is in its first half; the position jumps only while hidden.
        const p = frac(w.n * t + w.ph);
        const op = p < 0.5 ? w.op * Math.sin(TAU * p) ** 2 : 0;
        if (op < 0.01 || t === 0) continue;
        const x = w.x + w.v * p * seconds;
        out += `<rect x="${fmt(x)}" y="${fmt(w.y - w.th / 2)}" width="${fmt(w.len)}" height="${fmt(w.th)}" rx="${fmt(w.th / 2)}" fill="url(#${fade})" opacity="${fmt(op)}"/>`;
      }
      return out ? `<g filter="${soft}">${out}</g>` : '';
    });
    found.push(`wisps ${plan.wisps}`);
  }

  // --- Water: the reflection follows the layers it mirrors; new glints twinkle; small boats bob.
  els.forEach((el, i) => {
    if (el.tag !== 'g' || !el.attrs['clip-path']) return;
    const first = el.children[0], last = el.children[el.children.length - 1];
    if (first?.tag !== 'rect' || first.attrs.x !== '-10' || last?.tag !== 'rect' || last.attrs.height !== '2' || last.attrs.fill !== pal.glint) return;
    const wy = Number(first.attrs.y);
    const bottom = wy + Number(first.attrs.height) - 10;
    const clipD = doc.clips.get(urlId(el.attrs['clip-path']) ?? '') ?? '';
    const polys = pathPoints(clipD);
    const mirrorAt = el.children.findIndex((c) => c.tag === 'g' && (c.attrs.transform ?? '').startsWith('matrix(1 0 0 -1 0 '));
    const mirror = el.children[mirrorAt];
    // Which top-level elements the reflection repeats: a run ending just before the water.
    let range: [number, number] | null = null;
    if (mirror) {
      const inner = mirror.src.slice(openTag(mirror.src).length, -4);
      let len = 0;
      for (let a = i - 1; a >= 0 && len < inner.length; a--) {
        len += els[a]!.src.length;
        if (len === inner.length && els.slice(a, i).map((e) => e.src).join('') === inner) range = [a, i];
      }
    }
    // Glints: like the still's (clustered on the sun's path), kept only where the water is.
    const r = rng.fork(`glints${i}`);
    const glints: { d: string; n: number; ph: number; op: number }[] = [];
    for (let tries = 0; glints.length < plan.glints && tries < plan.glints * 30; tries++) {
      const u = r() ** 1.4;
      const y = wy + 6 + (bottom - wy) * u;
      const x = r.chance(0.5) ? sun.x + r.gauss() * 70 * (1 + u * 2) : r.range(0, W);
      const len = r.range(12, 60) * (0.6 + u);
      if (!insidePath(polys, x, y) || !insidePath(polys, x + len, y)) continue;
      glints.push({ d: `M${fmt(x)} ${fmt(y)}h${fmt(len)}v${fmt(1 + u * 1.8)}h${fmt(-len)}Z`, n: cycles(r.range(0.15, 0.45)), ph: hiddenPhase(r), op: r.range(0.6, 1) });
    }
    const glintSvg = (t: number): string => {
      let out = '';
      for (const g of glints) {
        const op = g.op * pulse(t, g.n, g.ph, 3);
        if (op >= 0.02) out += `<path d="${g.d}" fill="${pal.glint}" opacity="${fmt(op)}"/>`;
      }
      return out;
    };
    mods.set(i, (fc) => {
      let inner = '';
      el.children.forEach((c, ci) => {
        if (ci === mirrorAt && range) {
          // Mirror of each layer as it appears: inside the water's own transform, undo it and apply the layer's.
          const Tw = inverse(fc.T(ks[i]!));
          const idx = Array.from({ length: range[1] - range[0] }, (_, k) => range![0] + k);
          inner += openTag(c.src) + assemble(idx, fc, (k) => multiply(Tw, fc.T(k))) + '</g>';
        } else inner += c.src;
      });
      return `${openTag(el.src)}${inner}${fc.t === 0 ? '' : glintSvg(fc.t)}</g>`;
    });
    found.push(`water${range ? ' (reflection layered)' : ''} +${glints.length} glints`);

    if (plan.bob) {
      const rb = rng.fork(`bob${i}`);
      let cluster: { box: Box; dy: number; rot: number; n: number; ph: number } | null = null;
      for (let j = i + 1; j < els.length; j++) {
        const b = els[j]!.box;
        if (!b || b.y0 < wy || b.y1 > bottom || b.x1 - b.x0 > 0.1 * W || b.y1 - b.y0 > 70 || !insidePath(polys, (b.x0 + b.x1) / 2, b.y1)) continue;
        const near: Box | null = cluster && b.x0 < cluster.box.x1 + 20 && b.x1 > cluster.box.x0 - 20 && b.y0 < cluster.box.y1 + 20 && b.y1 > cluster.box.y0 - 20 ? cluster.box : null;
        if (!near || !cluster) cluster = { box: { ...b }, dy: rb.range(1.6, 2.4), rot: rb.range(0.8, 1.4), n: cycles(rb.range(0.28, 0.36)), ph: rb.range(0, TAU) };
        const c = cluster;
        c.box = { x0: Math.min(c.box.x0, b.x0), y0: Math.min(c.box.y0, b.y0), x1: Math.max(c.box.x1, b.x1), y1: Math.max(c.box.y1, b.y1) };
        const src = els[j]!.src;
        mods.set(j, ({ t }) => {
          if (t === 0) return src;
          const a = TAU * c.n * t;
          const dy = c.dy * Math.sin(a);
          const rot = c.rot * (Math.sin(a + 1.1 + c.ph) - Math.sin(1.1 + c.ph));
          const cx = (c.box.x0 + c.box.x1) / 2;
          return `<g transform="translate(0 ${fmt(dy)}) rotate(${fmt(rot)} ${fmt(cx)} ${fmt(c.box.y1)})">${src}</g>`;
        });
        found.push('boat');
      }
    }
  });

  // --- Smoke and steam: puffs travel along each plume, growing and thinning out.
  if (plan.smoke) {
    const soft = blur(7);
    els.forEach((el, i) => {
      const gid = urlId(el.attrs.fill);
      if (el.tag !== 'path' || !gid?.startsWith('lg') || !urlId(el.attrs.filter)) return;
      const dots = ellipseDots(el.attrs.d ?? '');
      const stop = gradientStop(doc.defs, gid);
      if (!dots || dots.length < 5 || !stop) return;
      const r = rng.fork(`plume${i}`);
      const m = cycles(1 / 8);
      const count = 9;
      const wob = Array.from({ length: count }, () => r.range(0, TAU));
      const at = (p: number): Dot => {
        const f = p * (dots.length - 1);
        const k = Math.min(dots.length - 2, Math.floor(f));
        const a = dots[k]!, b = dots[k + 1]!, u = f - k;
        return { cx: a.cx + (b.cx - a.cx) * u, cy: a.cy + (b.cy - a.cy) * u, rx: a.rx + (b.rx - a.rx) * u, ry: a.ry + (b.ry - a.ry) * u };
      };
      addAfter(i, ({ t }) => {
        let out = '';
        for (let j = 0; j < count; j++) {
          const p = frac(m * t + j / count);
          const op = stop.opacity * 0.55 * smoothstep(0, 0.12, p) * (1 - p) ** 1.3;
          if (op < 0.01) continue;
          const d = at(p);
          const wobble = Math.sin(TAU * p * 1.5 + wob[j]!) * d.ry * 0.25;
          out += `<ellipse cx="${fmt(d.cx)}" cy="${fmt(d.cy + wobble)}" rx="${fmt(d.rx * 0.85)}" ry="${fmt(d.ry * 0.8)}" fill="${stop.color}" opacity="${fmt(op)}"/>`;
        }
        return out ? `<g filter="${soft}">${out}</g>` : '';
      });
      found.push('plume');
    });
  }

  // --- Lamps: halos (radial fills in the lamp colour) breathe; now and then one flickers.
  if (plan.lamps) {
    const r = rng.fork('lamps');
    els.forEach((el, i) => {
      const gid = urlId(el.attrs.fill);
      if (el.tag !== 'path' || !gid?.startsWith('rg') || gradientStop(doc.defs, gid)?.color !== pal.lamp) return;
      const dots = ellipseDots(el.attrs.d ?? '');
      if (!dots || dots.length !== 1) return;
      const dot = dots[0]!;
      const n = r.int(1, 2);
      const flicker = r.chance(0.3) ? { at: r.range(0.2, 0.8), hz: r.range(5, 8) } : null;
      const src = el.src;
      mods.set(i, ({ t }) => {
        if (!flicker || t === 0) return src;
        const dt = frac(t - flicker.at + 0.5) - 0.5;
        const burst = Math.exp(-(((dt * seconds) / 0.25) ** 2)) * (0.5 + 0.5 * Math.sin(TAU * flicker.hz * dt * seconds));
        return burst < 0.01 ? src : `<g opacity="${fmt(1 - 0.6 * burst)}">${src}</g>`;
      });
      addAfter(i, ({ t }) => {
        const op = 0.35 * (1 - Math.cos(TAU * n * t)) / 2;
        return op < 0.01 ? '' : `<ellipse cx="${fmt(dot.cx)}" cy="${fmt(dot.cy)}" rx="${fmt(dot.rx * 1.2)}" ry="${fmt(dot.ry * 1.2)}" fill="url(#${gid})" opacity="${fmt(op)}"/>`;
      });
      found.push('lamp');
    });
  }

  // --- Twinkles: paths of many small bright dots (stars, light strings, plant lights).
  if (plan.twinkle && (pal.night || pal.time === 'dusk')) {
    els.forEach((el, i) => {
      const fill = el.attrs.fill ?? '';
      if (el.tag !== 'path' || el.attrs.filter || !/^#[0-9a-f]{6}$/i.test(fill) || (luminance(fill) < 0.75 && fill !== pal.lamp)) return;
      const dots = ellipseDots(el.attrs.d ?? '');
      if (!dots || dots.length < 8 || dots.some((d) => d.rx > 8)) return;
      const r = rng.fork(`twinkle${i}`);
      const halo = glow(fill);
      const picked = dots.filter(() => r.chance(0.4)).slice(0, 80).map((d) => ({ ...d, n: cycles(r.range(0.2, 0.5)), ph: hiddenPhase(r), op: r.range(0.6, 1) }));
      addAfter(i, ({ t }) => {
        let out = '';
        for (const d of picked) {
          const op = d.op * pulse(t, d.n, d.ph, 4);
          if (op < 0.02) continue;
          const rr = Math.max(d.rx, 1.5) * 3.2;
          out += `<circle cx="${fmt(d.cx)}" cy="${fmt(d.cy)}" r="${fmt(rr)}" fill="${halo}" opacity="${fmt(op)}"/>`;
        }
        return out;
      });
      found.push(`twinkle ${picked.length}`);
    });
  }

  // --- Beacons: the red lights on chimney tops blink together.
  if (plan.beacons) {
    const n = cycles(0.5);
    let count = 0;
    els.forEach((el, i) => {
      if (el.tag !== 'path' || el.attrs.fill !== '#ff4a3a' || ellipseDots(el.attrs.d ?? '')?.length !== 1) return;
      const src = el.src;
      mods.set(i, ({ t }) => (t === 0 ? src : `<g opacity="${fmt(0.15 + 0.85 * ((1 + Math.cos(TAU * n * t)) / 2) ** 2)}">${src}</g>`));
      count++;
    });
    if (count) found.push(`beacons ${count}`);
  }

  // --- Birds: a flock of "v" strokes circles slowly; each bird flaps now and then.
  if (plan.birds) {
    els.forEach((el, i) => {
      const b = el.box;
      const d = el.attrs.d ?? '';
      if (el.tag !== 'path' || el.attrs.fill !== 'none' || el.attrs['stroke-width'] !== '1.6' || !b || b.y1 > H * 0.6 || b.y1 - b.y0 > 90) return;
      const subs = splitSubpaths(d);
      // Each bird is one "v" of two quadratic wings (layers/people.ts birds()).
      if (!subs.length || !subs.every((s) => /^M[^MQ]+Q[^MQ]+Q[^MQ]+$/.test(s.d))) return;
      const r = rng.fork(`birds${i}`);
      const R = r.range(22, 34), ph = r.range(0, TAU), dir = r.chance(0.5) ? 1 : -1;
      const birds = subs.map((s) => {
        const pts = pathPoints(s.d)[0] ?? [];
        const mid = pts[2] ?? s.start;
        return { sub: s.d, x: mid[0], y: mid[1], n: cycles(r.range(1.2, 1.8)), g: r.range(0, 1), wob: r.range(0, TAU) };
      });
      const head = el.src.slice(0, el.src.indexOf(' d="'));
      const tail = el.src.slice(el.src.indexOf('"', el.src.indexOf(' d="') + 4) + 1);
      mods.set(i, ({ t }) => {
        if (t === 0) return el.src;
        const out = birds.map((bd) => {
          const a = TAU * t;
          const dx = dir * R * (Math.cos(a + ph) - Math.cos(ph)) + 3 * (Math.sin(a * 2 + bd.wob) - Math.sin(bd.wob));
          const dy = R * 0.35 * (Math.sin(a + ph) - Math.sin(ph));
          // Flap in bursts: wings pass through flat to slightly down, then glide.
          const glide = Math.max(0, Math.sin(TAU * (t + bd.g))) ** 2;
          const f = 1 - 1.4 * glide * (1 - Math.cos(TAU * bd.n * t)) / 2;
          const m: AxisMap = [1, f, dx, dy + bd.y * (1 - f)];
          return mapSubpath(bd.sub, m);
        });
        return `${head} d="${out.join('')}"${tail}`;
      });
      found.push(`birds ${subs.length}`);
    });
  }

  // ---------------------------------------------------------------------------------------------------------

  const renderEl = (i: number, fc: FrameCtx): string => {
    const mod = mods.get(i);
    let out = mod ? mod(fc) : els[i]!.src;
    for (const r of after.get(i) ?? []) out += r(fc);
    return out;
  };

  /** Elements in painter's order, consecutive ones of equal depth sharing one transform group. */
  function assemble(indices: readonly number[], fc: FrameCtx, layer: (k: number) => Matrix): string {
    let out = '';
    let buf = '';
    let cur = NaN;
    const flush = (): void => {
      if (!buf) return;
      const m = layer(cur);
      out += isIdentity(m) ? buf : `<g transform="${matrixAttr(m)}">${buf}</g>`;
      buf = '';
    };
    for (const i of indices) {
      const k = ks[i]!;
      if (k !== cur) {
        flush();
        cur = k;
      }
      buf += renderEl(i, fc);
    }
    flush();
    return out;
  }

  const all = els.map((_, i) => i);
  const extraDefs = defs.join('');
  const layers = new Set(ks).size;
  found.unshift(plan.parallax ? `${layers} depth layers` : 'camera only');
  const tally = new Map<string, number>();
  for (const f of found) tally.set(f, (tally.get(f) ?? 0) + 1);
  const summary = [...tally].map(([f, n]) => (n > 1 ? `${f} ×${n}` : f)).join(', ');

  return {
    W,
    H,
    still,
    summary,
    grainSvg:
      req.grain === 'separate' && doc.grain
        ? `${doc.open}<defs>${/<filter id="grain\d+"[\s\S]*?<\/filter>/.exec(doc.defs)?.[0] ?? ''}</defs>${doc.grain}</svg>`
        : null,
    frame(t: number): string {
      if (!(t >= 0 && t < 1)) throw new Error(`Loop time must be in [0, 1), got ${t}`);
      const cam = cameraView(path, W, H, t);
      const cache = new Map<number, Matrix>();
      const fc: FrameCtx = {
        t,
        cam,
        T(k) {
          let m = cache.get(k);
          if (!m) cache.set(k, (m = viewTransform(cam, layerView(cam, W, H, k))));
          return m;
        },
      };
      const identity = cam.x === 0 && cam.y === 0 && cam.w === W && cam.h === H;
      const open = identity ? doc.open : doc.open.replace(/viewBox="[^"]*"/, `viewBox="${fmt(cam.x)} ${fmt(cam.y)} ${fmt(cam.w)} ${fmt(cam.h)}"`);
      const grain = req.grain === 'none' || req.grain === 'separate' ? '' : req.grain === 'world' ? doc.grain : wrapG(doc.grain, doc.grain && !identity ? `transform="${matrixAttr(fc.T(0))}"` : '');
      return `${open}<defs>${doc.defs}${extraDefs}</defs>${assemble(all, fc, (k) => fc.T(k))}${grain}</svg>`;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------

/**
 * Depth of every top-level element, from its bounds and painter's order: 0 pinned to the screen … 1 moving
 * with the camera. The landscape scenes are drawn back to front on the ground, so:
 * - a wide element standing on nothing yet drawn (a range, a tree line, mist) is as near as its foot is low;
 * - a ground plane (wide, running off the bottom) is as near as the middle of its visible band, from its top
 *   edge down to the top of the next plane drawn over it;
 * - wide elements never move less than the wide ones before them (they cover them);
 * - a part of the object before it (inside its bounds: a snow cap, a crest over vine rows) shares its depth;
 * - small things and textures (trees, boats, people, flower specks, rows of tree tops) move with the latest
 *   wide element under their foot, so nothing slides over the ground it stands on;
 * - tall things cut off by the bottom edge (posts, near trunks) are nearest.
 * Depths are then stretched so the nearest layer moves exactly with the camera.
 */
export function depths(els: readonly Element[], W: number, H: number, plan: MotionPlan, defs = ''): number[] {
  if (!plan.parallax) return els.map(() => 1);
  const kFar = plan.kFar;
  const yFar = H * 0.6;
  const kOf = (base: number): number => kFar + (1 - kFar) * clamp01((base - yFar) / (H - yFar));
  const area = (b: Box): number => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
  const inside = (a: Box, b: Box): boolean => {
    const ix = Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
    const iy = Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
    return ix * iy >= 0.9 * area(a);
  };
  /** Many small subpaths (specks, strokes, tree tops): a texture laid on whatever is under it. */
  const texture = (el: Element): boolean => {
    if (el.tag !== 'path') return false;
    const subs = (el.attrs.d ?? '').split(/(?=M)/);
    if (subs.length < 12 || !el.box) return false;
    return (el.box.x1 - el.box.x0) / subs.length < 0.06 * W;
  };
  /** Glows and mists (radial fills, gradients fading to nothing): their bounds say nothing about depth. */
  const atmospheric = (el: Element): boolean => {
    const id = urlId(el.attrs.fill);
    return !!id && (id.startsWith('rg') || new RegExp(`id="${id}"[^>]*>(?:<stop[^>]*>)*?<stop[^>]*stop-opacity="0"`).test(defs));
  };
  type Kind = 'background' | 'plane' | 'wide' | 'tall' | 'object' | 'none';
  const kinds: Kind[] = [];
  let lastPlane: Box | null = null;
  for (const el of els) {
    const b = el.box;
    let kind: Kind = 'object';
    const w = b ? b.x1 - b.x0 : 0;
    if (!b || area(b) === 0) kind = 'none';
    else if (b.y0 <= 5 && b.y1 >= H - 5 && w >= 0.9 * W) kind = 'background';
    else if (!atmospheric(el) && !texture(el)) {
      const bottom = b.y1 >= H - 2;
      if (w >= 0.3 * W) {
        if (bottom) kind = 'plane';
        else if (!lastPlane || !inside(b, lastPlane)) kind = 'wide';
      } else if (bottom && b.y0 < H * 0.45) kind = 'tall';
    }
    if (kind === 'plane') lastPlane = b;
    kinds.push(kind);
  }
  // Objects drawn one after another that touch form one thing (a hall with its roof, windows and chimney,
  // a stall with its awning and grapes) and move together.
  const touch = (a: Box, b: Box, m = 4): boolean => a.x0 - m <= b.x1 && b.x0 - m <= a.x1 && a.y0 - m <= b.y1 && b.y0 - m <= a.y1;
  const clusterOf: number[] = [];
  const clusters: { members: number[]; box: Box }[] = [];
  els.forEach((el, i) => {
    if (kinds[i] !== 'object') return;
    const b = el.box!;
    const last = clusters[clusters.length - 1];
    const lastIndex = last?.members[last.members.length - 1] ?? -2;
    const between = els.slice(lastIndex + 1, i).every((_, k) => kinds[lastIndex + 1 + k] === 'none');
    if (last && between && last.members.some((j) => touch(els[j]!.box!, b))) {
      last.members.push(i);
      last.box = { x0: Math.min(last.box.x0, b.x0), y0: Math.min(last.box.y0, b.y0), x1: Math.max(last.box.x1, b.x1), y1: Math.max(last.box.y1, b.y1) };
    } else clusters.push({ members: [i], box: { ...b } });
    clusterOf[i] = clusters.length - 1;
  });
  const planes = els.map((_, i) => i).filter((i) => kinds[i] === 'plane');
  const ks: number[] = [];
  const clusterK = new Map<number, number>();
  let run = kFar;
  els.forEach((el, i) => {
    const b = el.box!;
    let k: number;
    switch (kinds[i]) {
      case 'background':
        k = kFar;
        break;
      case 'none':
        k = ks[i - 1] ?? kFar;
        break;
      case 'plane': {
        // Visible from its top edge down to the next plane over it (none when that one starts higher).
        const next = planes.find((j) => j > i && els[j]!.box!.x0 <= b.x0 + 0.1 * W && els[j]!.box!.x1 >= b.x1 - 0.1 * W);
        const seen = next === undefined ? H : Math.max(b.y0, els[next]!.box!.y0);
        k = run = Math.max(run, kOf((b.y0 + seen) / 2));
        break;
      }
      case 'wide':
        k = run = Math.max(run, kOf(b.y1));
        break;
      case 'tall':
        k = run = 1;
        break;
      default: {
        const c = clusterOf[i]!;
        let ck = clusterK.get(c);
        if (ck === undefined) {
          // In front of what it covers: at least as near as the nearest earlier element under a good part of it.
          const cb = clusters[c]!.box;
          const first = clusters[c]!.members[0]!;
          // Or standing on the latest element under its foot.
          ck = kFar;
          const fx = (cb.x0 + cb.x1) / 2, fy = cb.y1 - 2;
          for (let j = 0; j < first; j++) {
            const jb = els[j]!.box;
            if (!jb || kinds[j] === 'none' || atmospheric(els[j]!)) continue;
            const ix = Math.max(0, Math.min(cb.x1, jb.x1) - Math.max(cb.x0, jb.x0));
            const iy = Math.max(0, Math.min(cb.y1, jb.y1) - Math.max(cb.y0, jb.y0));
            const under = fx >= jb.x0 && fx <= jb.x1 && fy >= jb.y0 && fy <= jb.y1;
            if (under || ix * iy >= 0.3 * area(cb)) ck = Math.max(ck, ks[j]!);
          }
          clusterK.set(c, ck);
        }
        k = ck;
      }
    }
    ks.push(k);
  });
  const max = Math.max(...ks);
  if (max - kFar < 0.03) return ks.map(() => 1);
  const stretch = (1 - kFar) / (max - kFar);
  return ks.map((k) => Math.round((kFar + (k - kFar) * stretch) * 1000) / 1000);
}
