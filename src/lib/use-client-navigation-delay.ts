import { useEffect, useState } from "react";

/** Set once the app has hydrated: later mounts of a screen come from client-side navigation. */
let hydrated = false;

/**
 * True for `delayMs` after a client-side navigation mounts the screen, false on the prerendered first load
 * (so a visitor arriving from outside sees the content at once, and the HTML matches the first render).
 */
export function useClientNavigationDelay(delayMs: number): boolean {
  const [waiting, setWaiting] = useState(() => hydrated);
  useEffect(() => {
    hydrated = true;
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaiting(false), delayMs);
    return () => window.clearTimeout(timer);
  }, [waiting, delayMs]);
  return waiting;
}
