// Contract operations served here (method, path, operationId):
//   GET /dev/outbox  listOutbox

import type { Handlers } from '../contract/types.js';
import { AppError } from '../http/errors.js';
import { listOutbox } from '../providers/outbox.js';
import type { Services } from '../services.js';

export const notInDemoMode = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

/** Demo-mode helpers; outside demo mode they answer 404 as if they did not exist. */
export function devHandlers(services: Services): Pick<Handlers, 'listOutbox'> {
  const { db, config } = services;
  return {
    async listOutbox({ query }) {
      if (!config.demoMode) throw notInDemoMode();
      return { status: 200, body: { messages: await listOutbox(db, { to: query.to }) } };
    },
  };
}
