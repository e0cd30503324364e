// What jsdom lacks and react-aria reaches for: a layout observer and CSS.escape (inert
// stand-ins; layout itself is for the browser tests and Playwright). And Node's own File and
// FormData in place of jsdom's: Node's fetch sends only its own as a multipart body.
import { File as NodeFile } from 'node:buffer';
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

export async function fillJsdomGaps() {
  const form = await new Response(new URLSearchParams()).formData();
  Object.defineProperty(globalThis, 'FormData', { value: form.constructor, configurable: true });
  Object.defineProperty(globalThis, 'File', { value: NodeFile, configurable: true });
  if (typeof globalThis.ResizeObserver === 'undefined') {
    Object.defineProperty(globalThis, 'ResizeObserver', { value: InertObserver });
  }
  if (typeof globalThis.CSS === 'undefined') {
    Object.defineProperty(globalThis, 'CSS', { value: { escape: escapeIdentifier } });
  }
}
