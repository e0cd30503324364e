// What jsdom lacks and react-aria reaches for: a layout observer and CSS.escape. Inert
// stand-ins; layout itself is the browser tests' and Playwright's business.
class InertObserver {
  observe(): void {
    return undefined;
  }
  unobserve(): void {
    return undefined;
  }
  disconnect(): void {
    return undefined;
  }
}

const escapeIdentifier = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

export function installJsdomStandIns(): void {
  if (typeof globalThis.ResizeObserver === 'undefined') {
    Object.defineProperty(globalThis, 'ResizeObserver', { value: InertObserver });
  }
  if (typeof globalThis.CSS === 'undefined') {
    Object.defineProperty(globalThis, 'CSS', { value: { escape: escapeIdentifier } });
  }
}
