// Happy-path handlers for the delegate-registration page: one delegate already acts for the
// admin, and a registration answers the list with the new one first, pending.
import type { RegisterDelegateRequest, TeamMember } from '../schema-types';
import { delegateMember, pendingMember } from './fixtures/team';
import { http } from './http';

export const delegateHandlers = [
  http.get('/v2/web/delegates', ({ response }) =>
    response(200).json({ delegates: [delegateMember] }),
  ),
  http.post('/v2/web/delegates', async ({ request, response }) => {
    // The happy path answers even a body it cannot read, with a pending delegate.
    const body = (await request.json().catch(() => ({}))) as Partial<RegisterDelegateRequest>;
    const registered: TeamMember = {
      ...pendingMember,
      firstName: body.firstName ?? pendingMember.firstName,
      lastName: body.lastName ?? pendingMember.lastName,
      email: body.email ?? pendingMember.email,
      role: body.role ?? 'employee',
      isDelegate: true,
    };
    return response(201).json({
      msg: `${registered.firstName} ${registered.lastName} is now your delegate. We emailed them a link to set their password.`,
      delegates: [registered, delegateMember],
    });
  }),
];
