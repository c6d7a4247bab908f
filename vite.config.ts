import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { eagerWrappers } from "./scripts/eager-wrappers.ts";

/** Browser chunks only: CommonJS wrappers as `function` expressions V8 compiles off the main thread. */
function eagerCommonJsWrappers(): Plugin {
  return {
    name: "toshvil:eager-commonjs-wrappers",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk: (code) => eagerWrappers(code),
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), eagerCommonJsWrappers()],
  // The manifest tells the postbuild which chunk holds each language's UI strings (to preload it).
  build: { assetsInlineLimit: 0, manifest: true },
  // The search page's first-results script is bundled as a worker is (`?worker&url`) and imported as a module by
  // the page (search/first-results.ts).
  worker: { format: "es" },
});
