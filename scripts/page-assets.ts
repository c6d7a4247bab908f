/**
 * The files a built page names: the stylesheets it paints with and the scripts it hydrates with. Read by the
 * byte budgets (tests/build/page-weight.ts) and by the offline build (scripts/build/offline.ts).
 */
const unique = (values: string[]) => [...new Set(values)];

/** The stylesheets the page links (all of them needed for its first paint). */
export function pageStylesheets(html: string): string[] {
  return unique([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? ""));
}

/** Every script the page loads to hydrate: preloaded modules, script files and the imports of its inline modules. */
export function pageScripts(html: string): string[] {
  return unique([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ""),
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? ""),
    ...[...html.matchAll(/import\s*(?:\(\s*)?"(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? ""),
    // The deferred hydration script's preload list (scripts/build/defer-scripts.ts).
    ...[...html.matchAll(/const preloads=(\[[^\]]*\])/g)].flatMap(
      (m) => JSON.parse(m[1] ?? "[]") as string[],
    ),
  ]);
}
