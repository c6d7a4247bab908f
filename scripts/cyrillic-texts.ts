/**
 * `npm run cyrillic:texts`: writes (or brings up to date) the `"uz-cyrl"` entry of every `{ uz, en, ru }` map in
 * the source modules, converted from its `uz` entry (src/cyrillic/text-modules.server.ts), and formats what it
 * changed. Run it after changing a module's Uzbek, or the dictionary; the unit test says when it is due.
 */
import path from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { textModuleFiles, withCyrillicEntries } from "../src/cyrillic/text-modules.server";

let changed = 0;
for (const file of textModuleFiles()) {
  const before = readFileSync(file, "utf8");
  const { text, skipped } = withCyrillicEntries(before, file);
  for (const place of skipped)
    console.log(`${place}: a language map whose uz entry is not written out: mend it by hand`);
  if (text === before) continue;
  const after = await format(text, { ...(await resolveConfig(path.resolve(file))), filepath: file });
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
    console.log(`written: ${file}`);
  }
}
console.log(changed ? `${changed} modules written.` : "Every module's Cyrillic is up to date.");
