/**
 * Builds every still of the media manifest: 480/640/800/1200/1600 px AVIF and WebP, 800/1200 px JPEG (social previews:
 * one 1200×630 JPEG), a tiny blurred placeholder and the intrinsic size, into public/media/ plus an index the
 * site reads at prerender (.cache/media/index.json).
 *
 * Encoded files are cached outside the checkout (MEDIA_CACHE_DIR, default ~/.cache/toshvil-media), keyed by
 * the source of the slot's scene (its module and what it imports), the slot's render parameters and the
 * encoder versions, so an unchanged slot costs a copy, also when another scene is added or changed. Run: `npx tsx media/scripts/build-media.ts` (the site's `npm run build` runs it first).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { renderSvg } from '../generator/render.ts';
import { JPEG_WIDTHS, MEDIA_WIDTHS } from '../../src/content/media.ts';
import { loadManifest, ManifestError, MEDIA_ROOT, type Slot } from '../manifest.ts';

const REPO_ROOT = path.resolve(MEDIA_ROOT, '..');
const GENERATOR_DIR = path.join(MEDIA_ROOT, 'generator');
const OUT_DIR = path.join(REPO_ROOT, 'public', 'media');
const INDEX_FILE = path.join(REPO_ROOT, '.cache', 'media', 'index.json');
const CACHE_DIR = process.env.MEDIA_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'toshvil-media');

const WIDTHS = MEDIA_WIDTHS;
const SOCIAL_SIZE = { width: 1200, height: 630 };
/** Bump when the way files are produced changes without a library version change. */
const PIPELINE_VERSION = 3;
const ENCODE = {
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  // No sharp-YUV chroma (smartSubsample): AVIF, which nearly every visitor gets, has none either; on these flat-colour
  // scenes it cost half the WebP time (a sixth of a cold media build) and made the files 5 % larger, for no
  // difference seen at 3× zoom (issue #33, decision 036).
  webp: { quality: 74, effort: 4, smartSubsample: false },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
  placeholder: { width: 12, webpQuality: 30 },
} as const;
const AVIF_BUDGET_BYTES = 115 * 1024;
const AVIF_FALLBACK_QUALITIES = [44, 38, 32];
type Format = 'avif' | 'webp' | 'jpg';
/** At every width; JPEG only at `JPEG_WIDTHS`. */
const MODERN_FORMATS: readonly Format[] = ['avif', 'webp'];

/** What the site needs to render one slot (read by src/content/media.server.ts). */
export interface IndexEntry {
  key: string;
  width: number;
  height: number;
  focal: [number, number];
  placeholder: string;
  social: boolean;
  source: Slot['source'];
  alt: Slot['alt'];
  credit: Slot['credit'];
}

interface CacheMeta {
  width: number;
  height: number;
  focal: [number, number];
  placeholder: string;
  files: string[];
}

const isSocial = (slot: Slot) => slot.id.startsWith('social-');
const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Relative imports of a generator module (type-only ones too: they are cheap to include and never wrong). */
const IMPORT = /from\s+'(\.{1,2}\/[^']+\.ts)'/g;

/**
 * What a scene kind's picture depends on: the module that defines it, everything that module imports, and the
 * composer with its imports. The registry (which imports every scene) is left out, so a new or changed scene
 * re-renders only its own slots; the kind → module map is read from the registry's import lines.
 */
export async function sceneSources(generatorDir = GENERATOR_DIR): Promise<(kind: string) => string> {
  const read = (file: string) => readFile(path.join(generatorDir, file), 'utf8');
  const registry = await read('registry.ts');
  const moduleOf = new Map<string, string>();
  for (const [, names = '', from = ''] of registry.matchAll(/import\s+\{([^}]+)\}\s+from\s+'(\.\/scenes\/[^']+)'/g)) {
    for (const name of names.split(',')) moduleOf.set(name.trim(), path.normalize(from));
  }
  const body = registry.slice(registry.indexOf('sceneRegistry = {'), registry.indexOf('} as const'));
  const fileOfKind = new Map<string, string>();
  for (const [, quoted, bare, value] of body.matchAll(/^\s+(?:'([a-z-]+)'|([a-zA-Z]+)):?\s*([a-zA-Z]*),?$/gm)) {
    const kind = quoted ?? bare ?? '';
    const file = moduleOf.get(value || kind);
    if (file) fileOfKind.set(kind, file);
  }
  const texts = new Map<string, string>();
  async function closure(file: string, seen: Set<string>): Promise<void> {
    if (seen.has(file)) return;
    seen.add(file);
    const text = texts.get(file) ?? (await read(file));
    texts.set(file, text);
    for (const [, spec = ''] of text.matchAll(IMPORT)) await closure(path.normalize(path.join(path.dirname(file), spec)), seen);
  }
  const hashes = new Map<string, string>();
  for (const [kind, file] of fileOfKind) {
    const seen = new Set<string>();
    await closure('compose.ts', seen);
    await closure(file, seen);
    hashes.set(kind, sha(...[...seen].sort().map((name) => `${name}\n${texts.get(name)}`)));
  }
  return (kind) => {
    const hash = hashes.get(kind);
    if (!hash) throw new Error(`media/generator/registry.ts: no scene module found for the kind "${kind}"`);
    return hash;
  };
}

const encoderId = JSON.stringify({ PIPELINE_VERSION, ENCODE, AVIF_BUDGET_BYTES, AVIF_FALLBACK_QUALITIES, SOCIAL_SIZE, WIDTHS, JPEG_WIDTHS, versions: sharp.versions });

async function slotKey(slot: Slot, generator: (kind: string) => string): Promise<string> {
  if (slot.source === 'photo') {
    return sha('photo', await readFile(slot.photo), JSON.stringify([slot.aspect, slot.focal ?? null]), encoderId);
  }
  const { scene, seed, aspect, time, season, focus, variant } = slot;
  return sha('generated', generator(scene), JSON.stringify({ scene, seed, aspect, time, season, focus, variant }), encoderId);
}

interface Master {
  image: Sharp;
  width: number;
  height: number;
  focal: [number, number];
}

function masterSize(slot: Slot): { width: number; height: number } {
  if (isSocial(slot)) return SOCIAL_SIZE;
  const width = WIDTHS[WIDTHS.length - 1]!;
  return { width, height: Math.round(width / slot.aspect.ratio) };
}

async function renderMaster(slot: Slot): Promise<Master> {
  const { width, height } = masterSize(slot);
  if (slot.source === 'generated') {
    const { scene, seed, time, season, focus, variant } = slot;
    const options = { time, season, focus, variant } as Parameters<typeof renderSvg>[0]['options'];
    const { svg, focal } = renderSvg({ scene, seed, width, height, options });
    const raw = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
      .resize(width, height)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = sharp(raw.data, { raw: raw.info });
    return { image, width, height, focal: slot.focal ?? [round(focal.x), round(focal.y)] };
  }
  // A photo: crop to the slot's aspect around the focal point, then scale to the master width.
  const focal = slot.focal ?? [0.5, 0.5];
  const source = sharp(slot.photo).rotate();
  const { data, info } = await source.toBuffer({ resolveWithObject: true });
  if (info.width < width) {
    throw new ManifestError(`media/manifest.yaml: slot ${slot.id}: photos/${slot.id}.jpg is ${info.width} px wide; it needs at least ${width} px`);
  }
  const cropWidth = Math.min(info.width, Math.round(info.height * slot.aspect.ratio));
  const cropHeight = Math.round(cropWidth / slot.aspect.ratio);
  const left = clamp(Math.round(focal[0] * info.width - cropWidth / 2), 0, info.width - cropWidth);
  const top = clamp(Math.round(focal[1] * info.height - cropHeight / 2), 0, info.height - cropHeight);
  const raw = await sharp(data)
    .extract({ left, top, width: cropWidth, height: cropHeight })
    .resize(width, height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: sharp(raw.data, { raw: raw.info }), width, height, focal };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function encode(image: Sharp, format: Format): Sharp {
  if (format === 'avif') return image.avif(ENCODE.avif);
  if (format === 'webp') return image.webp(ENCODE.webp);
  return image.jpeg(ENCODE.jpg);
}

/** A 12 px WebP in an SVG that blurs it, about 250 bytes; the slot's colour shows through its soft edges. */
async function placeholderOf(image: Sharp, width: number, height: number): Promise<string> {
  const pw = ENCODE.placeholder.width;
  const ph = Math.max(1, Math.round((pw * height) / width));
  const tiny = await image.clone().resize(pw, ph).webp({ quality: ENCODE.placeholder.webpQuality }).toBuffer();
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${pw} ${ph}'>` +
    `<filter id='b'><feGaussianBlur stdDeviation='.7'/></filter>` +
    `<image width='${pw}' height='${ph}' filter='url(%23b)' href='data:image/webp;base64,${tiny.toString('base64')}'/></svg>`;
  // Spaces encoded too: a data: URL with raw spaces is not a valid URL in srcset-free attributes (HTML validators).
  return `data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/ /g, '%20')}`;
}

function outputNames(slot: Slot): { width: number; format: Format }[] {
  if (isSocial(slot)) return [{ width: SOCIAL_SIZE.width, format: 'jpg' }];
  return [
    ...WIDTHS.flatMap((width) => MODERN_FORMATS.map((format) => ({ width, format }))),
    ...JPEG_WIDTHS.map((width) => ({ width, format: 'jpg' as const })),
  ];
}

/** Encodes one slot into its cache folder, unless a complete entry is already there. */
async function buildSlot(slot: Slot, key: string): Promise<{ meta: CacheMeta; cached: boolean }> {
  const folder = path.join(CACHE_DIR, key.slice(0, 2), key);
  const metaFile = path.join(folder, 'meta.json');
  try {
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as CacheMeta;
    await Promise.all(meta.files.map((file) => stat(path.join(folder, file))));
    return { meta, cached: true };
  } catch {
    // Not cached (or incomplete): build below.
  }
  const master = await renderMaster(slot);
  const staging = `${folder}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const files: string[] = [];
  for (const { width, format } of outputNames(slot)) {
    const height = Math.round((width * master.height) / master.width);
    const file = `${width}.${format}`;
    const resized = master.image.clone().resize(width, height);
    let data = await encode(resized.clone(), format).toBuffer();
    // Detailed or tall pictures step AVIF quality down until the file fits the budget (issue #3: 120 KB).
    for (const quality of AVIF_FALLBACK_QUALITIES) {
      if (format !== 'avif' || data.length <= AVIF_BUDGET_BYTES) break;
      data = await resized.clone().avif({ ...ENCODE.avif, quality }).toBuffer();
    }
    await writeFile(path.join(staging, file), data);
    files.push(file);
  }
  const meta: CacheMeta = {
    width: master.width,
    height: master.height,
    focal: master.focal,
    placeholder: await placeholderOf(master.image, master.width, master.height),
    files,
  };
  await writeFile(path.join(staging, 'meta.json'), JSON.stringify(meta));
  await rm(folder, { recursive: true, force: true });
  await mkdir(path.dirname(folder), { recursive: true });
  await rename(staging, folder);
  return { meta, cached: false };
}

/** Public file name: the key in the name makes it safe to cache forever. */
export const publicName = (id: string, key: string, file: string) => `${id}.${key}.${file}`;

async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(workers);
}

export interface MediaBuildReport {
  slots: number;
  built: number;
  seconds: number;
  bytes: Record<Format, number>;
  largestAvif1600: { id: string; bytes: number };
}

export async function buildMedia(log: (line: string) => void = console.log): Promise<MediaBuildReport> {
  const started = performance.now();
  const slots = loadManifest();
  const generator = await sceneSources();
  await mkdir(OUT_DIR, { recursive: true });
  const index: Record<string, IndexEntry> = {};
  const wanted = new Set<string>();
  const bytes: Record<Format, number> = { avif: 0, webp: 0, jpg: 0 };
  let largestAvif1600 = { id: '', bytes: 0 };
  let built = 0;

  await runPool(slots, Math.max(1, os.availableParallelism()), async (slot) => {
    const key = (await slotKey(slot, generator)).slice(0, 12);
    const { meta, cached } = await buildSlot(slot, key);
    if (!cached) {
      built += 1;
      log(`  built ${slot.id}`);
    }
    const folder = path.join(CACHE_DIR, key.slice(0, 2), key);
    for (const file of meta.files) {
      const name = publicName(slot.id, key, file);
      wanted.add(name);
      const from = path.join(folder, file);
      const to = path.join(OUT_DIR, name);
      const size = (await stat(from)).size;
      const format = path.extname(file).slice(1) as Format;
      bytes[format] += size;
      if (file === '1600.avif' && size > largestAvif1600.bytes) largestAvif1600 = { id: slot.id, bytes: size };
      const existing = await stat(to).catch(() => null);
      if (existing?.size !== size) await copyFile(from, to);
    }
    index[slot.id] = {
      key,
      width: meta.width,
      height: meta.height,
      focal: meta.focal,
      placeholder: meta.placeholder,
      social: isSocial(slot),
      source: slot.source,
      alt: slot.alt,
      credit: slot.credit,
    };
  });

  for (const name of await readdir(OUT_DIR)) {
    if (!wanted.has(name)) await rm(path.join(OUT_DIR, name), { force: true });
  }
  const ordered = Object.fromEntries(slots.map((slot) => [slot.id, index[slot.id]!]));
  await mkdir(path.dirname(INDEX_FILE), { recursive: true });
  await writeFile(INDEX_FILE, JSON.stringify({ widths: WIDTHS, slots: ordered }));
  const seconds = (performance.now() - started) / 1000;
  return { slots: slots.length, built, seconds, bytes, largestAvif1600 };
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  try {
    const report = await buildMedia();
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    console.log(
      `media: ${report.slots} slots (${report.built} built, ${report.slots - report.built} cached) in ${report.seconds.toFixed(1)} s; ` +
        `AVIF ${kb(report.bytes.avif)}, WebP ${kb(report.bytes.webp)}, JPEG ${kb(report.bytes.jpg)}; ` +
        `largest 1600 px AVIF ${report.largestAvif1600.id} ${kb(report.largestAvif1600.bytes)}`,
    );
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
