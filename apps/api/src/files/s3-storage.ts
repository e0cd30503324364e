import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { StoredFileMissingError, assertStorageKey, type FileStorage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service's address; unset, AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Buckets addressed in the path (most S3-compatible servers), not as a host name. */
  forcePathStyle: boolean;
  /** Credentials; unset, the AWS SDK's default chain (AWS_ACCESS_KEY_ID, a role, a profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Files in an S3 bucket (AWS or any S3-compatible store), so that several servers share them.
 * A file is sent as a multipart upload that S3 makes visible only when complete; a failed or
 * aborted stream aborts the upload, so, as on local disk, no reader sees half a file and
 * nothing is left behind.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;

  return {
    async write(key, source) {
      assertStorageKey(key);
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback(null, chunk);
        },
      });
      const input = source instanceof Readable ? source : Readable.from(source);
      // A failing source does not end the counter by itself: pass its error on, so the
      // upload stops and is aborted instead of waiting for bytes that never come.
      input.once('error', (error) => counter.destroy(error));
      input.pipe(counter);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter },
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { bytes };
    },

    async read(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new StoredFileMissingError(key);
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async removeAll(prefix) {
      assertStorageKey(prefix);
      // Each page is deleted before the next is asked for, so a folder of any size is removed
      // with bounded memory; a listing always starts again from the first key still there.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/` }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length === 0) return;
        // One DELETE per key, not DeleteObjects: the batch call needs a body checksum that the
        // SDK now sends as CRC32, which several S3-compatible stores refuse; a folder's removal
        // is rare (a reset, a deleted request) and a page is deleted in parallel.
        await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
      }
    },
  };
}
