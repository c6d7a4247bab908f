import { describe, expect, it } from "vitest";
import { guardScrollRestoration } from "./scroll-restoration";

/** The script as React Router 7.18 writes it into a prerendered page. */
const PAGE = `<body><p>Text</p><script>((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)</script></body>`;

/** Runs the page's script with a window whose sessionStorage throws on every access, as a blocked one does. */
function runWithBlockedStorage(html: string): void {
  const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const window = { history: { state: null as unknown, replaceState: (state: unknown) => void (window.history.state = state) }, scrollTo: () => undefined };
  const storage = {
    get sessionStorage(): Storage {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    },
  };
  new Function("window", "console", "with (this) { " + body + " }").call(storage, window, { error: () => undefined });
}

describe("the scroll-restoration script", () => {
  it("throws when storage is blocked as React Router writes it", () => {
    expect(() => runWithBlockedStorage(PAGE)).toThrow(/denied/);
  });

  it("does not throw once guarded, and is left alone on a second pass", () => {
    const guarded = guardScrollRestoration(PAGE);
    expect(() => runWithBlockedStorage(guarded)).not.toThrow();
    expect(guardScrollRestoration(guarded)).toBe(guarded);
  });

  it("stops the build when the script is not the one it knows", () => {
    expect(() => guardScrollRestoration(PAGE.replace("console.error(error);", "report(error);"))).toThrow(/changed/);
  });
});
