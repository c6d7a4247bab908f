import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { toCyrillic } from "./lexicon.server";
import { looksLikeText } from "./uzbek-text.server";

/**
 * The Uzbek Cyrillic of the source modules' own texts (issue #31, docs/decisions/029). A page text module keeps its
 * words per language, `{ uz: …, en: …, ru: … }`; its `"uz-cyrl"` entry is written into the module beside `uz` by
 * `npm run cyrillic:texts` — the conversion of the `uz` entry, literal by literal — so the pages that use the module
 * in the browser carry no converter. A unit test holds every entry to what the converter makes of its `uz` today:
 * a wrong word is mended in content/cyrillic/, and the command is run again.
 */

const LANGUAGE_KEYS = ["uz", "en", "ru"];

/** A comment on an entry that the command must leave alone, e.g. one that names other constants. */
const BY_HAND = /\/\/ Cyrillic by hand|\/\* Cyrillic by hand/;

const keyOf = (property: ts.ObjectLiteralElementLike): string | undefined =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

const escapeTemplate = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");

/** The expression's source with each text literal in it (not property names, not identifiers) in Cyrillic. */
function convertedExpression(expression: ts.Expression, source: ts.SourceFile): string {
  const start = expression.getStart(source);
  const edits: { from: number; to: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    // A reference to another map's Uzbek (`MONTH_NAMES.uz`) becomes one to its Cyrillic.
    if (ts.isPropertyAccessExpression(node) && node.name.text === "uz") {
      edits.push({ from: node.name.getStart(source) - 1, to: node.name.end, text: '["uz-cyrl"]' });
      return;
    }
    const isName = node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if (!isName && looksLikeText((node as ts.LiteralLikeNode).text ?? "")) {
      const text = (node as ts.LiteralLikeNode).text;
      if (ts.isStringLiteral(node))
        edits.push({ from: node.getStart(source), to: node.end, text: JSON.stringify(toCyrillic(text)) });
      else if (ts.isNoSubstitutionTemplateLiteral(node))
        edits.push({
          from: node.getStart(source),
          to: node.end,
          text: `\`${escapeTemplate(toCyrillic(text))}\``,
        });
      else if (ts.isTemplateHead(node))
        edits.push({
          from: node.getStart(source),
          to: node.end,
          text: `\`${escapeTemplate(toCyrillic(text))}\${`,
        });
      else if (ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
        const close = ts.isTemplateTail(node) ? "`" : "${";
        edits.push({
          from: node.getStart(source),
          to: node.end,
          text: `}${escapeTemplate(toCyrillic(text))}${close}`,
        });
      }
    }
    node.forEachChild(visit);
  };
  visit(expression);
  let text = source.text.slice(start, expression.end);
  for (const edit of edits.sort((a, b) => b.from - a.from))
    text = text.slice(0, edit.from - start) + edit.text + text.slice(edit.to - start);
  return text;
}

export interface TextModuleResult {
  text: string;
  /** Language maps whose `uz` entry is not written out in place (a shorthand, a spread): mended by hand. */
  skipped: string[];
}

/** A module's source with every `{ uz, en, ru }` map given (or brought up to date) its `"uz-cyrl"` entry. */
export function withCyrillicEntries(text: string, file: string): TextModuleResult {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: { from: number; to: number; text: string }[] = [];
  const skipped: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.map(keyOf);
      if (LANGUAGE_KEYS.every((key) => keys.includes(key))) {
        const uz = node.properties[keys.indexOf("uz")];
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        if (!uz || !ts.isPropertyAssignment(uz)) {
          if (!keys.includes("uz-cyrl")) skipped.push(`${file}:${line}`);
        } else {
          const converted = convertedExpression(uz.initializer, source);
          const existing = node.properties[keys.indexOf("uz-cyrl")];
          if (existing && ts.isPropertyAssignment(existing) && BY_HAND.test(existing.getFullText(source))) {
            // Written by hand (a comment says so): left as it is.
          } else if (existing && ts.isPropertyAssignment(existing))
            edits.push({
              from: existing.initializer.getStart(source),
              to: existing.initializer.end,
              text: converted,
            });
          else if (!existing) edits.push({ from: uz.end, to: uz.end, text: `,\n"uz-cyrl": ${converted}` });
          else skipped.push(`${file}:${line}`);
        }
        return;
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  let result = text;
  for (const edit of edits.sort((a, b) => b.from - a.from))
    result = result.slice(0, edit.from) + edit.text + result.slice(edit.to);
  return { text: result, skipped };
}

/** The modules whose language maps carry Cyrillic entries: the site's source, not its tests or the converter. */
export function textModuleFiles(root = process.cwd()): string[] {
  return readdirSync(path.join(root, "src"), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(?:-util)?\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) => !file.startsWith(path.join("src", "cyrillic")) && !file.startsWith(path.join("src", "i18n")),
    )
    .sort();
}
