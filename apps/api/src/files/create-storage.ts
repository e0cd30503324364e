import type { Config } from '../config.js';
import { createLocalFileStorage } from './local-storage.js';
import { createS3FileStorage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** The file storage the configuration names: the data folder's disk, or an S3 bucket. */
export function createFileStorage(config: Pick<Config, 'filesDir' | 'storage'>): FileStorage {
  return config.storage.kind === 's3'
    ? createS3FileStorage(config.storage)
    : createLocalFileStorage(config.filesDir);
}
