const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * For a modal layer: Tab from its last control goes to the first, Shift+Tab from the first to the last.
 * Call it from the layer's keydown handler for the Tab key.
 */
export function keepFocusWithin(
  container: Element,
  event: Pick<KeyboardEvent, "shiftKey" | "preventDefault">,
): void {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
