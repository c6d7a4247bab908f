import { readFile, stat, writeFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { BuildStep } from "./step";
import { filesUnder } from "./walk";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|geojson|csv|ics|atom|data|xml|txt|webmanifest|ico)$/;

/** Scripts and styles: a few dozen files, cached forever, the same bytes on every page. */
const LONG_LIVED = /\.(js|css)$/;

/**
 * Brotli (quality 11) and gzip files beside each text asset, served as-is by both servers. Scripts and
 * styles are gzipped with Zopfli (about 3 % smaller than zlib's level 9, still plain gzip; seconds for the
 * few dozen files); the hundreds of pages use zlib level 9, as Zopfli would take minutes over them.
 */
async function precompressUnder(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 512) continue;
    const contents = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    const gzip = LONG_LIVED.test(file)
      ? await gzipAsync(contents, { numiterations: 15 })
      : gzipSync(contents, { level: 9 });
    await writeFile(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}

/** Last: it compresses the final bytes of everything the other steps wrote. */
export const precompress: BuildStep = {
  name: "files precompressed",
  async run({ client, fallbacks }) {
    return String((await precompressUnder(client)) + (await precompressUnder(fallbacks)));
  },
};
