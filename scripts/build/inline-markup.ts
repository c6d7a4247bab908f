import { transform } from "esbuild";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "../../src/i18n/languages";
import { LANGUAGES } from "../../src/i18n/languages";
import { REVALIDATED } from "../../src/lib/output-paths.mjs";
import { inlinedMarkup, type InlinedMarkup } from "../../src/markup/registry.server";
import type { BuildStep } from "./step";

/**
 * Writes build-time markup into its page in place of `<!--inline:{id}-->`, and as a file for visits by client-side
 * navigation (components/ui/build-inlined.tsx, docs/decisions/011).
 */
export async function inlineInto(client: string, language: Language, item: InlinedMarkup): Promise<void> {
  const file = path.join(client, item.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, item.markup);
  const page = path.join(client, language, item.page, "index.html");
  const placeholder = `<!--inline:${item.id}-->`;
  const html = await readFile(page, "utf8");
  if (!html.includes(placeholder))
    throw new Error(`${path.relative(client, page)}: no ${placeholder} to put the markup in`);
  await writeFile(page, html.replace(placeholder, () => item.markup));
}

/**
 * The statistics figures' stylesheet comes from public/ as written, comments and all (it is not one of Vite's
 * hashed assets, so that only the pages with figures load it): minified here as Vite minifies its own.
 */
async function minifyChartsStylesheet(client: string): Promise<void> {
  const file = path.join(client, REVALIDATED.charts, "charts.css");
  const { code } = await transform(await readFile(file, "utf8"), { loader: "css", minify: true });
  await writeFile(file, code);
}

/** Every capability's build-time markup (src/markup/registry.server.ts), in every language. */
export const inlineMarkup: BuildStep = {
  name: "maps and charts inlined",
  async run({ client }) {
    await minifyChartsStylesheet(client);
    let count = 0;
    for (const language of LANGUAGES) {
      for (const item of await inlinedMarkup(language)) {
        await inlineInto(client, language, item);
        count += 1;
      }
    }
    return String(count);
  },
};
