// What jsdom lacks and react-aria reaches for: a layout observer and CSS.escape. Inert
// stand-ins; layout itself is for the browser tests and Playwright.
class InertObserver {
  observe() {
    return undefined;
  }
  unobserve() {
    return undefined;
  }
  disconnect() {
    return undefined;
  }
}

/** Enough of CSS.escape for ids and keys: anything but letters, digits, - and _ escaped. */
const escapeIdentifier = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

export function fillJsdomGaps() {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    Object.defineProperty(globalThis, 'ResizeObserver', { value: InertObserver });
  }
  if (typeof globalThis.CSS === 'undefined') {
    Object.defineProperty(globalThis, 'CSS', { value: { escape: escapeIdentifier } });
  }
}
