// Debian's chromium and the flags it needs as root on these machines (see DEVELOPERS.md); playwright-core
// gives every launch a fresh, empty user-data-dir of its own. Used by the browser tests and the bench.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
