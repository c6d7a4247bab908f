import type { Config } from "@react-router/dev/config";
import { warnStaleGettingThere } from "./src/places/places.server";
import { allPrerenderPaths } from "./src/site/prerender-paths.server";

export default {
  appDirectory: "src",
  ssr: false,
  // Every route in every language is rendered to static HTML at build time; see docs/decisions/001.
  async prerender() {
    const paths = allPrerenderPaths();
    // Issue #28: the getting-there blocks checked more than a year before this build (once, not per environment).
    warnStaleGettingThere();
    return paths;
  },
} satisfies Config;
