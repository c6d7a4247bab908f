import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * The one walker of the built tree: every file under `dir`, depth first in directory order. Every step that reads
 * or rewrites built files goes through it (or `pagesUnder`), so they all see the tree the same way.
 */
export async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The prerendered pages under `dir`: each address's `index.html`. */
export async function* pagesUnder(dir: string): AsyncGenerator<string> {
  for await (const file of filesUnder(dir)) if (path.basename(file) === "index.html") yield file;
}

/** A built file's address: `build/client/uz/tourism/index.html` -> `uz/tourism/index.html`. */
export const posixRelative = (from: string, file: string) => path.relative(from, file).split(path.sep).join("/");
