/**
 * Seeds `published` and `updated` into every content file's frontmatter (content/**\/{uz,en,ru}.md) from the
 * repository's history: the first and the last commit that touched the file (`git log --follow`, author dates).
 * Issue #32: the Atom feed of site updates is built from these two dates.
 *
 * Run once with `npx tsx scripts/seed-content-dates.ts`; it leaves a file that already has both dates alone, so it
 * may be run again for files added without them. A file git does not know yet gets today's date for both.
 * From then on editors keep `updated` by hand (docs/writing-guide.md).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const CONTENT = path.resolve(process.cwd(), "content");
const LANGUAGE_FILE = /^(uz|en|ru)\.md$/;

function contentFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return contentFiles(full);
    return LANGUAGE_FILE.test(name) ? [full] : [];
  });
}

/** First and last commit day of a file, as YYYY-MM-DD, or null for a file git does not know. */
function historyOf(file: string): { published: string; updated: string } | null {
  const days = execFileSync("git", ["log", "--follow", "--format=%as", "--", file], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (days.length === 0) return null;
  return { published: days.at(-1)!, updated: days[0]! };
}

const today = new Date().toISOString().slice(0, 10);
let changed = 0;
for (const file of contentFiles(CONTENT).sort()) {
  const source = readFileSync(file, "utf8");
  const match = /^(\uFEFF?---\r?\n)([\s\S]*?)(\r?\n---\r?\n?)([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${path.relative(process.cwd(), file)}: no frontmatter`);
  const [, open, yaml = "", close, body = ""] = match;
  const hasPublished = /^published:/m.test(yaml);
  const hasUpdated = /^updated:/m.test(yaml);
  if (hasPublished && hasUpdated) continue;
  const dates = historyOf(file) ?? { published: today, updated: today };
  const lines = [yaml];
  if (!hasPublished) lines.push(`published: ${dates.published}`);
  if (!hasUpdated) lines.push(`updated: ${dates.updated}`);
  writeFileSync(file, `${open}${lines.join("\n")}${close}${body}`);
  changed += 1;
}
console.log(`published/updated added to ${changed} file(s)`);
