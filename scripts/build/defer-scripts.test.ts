import { afterEach, describe, expect, it, vi } from "vitest";
import { HOLD_SCRIPTS } from "../../src/lib/hold-scripts";
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

  describe("when it starts", () => {
    /** Runs the deferred script in a stand-in page; `started()` says whether it has begun to fetch. */
    function page(readyState: "loading" | "complete", paintTiming = true, hold?: Promise<void>) {
      vi.useFakeTimers();
      const appended: string[] = [];
      const listeners = new Map<string, () => void>();
      let frames: (() => void)[] = [];
      const paints: string[] = [];
      type PaintCallback = (
        list: { getEntriesByName: (name: string) => string[] },
        observer: { disconnect: () => void },
      ) => void;
      let paintObserver: PaintCallback | undefined;
      /** Tells the observer, as the browser does, of the paints so far. */
      const reportPaints = () =>
        paintObserver?.(
          { getEntriesByName: (name) => paints.filter((paint) => paint === name) },
          { disconnect: () => (paintObserver = undefined) },
        );
      class FakeObserver {
        static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
        constructor(callback: PaintCallback) {
          paintObserver = callback;
        }
        /** `buffered: true`: paints from before are reported at once. */
        observe() {
          if (paints.length) reportPaints();
        }
      }
      const globals = {
        document: {
          readyState,
          createElement: () => ({}),
          head: { append: (link: { href: string }) => appended.push(link.href) },
        },
        window: hold ? { [HOLD_SCRIPTS]: hold } : {},
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
        PerformanceObserver: FakeObserver,
      };
      // The imports themselves are not under test: a never-settling stand-in.
      const body = script.replace(/import\(/g, "pending(");
      new Function(...Object.keys(globals), "pending", body)(
        ...Object.values(globals),
        () => new Promise(() => {}),
      );
      return {
        started: () => appended.length > 0,
        load: () => listeners.get("load")?.(),
        paint: (name: string) => {
          paints.push(name);
          reportPaints();
        },
        frame: () => {
          const due = frames;
          frames = [];
          due.forEach((callback) => callback());
          vi.advanceTimersByTime(0);
        },
        wait: (ms: number) => vi.advanceTimersByTime(ms),
      };
    }
    afterEach(() => vi.useRealTimers());

    it("waits for load and the first contentful paint, then two frames", () => {
      const visit = page("loading");
      visit.frame();
      expect(visit.started()).toBe(false);
      visit.load();
      visit.frame();
      visit.paint("first-paint");
      visit.frame();
      expect(visit.started()).toBe(false);
      visit.paint("first-contentful-paint");
      visit.frame();
      expect(visit.started()).toBe(false);
      visit.frame();
      expect(visit.started()).toBe(true);
    });

    it("starts two frames on when the page had loaded and painted before the script ran", () => {
      const visit = page("complete");
      visit.paint("first-contentful-paint");
      visit.frame();
      visit.frame();
      expect(visit.started()).toBe(true);
    });

    it("goes by frames alone in a browser without paint timing", () => {
      const visit = page("loading", false);
      visit.load();
      visit.frame();
      visit.frame();
      expect(visit.started()).toBe(true);
    });

    it("waits, after the paint, for what the page's own script holds it for (the search page's first results)", async () => {
      let release = () => {};
      const visit = page("complete", true, new Promise<void>((resolve) => (release = resolve)));
      visit.paint("first-contentful-paint");
      visit.frame();
      visit.frame();
      await vi.advanceTimersByTimeAsync(0);
      expect(visit.started()).toBe(false);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(visit.started()).toBe(true);
    });

    it(`starts anyway after ${START_AFTER_MS} ms when load or the paint does not come (a stalled picture, a background tab)`, () => {
      const visit = page("loading");
      visit.wait(START_AFTER_MS - 1);
      expect(visit.started()).toBe(false);
      visit.wait(1);
      expect(visit.started()).toBe(true);
    });
  });

  it("stops the build on a hydration script it does not recognise", () => {
    expect(() => deferScripts(page.replace('import("/assets/entry', 'await import("/assets/entry'))).toThrow(
      /unexpected line/,
    );
    expect(() => deferScripts("<html><body></body></html>")).toThrow(/expected one hydration script/);
  });
});
