// The company's addresses (issue 36, /settings/addresses): who may read and change them, each
// company only its own, the country's rules (US ZIP, Canadian and UK postcodes, the Mexican
// código postal and colonia) in the caller's language, 16 identical saves at once as one, the
// countries and states calls, and the card order offering the saved addresses.
import type {
  CardOrderView,
  CompanyAddresses,
  Countries,
  ErrorBody,
  States,
} from '@outlay/api-client/schema';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { type Caller, callersFrom } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const callers = callersFrom(server, '198.51.101', 10);

const ADDRESSES = '/web/company/addresses';

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects, as with response.json<T>()
function body<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const mexican = {
  line1: 'Av. Paseo de la Reforma 222',
  line2: 'Piso 5',
  unit: '',
  county: 'Juárez',
  city: 'Ciudad de México',
  state: 'CMX',
  postalCode: '06600',
  country: 'MX',
};
const american = {
  line1: '500 Howard St',
  line2: '',
  unit: 'Suite 300',
  county: '',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105-1234',
  country: 'US',
};
const british = {
  line1: '10 Downing Street',
  line2: '',
  unit: '',
  county: 'Greater London',
  city: 'London',
  state: '',
  postalCode: 'sw1a 2aa',
  country: 'gb',
};
const canadian = {
  line1: '111 Wellington St',
  line2: '',
  unit: '',
  county: '',
  city: 'Ottawa',
  state: 'ON',
  postalCode: 'K1A 0A9',
  country: 'CA',
};

const save = (caller: Caller, kind: string, address: unknown, lang?: string) =>
  caller.call('PUT', `${ADDRESSES}/${kind}`, { address }, lang ? { lang } : {});

/** A new person of `companyId` in `role`, signed in. */
const person = (role: 'admin' | 'manager' | 'bookkeeper' | 'employee', companyId: number) =>
  callers.newUser({ role, companyId }).then(({ caller }) => caller);

describe('who may see and change the addresses', () => {
  it('lets every role read them, and only admins and managers save them', async () => {
    const admin = await person('admin', COMPANY.colombia);
    const manager = await person('manager', COMPANY.colombia);
    const bookkeeper = await person('bookkeeper', COMPANY.colombia);
    const employee = await person('employee', COMPANY.colombia);

    body<CompanyAddresses>(await save(admin, 'legal', american));
    const saved = body<CompanyAddresses>(await save(manager, 'shipping', canadian));
    expect(saved.addresses.map((entry) => entry.kind)).toEqual(['legal', 'shipping']);
    expect(body<CompanyAddresses>(await manager.call('GET', ADDRESSES))).toEqual(saved);

    for (const caller of [bookkeeper, employee]) {
      expect(body<CompanyAddresses>(await caller.call('GET', ADDRESSES))).toEqual(saved);
      expect((await save(caller, 'legal', mexican)).statusCode).toBe(404);
    }
    expect(
      body<CompanyAddresses>(await admin.call('GET', ADDRESSES)).addresses[0]?.address.country,
    ).toBe('US');
  });

  it("shows and changes only the caller's own company", async () => {
    const uk = await person('admin', COMPANY.uk);
    const colombia = await person('admin', COMPANY.colombia);
    body<CompanyAddresses>(await save(uk, 'physical', british));
    const theirs = body<CompanyAddresses>(await colombia.call('GET', ADDRESSES)).addresses;
    expect(theirs.find((entry) => entry.kind === 'physical')).toBeUndefined();
    body<CompanyAddresses>(await save(colombia, 'physical', mexican));
    const ukNow = body<CompanyAddresses>(await uk.call('GET', ADDRESSES));
    expect(ukNow.addresses).toHaveLength(1);
    expect(ukNow.addresses[0]?.address).toMatchObject({ country: 'GB', postalCode: 'SW1A 2AA' });
  });
});

describe("each country's rules", () => {
  it.each([
    ['a US ZIP with four digits', { ...american, postalCode: '9410' }],
    ['a US ZIP+4 cut short', { ...american, postalCode: '94105-12' }],
    ['a Canadian postcode with a letter it never uses', { ...canadian, postalCode: 'D1A 0A9' }],
    ['a UK postcode without its inward code', { ...british, postalCode: 'SW1A' }],
    ['a Mexican código postal of four digits', { ...mexican, postalCode: '0660' }],
  ])('refuses %s, naming the postal code', async (_, address) => {
    const admin = await person('admin', COMPANY.northwind);
    const refusal = body<ErrorBody>(await save(admin, 'legal', address), 400);
    expect(refusal.errors.fields).toEqual({
      'address.postalCode': "Enter a postal code in the country's format.",
    });
  });

  it('asks a Mexican address for its colonia and state, in the caller’s language', async () => {
    const admin = await person('admin', COMPANY.northwind);
    const refusal = body<ErrorBody>(
      await save(admin, 'shipping', { ...mexican, county: '', state: 'ON' }, 'es'),
      400,
    );
    expect(refusal.errors.msg).toBe('Revisa la dirección: faltan campos o no son válidos.');
    expect(refusal.errors.fields).toEqual({
      'address.county': 'Este campo es obligatorio.',
      'address.state': 'Elige un estado o provincia del país.',
    });
    const pt = body<ErrorBody>(
      await save(admin, 'shipping', { ...mexican, country: 'FR' }, 'pt'),
      400,
    );
    expect(pt.errors.fields).toEqual({
      'address.country':
        'Os endereços podem ficar nos Estados Unidos, México, Brasil, Colômbia, Canadá ou Reino Unido.',
    });
    const saved = body<CompanyAddresses>(await admin.call('GET', ADDRESSES)).addresses;
    expect(saved.find((entry) => entry.kind === 'shipping')).toBeUndefined();
  });

  it('refuses what the contract does not allow before any rule', async () => {
    const admin = await person('admin', COMPANY.northwind);
    expect((await save(admin, 'home', mexican)).statusCode).toBe(400);
    expect((await save(admin, 'legal', { ...mexican, extra: 1 })).statusCode).toBe(400);
    expect((await save(admin, 'legal', { ...mexican, line1: 'x'.repeat(101) })).statusCode).toBe(
      400,
    );
  });
});

describe('concurrent saves', () => {
  it('ends 16 identical saves at once as one: one row, one time it was set', async () => {
    const admin = await person('admin', COMPANY.canada);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => save(admin, 'shipping', canadian)),
    );
    const bodies = answers.map((answer) => body<CompanyAddresses>(answer));
    const times = new Set(bodies.map((b) => b.addresses[0]?.updatedAt));
    expect(times.size).toBe(1);
    const rows = await sqlRows<{ count: number | string }>(
      server.db,
      `SELECT count(*) AS count FROM company_addresses WHERE company_id = $1`,
      [COMPANY.canada],
    );
    expect(Number(rows[0]?.count)).toBe(1);
    // Saving it again later changes nothing either.
    const again = body<CompanyAddresses>(await save(admin, 'shipping', canadian));
    expect(again.addresses[0]?.updatedAt).toBe([...times][0]);
  });
});

describe('the countries and states calls', () => {
  it('lists the address countries with what their forms ask', async () => {
    const employee = await person('employee', COMPANY.northwind);
    const { countries } = body<Countries>(await employee.call('GET', '/web/countries'));
    expect(countries.map((c) => c.code)).toEqual(['US', 'MX', 'BR', 'CO', 'CA', 'GB']);
    expect(countries.find((c) => c.code === 'MX')).toMatchObject({
      asksColonia: true,
      hasStates: true,
    });
    expect(countries.find((c) => c.code === 'GB')).toMatchObject({
      asksColonia: false,
      hasStates: false,
    });
  });

  it("names a country's states in the caller's language", async () => {
    const employee = await person('employee', COMPANY.northwind);
    const states = body<States>(
      await employee.call('GET', '/web/states?countryCode=CA', undefined, { lang: 'es' }),
    );
    expect(states.states).toHaveLength(13);
    expect(states.states.find((s) => s.code === 'QC')?.name).toBe('Quebec');
    const us = body<States>(
      await employee.call('GET', '/web/states?countryCode=US', undefined, { lang: 'pt' }),
    );
    expect(us.states.find((s) => s.code === 'CA')?.name).toBe('Califórnia');
    expect((await employee.call('GET', '/web/states?countryCode=FR')).statusCode).toBe(400);
  });
});

describe('the card order', () => {
  it('offers the saved addresses, shipping first, and ships to the one chosen', async () => {
    const admin = await person('admin', COMPANY.mexico);
    body<CompanyAddresses>(await save(admin, 'legal', mexican));
    body<CompanyAddresses>(await save(admin, 'shipping', american));
    const view = body<CardOrderView>(await admin.call('GET', '/web/cards/card-order'));
    expect(view.savedAddresses.map((entry) => entry.kind)).toEqual(['shipping', 'legal']);
    expect(view.companyAddress).toMatchObject({ line1: '500 Howard St', postalCode: '94105-1234' });
    expect(view.savedAddresses[1]?.address).toMatchObject({
      line2: 'Piso 5, Juárez',
      state: 'CMX',
      postalCode: '06600',
    });

    const refused = await admin.call('POST', '/web/cards/card-order', {
      shipTo: 'physical',
      rush: false,
    });
    expect(refused.statusCode).toBe(400);
    const placed = body<{ order: { address: { line1: string } } }>(
      await admin.call('POST', '/web/cards/card-order', { shipTo: 'legal', rush: false }),
      201,
    );
    expect(placed.order.address.line1).toBe('Av. Paseo de la Reforma 222');
  });
});
