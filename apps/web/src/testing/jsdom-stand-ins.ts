// What jsdom lacks and react-aria reaches for: layout observers, media queries, CSS.escape,
// scrolling. Inert stand-ins; the layout itself is the browser tests' and Playwright's.
import { File as NodeFile } from 'node:buffer';

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

/** Enough of CSS.escape for ids and keys: anything but letters, digits, - and _ escaped. */
const escapeIdentifier = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

const nothing = () => undefined;

const define = (target: object, name: string, value: unknown) => {
  if (Reflect.get(target, name) === undefined)
    Object.defineProperty(target, name, { value, configurable: true });
};

export function installJsdomStandIns(): void {
  define(globalThis, 'ResizeObserver', InertObserver);
  define(globalThis, 'CSS', { escape: escapeIdentifier });
  define(window, 'matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    // The old names too: some libraries still listen with them.
    addListener: nothing,
    removeListener: nothing,
    addEventListener: nothing,
    removeEventListener: nothing,
    dispatchEvent: () => false,
  }));
  define(Element.prototype, 'scrollIntoView', nothing);
}

/** Node's own File and FormData in place of jsdom's: Node's fetch sends only its own as a body. */
export async function installNodeFiles(): Promise<void> {
  const form = await new Response(new URLSearchParams()).formData();
  Object.defineProperty(globalThis, 'FormData', { value: form.constructor, configurable: true });
  Object.defineProperty(globalThis, 'File', { value: NodeFile, configurable: true });
}
