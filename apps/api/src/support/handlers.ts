// Contract operations served here (method, path, operationId):
//   POST /v2/web/support-widget/user-lookup  updateSupportUserLookup

import type { Handlers } from '../contract/types.js';
import { AppError } from '../http/errors.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';
import { createSupportContacts } from '../support/support-contacts.js';

/** The support chat widget's user lookup: it may only ever name the caller. */
export function supportHandlers(services: Services): Pick<Handlers, 'updateSupportUserLookup'> {
  const contacts = createSupportContacts(services.db, services.clock);
  return {
    async updateSupportUserLookup({ credentials, body }) {
      const session = sessionOf(credentials);
      const own = await contacts.emailOf(session);
      if (own?.toLowerCase() !== body.email.trim().toLowerCase()) {
        throw new AppError(400, 'VALIDATION', 'validation.invalid');
      }
      const contact = await contacts.save(session, { name: body.name.trim(), email: own });
      return { status: 200, body: contact };
    },
  };
}
