/**
 * Compares two builds file by file, with hashed asset names normalised (issue #27: a refactor must leave the
 * prerendered site unchanged). `tsx scripts/compare-builds.ts <before> <after>`, each a copy of `build/`; exits 1
 * and lists the files that differ (or exist in only one) when they are not the same.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder, posixRelative } from "./build/walk";

/** Text files are compared after normalising; everything else (images, Pagefind's binaries) by bytes. */
const TEXT = /\.(html|js|mjs|css|svg|json|geojson|csv|data|xml|txt|webmanifest|conf)$/;
/** Precompressed copies follow their file. */
const SKIPPED = /\.(br|gz)$/;

/**
 * Vite's `name-[hash].ext`, Workbox's precache revisions, Pagefind's hashed index names and the date-dependent
 * lines (security.txt's Expires) change from build to build without the page changing.
 */
export function normalise(text: string): string {
  return text
    .replace(/([A-Za-z0-9_]-)[A-Za-z0-9_-]{8}(\.(?:js|css|woff2|svg|png|jpg|webp|avif)\b)/g, "$1HASH$2")
    .replace(/"revision":\s*"[0-9a-f]+"/g, '"revision":"HASH"')
    .replace(/revision:\s*"[0-9a-f]+"/g, 'revision:"HASH"')
    .replace(/(pagefind[^"'\s]*?)[-_.][0-9a-f]{10,}/g, "$1HASH")
    .replace(/sha256-[A-Za-z0-9+/=]{44}/g, "sha256-HASH")
    .replace(/^Expires: .*$/m, "Expires: DATE");
}

/**
 * Equal texts, or lists that differ only in order: the offline guide's file lists are sorted by hashed name, so
 * normalising the names can reorder them.
 */
function sameText(a: string, b: string): boolean {
  if (a === b) return true;
  const tokens = (text: string) => text.split(/[,\n]/).sort().join("\n");
  return /^[[{]/.test(a.trim()) && tokens(a) === tokens(b);
}

async function main(): Promise<void> {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) throw new Error("usage: tsx scripts/compare-builds.ts <before> <after>");
  /** Each built file by its normalised name, and its real name. */
  const real = async (root: string) => {
    const map = new Map<string, string>();
    for await (const file of filesUnder(root)) {
      if (SKIPPED.test(file)) continue;
      const relative = posixRelative(root, file);
      map.set(normalise(relative), relative);
    }
    return map;
  };
  const [beforeReal, afterReal] = await Promise.all([real(before), real(after)]);
  const onlyBefore = [...beforeReal.keys()].filter((file) => !afterReal.has(file)).sort();
  const onlyAfter = [...afterReal.keys()].filter((file) => !beforeReal.has(file)).sort();
  const differing: string[] = [];
  let compared = 0;
  let pages = 0;
  for (const [name, beforeName] of beforeReal) {
    const afterName = afterReal.get(name);
    if (!afterName) continue;
    compared += 1;
    if (name.endsWith(".html")) pages += 1;
    const [a, b] = await Promise.all([
      readFile(path.join(before, beforeName)),
      readFile(path.join(after, afterName)),
    ]);
    const same = TEXT.test(name)
      ? sameText(normalise(a.toString("utf8")), normalise(b.toString("utf8")))
      : a.equals(b);
    if (!same) differing.push(name);
  }
  const differingPages = differing.filter((file) => file.endsWith(".html")).length;
  console.log(
    `compared ${compared} files (${pages} HTML pages): ${differing.length} differ, ${differingPages} of them pages`,
  );
  for (const file of onlyBefore) console.log(`only before: ${file}`);
  for (const file of onlyAfter) console.log(`only after:  ${file}`);
  for (const file of differing) console.log(`differs:     ${file}`);
  if (onlyBefore.length + onlyAfter.length + differing.length > 0) process.exitCode = 1;
  else console.log("same");
}

await main();
