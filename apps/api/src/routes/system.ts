// Contract operations served here (method, path, operationId):
//   GET /v2/web/user/check-ip-status  checkIpStatus
//   GET /v2/web/version  getVersions
//   GET /health-check  getHealth

import type { Handlers } from '../contract/types.js';
import type { Services } from '../services.js';
import { appVersion, backendVersion } from '../versions.js';

export function systemHandlers(
  services: Services,
): Pick<Handlers, 'checkIpStatus' | 'getVersions' | 'getHealth'> {
  const { db, config } = services;
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
      const base = {
        backendVersion: backendVersion(config.buildId),
        uptimeSeconds: Math.floor(process.uptime()),
      };
      try {
        await db.query('SELECT 1');
        return { status: 200, body: { status: 'ok', database: 'ok', ...base } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return { status: 503, body: { status: 'degraded', database: 'unreachable', ...base } };
      }
    },
  };
}
