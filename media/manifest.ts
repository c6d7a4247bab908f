/**
 * The media manifest (media/manifest.yaml): every image slot of the site. Loading validates it and names the
 * slot and the reason for anything wrong, so a bad entry stops the build with a message an editor can act on.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { FOCI, SEASONS, TIMES, sceneRegistry, type SceneKind } from './generator/render.ts';

export const MEDIA_ROOT = path.dirname(new URL(import.meta.url).pathname);
export const MANIFEST_FILE = path.join(MEDIA_ROOT, 'manifest.yaml');
/** Real photos replacing generated slots: `photos/<slot id>.jpg` at the repository root. */
export const PHOTOS_DIR = path.join(MEDIA_ROOT, '..', 'photos');

const text = z.string().trim().min(1);
const localized = z.object({ uz: text, en: text, ru: text }).strict();

const slotSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lowercase words joined by hyphens'),
    scene: z.string().optional(),
    seed: z.number().int().min(0).max(2 ** 31).optional(),
    aspect: z.string(),
    time: z.enum(TIMES).optional(),
    season: z.enum(SEASONS).optional(),
    focus: z.enum(FOCI).optional(),
    variant: z.string().optional(),
    focal: z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]).optional(),
    alt: localized,
    source: z.enum(['generated', 'photo']),
    credit: text.optional(),
  })
  .strict();

const manifestSchema = z
  .object({ generatedCredit: localized, slots: z.array(z.unknown()).min(1) })
  .strict();

export type Localized = z.infer<typeof localized>;
type RawSlot = z.infer<typeof slotSchema>;

export interface Aspect {
  w: number;
  h: number;
  ratio: number;
}

export interface GeneratedSlot extends Omit<RawSlot, 'scene' | 'seed' | 'aspect' | 'source' | 'credit'> {
  source: 'generated';
  scene: SceneKind;
  seed: number;
  aspect: Aspect;
  credit: Localized;
}

export interface PhotoSlot extends Omit<RawSlot, 'aspect' | 'source' | 'credit'> {
  source: 'photo';
  aspect: Aspect;
  /** Absolute path of photos/<id>.jpg. */
  photo: string;
  credit: Localized;
}

export type Slot = GeneratedSlot | PhotoSlot;

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** "16:10" → {w:16, h:10, ratio:1.6}; between 1:4 and 4:1. */
export function parseAspect(value: string): Aspect | string {
  const match = /^(\d{1,4}):(\d{1,4})$/.exec(value.trim());
  if (!match) return `aspect "${value}" must look like "16:10"`;
  const w = Number(match[1]);
  const h = Number(match[2]);
  if (w === 0 || h === 0) return `aspect "${value}" has a zero side`;
  const ratio = w / h;
  if (ratio < 0.25 || ratio > 4) return `aspect "${value}" is outside 1:4 … 4:1`;
  return { w, h, ratio };
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`).join('; ');
}

function checkSlot(raw: unknown, index: number, generatedCredit: Localized, photosDir: string): Slot {
  const label = typeof raw === 'object' && raw && 'id' in raw ? String(raw.id) : `#${index + 1}`;
  const fail = (reason: string): never => {
    throw new ManifestError(`media/manifest.yaml: slot ${label}: ${reason}`);
  };
  const parsed = slotSchema.safeParse(raw);
  if (!parsed.success) return fail(describe(parsed.error));
  const { scene, seed, aspect: aspectText, source, credit, ...rest } = parsed.data;
  const aspect = parseAspect(aspectText);
  if (typeof aspect === 'string') return fail(aspect);

  if (source === 'photo') {
    const photo = path.join(photosDir, `${rest.id}.jpg`);
    if (!existsSync(photo)) return fail(`source is photo but photos/${rest.id}.jpg is missing`);
    if (!credit) return fail('a photo needs a credit (author and licence)');
    return { ...rest, scene, seed, source, aspect, photo, credit: { uz: credit, en: credit, ru: credit } };
  }

  if (!scene) return fail('a generated slot needs a scene');
  if (!(scene in sceneRegistry)) return fail(`unknown scene "${scene}"`);
  const kind = scene as SceneKind;
  if (seed === undefined) return fail('a generated slot needs a seed');
  const variants: readonly string[] = sceneRegistry[kind].variants;
  if (rest.variant !== undefined && !variants.includes(rest.variant)) {
    return fail(`scene ${kind} has no variant "${rest.variant}" (it has ${variants.join(', ')})`);
  }
  return { ...rest, source, scene: kind, seed, aspect, credit: generatedCredit };
}

/** Parses and validates manifest text; `photosDir` is where photo slots' files must exist. */
export function parseManifest(source: string, photosDir = PHOTOS_DIR): Slot[] {
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    throw new ManifestError(`media/manifest.yaml is not valid YAML: ${(error as Error).message}`);
  }
  const top = manifestSchema.safeParse(data);
  if (!top.success) throw new ManifestError(`media/manifest.yaml: ${describe(top.error)}`);
  const slots = top.data.slots.map((raw, index) => checkSlot(raw, index, top.data.generatedCredit, photosDir));
  const seen = new Set<string>();
  for (const slot of slots) {
    if (seen.has(slot.id)) throw new ManifestError(`media/manifest.yaml: slot ${slot.id}: listed twice`);
    seen.add(slot.id);
  }
  return slots;
}

export function loadManifest(file = MANIFEST_FILE): Slot[] {
  return parseManifest(readFileSync(file, 'utf8'));
}
