import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const inspected = fileURLToPath(new URL('../src/lib/inspected-xstate-react.ts', import.meta.url));

/**
 * Points the app's `@xstate/react` imports at a wrapper with the same hooks (the wrapper itself,
 * and libraries, keep the real package).
 */
export function redirectXstateReact(wrapper: string, apply?: Plugin['apply']): Plugin {
  return {
    name: 'outlay-redirect-xstate-react',
    apply,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@xstate/react' || importer === wrapper) return null;
      if (importer?.includes('node_modules')) return null;
      return this.resolve(wrapper, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * The Stately inspector, in development only: every actor the screens start reports to it when
 * the page is opened with `?inspect` (or VITE_INSPECT=1). A build never sees the wrapper.
 */
export function flowInspector(): Plugin {
  return redirectXstateReact(inspected, 'serve');
}
