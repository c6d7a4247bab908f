/** Public entry: render a scene kind to PNG (sharp) or to an SVG string. */
import sharp from 'sharp';
import { composeSvg, type Composed } from './compose.ts';
import type { BaseOptions } from './context.ts';
import type { SceneDef } from './scene-def.ts';
import { sceneRegistry, type SceneKind, type SceneVariant } from './registry.ts';

export { sceneRegistry, SCENE_KINDS, SCENE_LIST, type SceneKind, type SceneVariant } from './registry.ts';
export { TIMES, SEASONS, type TimeOfDay, type Season } from './palette.ts';
export { FOCI, type Focus, type BaseOptions } from './context.ts';

export type SceneOptions<K extends SceneKind> = BaseOptions & { variant?: SceneVariant<K> };

export interface StillRequest<K extends SceneKind> {
  scene: K;
  seed: number;
  width: number;
  height: number;
  options?: SceneOptions<K>;
}

/** The SVG document plus the focal point (fractions of width/height) for smart cropping. */
export function renderSvg<K extends SceneKind>({ scene, seed, width, height, options }: StillRequest<K>): Composed {
  const def = sceneRegistry[scene];
  if (!def) throw new Error(`Unknown scene kind: ${String(scene)}`);
  // Widen to SceneDef<string>: the variant was already checked against this kind by the request's type.
  return composeSvg({ def: def as SceneDef<string>, kind: scene, seed, width, height, options });
}

/** PNG buffer of the scene. PNG stays true-colour: never pass quality/effort to png() (that palettises). */
export async function renderStill<K extends SceneKind>(req: StillRequest<K>): Promise<Buffer> {
  const { svg } = renderSvg(req);
  return sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
    .resize(req.width, req.height)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
