// The support widget's user lookup: answers the contact it was sent.
import type { SupportUserLookup } from '../schema-types';
import { supportContact } from './fixtures/support';
import { http } from './http';

export const supportHandlers = [
  http.post('/v2/web/support-widget/user-lookup', async ({ request, response }) => {
    const body = (await request.json()) as Partial<SupportUserLookup>;
    return response(200).json({
      ...supportContact,
      name: body.name ?? supportContact.name,
      email: body.email ?? supportContact.email,
    });
  }),
];
