import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { parse as parseYaml } from "yaml";
import { markdownToCyrillic } from "./markdown";

/**
 * Every Uzbek Latin text the site shows, with where it comes from: the risky-word report (report.server.ts) reads it
 * all, so a new word anywhere — an article, a data file's label, a UI string — is reviewed before it ships.
 */
export interface UzbekText {
  /** File, and the field or line it was found at. */
  source: string;
  text: string;
}

const ROOT = process.cwd();

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

/** uz.md: the frontmatter's text fields and the body's text, as markdown.ts would convert them. */
function markdownTexts(file: string): UzbekText[] {
  const texts: UzbekText[] = [];
  markdownToCyrillic(readFileSync(path.join(ROOT, file), "utf8"), (text) => {
    if (/\p{L}/u.test(text)) texts.push({ source: file, text });
    return text;
  });
  return texts;
}

/** Lists a reader never sees (names.yaml's variants are spellings the articles must not use). */
const UNSEEN_KEYS = new Set(["variants"]);

/** Every string under a `uz` key of a YAML file (names.yaml, place.yaml, data.yaml, gallery.yaml, the manifest). */
function yamlTexts(file: string): UzbekText[] {
  const texts: UzbekText[] = [];
  const walk = (node: unknown, trail: string, inUzbek: boolean): void => {
    if (typeof node === "string") {
      if (inUzbek) texts.push({ source: `${file} ${trail}`, text: node });
    } else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${trail}[${index}]`, inUzbek));
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node))
        if (!UNSEEN_KEYS.has(key)) walk(value, trail ? `${trail}.${key}` : key, inUzbek || key === "uz");
  };
  walk(parseYaml(readFileSync(path.join(ROOT, file), "utf8")), "", false);
  return texts;
}

/**
 * An identifier-like literal (`uz_UZ`, `sights-2`, `/uz/photo`, a CSS class, `camelCase`) is data, not text; a
 * single word is text (`Administratsiya`, `QOZOGʻISTON`: a one-word string is still read by a visitor).
 */
export function looksLikeText(text: string): boolean {
  const plain = text.replace(/ʻ|ʼ/g, "a");
  if (!/\p{L}/u.test(plain)) return false;
  if (/^\p{L}+$/u.test(plain)) return !/^\p{Ll}+\p{Lu}/u.test(plain);
  return !/^[\w.:/#-]*$/.test(plain);
}

/**
 * Source modules: every string literal under a `uz:` property or in a `UZ_…` constant, and all of the Uzbek UI
 * strings (src/i18n/strings/uz.ts). Read as syntax, so constants that are not exported are found too.
 */
function sourceTexts(file: string): UzbekText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const whole = file.endsWith(path.join("i18n", "strings", "uz.ts"));
  const texts: UzbekText[] = [];
  const visit = (node: ts.Node, inUzbek: boolean): void => {
    const named = (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.name;
    const name = named && (ts.isIdentifier(named) || ts.isStringLiteral(named)) ? named.text : "";
    const uzbek = inUzbek || name === "uz" || name.startsWith("UZ_");
    if (
      uzbek &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node))
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (looksLikeText(node.text)) texts.push({ source: `${file}:${line}`, text: node.text });
    }
    node.forEachChild((child) => visit(child, uzbek));
  };
  visit(source, whole);
  return texts;
}

export function uzbekTexts(): UzbekText[] {
  const markdown = filesUnder("content", (file) => path.basename(file) === "uz.md");
  const yaml = [
    ...filesUnder(
      "content",
      (file) => file.endsWith(".yaml") && !file.startsWith(path.join("content", "cyrillic")),
    ),
    path.join("media", "manifest.yaml"),
  ];
  const modules = filesUnder(
    "src",
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith(path.join("src", "cyrillic")) &&
      !/i18n\/strings\/(?:en|ru|all|types)\.ts$/.test(file),
  );
  return [...markdown.flatMap(markdownTexts), ...yaml.flatMap(yamlTexts), ...modules.flatMap(sourceTexts)];
}
