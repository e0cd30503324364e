import type { components } from '@outlay/api-client/schema';
import {
  ADDRESS_RULES,
  asksColonia,
  COMPANY_ADDRESS_COUNTRIES,
  COMPANY_ADDRESS_KINDS,
  type CompanyAddressKind,
  companyAddressProblems,
  subdivisionName,
  tidyCompanyAddress,
} from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError, type FieldMessages } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';

type Schemas = components['schemas'];
type Address = Schemas['CompanyAddress'];

/** Whose addresses: always the signed-in person's company. */
export interface AddressOwner {
  companyId: number;
  userId: number;
}

const FIELDS = [
  'line1',
  'line2',
  'unit',
  'county',
  'city',
  'state',
  'postalCode',
  'country',
] as const;

/** A refusal naming every field that breaks its country's rule, in the caller's words. */
function refuse(problems: ReturnType<typeof companyAddressProblems>): AppError {
  const fields: FieldMessages = {};
  for (const field of FIELDS) {
    const problem = problems[field];
    if (!problem) continue;
    fields[`address.${field}`] = {
      key:
        problem === 'required'
          ? 'addresses.fieldRequired'
          : problem === 'tooLong'
            ? 'addresses.fieldTooLong'
            : field === 'postalCode'
              ? 'addresses.invalidPostalCode'
              : field === 'state'
                ? 'addresses.invalidState'
                : 'addresses.invalidCountry',
    };
  }
  return new AppError(400, 'VALIDATION', 'addresses.invalid', {}, {}, fields);
}

/**
 * The company's legal, physical and shipping addresses (/settings/addresses), one row of each
 * kind; and the countries and states calls their forms read. The card order offers them.
 */
export function createCompanyAddresses(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const rowsOf = (companyId: number, on: Db = db) =>
    kyselyOf(on)
      .selectFrom('company_addresses')
      .select([
        'kind',
        'line1',
        'line2',
        'unit',
        'county',
        'city',
        'state',
        'postal_code',
        'country',
        'updated_at',
      ])
      .where('company_id', '=', companyId)
      .execute();

  async function list(companyId: number, on: Db = db): Promise<Schemas['CompanyAddresses']> {
    const rows = await rowsOf(companyId, on);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    return {
      addresses: COMPANY_ADDRESS_KINDS.flatMap((kind) => {
        const row = byKind.get(kind);
        if (!row) return [];
        return [
          {
            kind,
            address: {
              line1: row.line1,
              line2: row.line2,
              unit: row.unit,
              county: row.county,
              city: row.city,
              state: row.state,
              postalCode: row.postal_code,
              country: row.country,
            },
            updatedAt: row.updated_at.toISOString(),
          },
        ];
      }),
    };
  }

  return {
    list,

    countries(): Schemas['Countries'] {
      return {
        countries: COMPANY_ADDRESS_COUNTRIES.map((code) => ({
          code,
          hasStates: ADDRESS_RULES[code].states.length > 0,
          stateRequired: ADDRESS_RULES[code].stateRequired,
          asksColonia: asksColonia(code),
          postalCodeExample: ADDRESS_RULES[code].postalCodeExample,
        })),
      };
    },

    states(countryCode: Schemas['AddressCountry'], lang: Lang): Schemas['States'] {
      return {
        countryCode,
        states: ADDRESS_RULES[countryCode].states.map((code) => ({
          code,
          name: subdivisionName(countryCode, code, lang),
        })),
      };
    },

    /**
     * Keep one address, checked by its country's rules. An unchanged address is not written
     * again, and the write is one upsert on the company and kind, so identical saves at once
     * leave one row and one `updatedAt`.
     */
    async save(owner: AddressOwner, kind: CompanyAddressKind, sent: Address) {
      const address = tidyCompanyAddress(sent);
      const problems = companyAddressProblems(address);
      if (Object.keys(problems).length > 0) throw refuse(problems);
      const values = {
        line1: address.line1,
        line2: address.line2,
        unit: address.unit,
        county: address.county,
        city: address.city,
        state: address.state,
        postal_code: address.postalCode,
        country: address.country,
      };
      return db.transaction(async (tx) => {
        await kyselyOf(tx)
          .insertInto('company_addresses')
          .values({
            company_id: owner.companyId,
            kind,
            ...values,
            updated_by: owner.userId,
            updated_at: clock.now(),
          })
          .onConflict((oc) =>
            oc
              .columns(['company_id', 'kind'])
              .doUpdateSet((eb) => ({
                line1: eb.ref('excluded.line1'),
                line2: eb.ref('excluded.line2'),
                unit: eb.ref('excluded.unit'),
                county: eb.ref('excluded.county'),
                city: eb.ref('excluded.city'),
                state: eb.ref('excluded.state'),
                postal_code: eb.ref('excluded.postal_code'),
                country: eb.ref('excluded.country'),
                updated_by: eb.ref('excluded.updated_by'),
                updated_at: eb.ref('excluded.updated_at'),
              }))
              // The same address again is no change: its row, and when it was set, stay.
              .where((eb) =>
                eb.or(
                  (Object.keys(values) as (keyof typeof values)[]).map((column) =>
                    eb(
                      `company_addresses.${column}`,
                      'is distinct from',
                      eb.ref(`excluded.${column}`),
                    ),
                  ),
                ),
              ),
          )
          .execute();
        return list(owner.companyId, tx);
      });
    },
  };
}

export type CompanyAddresses = ReturnType<typeof createCompanyAddresses>;
