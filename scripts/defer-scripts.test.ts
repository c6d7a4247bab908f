import { describe, expect, it } from "vitest";
import { deferScripts, START_AFTER_MS } from "./defer-scripts";

// What React Router 7.18 writes into a prerendered page, shortened.
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="stylesheet" href="/assets/root.css"/><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></head><body><h1>Bosh sahifa</h1></body></html>`;

describe("deferScripts", () => {
  const html = deferScripts(page, ["/assets/uz-5.js"]);
  const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("takes the modulepreload links out of the page and keeps everything else", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(html).toContain("<h1>Bosh sahifa</h1>");
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("preloads the language strings and every script the links named, once each, when it starts", () => {
    expect(script).toContain(
      'const preloads=["/assets/uz-5.js","/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"];',
    );
  });

  it("imports the manifest, then the route modules under React Router's names, then the entry", () => {
    expect(script).toContain('Promise.all([import("/assets/manifest-1.js")])');
    expect(script).toContain(
      'Promise.all([import("/assets/root-3.js"),import("/assets/home-4.js")])).then(([route0,route1])',
    );
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"routes/home":route1};');
    expect(script).toContain('return import("/assets/entry.client-2.js")');
  });

  it("starts after the frame that follows load (at once if the page has loaded), or after a bounded wait", () => {
    expect(script).toContain("const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start,0));");
    expect(script).toContain('if(document.readyState==="complete")afterPaint();');
    expect(script).toContain(
      `addEventListener("load",afterPaint,{once:true});setTimeout(start,${START_AFTER_MS})`,
    );
  });

  it("stops the build on a hydration script it does not recognise", () => {
    expect(() => deferScripts(page.replace('import("/assets/entry', 'await import("/assets/entry'))).toThrow(
      /unexpected line/,
    );
    expect(() => deferScripts("<html><body></body></html>")).toThrow(/expected one hydration script/);
  });
});
