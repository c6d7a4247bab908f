/**
 * Content first, scripts after (docs/decisions/007). React Router writes into every prerendered page a
 * modulepreload link for each script the page hydrates with and an inline module script that imports them
 * at once. On a slow phone network those ~125 KB of scripts then share the line with the page's styles and
 * lead picture, and the picture arrives late. Every page already reads and works without JavaScript, so the
 * postbuild rewrites both: the links go, and the inline script waits for the window's `load` event (the
 * stylesheet and the pictures in view are in), the first contentful paint and two frames after both (they
 * are painted) before it preloads the same modules and imports them exactly as React Router's script did.
 * If that is slow to come (a picture stalls, the tab is in the background), it starts anyway START_AFTER_MS
 * after the page began. A page may hold them longer with a promise of its own (lib/hold-scripts.ts).
 */
import { HOLD_SCRIPTS } from "../../src/lib/hold-scripts";

/** Longest wait for `load` and the first paint before the scripts are fetched anyway. */
export const START_AFTER_MS = 4000;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMED_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^{}]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

interface HydrationScript {
  /** Imported for their side effects first (React Router's route manifest). */
  setup: string[];
  routes: { name: string; url: string }[];
  /** The object literal naming each route module, e.g. `{"root":route0}`. */
  routeModules: string;
  entry: string;
}

/** Reads React Router's inline module script; anything it does not recognise stops the build. */
function parseHydrationScript(body: string): HydrationScript {
  const script: HydrationScript = { setup: [], routes: [], routeModules: "", entry: "" };
  for (const line of body.split("\n").map((text) => text.trim())) {
    let match: RegExpMatchArray | null;
    if (!line) continue;
    else if ((match = line.match(SIDE_EFFECT_IMPORT))) script.setup.push(match[1]!);
    else if ((match = line.match(NAMED_IMPORT))) script.routes.push({ name: match[1]!, url: match[2]! });
    else if ((match = line.match(ROUTE_MODULES))) script.routeModules = match[1]!;
    else if ((match = line.match(ENTRY_IMPORT))) script.entry = match[1]!;
    else throw new Error(`unexpected line in React Router's hydration script: ${line}`);
  }
  if (!script.routeModules || !script.entry || script.routes.length === 0) {
    throw new Error("React Router's hydration script is missing its route modules or its entry import");
  }
  return script;
}

function deferredScript(script: HydrationScript, preloads: string[]): string {
  const json = JSON.stringify;
  const setup = script.setup.map((url) => `import(${json(url)})`);
  const routes = script.routes.map((route) => `import(${json(route.url)})`);
  const names = script.routes.map((route) => route.name).join(",");
  return [
    `const preloads=${json(preloads)};`,
    "let started=false;",
    "const start=()=>{",
    "if(started)return;started=true;",
    'for(const href of preloads){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}',
    `Promise.all([${setup.join(",")}]).then(()=>Promise.all([${routes.join(",")}])).then(([${names}])=>{`,
    `window.__reactRouterRouteModules=${script.routeModules};`,
    `return import(${json(script.entry)})})};`,
    // After `load` and the first contentful paint (which can come later than `load` when every resource is
    // quick), and two frames more, so the pictures in view are painted before any script work or download; and
    // after whatever the page's own inline script holds them for (lib/hold-scripts.ts).
    `const go=()=>{const hold=window.${HOLD_SCRIPTS};hold?hold.then(start,start):start()};`,
    "const afterPaint=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,0)));",
    "const afterLoad=()=>{",
    'if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return afterPaint();',
    'new PerformanceObserver((list,observer)=>{if(!list.getEntriesByName("first-contentful-paint").length)return;',
    'observer.disconnect();afterPaint()}).observe({type:"paint",buffered:true})};',
    'if(document.readyState==="complete")afterLoad();else addEventListener("load",afterLoad,{once:true});',
    `setTimeout(start,${START_AFTER_MS});`,
  ].join("");
}

/**
 * One prerendered page with its modulepreload links removed and its hydration script deferred until
 * `load`; `extraPreloads` (the page language's strings chunk) are preloaded first with the others.
 */
export function deferScripts(html: string, extraPreloads: string[] = []): string {
  const preloads = [...extraPreloads, ...[...html.matchAll(PRELOAD_LINK)].map((match) => match[1]!)];
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`expected one hydration script, found ${scripts.length}`);
  const script = parseHydrationScript(scripts[0]![1]!);
  return html
    .replace(PRELOAD_LINK, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="module">${deferredScript(script, [...new Set(preloads)])}</script>`,
    );
}
