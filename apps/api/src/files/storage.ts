import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../http/errors.js';

/**
 * Where uploaded files live. Keys are generated here, never taken from a file name, so a
 * name can neither collide with nor climb out of another file's place. Local disk by default
 * (local-storage.ts), or an S3 bucket several servers share (s3-storage.ts).
 */
export interface FileStorage {
  /** Stores the stream under `key`; a failed or aborted stream leaves nothing behind. */
  write(key: string, source: Readable | AsyncIterable<Uint8Array>): Promise<{ bytes: number }>;
  /** The stored bytes; fails with StoredFileMissingError when the key holds nothing. */
  read(key: string): Promise<Readable>;
  /** Removes one file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/`. */
  removeAll(prefix: string): Promise<void>;
}

/**
 * A key whose file is gone (a lost disk, a half-done cleanup). Not the caller's fault and not a
 * crash either: whatever asked for it answers that it is not there, on every route at once.
 */
export class StoredFileMissingError extends AppError {
  constructor(readonly key: string) {
    super(404, 'NOT_FOUND', 'errors.notFound');
    this.name = 'StoredFileMissingError';
  }
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Refuses anything that is not a key this module could have made. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** A new key under `folder` (for example `drive/<request uuid>`), random and unguessable. */
export function newStorageKey(folder: string): string {
  const key = `${folder}/${randomUUID()}`;
  assertStorageKey(key);
  return key;
}
