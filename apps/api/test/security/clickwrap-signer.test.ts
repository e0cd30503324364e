// Security probe, the click-wrap sandbox: its contracts-signed call was public, so anyone who
// knew (or guessed) a user's id could record that user's agreement to the terms and open the
// terms gate for them. A signature now takes the signed-in user's token and is recorded only
// in that user's own name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLICKWRAP_ACCESS_ID, CLICKWRAP_GROUPS } from '../../src/providers/clickwrap.js';
import { addUser } from '../support/sign-in.js';
import { type Caller, callerFor } from '../support/signed-in-calls.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { sqlRows } from '../support/sql-rows.js';

let server: TestServer;
let caller: Caller;
let victim: Awaited<ReturnType<typeof addUser>>;

beforeAll(async () => {
  server = await startTestServer();
  const signer = await addUser(server.db);
  victim = await addUser(server.db);
  caller = await callerFor(server.app, signer.email);
});
afterAll(() => server.close());

const terms = CLICKWRAP_GROUPS.terms.groupKey;
const URL = '/api/v2/clickwrap/contracts-signed';

async function hasSigned(signerId: string) {
  const rows = await sqlRows(
    server.db,
    'SELECT 1 FROM clickwrap_signatures WHERE signer_id = $1 LIMIT 1',
    [signerId],
  );
  return rows.length > 0;
}

describe('contracts-signed', () => {
  it('refuses a caller without a token, whatever signer it names', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: URL,
      payload: { accessId: CLICKWRAP_ACCESS_ID, groupKey: terms, signerId: victim.publicId },
    });
    expect(response.statusCode).toBe(401);
    expect(await hasSigned(victim.publicId)).toBe(false);
  });

  it("refuses a signed-in user signing in another user's name", async () => {
    const response = await caller.call('POST', '/clickwrap/contracts-signed', {
      accessId: CLICKWRAP_ACCESS_ID,
      groupKey: terms,
      signerId: victim.publicId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errors: { msg: 'You can only sign an agreement for yourself.' },
    });
    expect(await hasSigned(victim.publicId)).toBe(false);
  });

  it('records the signed-in user signing for themselves', async () => {
    const response = await caller.call('POST', '/clickwrap/contracts-signed', {
      accessId: CLICKWRAP_ACCESS_ID,
      groupKey: terms,
      signerId: caller.session.userId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await hasSigned(caller.session.userId)).toBe(true);
  });
});
