// Many parallel uses of one code: exactly one may win. On Postgres (`test:postgres`, which CI
// runs) the requests really race on separate connections; on PGlite they queue on its one
// connection, so the same assertions hold there too.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { addUser, latestCode } from './support/sign-in.js';
import { actionCodeFor, callerFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const PARALLEL = 20;

async function freshCaller(address: string) {
  const user = await addUser(server.db);
  return { user, caller: await callerFor(server.app, user.email, address) };
}

const succeeded = (statuses: number[]) => statuses.filter((status) => status === 200).length;

describe(`one code used ${PARALLEL} times at once (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('grants exactly one action code for one emailed code', async () => {
    const { user, caller } = await freshCaller('198.18.0.1');
    const body = { actionType: 'CHANGE_PASSWORD', notificationType: 'EMAIL' };
    await caller.call('POST', '/multifactor-action-code/create', body);
    const code = await latestCode(server.app, user.email);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        caller.call('POST', '/multifactor-action-code/verify', { ...body, code }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(succeeded(statuses)).toBe(1);
    // A loser finds the code spent (400) or, once the losers' failures add up, the bot check
    // blocks the address (429, which order the race takes decides); never a server error.
    // Listed rather than counted, so a failure shows which statuses the losers got.
    expect(statuses.filter((status) => ![200, 400, 429].includes(status))).toEqual([]);
    const [granted] = await sqlRows<{ count: number }>(
      server.db,
      'SELECT count(*)::int AS count FROM action_codes WHERE user_id = $1',
      [user.id],
    );
    expect(granted?.count).toBe(1);
  });

  it('changes the password exactly once with one action code', async () => {
    const { user, caller } = await freshCaller('198.18.0.2');
    const actionCode = await actionCodeFor(server.app, caller, user.email, 'CHANGE_PASSWORD');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        caller.call('POST', '/web/user/change-password', {
          oldPassword: DEMO_PASSWORD,
          newPassword: `Parallel-Pass-${String(index).padStart(2, '0')}!`,
          actionCode,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(succeeded(statuses)).toBe(1);
    // A loser finds the code spent, or (reading after the winner committed) the old password
    // no longer right; either way it changed nothing.
    const refused = responses.filter((response) => response.statusCode !== 200);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { code: string } }>().errors.code).toMatch(
        /^(ACTION_CODE_INVALID|PASSWORD_INCORRECT)$/,
      );
    }
  });
});
