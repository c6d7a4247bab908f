/**
 * React Router's <ScrollRestoration /> writes an inline script into every page that reads the saved scroll
 * position from sessionStorage. When the browser blocks storage (cookies blocked, some embedded views), the
 * read throws, and the script's own catch calls sessionStorage again, which throws uncaught
 * (remix-run/react-router#14325, open against 7.x). The postbuild rewrites that catch so a blocked storage only
 * means no restored position, and minifies the script (it is written indented, into every page). A script it does
 * not recognise stops the build, so an upgrade that changes the script is noticed; the page's CSP hash is computed
 * after this rewrite.
 */
import { transformSync } from "esbuild";

const RESTORE_SCRIPT = /<script>\(\(storageKey2, restoreKey\) => \{[\s\S]*?<\/script>/g;
const UNGUARDED_CATCH = /\} catch \(error\) \{\s*console\.error\(error\);\s*sessionStorage\.removeItem\(storageKey2\);\s*\}/;
const GUARDED_CATCH = "} catch {\n      try {\n        sessionStorage.removeItem(storageKey2);\n      } catch {}\n    }";

export function guardScrollRestoration(html: string): string {
  return html.replace(RESTORE_SCRIPT, (script) => {
    if (script.includes(GUARDED_CATCH)) return script;
    if (!UNGUARDED_CATCH.test(script)) throw new Error("React Router's scroll-restoration script changed: review scripts/build/scroll-restoration.ts");
    const body = script.slice("<script>".length, -"</script>".length).replace(UNGUARDED_CATCH, GUARDED_CATCH);
    return `<script>${transformSync(body, { minify: true }).code.trim()}</script>`;
  });
}
