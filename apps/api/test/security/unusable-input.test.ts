// Security probe, no 500 from input (issue 43 #10): what the 2026 review still got a 500 with.
// Ajv's coercion turned "Infinity", "+Infinity" and "1e400" in a path, query or form field into
// Infinity and let it past the schema's limits; a lone UTF-16 surrogate reached PostgreSQL; a
// multipart body cut off mid-way failed in the parser; a stored file gone from disk failed in
// the download; a path too long for the router got Fastify's own body. Each answers 4xx with
// the product's error body in the caller's language.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/messages.js';
import { COMPANY } from '../../src/seed/index.js';
import { startDashboardServer } from '../support/dashboard.js';
import { multipartBody, sampleFiles } from '../support/multipart.js';
import { API } from '../support/sign-in.js';
import { applicantsOf, companyForm } from '../support/sign-up.js';
import { signedInSuite } from '../support/suite-server.js';
import { sqlRows } from '../support/sql-rows.js';

const { server, admin } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
});

const NOT_FINITE = ['Infinity', '-Infinity', '+Infinity', '1e400'];

/** A 4xx with the product's error body, worded in Spanish. */
function expectRefusedInSpanish(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ errors: { msg: string; code: string; fields?: unknown } }>();
  expect(body).not.toHaveProperty('error');
  expect(body).not.toHaveProperty('statusCode');
  return body.errors;
}

const asAdmin = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${admin.session.secretToken}`,
      'accept-language': 'es',
      ...headers,
    },
  });

/** A card entry of Northwind's, a different one for each `nth`. */
async function cardEntryId(nth: number): Promise<number> {
  const [row] = await sqlRows<{ id: string }>(
    server.db,
    `SELECT e.id::text FROM entries e WHERE e.company_id = $1 AND e.kind = 'card'
      ORDER BY e.id DESC OFFSET $2 LIMIT 1`,
    [COMPANY.northwind, nth],
  );
  if (!row) throw new Error('no card entry');
  return Number(row.id);
}

function uploadReceipt(payload: Buffer, headers: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: `${API}/web/transaction/upload-receipt`,
    headers: {
      ...headers,
      authorization: `Bearer ${admin.session.secretToken}`,
      'accept-language': 'es',
    },
    payload,
  });
}

describe('a number that is not finite', () => {
  it.each(NOT_FINITE)('in a path, a query or a form field is refused: %s', async (text) => {
    const value = encodeURIComponent(text);
    for (const url of [
      `${API}/web/cards/card/${value}`,
      `${API}/web/transaction/details/${value}`,
      `${API}/web/cards/get-cards?page=${value}`,
    ]) {
      const errors = expectRefusedInSpanish(await asAdmin(url), 400);
      expect(errors.code, url).toBe('VALIDATION');
    }
    const form = multipartBody([
      { name: 'id', value: text },
      { name: 'files[]', filename: 'a.pdf', content: sampleFiles.pdf() },
    ]);
    const errors = expectRefusedInSpanish(await uploadReceipt(form.payload, form.headers), 400);
    expect(errors.code).toBe('VALIDATION');
    expect(errors.fields).toEqual({ id: translate('es', 'validation.type') });
  });
});

describe('a lone UTF-16 surrogate in text', () => {
  it('is refused in a card order address', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API}/web/cards/card-order`,
      headers: {
        authorization: `Bearer ${admin.session.secretToken}`,
        'accept-language': 'es',
        'content-type': 'application/json',
      },
      // JSON may spell a lone surrogate; JSON.stringify of one writes exactly this escape.
      payload: JSON.stringify({
        shipTo: 'other',
        rush: false,
        address: {
          line1: 'Calle \ud800 1',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
          country: 'US',
        },
      }),
    });
    const errors = expectRefusedInSpanish(response, 400);
    expect(errors.code).toBe('VALIDATION');
    expect(errors.fields).toEqual({ 'address.line1': translate('es', 'validation.format') });
  });

  it('is refused in the sign-up company form, in the applicant language', async () => {
    const applicant = await applicantsOf(server, 'surrogate').verifiedApplicant();
    const response = await server.app.inject({
      method: 'PUT',
      url: `${API}/sign-up/company-form`,
      headers: {
        authorization: `Bearer ${applicant.token}`,
        'accept-language': 'pt',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ ...companyForm, legalName: 'La Esperanza \udc00' }),
    });
    expect(response.statusCode, response.body).toBe(400);
    const { errors } = response.json<{ errors: { code: string; fields: unknown } }>();
    expect(errors.code).toBe('VALIDATION');
    expect(errors.fields).toEqual({ legalName: translate('pt', 'validation.format') });
    // Surrogate pairs (an emoji) are text like any other.
    const emoji = await applicant.call('PUT', '/sign-up/company-form', {
      ...companyForm,
      legalName: 'La Esperanza 😀',
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });
});

describe('a multipart body cut off', () => {
  it('is refused as the sender’s fault, in a field or in a file', async () => {
    const id = await cardEntryId(0);
    const form = multipartBody([
      { name: 'id', value: String(id) },
      { name: 'files[]', filename: 'a.pdf', content: sampleFiles.pdf(60_000) },
    ]);
    for (const cut of [40, 150, form.payload.length - 30_000]) {
      const response = await uploadReceipt(form.payload.subarray(0, cut), form.headers);
      const errors = expectRefusedInSpanish(response, 400);
      expect(errors.code, `cut at ${cut}`).toBe('BAD_REQUEST');
      expect(errors.msg).toBe('La solicitud terminó antes de llegar completa. Inténtalo de nuevo.');
    }
    // Nothing of the cut uploads was kept.
    const [row] = await sqlRows<{ count: string }>(
      server.db,
      'SELECT count(*)::text AS count FROM receipts WHERE entry_id = $1',
      [id],
    );
    expect(row?.count).toBe('0');
  });
});

describe('a stored file that is missing', () => {
  it('answers 404 through a receipt link', async () => {
    const id = await cardEntryId(1);
    const form = multipartBody([
      { name: 'id', value: String(id) },
      { name: 'files[]', filename: 'scan.pdf', content: sampleFiles.pdf() },
    ]);
    const uploaded = await uploadReceipt(form.payload, form.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [receipt] = uploaded.json<{ receipts: { id: string; url: string }[] }>().receipts;
    if (!receipt) throw new Error('no receipt');
    const [stored] = await sqlRows<{ storage_key: string }>(
      server.db,
      'SELECT storage_key FROM receipts WHERE public_id = $1',
      [receipt.id],
    );
    await rm(join(server.config.filesDir, stored?.storage_key ?? 'none'));
    const errors = expectRefusedInSpanish(await asAdmin(receipt.url), 404);
    expect(errors).toEqual({ code: 'NOT_FOUND', msg: 'Esta dirección no existe.' });
  });

  it('answers 404 through an export link', async () => {
    const created = await admin.call('POST', '/web/dashboard/exports', {
      filter: 'last30Days',
      type: 'csv',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { url } = created.json<{ url: string }>();
    const [stored] = await sqlRows<{ storage_key: string }>(
      server.db,
      'SELECT storage_key FROM entry_exports ORDER BY created_at DESC LIMIT 1',
    );
    await rm(join(server.config.filesDir, stored?.storage_key ?? 'none'));
    const errors = expectRefusedInSpanish(await asAdmin(url), 404);
    expect(errors.code).toBe('NOT_FOUND');
  });
});

describe('a path the router refuses', () => {
  it('gets the product error body: 5,000 characters in a parameter', async () => {
    const errors = expectRefusedInSpanish(
      await asAdmin(`${API}/web/cards/card/${'1'.repeat(5000)}`),
      414,
    );
    expect(errors).toEqual({ code: 'BAD_REQUEST', msg: 'Esta dirección es demasiado larga.' });
  });

  it('gets the product error body: a broken percent-encoding', async () => {
    const errors = expectRefusedInSpanish(await asAdmin(`${API}/web/cards/card/%zz`), 400);
    expect(errors.code).toBe('BAD_REQUEST');
  });
});
