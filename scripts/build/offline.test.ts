import { describe, expect, it } from "vitest";
import { phoneCandidate, slotWidth, withoutHydration } from "./offline";

describe("the offline guide's picture choice", () => {
  it("reads the width a sizes attribute gives a picture on a 390 px phone", () => {
    expect(slotWidth("(min-width: 640px) 50vw, 100vw")).toBe(390);
    expect(slotWidth("(max-width: 640px) 50vw, 100vw")).toBe(195);
    expect(slotWidth("(min-width: 1024px) 320px, 160px")).toBe(160);
    expect(slotWidth("nonsense")).toBe(390);
  });

  it("takes the narrowest file at least twice the slot's width, or the widest there is", () => {
    const srcset = "/media/a.k.640.avif 640w, /media/a.k.320.avif 320w, /media/a.k.960.avif 960w";
    expect(phoneCandidate(srcset, 195)).toBe("/media/a.k.640.avif");
    expect(phoneCandidate(srcset, 390)).toBe("/media/a.k.960.avif");
    expect(phoneCandidate(srcset, 100)).toBe("/media/a.k.320.avif");
    expect(phoneCandidate("", 390)).toBeNull();
  });
});

describe("withoutHydration", () => {
  const listing = '<script>document.getElementById("offline-saved")</script>';
  it("keeps the listing script and structured data, and drops module scripts, preloads and hydration data", () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js"><script type="application/ld+json">{}</script></head><body><script type="module">import("/assets/b.js")</script><script>window.__reactRouterContext = {}</script>${listing}</body>`;
    expect(withoutHydration(html)).toBe(
      `<head><script type="application/ld+json">{}</script></head><body>${listing}</body>`,
    );
  });
  it("refuses a page that lost its listing script", () => {
    expect(() => withoutHydration("<body><script>hydrate()</script></body>")).toThrow(/listing script/);
  });
});
