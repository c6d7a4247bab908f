import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { COLLECTIONS, DISTRICTS } from "../../src/content/collections";
import { LANGUAGES } from "../../src/i18n/languages";
import { NOT_FOUND_ID } from "../../src/site/prerender-paths.server";
import type { BuildStep } from "./step";

/** Each collection's prerendered id-0 page becomes the body of its 404 answer, out of the public tree. */
export const notFoundPages: BuildStep = {
  name: "404 pages moved out of the public tree",
  async run({ client, fallbacks }) {
    await rm(fallbacks, { recursive: true, force: true });
    await mkdir(fallbacks, { recursive: true });
    const notFound = [
      ...COLLECTIONS.map((collection) => ({
        key: collection.key,
        id: String(NOT_FOUND_ID),
        pattern: collection.detailPattern,
      })),
      { key: DISTRICTS.key, id: DISTRICTS.notFoundSlug, pattern: DISTRICTS.detailPattern },
    ];
    for (const language of LANGUAGES) {
      await mkdir(path.join(fallbacks, language), { recursive: true });
      for (const collection of notFound) {
        const prefix = path.join(client, language, collection.pattern.replace(":id", collection.id));
        await rename(path.join(prefix, "index.html"), path.join(fallbacks, language, `${collection.key}.html`));
        await rename(`${prefix}.data`, path.join(fallbacks, language, `${collection.key}.data`));
        await rm(prefix, { recursive: true, force: true });
      }
    }
    return `${notFound.length} per language`;
  },
};
