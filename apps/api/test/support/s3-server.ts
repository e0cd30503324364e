import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageOptions } from '../../src/files/s3-storage.js';

export interface LocalS3 {
  options: S3StorageOptions;
  /** Every key in the bucket that starts with `prefix`, as S3 lists them. */
  keys(prefix?: string): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server on this machine (s3rver: S3's REST API over a folder), with one
 * bucket, for testing the S3 storage against the protocol rather than a mock of the SDK.
 */
export async function startLocalS3(bucket = 'outlay-files'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'outlay-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: process.env.S3_DEBUG !== '1',
    directory,
    // s3rver signs a bucket listing differently from the current AWS SDK (its canonical
    // request for `?list-type=2` does not match); credentials are still required.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver's fixed development credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({ ...options });
  return {
    options,
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
