// Contract operations served here (method, path, operationId):
//   GET /dev/outbox  listOutbox
//   POST /dev/card-issuer/authorizations  authorizeSandboxCard

import type { CardAuthorizations } from '../cards/card-authorizations.js';
import type { Handlers } from '../contract/types.js';
import { AppError } from '../http/errors.js';
import { listOutbox } from '../providers/outbox.js';
import type { Services } from '../services.js';

export const notInDemoMode = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

/** Demo-mode helpers; outside demo mode they answer 404 as if they did not exist. */
export function devHandlers(
  services: Services,
  authorizations: CardAuthorizations,
): Pick<Handlers, 'listOutbox' | 'authorizeSandboxCard'> {
  const { db, config } = services;
  return {
    async listOutbox({ query }) {
      if (!config.demoMode) throw notInDemoMode();
      return { status: 200, body: { messages: await listOutbox(db, { to: query.to }) } };
    },
    // The sandbox issuer's merchant charging a card: it asks Outlay, as a real issuer would.
    async authorizeSandboxCard({ body }) {
      if (!config.demoMode) throw notInDemoMode();
      return { status: 200, body: await authorizations.authorize(body) };
    },
  };
}
