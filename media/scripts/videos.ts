/**
 * Renders the home hero video and the nine gallery clips from media/manifest.yaml into public/video/.
 *
 *   npx tsx media/scripts/videos.ts                   # everything
 *   npx tsx media/scripts/videos.ts --only clip-4,hero
 *   npx tsx media/scripts/videos.ts --manifest other.yaml   # another manifest (e.g. to test a change)
 *
 * Each slot's scene is animated frame by frame (media/video/), rasterised with sharp exactly like its poster
 * still, written once to a lossless temporary master under the OS temp dir, then encoded by ffmpeg to each
 * codec. Frame 0 is the poster; the loop is seamless. Exits non-zero when a manifest entry is missing or
 * invalid, when ffmpeg fails, or when a file is over its size budget.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { SceneKind, SceneOptions } from '../generator/render.ts';
import { ManifestError, parseManifest, type Slot as ManifestSlot } from '../manifest.ts';
import { createAnimation } from '../video/animate.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const defaultManifest = join(root, 'media', 'manifest.yaml');
const outDir = join(root, 'public', 'video');
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';

// ---------------------------------------------------------------------------------------------------------
// What to make

interface Encode {
  file: string;
  /** ffmpeg output options (after the input); two-pass encodes list the first pass separately. */
  args: string[];
  pass1?: string[];
  budget: number;
}

interface VideoJob {
  /** Name on the command line and file prefix. */
  name: string;
  slot: string;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  encodes: Encode[];
}

const KB = 1000;
const MB = 1000 * KB;

/** BT.709 limited range, tagged, so browsers show the same colours as the poster. */
const COLOUR = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];
const COMMON = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-pix_fmt', 'yuv420p', ...COLOUR];

const av1 = (crf: number, gop: number): string[] => ['-c:v', 'libsvtav1', '-preset', '6', '-crf', String(crf), '-g', String(gop), ...COMMON, '-f', 'webm'];
const vp9 = (crf: number, gop: number): string[] => [
  '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-g', String(gop), ...COMMON, '-f', 'webm',
];
const h264 = (crf: number, maxrate: string): string[] => [
  // One thread: x264's multi-threaded rate control is not repeatable run to run.
  '-c:v', 'libx264', '-threads', '1', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf), '-profile:v', 'high', '-level:v', '3.1',
  '-x264-params', 'aq-mode=3', '-maxrate', maxrate, '-bufsize', maxrate, ...COMMON, '-movflags', '+faststart', '-f', 'mp4',
];

function jobsFor(): VideoJob[] {
  const hero: VideoJob = {
    name: 'hero', slot: 'home-hero', width: 1280, height: 720, fps: 30, seconds: 12,
    encodes: [
      { file: 'hero.av1.webm', args: av1(41, 360), budget: 1 * MB },
      { file: 'hero.vp9.webm', args: vp9(38, 360), pass1: vp9(38, 360), budget: 1 * MB },
      { file: 'hero.mp4', args: h264(26, '900k'), budget: 1 * MB },
    ],
  };
  const clips = Array.from({ length: 9 }, (_, i): VideoJob => ({
    name: `clip-${i + 1}`, slot: `clip-${i + 1}`, width: 640, height: 360, fps: 30, seconds: 6,
    encodes: [
      { file: `clip-${i + 1}.av1.webm`, args: av1(37, 180), budget: 400 * KB },
      { file: `clip-${i + 1}.mp4`, args: h264(25, '600k'), budget: 400 * KB },
    ],
  }));
  return [hero, ...clips];
}

// ---------------------------------------------------------------------------------------------------------
// Manifest

interface Slot {
  id: string;
  scene: SceneKind;
  seed: number;
  options: SceneOptions<SceneKind>;
  focal?: { x: number; y: number };
}

class SlotError extends Error {}

/** The manifest's own validation (media/manifest.ts), plus what animating a slot needs. */
function readSlot(slots: readonly ManifestSlot[], id: string, file: string): Slot {
  const fail = (msg: string): never => {
    throw new SlotError(`${file}: slot "${id}" ${msg}`);
  };
  const slot = slots.find((candidate) => candidate.id === id);
  if (!slot) return fail('is missing (the video needs it for its scene, seed and options)');
  if (slot.source !== 'generated') return fail('must be "source: generated" to be animated');
  if (slot.aspect.w !== 16 || slot.aspect.h !== 9) fail('must have aspect "16:9" for video');
  const { scene, seed, time, season, focus, variant, focal } = slot;
  const options = { time, season, focus, variant } as SceneOptions<SceneKind>;
  return { id, scene, seed, options, focal: focal ? { x: focal[0], y: focal[1] } : undefined };
}

// ---------------------------------------------------------------------------------------------------------
// ffmpeg

function ffmpeg(args: string[], input?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', (e) => reject(new Error(`Could not run ${FFMPEG}: ${e.message}`)));
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.slice(-1)[0]} exited with ${code}: ${err.trim().slice(-800)}`))));
    if (input) {
      input(p.stdin!).then(
        () => p.stdin!.end(),
        (e: unknown) => {
          p.kill();
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    }
  });
}

const write = (s: NodeJS.WritableStream, buf: Buffer): Promise<void> =>
  new Promise((resolve, reject) => {
    s.once('error', reject);
    if (s.write(buf)) {
      s.off('error', reject);
      resolve();
    } else
      s.once('drain', () => {
        s.off('error', reject);
        resolve();
      });
  });

/** Renders every frame of the loop (two at a time: sharp runs them on its thread pool) into a lossless master. */
async function renderMaster(job: VideoJob, slot: Slot, master: string): Promise<number> {
  const anim = createAnimation({
    scene: slot.scene, seed: slot.seed, width: job.width, height: job.height, options: slot.options, seconds: job.seconds, focal: slot.focal,
    grain: 'separate',
  });
  console.log(`${job.name}: ${slot.scene} seed ${slot.seed} — ${anim.summary}`);
  const frames = Math.round(job.seconds * job.fps);
  // Same rasterisation as renderStill; the grain (pinned to the screen) is drawn once and laid over each frame.
  const svgRaster = (svg: string) => sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).resize(job.width, job.height);
  const grain = anim.grainSvg ? await svgRaster(anim.grainSvg).png().toBuffer() : null;
  const raster = (i: number): Promise<Buffer> => {
    const img = svgRaster(anim.frame(i / frames));
    return (grain ? img.composite([{ input: grain }]) : img).removeAlpha().raw().toBuffer();
  };
  await ffmpeg(
    [
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${job.width}x${job.height}`, '-r', String(job.fps), '-i', '-',
      '-vf', 'scale=out_color_matrix=bt709:out_range=tv:flags=lanczos+accurate_rnd+full_chroma_int,format=yuv420p',
      '-c:v', 'ffv1', '-level', '3', '-g', '1', ...COLOUR, master,
    ],
    async (stdin) => {
      const ahead = 2;
      const queue: Promise<Buffer>[] = [];
      for (let i = 0; i < Math.min(ahead, frames); i++) queue.push(raster(i));
      for (let i = 0; i < frames; i++) {
        const buf = await queue.shift()!;
        if (i + ahead < frames) queue.push(raster(i + ahead));
        await write(stdin, buf);
      }
    },
  );
  return frames;
}

async function encode(e: Encode, master: string, tmp: string): Promise<void> {
  const out = join(outDir, e.file);
  if (e.pass1) {
    const log = join(tmp, `${e.file}.pass`);
    await ffmpeg(['-i', master, ...e.pass1, '-pass', '1', '-passlogfile', log, '/dev/null']);
    await ffmpeg(['-i', master, ...e.args, '-pass', '2', '-passlogfile', log, out]);
  } else {
    await ffmpeg(['-i', master, ...e.args, out]);
  }
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const known = new Set(['--only', '--manifest']);
  for (let i = 0; i < args.length; i += 2) {
    if (!known.has(args[i]!)) throw new SlotError(`Unknown argument ${args[i]}; usage: videos.ts [--only clip-4,hero] [--manifest file.yaml]`);
  }
  const manifestAt = args.indexOf('--manifest');
  const manifestPath = manifestAt >= 0 ? args[manifestAt + 1] ?? '' : defaultManifest;
  const onlyAt = args.indexOf('--only');
  const all = jobsFor();
  let jobs = all;
  if (onlyAt >= 0) {
    const names = (args[onlyAt + 1] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (!names.length) throw new SlotError('--only needs a comma-separated list, e.g. --only clip-4,hero');
    const unknown = names.filter((n) => !all.some((j) => j.name === n || j.slot === n));
    if (unknown.length) throw new SlotError(`Unknown video ${unknown.join(', ')}; known: ${all.map((j) => j.name).join(', ')}`);
    jobs = all.filter((j) => names.includes(j.name) || names.includes(j.slot));
  }
  let manifest: ManifestSlot[];
  try {
    manifest = parseManifest(await readFile(manifestPath, 'utf8'));
  } catch (e) {
    throw new SlotError(e instanceof ManifestError ? e.message : `Cannot read the manifest ${manifestPath}: ${String(e)}`);
  }
  // Check every requested slot before spending minutes on rendering.
  const file = manifestPath === defaultManifest ? 'media/manifest.yaml' : manifestPath;
  const slots = new Map(jobs.map((j) => [j.name, readSlot(manifest, j.slot, file)]));

  await mkdir(outDir, { recursive: true });
  const tmp = await mkdtemp(join(tmpdir(), 'tv-videos-'));
  const over: string[] = [];
  const t0 = performance.now();
  try {
    for (const job of jobs) {
      const master = join(tmp, `${job.name}.mkv`);
      const r0 = performance.now();
      const frames = await renderMaster(job, slots.get(job.name)!, master);
      const renderS = (performance.now() - r0) / 1000;
      for (const e of job.encodes) {
        const e0 = performance.now();
        await encode(e, master, tmp);
        const bytes = (await stat(join(outDir, e.file))).size;
        const flag = bytes > e.budget ? `  OVER BUDGET (${e.budget / KB} KB)` : '';
        if (flag) over.push(`${e.file}: ${bytes} bytes > ${e.budget}`);
        console.log(
          `  ${e.file.padEnd(20)} ${frames} frames ${job.width}×${job.height}@${job.fps}  render ${renderS.toFixed(1)} s  encode ${((performance.now() - e0) / 1000).toFixed(1)} s  ${bytes} bytes (${(bytes / KB).toFixed(0)} KB)${flag}`,
        );
      }
      await rm(master, { force: true });
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  console.log(`Done in ${((performance.now() - t0) / 1000).toFixed(0)} s.`);
  if (over.length) {
    console.error(`Size budget exceeded:\n  ${over.join('\n  ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof SlotError ? e.message : e instanceof Error ? `videos: ${e.message}` : e);
    process.exit(1);
  },
);
