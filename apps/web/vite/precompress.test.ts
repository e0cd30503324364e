import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let dist: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'outlay-precompress-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'Ab12.js'), script);
  await writeFile(join(dist, 'assets', 'Ab12.js.map'), script);
  await writeFile(join(dist, 'assets', 'Cd34.css'), `.a{color:red}\n`.repeat(200));
  await writeFile(join(dist, 'assets', 'tiny.js'), 'export{}');
  await writeFile(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  await writeFile(join(dist, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(500)}`);
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip twins that decompress to the file', async () => {
    expect(await precompressFolder(dist)).toBe(2);
    const br = await readFile(join(dist, 'assets', 'Ab12.js.br'));
    const gz = await readFile(join(dist, 'assets', 'Ab12.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(await readFile(join(dist, 'assets', 'Cd34.css.gz'))).length).toBe(
      `.a{color:red}\n`.length * 200,
    );
  });

  it('leaves source maps, small files, binaries and the shell alone', async () => {
    await precompressFolder(dist);
    expect((await readdir(join(dist, 'assets'))).sort()).toEqual([
      'Ab12.js',
      'Ab12.js.br',
      'Ab12.js.gz',
      'Ab12.js.map',
      'Cd34.css',
      'Cd34.css.br',
      'Cd34.css.gz',
      'logo.png',
      'tiny.js',
    ]);
    expect(await readdir(dist)).not.toContain('index.html.br');
  });
});
