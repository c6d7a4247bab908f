/**
 * After `react-router build`: the steps that turn the prerendered pages into the site both servers serve, in order.
 * Each step is a file of scripts/build/ and walks the built tree with scripts/build/walk.ts.
 *
 * The order, said once: pages get their final scripts first (hydration after load), then the markup they inline
 * (maps, charts) and the downloads, so that everything read from a page later is what a visitor gets; the 404
 * pages leave the public tree before the search index, the offline guides and the sitemap read it; the search
 * step fills the A–Z lists the offline pages show before the offline step strips their hydration; the service
 * worker precaches the offline pages once they are final; the Content-Security-Policies hash the final inline
 * scripts; compression comes last, over the final bytes.
 */
import { existsSync } from "node:fs";
import { hydrateAfterLoad } from "./build/hydrate-after-load";
import { inlineMarkup } from "./build/inline-markup";
import { notFoundPages } from "./build/not-found-pages";
import { offlineGuides, serviceWorker } from "./build/offline";
import { openData } from "./build/open-data";
import { precompress } from "./build/precompress";
import { searchIndex } from "./build/search-index";
import { serverConfig } from "./build/server-config";
import { serverRoutes } from "./build/server-routes";
import { sitemap } from "./build/sitemap";
import { standalonePages } from "./build/standalone-pages";
import { builtSite, type BuildStep } from "./build/step";

const STEPS: BuildStep[] = [
  hydrateAfterLoad,
  inlineMarkup,
  openData,
  notFoundPages,
  searchIndex,
  offlineGuides,
  standalonePages,
  serverRoutes,
  serviceWorker,
  serverConfig,
  sitemap,
  precompress,
];

const site = builtSite();
if (!existsSync(site.client)) throw new Error("build/client is missing: run react-router build first");
for (const step of STEPS) console.log(`postbuild: ${step.name}: ${await step.run(site)}`);
