import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES } from "../../src/i18n/languages";
import { deferScripts } from "./defer-scripts";
import { guardScrollRestoration } from "./scroll-restoration";
import type { BuildStep } from "./step";
import { filesUnder } from "./walk";

/**
 * Every prerendered page hydrates after its content has loaded (defer-scripts.ts, decision 007). Each page's
 * language strings are a chunk of their own (decision 005), imported by entry.client before hydration: they are
 * preloaded with the page's other scripts. The Vite manifest names the chunks; it is removed afterwards (nothing
 * serves it).
 */
export const hydrateAfterLoad: BuildStep = {
  name: "hydration after load",
  async run({ client }) {
    const manifestFile = path.join(client, ".vite/manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, { file: string }>;
    let pages = 0;
    for (const language of LANGUAGES) {
      const chunk = manifest[`src/i18n/strings/${language}.ts`]?.file;
      if (!chunk) throw new Error(`no chunk for the ${language} UI strings in the Vite manifest`);
      for await (const file of filesUnder(path.join(client, language))) {
        if (!file.endsWith(".html")) continue;
        try {
          await writeFile(
            file,
            guardScrollRestoration(deferScripts(await readFile(file, "utf8"), [`/${chunk}`])),
          );
        } catch (error) {
          throw new Error(`${path.relative(client, file)}: ${(error as Error).message}`);
        }
        pages += 1;
      }
    }
    await rm(path.join(client, ".vite"), { recursive: true, force: true });
    return `${pages} pages`;
  },
};
