// Every text file of the build gets a brotli (.br) and a gzip (.gz) twin at build time, at the
// strongest settings, so the server sends them by content negotiation without compressing
// anything per request (apps/api/src/web/spa.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text a browser downloads. Source maps only reach developer tools; they stay as they are. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this a compressed twin saves less than a packet. */
const MIN_BYTES = 1024;
/** The shell is answered by the server, which adds to it (and compresses the result). */
const SERVED_BY_THE_SERVER = new Set(['index.html']);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `folder`; answers how many. */
export async function precompressFolder(folder: string): Promise<number> {
  const candidates: string[] = [];
  for (const path of await filesUnder(folder)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    if (SERVED_BY_THE_SERVER.has(relative(folder, path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    candidates.push(path);
  }
  await Promise.all(candidates.map(compressFile));
  return candidates.length;
}

/** The Vite plugin: compresses the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'outlay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const count = await precompressFolder(outDir);
      log(`precompressed ${count} files (brotli and gzip)`);
    },
  };
}
