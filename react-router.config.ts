import type { Config } from "@react-router/dev/config";
import { allPrerenderPaths } from "./src/site/prerender-paths.server";

export default {
  appDirectory: "src",
  ssr: false,
  // Every route in every language is rendered to static HTML at build time; see docs/decisions/001.
  async prerender() {
    return allPrerenderPaths();
  },
} satisfies Config;
