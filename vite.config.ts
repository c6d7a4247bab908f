import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The manifest tells the postbuild which chunk holds each language's UI strings (to preload it).
  build: { assetsInlineLimit: 0, manifest: true },
});
