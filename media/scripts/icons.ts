/**
 * Regenerates the favicon set, the touch and web-app icons, public/logo.svg and public/manifest.webmanifest
 * from the hand-drawn sources in media/brand/ (emblem.svg, favicon.svg, logo.svg). Usage:
 *
 *   npx tsx media/scripts/icons.ts
 *
 * 16 and 32 px come from favicon.svg (the bolder small-size cut of the emblem); 48 px and up from emblem.svg.
 * PNGs are written with png({ compressionLevel: 9 }) only: quality/effort would palettise them.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const BRAND = join(ROOT, "media", "brand");
const PUBLIC = join(ROOT, "public");
/** The React emblem the header and footer draw; emblem.svg and logo.svg must keep its geometry. */
const EMBLEM_COMPONENT = join(ROOT, "src", "components", "ui", "emblem.tsx");

/** Brand palette (src/app.css). */
const COLOR = {
  brand50: "#eef5ff",
  brand800: "#0f3270", // also the page's <meta name="theme-color">
  brand900: "#0b2350",
} as const;

/** Background of the opaque icons (apple-touch, maskable): the navy of the header's name. */
const ICON_BACKGROUND = COLOR.brand900;

/** Size budgets in bytes. */
const MAX_ICO = 15 * 1024;
const MAX_PNG = 30 * 1024;

const MANIFEST = {
  name: "Toshkent viloyati",
  short_name: "Toshvil",
  description:
    "Toshkent viloyati hokimligining rasmiy axborot sayti: viloyat tarixi, statistika, turizm, investitsiyalar, ta\u02BClim, madaniyat va biznes haqida ma\u02BClumotlar.",
  lang: "uz",
  dir: "ltr",
  start_url: "/uz",
  scope: "/",
  display: "browser",
  theme_color: COLOR.brand800,
  background_color: COLOR.brand50,
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

/** Drops comments, indentation and redundant spaces in path data; the drawing is unchanged. */
function minifySvg(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${d.replace(/\s*([A-Za-z])\s*/g, "$1")}"`)
    .replace(/ \/>/g, "/>")
    .trim();
}

/** Rasterises an SVG to a square RGBA PNG of `size` px, drawn at that size (not downscaled). */
async function rasterise(svg: string, size: number): Promise<Buffer> {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)/.exec(svg);
  if (!viewBox?.[1]) throw new Error("SVG has no viewBox");
  // Without width/height librsvg takes the viewBox as the size at 72 dpi; density scales from there.
  const bare = svg.replace(/<svg\b[^>]*>/, (tag) => tag.replace(/\s(width|height)="[^"]*"/g, ""));
  return sharp(Buffer.from(bare), { density: (72 * size) / Number(viewBox[1]) })
    .resize(size, size, { fit: "fill" })
    .ensureAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * `mark` (a square SVG) drawn at `inner` px, centred on a `size` px square: transparent, or fully opaque on
 * `background`.
 */
async function centred(mark: string, size: number, inner: number, background?: string): Promise<Buffer> {
  const offset = Math.round((size - inner) / 2);
  const composed = await sharp({
    create: { width: size, height: size, channels: 4, background: background ?? "#0000" },
  })
    .composite([{ input: await rasterise(mark, inner), left: offset, top: offset }])
    .png()
    .toBuffer();
  const image = sharp(composed);
  return (background ? image.removeAlpha() : image).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file (ICONDIR + one ICONDIRENTRY per image + the PNG payloads; PNG-in-ICO is valid since Vista). */
function icoFile(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 = 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // palette size: none
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** Reads an ICO back and decodes every payload, so a broken container fails here and not in a browser. */
async function checkIco(ico: Buffer, sizes: number[]): Promise<void> {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1 || ico.readUInt16LE(4) !== sizes.length) {
    throw new Error("favicon.ico: bad ICONDIR");
  }
  for (const [index, size] of sizes.entries()) {
    const entry = 6 + 16 * index;
    const length = ico.readUInt32LE(entry + 8);
    const start = ico.readUInt32LE(entry + 12);
    const { width, height, format } = await sharp(ico.subarray(start, start + length)).metadata();
    if (ico.readUInt8(entry) !== size || format !== "png" || width !== size || height !== size) {
      throw new Error(`favicon.ico: entry ${index} is not a ${size}×${size} PNG`);
    }
  }
}

/** emblem.svg and logo.svg must draw exactly what src/components/ui/emblem.tsx draws. */
async function checkEmblemInSync(emblem: string, logo: string): Promise<void> {
  let component: string;
  try {
    component = await readFile(EMBLEM_COMPONENT, "utf8");
  } catch {
    console.warn(`! ${relative(ROOT, EMBLEM_COMPONENT)} not found: emblem sync not checked`);
    return;
  }
  const normalise = (text: string) => text.replace(/\s+/g, " ");
  const paths = [...component.matchAll(/\sd="([^"]+)"/g)].map((match) => normalise(match[1] ?? ""));
  const colours = [...new Set(component.match(/#[0-9a-f]{3,6}\b/gi) ?? [])];
  if (paths.length === 0) throw new Error("emblem.tsx: no path data found");
  for (const [name, svg] of [
    ["emblem.svg", emblem],
    ["logo.svg", logo],
  ] as const) {
    const flat = normalise(svg);
    const missing = [...paths, ...colours].filter((token) => !flat.includes(token));
    if (missing.length > 0) {
      throw new Error(`media/brand/${name} differs from emblem.tsx (missing ${missing.join(", ")})`);
    }
  }
}

const written: Array<{ file: string; bytes: number; max?: number }> = [];

async function write(file: string, data: Buffer | string, max?: number): Promise<void> {
  const path = join(PUBLIC, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  written.push({ file, bytes: Buffer.byteLength(data), max });
}

const [emblem, favicon, logo] = (await Promise.all(
  ["emblem.svg", "favicon.svg", "logo.svg"].map((name) => readFile(join(BRAND, name), "utf8")),
)) as [string, string, string];
await checkEmblemInSync(emblem, logo);

await write("favicon.svg", `${minifySvg(favicon)}\n`);
await write("logo.svg", `${minifySvg(logo)}\n`);

const icoSizes = [16, 32, 48];
const ico = icoFile(
  await Promise.all(
    icoSizes.map(async (size) => ({ size, png: await rasterise(size < 48 ? favicon : emblem, size) })),
  ),
);
await checkIco(ico, icoSizes);
await write("favicon.ico", ico, MAX_ICO);

// apple-touch-icon: opaque (iOS fills transparency with black), the seal at 76 % (12 % padding per side).
await write("apple-touch-icon.png", await centred(emblem, 180, 136, ICON_BACKGROUND), MAX_PNG);
// "any" icons: the round seal on transparency, as in the header, with 1/16 padding per side (the usual inset
// of launcher icons; it also keeps the 512 px file under budget, since the bytes go into the antialiased edges).
await write("icons/icon-192.png", await centred(emblem, 192, 168), MAX_PNG);
await write("icons/icon-512.png", await centred(emblem, 512, 448), MAX_PNG);
// Maskable: full-bleed background; the seal (radius 31/64 of its box) stays inside the safe circle of radius
// 40 % (204.8 px): a 400 px box gives a 193.75 px radius.
await write("icons/icon-maskable-512.png", await centred(emblem, 512, 400, ICON_BACKGROUND), MAX_PNG);

await write("manifest.webmanifest", `${JSON.stringify(MANIFEST, null, 2)}\n`);

let overBudget = false;
for (const { file, bytes, max } of written) {
  const over = max !== undefined && bytes > max;
  overBudget ||= over;
  console.log(`${over ? "✗" : "✓"} public/${file.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
}
if (overBudget) {
  console.error("Some files exceed their size budget (favicon.ico < 15 KB, PNG < 30 KB).");
  process.exitCode = 1;
}
