import { useEffect, useState } from "react";

/** Set when the app has hydrated (root.tsx): any screen mounted after that came from client navigation. */
let appHydrated = false;

export function markAppHydrated(): void {
  appHydrated = true;
}

/**
 * True for `delayMs` after a client-side navigation mounts the screen, false on the prerendered first load
 * (so a visitor arriving from outside sees the content at once, and the HTML matches the first render).
 */
export function useClientNavigationDelay(delayMs: number): boolean {
  const [waiting, setWaiting] = useState(() => appHydrated);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaiting(false), delayMs);
    return () => window.clearTimeout(timer);
  }, [waiting, delayMs]);
  return waiting;
}
