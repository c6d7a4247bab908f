import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { openDataFiles } from "../../src/open-data/open-data.server";
import type { BuildStep } from "./step";

/** The open-data downloads under /data/ (issue #18): statistics series, districts, places. */
export const openData: BuildStep = {
  name: "open-data files",
  async run({ client }) {
    const files = await openDataFiles();
    for (const [name, contents] of files) {
      const file = path.join(client, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, contents);
    }
    return String(files.size);
  },
};
