// Rent paid from Mexico (issue 35): a bank payout of a company paying in MXN goes to the
// landlord's CLABE, checked as the rules check it (check digit, bank, city), never a routing
// and account number; a company paying in dollars sends no CLABE. Each refusal says why.
import { rentFeeOf } from '@outlay/rules';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startDashboardServer } from './support/dashboard.js';
import type { Caller } from './support/signed-in-calls.js';
import { actionCodeFor } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { onPostgres } from './support/test-db.js';

const EMAILS = {
  mexico: 'mx.admin@demo.outlay.test',
  employee: 'rent.employee@demo.outlay.test',
};
const { server, mexico, employee } = signedInSuite(startDashboardServer, EMAILS);

const VALID_CLABE = '032180000118359719';

describe(`Rent to a CLABE (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  // A company paying in MXN says who the landlord is (a company renting out a home here: no
  // IVA, nothing withheld, the fee on the rent itself).
  const MEXICAN_TERMS = {
    landlordKind: 'company',
    propertyUse: 'residential',
    landlordRfc: 'EKU9003173C9',
  };

  async function pay(caller: Caller, email: string, payout: Record<string, string>) {
    const terms = caller === mexico ? MEXICAN_TERMS : {};
    const response = await caller.call('POST', '/web/rent/payments', {
      idempotencyKey: randomUUID(),
      landlordName: 'Inmobiliaria Roble',
      landlordAddress: 'Av. Reforma 222, Juárez, 06600 Ciudad de México',
      payoutMethod: 'bank',
      ...payout,
      ...terms,
      propertyAddress: 'Calle Durango 90, Roma Norte, 06700 Ciudad de México',
      frequency: 'once',
      amountMinor: 1_500_000,
      fee: rentFeeOf(1_500_000),
      cardId: 1,
      actionCode: await actionCodeFor(server.app, caller, email, 'PAY_RENT'),
    });
    return { status: response.statusCode, body: response.body };
  }

  it.each([
    ['no CLABE', {}, 'Enter the landlord’s 18-digit CLABE, or pay by cheque.'],
    [
      'a routing and account number',
      { routingNumber: '021000021', accountNumber: '123456789' },
      'Enter the landlord’s 18-digit CLABE, or pay by cheque.',
    ],
    [
      'a wrong check digit',
      { clabe: '032180000118359718' },
      'This CLABE’s last digit does not match. Check it with the landlord.',
    ],
    [
      'a bank no one has',
      { clabe: '555180000118359717' },
      'No bank uses this CLABE’s first three digits. Check it with the landlord.',
    ],
  ])('refuses %s from a company paying in MXN', async (_what, payout, message) => {
    const answer = await pay(mexico, EMAILS.mexico, payout);
    expect(answer.status, answer.body).toBe(400);
    expect(answer.body).toContain(message);
  });

  it('takes a valid CLABE as far as the card', async () => {
    // The Mexican admin has no card of their own: the CLABE passed, the card is what is refused.
    const answer = await pay(mexico, EMAILS.mexico, { clabe: VALID_CLABE });
    expect(answer.status, answer.body).toBe(400);
    expect(answer.body).toContain('Choose one of your own cards.');
  });

  it('refuses a CLABE from a company paying in dollars', async () => {
    const answer = await pay(employee, EMAILS.employee, {
      routingNumber: '021000021',
      accountNumber: '123456789',
      clabe: VALID_CLABE,
    });
    expect(answer.status, answer.body).toBe(400);
    expect(answer.body).toContain('A CLABE is for rent paid in Mexico.');
  });
});
