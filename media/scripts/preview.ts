/**
 * Renders every scene kind (plus a few variations) at 800×500 into media/.preview/, with contact sheets,
 * and prints the render time of each image. Usage: npx tsx media/scripts/preview.ts [kind-filter] [--big]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderStill, sceneRegistry, SCENE_KINDS, type SceneKind, type SceneOptions } from '../generator/render.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '.preview');
const args = process.argv.slice(2);
const big = args.includes('--big');
const filter = args.find((a) => !a.startsWith('--'));
const [W, H] = big ? [1600, 1000] : [800, 500];

interface Job {
  name: string;
  scene: SceneKind;
  seed: number;
  options: SceneOptions<SceneKind>;
}

const jobs: Job[] = [];
for (const scene of SCENE_KINDS) {
  if (filter && !scene.includes(filter)) continue;
  const def = sceneRegistry[scene];
  jobs.push({ name: scene, scene, seed: 1, options: {} });
  // Variations: every other variant, plus one alternative light and season and a different seed.
  for (const v of def.variants.slice(1)) jobs.push({ name: `${scene}--${v}`, scene, seed: 2, options: { variant: v } as SceneOptions<SceneKind> });
  const altTime = def.defaults.time === 'dusk' ? 'day' : 'dusk';
  jobs.push({ name: `${scene}--${altTime}`, scene, seed: 3, options: { time: altTime, focus: 'left' } });
  if (filter) {
    const altSeason = def.defaults.season === 'winter' ? 'autumn' : 'winter';
    jobs.push({ name: `${scene}--${altSeason}`, scene, seed: 4, options: { season: altSeason, time: 'golden', focus: 'right' } });
    jobs.push({ name: `${scene}--night`, scene, seed: 5, options: { time: 'night' } });
  }
}

await mkdir(out, { recursive: true });
const thumbs: { name: string; buf: Buffer }[] = [];
let total = 0;
let worst = 0;
for (const job of jobs) {
  const t0 = performance.now();
  const png = await renderStill({ scene: job.scene, seed: job.seed, width: W, height: H, options: job.options });
  const ms = performance.now() - t0;
  total += ms;
  worst = Math.max(worst, ms);
  await writeFile(join(out, `${job.name}.png`), png);
  console.log(`${job.name.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms  ${(png.length / 1024).toFixed(0)} KB`);
  thumbs.push({ name: job.name, buf: await sharp(png).resize(400, 250).png().toBuffer() });
}
console.log(`${jobs.length} images, total ${(total / 1000).toFixed(1)} s, slowest ${worst.toFixed(0)} ms at ${W}×${H}`);

// Contact sheets: 3 columns × 4 rows of 400×250 thumbnails per sheet.
const perSheet = 12;
for (let s = 0; s * perSheet < thumbs.length; s++) {
  const page = thumbs.slice(s * perSheet, (s + 1) * perSheet);
  const rows = Math.ceil(page.length / 3);
  const sheet = sharp({ create: { width: 3 * 404 + 4, height: rows * 254 + 4, channels: 3, background: '#222' } });
  const composites = page.map((t, i) => ({ input: t.buf, left: 4 + (i % 3) * 404, top: 4 + Math.floor(i / 3) * 254 }));
  await writeFile(join(out, `_sheet-${filter ?? 'all'}-${s + 1}.png`), await sheet.composite(composites).png().toBuffer());
}
