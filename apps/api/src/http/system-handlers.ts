// Contract operations served here (method, path, operationId):
//   GET /v2/web/user/check-ip-status  checkIpStatus
//   GET /v2/web/version  getVersions
//   GET /health-check  getHealth

import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Handlers } from '../contract/types.js';
import { kyselyOf } from '../db/kysely.js';
import { type FileStorage, newStorageKey } from '../files/storage.js';
import type { Services } from '../services.js';
import { appVersion, backendVersion } from '../versions.js';

/** A check that takes longer than this counts as failed: a hung disk is not a healthy one. */
export const HEALTH_PROBE_MS = 3_000;

/** Stores, reads back and removes a tiny file: what every upload and download needs. */
async function storageWorks(files: FileStorage): Promise<void> {
  const key = newStorageKey('health');
  const marker = `health ${key}`;
  try {
    await files.write(key, Readable.from([Buffer.from(marker)]));
    const chunks: Buffer[] = [];
    for await (const chunk of await files.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
    if (Buffer.concat(chunks).toString() !== marker) throw new Error('read back other bytes');
  } finally {
    await files.remove(key).catch(() => undefined);
  }
}

/** Runs one check within HEALTH_PROBE_MS; a failure is logged with what failed. */
async function probe(
  request: FastifyRequest,
  what: string,
  check: () => Promise<void>,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no answer within ${String(HEALTH_PROBE_MS)} ms`));
        }, HEALTH_PROBE_MS);
      }),
    ]);
    return true;
  } catch (error) {
    request.log.error({ err: error }, `health check: ${what} failing`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function systemHandlers(
  services: Services,
): Pick<Handlers, 'checkIpStatus' | 'getVersions' | 'getHealth'> {
  const { db, config, files } = services;
  return {
    checkIpStatus: ({ request }) =>
      Promise.resolve({ status: 200, body: { ipAddress: request.ip, status: 'ALLOWED' } }),

    async getVersions({ reply }) {
      // Clients poll this to notice a deploy; a cached answer would hide it.
      void reply.header('cache-control', 'no-store');
      return {
        status: 200,
        body: {
          appVersion: await appVersion(config.webDist),
          backendVersion: backendVersion(config.buildId),
        },
      };
    },

    async getHealth({ request, reply }) {
      void reply.header('cache-control', 'no-store');
      const [database, storage] = await Promise.all([
        probe(request, 'database', async () => {
          await kyselyOf(db)
            .selectNoFrom(sql<number>`1`.as('alive'))
            .execute();
        }),
        probe(request, 'file storage', () => storageWorks(files)),
      ]);
      const healthy = database && storage;
      return {
        status: healthy ? 200 : 503,
        body: {
          status: healthy ? 'ok' : 'degraded',
          database: database ? 'ok' : 'unreachable',
          storage: storage ? 'ok' : 'unavailable',
          backendVersion: backendVersion(config.buildId),
          uptimeSeconds: Math.floor(process.uptime()),
        },
      };
    },
  };
}
