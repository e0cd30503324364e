import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const wrapper = fileURLToPath(new URL('../src/lib/inspected-xstate-react.ts', import.meta.url));

/**
 * The Stately inspector, in development only: every `@xstate/react` import of the app resolves
 * to a wrapper that hands each actor the screens start to the inspector when the page is
 * opened with `?inspect` (or VITE_INSPECT=1). A build never sees the wrapper nor the inspector.
 */
export function flowInspector(): Plugin {
  return {
    name: 'outlay-flow-inspector',
    apply: 'serve',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@xstate/react' || importer === wrapper) return null;
      // The wrapper itself imports the real package; Storybook and tests keep it too.
      if (importer?.includes('node_modules')) return null;
      return this.resolve(wrapper, importer, { ...options, skipSelf: true });
    },
  };
}
