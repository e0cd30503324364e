import { execSync } from 'node:child_process';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The version the app compares with the server's every 300000 ms: a new build means a reload.
const appVersion = (() => {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  try {
    return `${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}.${stamp}`;
  } catch {
    return stamp;
  }
})();

function versionFile(): Plugin {
  return {
    name: 'outlay-version-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ appVersion }),
      });
    },
  };
}

export default defineConfig({
  base: '/client/',
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships strings for 30+ locales; Outlay speaks en, es and pt.
    { ...optimizeLocales.vite({ locales: ['en-US', 'es-ES', 'es-MX', 'pt-BR'] }), enforce: 'pre' },
    versionFile(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? '4000'}` },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
