// Happy-path handlers for the demo-mode helpers.
import { outbox } from './fixtures/system';
import { http } from './http';

export const devHandlers = [
  http.get('/dev/outbox', ({ query, response }) => {
    const to = query.get('to');
    const messages = to === null ? outbox.messages : outbox.messages.filter((m) => m.to === to);
    return response(200).json({ messages });
  }),
  http.post('/dev/card-issuer/authorizations', ({ response }) =>
    response(200).json({ approved: false, reason: 'merchantNotAllowed' }),
  ),
];
