import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissingError, assertStorageKey, type FileStorage } from './storage.js';

/**
 * Files on local disk under `root` (the data folder's `files/`). A file is written to a
 * temporary name and renamed when complete, so a reader never sees half a file and a failed
 * upload leaves no trace.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };

  return {
    async write(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        const input = source instanceof Readable ? source : Readable.from(source);
        await pipeline(input, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { bytes };
    },

    async read(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new StoredFileMissingError(key);
        throw error;
      }
      return createReadStream(path);
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async removeAll(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
