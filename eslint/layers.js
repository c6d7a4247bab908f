/**
 * The import rules of STYLE.md ("Layers, bottom to top"), as a local ESLint plugin:
 * - `layers/downward`: a module under src/ imports only from its own folder, a lower layer, or a capability its
 *   folder is allowed to build on;
 * - `layers/no-cycle`: no module reaches itself through relative imports.
 * Both follow relative imports only (packages are not layers), resolving them the way Vite does
 * (`x`, `x.ts`, `x.tsx`, `x/index.ts`).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");

/**
 * Bottom to top. Folders of one layer may not import each other unless `SIBLINGS` says so. Root files of src/
 * (root.tsx, routes.ts, entry.client.tsx) belong to the top layer.
 */
export const LAYERS = [
  ["i18n", "lib", "assets"],
  ["cyrillic"],
  ["content"],
  ["site"],
  ["maps", "places", "statistics", "open-data", "search", "offline", "events"],
  ["components"],
  ["markup", "routes", "."],
];

/**
 * Capabilities that build on another: places draw on the maps, open data publishes statistics, places and the
 * calendar's files, events check the places they happen at; the UI strings are held to the site's apostrophes
 * (lib/apostrophes.ts), which nothing in lib/ repays by importing a string.
 */
export const SIBLINGS = {
  i18n: ["lib"],
  places: ["maps"],
  events: ["places"],
  "open-data": ["statistics", "places", "maps", "events"],
};

const layerOf = (folder) => LAYERS.findIndex((layer) => layer.includes(folder));

/** The first folder under src/ (`.` for a file at its root), or null outside src/. */
function folderOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? "." : parts[0];
}

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

function resolve(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** Relative imports of a file, resolved, cached per lint run by modification time. */
const graph = new Map();
function importsOf(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = graph.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const text = readFileSync(file, "utf8");
  const imports = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target && SOURCE.test(target)) imports.push(target);
  }
  graph.set(file, { mtime, imports });
  return imports;
}

/** A path of imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    if (file === target) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
  }
  return null;
}

const relative = (file) => path.relative(ROOT, file).split(path.sep).join("/");

function eachImport(context, check) {
  const visit = (node) => {
    const source = node.source;
    if (source && typeof source.value === "string") check(node, source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const downward = {
  meta: { type: "problem", schema: [], docs: { description: "Imports point down the layers of STYLE.md." } },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    if (from === null) return {};
    return eachImport(context, (node, specifier) => {
      const target = resolve(file, specifier);
      if (!target) return;
      const to = folderOf(target);
      if (to === null || to === from) return;
      const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
      if (fromLayer < 0 || toLayer < 0) {
        context.report({
          node,
          message: `src/${fromLayer < 0 ? from : to}/ has no layer in eslint/layers.js.`,
        });
        return;
      }
      if (toLayer < fromLayer || (SIBLINGS[from] ?? []).includes(to)) return;
      context.report({
        node,
        message:
          toLayer === fromLayer
            ? `src/${from}/ may not import src/${to}/: capabilities are independent (SIBLINGS in eslint/layers.js).`
            : `src/${from}/ may not import src/${to}/, a higher layer (STYLE.md, "Layers").`,
      });
    });
  },
};

const noCycle = {
  meta: { type: "problem", schema: [], docs: { description: "No module imports itself through others." } },
  create(context) {
    const file = context.filename;
    if (!SOURCE.test(file)) return {};
    return eachImport(context, (node, specifier) => {
      const target = resolve(file, specifier);
      if (!target || !SOURCE.test(target)) return;
      const cycle = pathBack(target, file);
      if (cycle)
        context.report({ node, message: `Import cycle: ${[file, ...cycle].map(relative).join(" → ")}.` });
    });
  },
};

export default { rules: { downward, "no-cycle": noCycle } };
