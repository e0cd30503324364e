// Rent from a Mexican company (issue 35): the lease attached as a company document (listed on
// /document), the landlord's RFC checked (length by kind, date, check digit), the IVA and the
// ISR and IVA withheld from a person stored on the payment, the landlord paid the net and the
// card charged the net and its fee; the landlord's CFDI, refused with every disagreement named,
// kept once of 16 identical uploads at once, and no other CFDI after it.
import type {
  CompanyDocument,
  CompanyDocumentPage,
  RentOverview,
  RentPayment,
} from '@outlay/api-client/schema';
import { rentBreakdownOf } from '@outlay/rules';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rentOf } from '../src/rent/service.js';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import { landlordCfdiXml } from './support/landlord-cfdi.js';
import { type FormPart, multipartBody, sampleFiles } from './support/multipart.js';
import { API } from './support/sign-in.js';
import type { Caller } from './support/signed-in-calls.js';
import { actionCodeFor } from './support/signed-in-calls.js';
import { sqlRows } from './support/sql-rows.js';
import { signedInSuite } from './support/suite-server.js';
import { onPostgres } from './support/test-db.js';
import { waitFor } from './support/wait-for.js';

const EMAILS = {
  payer: 'mx.rent@demo.outlay.test',
  mexicoAdmin: 'mx.admin@demo.outlay.test',
  northwind: 'rent.employee@demo.outlay.test',
};
const { server, payer, mexicoAdmin, northwind } = signedInSuite(startDashboardServer, EMAILS);
const PARALLEL = 16;
const PERSON_RFC = 'CACX7605101P8';
const COMPANY_LANDLORD_RFC = 'EKU9003173C9';
/** The seeded Mexican company's RFC (its admin's fiscal account): a CFDI's receiver. */
const ALTIPLANO_RFC = 'CAL190312AB4';
const VALID_CLABE = '032180000118359719';

function multipart(caller: Caller, url: string, parts: FormPart[], lang = 'en') {
  const body = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: {
      ...body.headers,
      authorization: `Bearer ${caller.session.secretToken}`,
      'accept-language': lang,
    },
    payload: body.payload,
  });
}

async function uploadLease(caller: Caller, name = 'contrato-reforma.pdf') {
  const response = await multipart(caller, '/web/documents', [
    { name: 'category', value: 'lease' },
    { name: 'idempotencyKey', value: randomUUID() },
    { name: 'file', filename: name, content: sampleFiles.pdf() },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CompanyDocument>();
}

async function overview(caller: Caller) {
  const response = await caller.call('GET', '/web/rent/payments');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RentOverview>();
}

const terms = { landlordKind: 'person', propertyUse: 'commercial' } as const;

async function paymentBody(
  caller: Caller,
  email: string,
  extra: Record<string, unknown> = {},
  amountMinor = 1_000_000,
) {
  const cardId = (await overview(caller)).cards[0]?.id ?? 0;
  const kind = (extra['landlordKind'] ?? terms.landlordKind) as 'person' | 'company';
  const use = (extra['propertyUse'] ?? terms.propertyUse) as 'commercial' | 'residential';
  return {
    idempotencyKey: randomUUID(),
    landlordName: 'Xochitl Casas Chávez',
    landlordAddress: 'Calle Durango 90, Roma Norte, 06700 Ciudad de México',
    payoutMethod: 'bank',
    clabe: VALID_CLABE,
    propertyAddress: 'Av. Reforma 222, Piso 4, 06600 Ciudad de México',
    frequency: 'once',
    amountMinor,
    fee: rentBreakdownOf(amountMinor, { landlordKind: kind, propertyUse: use }).fee,
    cardId,
    landlordKind: kind,
    propertyUse: use,
    landlordRfc: PERSON_RFC,
    ...extra,
    actionCode: await actionCodeFor(server.app, caller, email, 'PAY_RENT'),
  };
}

async function settled(caller: Caller, id: number) {
  return waitFor(async () => {
    const found = (await overview(caller)).payments.find((row) => row.id === id);
    return found && found.status !== 'pending' ? found : undefined;
  });
}

describe(`Rent from a Mexican company (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('says where rent carries Mexican taxes', async () => {
    expect((await overview(payer)).mexicanTaxes).toBe(true);
    expect((await overview(northwind)).mexicanTaxes).toBe(false);
  });

  it.each([
    [{ landlordKind: undefined }, 'Say whether the landlord is a person or a company'],
    [{ landlordRfc: COMPANY_LANDLORD_RFC }, 'A person’s RFC has 13 characters'],
    [{ landlordRfc: 'CACX7605101P7' }, 'This RFC’s last character does not match the rest.'],
    [{ landlordRfc: 'CACX7613101P8' }, 'is not a real date'],
    [{ landlordKind: 'company', landlordRfc: PERSON_RFC }, 'A company’s RFC has 12 characters'],
    [{ leaseDocumentId: randomUUID() }, 'This lease is not one of your uploads.'],
  ])('refuses %j, saying why', async (extra, message) => {
    const body = await paymentBody(payer, EMAILS.payer, extra);
    const response = await payer.call('POST', '/web/rent/payments', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
  });

  it('says in Spanish what is wrong with the RFC', async () => {
    const body = await paymentBody(payer, EMAILS.payer, { landlordRfc: 'CACX7605101P7' });
    const response = await payer.call('POST', '/web/rent/payments', body, { lang: 'es' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('El último carácter de este RFC no coincide con el resto.');
  });

  it('refuses Mexican terms from a company paying in dollars', async () => {
    const body = await paymentBody(northwind, EMAILS.northwind, {
      clabe: undefined,
      routingNumber: '021000021',
      accountNumber: '123456789',
      fee: rentBreakdownOf(1_000_000, null).fee,
    });
    const response = await northwind.call('POST', '/web/rent/payments', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('only for rent paid in Mexico');
  });

  it('refuses a fee worked out on the rent rather than on the net paid', async () => {
    const body = await paymentBody(payer, EMAILS.payer, {
      fee: rentBreakdownOf(1_000_000, null).fee,
    });
    const response = await payer.call('POST', '/web/rent/payments', body);
    expect(response.statusCode, response.body).toBe(409);
  });

  it(`pays a person for an office once of ${PARALLEL} identical requests, withholding, with its lease`, async () => {
    const lease = await uploadLease(payer);
    const body = await paymentBody(payer, EMAILS.payer, { leaseDocumentId: lease.id });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => payer.call('POST', '/web/rent/payments', body)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set(responses.map((response) => response.json<RentPayment>().id));
    expect(ids.size).toBe(1);
    const payment = responses[0]?.json<RentPayment>();
    expect(payment).toMatchObject({
      amount: 1_000_000,
      net: 953_333,
      fee: 28_505,
      total: 981_838,
      taxes: {
        landlordKind: 'person',
        propertyUse: 'commercial',
        landlordRfc: PERSON_RFC,
        iva: 160_000,
        isrWithheld: 100_000,
        ivaWithheld: 106_667,
      },
      lease: { id: lease.id, name: 'contrato-reforma.pdf' },
      landlordCfdi: { status: 'pending', uuid: null, receivedAt: null },
    });
    const rows = await sqlRows<{ n: number; amount: string }>(
      server.db,
      `SELECT count(*)::int AS n, max(e.amount)::text AS amount
         FROM rent_payments p JOIN entries e ON e.id = p.entry_id AND e.company_id = p.company_id
        WHERE p.company_id = $1 AND p.idempotency_key = $2`,
      [COMPANY.mexico, body.idempotencyKey],
    );
    // The card is charged the net paid and its fee: 9,533.33 + 285.05.
    expect(rows[0]).toEqual({ n: 1, amount: '9818.38' });
    expect((await settled(payer, payment?.id ?? 0)).status).toBe('completed');
    // The lease is one of the company's documents, for the payer and for the admin.
    const documents = await payer.call('GET', '/web/documents?kind=upload');
    expect(
      documents.json<CompanyDocumentPage>().documents.find((row) => row.id === lease.id),
    ).toMatchObject({ category: 'lease', name: 'contrato-reforma.pdf' });
    const adminSees = await mexicoAdmin.call('GET', '/web/documents?kind=upload&search=contrato');
    expect(adminSees.json<CompanyDocumentPage>().documents.map((row) => row.id)).toContain(
      lease.id,
    );
  });

  it('pays a person for a home with ISR alone withheld, and a company with nothing withheld', async () => {
    const home = await payer.call(
      'POST',
      '/web/rent/payments',
      await paymentBody(payer, EMAILS.payer, { propertyUse: 'residential' }, 850_000),
    );
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json<RentPayment>()).toMatchObject({
      net: 765_000,
      taxes: { iva: 0, isrWithheld: 85_000, ivaWithheld: 0 },
    });
    const company = await payer.call(
      'POST',
      '/web/rent/payments',
      await paymentBody(
        payer,
        EMAILS.payer,
        { landlordKind: 'company', landlordRfc: COMPANY_LANDLORD_RFC },
        1_500_000,
      ),
    );
    expect(company.statusCode, company.body).toBe(201);
    expect(company.json<RentPayment>()).toMatchObject({
      net: 1_740_000,
      fee: 52_026,
      total: 1_792_026,
      taxes: { iva: 240_000, isrWithheld: 0, ivaWithheld: 0 },
    });
  });

  it(`keeps the landlord’s CFDI once of ${PARALLEL} uploads, after naming what a wrong one gets wrong`, async () => {
    const created = await payer.call(
      'POST',
      '/web/rent/payments',
      await paymentBody(payer, EMAILS.payer, {}, 1_234_567),
    );
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<RentPayment>();
    const cfdi = (overrides: Partial<Parameters<typeof landlordCfdiXml>[0]> = {}): FormPart => ({
      name: 'file',
      filename: 'cfdi-renta.xml',
      content: Buffer.from(
        landlordCfdiXml({
          uuid: randomUUID(),
          issuerRfc: PERSON_RFC,
          receiverRfc: ALTIPLANO_RFC,
          rentMinor: 1_234_567,
          ivaMinor: payment.taxes?.iva ?? 0,
          isrWithheldMinor: payment.taxes?.isrWithheld ?? 0,
          ivaWithheldMinor: payment.taxes?.ivaWithheld ?? 0,
          ...overrides,
        }),
      ),
    });
    const url = `/web/rent/payments/${payment.id}/landlord-cfdi`;
    // 12,345.67: IVA withheld 1,316.88; a landlord who rounded two-thirds of the IVA wrote 1,316.87.
    const wrong = await multipart(payer, url, [
      cfdi({ issuerRfc: 'GODE561231GR8', receiverRfc: 'XIA190128J61', ivaWithheldMinor: 131_687 }),
    ]);
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.body).toContain(
      'It was issued by RFC GODE561231GR8, not the landlord’s CACX7605101P8.',
    );
    expect(wrong.body).toContain(
      'It was issued to RFC XIA190128J61, not your company’s CAL190312AB4.',
    );
    expect(wrong.body).toContain('Its IVA withheld is 1316.87, not 1316.88.');
    expect(wrong.body).toContain('Its total is 11769.54, not the 11769.53 paid to the landlord.');
    const notXml = await multipart(payer, url, [
      { name: 'file', filename: 'cfdi.xml', content: sampleFiles.pdf() },
    ]);
    expect(notXml.statusCode, notXml.body).toBe(415);
    const other = await multipart(mexicoAdmin, `/web/rent/payments/999999/landlord-cfdi`, [cfdi()]);
    expect(other.statusCode, other.body).toBe(404);

    const right = cfdi();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => multipart(payer, url, [right])),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const uuids = new Set(answers.map((answer) => answer.json<RentPayment>().landlordCfdi?.uuid));
    expect(uuids.size).toBe(1);
    expect(answers[0]?.json<RentPayment>().landlordCfdi?.status).toBe('received');
    const kept = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM rent_payments
        WHERE company_id = $1 AND id = $2 AND landlord_cfdi_key IS NOT NULL`,
      [COMPANY.mexico, payment.id],
    );
    expect(kept[0]?.n).toBe(1);
    const another = await multipart(payer, url, [cfdi()]);
    expect(another.statusCode, another.body).toBe(409);
  });

  it('charges a monthly rent again with the same withholding, net and lease', async () => {
    const lease = await uploadLease(payer, 'contrato-mensual.pdf');
    const created = await payer.call(
      'POST',
      '/web/rent/payments',
      await paymentBody(payer, EMAILS.payer, { frequency: 'monthly', leaseDocumentId: lease.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json<RentPayment>();
    const schedule = (await overview(payer)).schedules.find((row) => row.lease?.id === lease.id);
    expect(schedule).toMatchObject({ total: 981_838, lease: { name: 'contrato-mensual.pdf' } });
    const rent = rentOf(server.services);
    expect(
      await rent.schedules.runMonth(COMPANY.mexico, schedule?.id ?? 0, schedule?.nextRun ?? ''),
    ).toBe('charged');
    const next = (await overview(payer)).payments.find(
      (row) => row.id !== first.id && row.lease?.id === lease.id,
    );
    expect(next).toMatchObject({
      net: 953_333,
      total: 981_838,
      taxes: first.taxes,
      lease: { id: lease.id },
      landlordCfdi: { status: 'pending' },
    });
  });

  it('has no landlord CFDI for a company outside Mexico', async () => {
    const response = await multipart(northwind, '/web/rent/payments/1/landlord-cfdi', [
      { name: 'file', filename: 'cfdi.xml', content: Buffer.from('<?xml version="1.0"?><a/>') },
    ]);
    expect(response.statusCode, response.body).toBe(404);
  });
});
