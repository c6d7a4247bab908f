import type { Config } from "@react-router/dev/config";
import { eventPagePaths } from "./src/events/event-page.server";
import { validateAllEvents } from "./src/events/events.server";
import { warnStaleGettingThere } from "./src/places/places.server";
import { buildDate, buildInstant } from "./src/site/build-date.server";
import { allPrerenderPaths } from "./src/site/prerender-paths.server";

export default {
  appDirectory: "src",
  ssr: false,
  // Every route in every language is rendered to static HTML at build time; see docs/decisions/001.
  async prerender() {
    const paths = allPrerenderPaths();
    // Issue #32: every event file, festival edition and holiday, in every language (a bad one stops the build).
    validateAllEvents();
    paths.push(...eventPagePaths(buildDate()));
    // Issue #28: the getting-there blocks checked more than a year before this build (once, not per environment),
    // counted from the build date (BUILD_DATE, decision 028), not the clock.
    warnStaleGettingThere(buildInstant());
    return paths;
  },
} satisfies Config;
