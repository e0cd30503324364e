import type { Recipient, RecipientDetails, RecipientInput } from '@outlay/api-client/schema';
import {
  type BankDetails,
  type BankField,
  bankCountryOf,
  bankDetailsProblems,
  bankNameOf,
  normaliseBankDetails,
} from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { Selectable } from 'kysely';
import type { PaymentRecipients } from '../db/schema.js';

/** Who works with the company's recipients and payments: an admin of it. */
export interface PaymentsOwner {
  companyId: number;
  userId: number;
}

export type RecipientRow = Selectable<PaymentRecipients>;

const notFound = () => new AppError(404, 'NOT_FOUND', 'payments.recipientNotFound');

/** The details as the row keeps them. */
export function detailsOf(row: RecipientRow): RecipientDetails {
  switch (row.scheme) {
    case 'clabe':
      return { scheme: 'clabe', clabe: row.clabe_number ?? '' };
    case 'us':
      return {
        scheme: 'us',
        routingNumber: row.routing_number ?? '',
        accountNumber: row.account_number ?? '',
      };
    default:
      return { scheme: 'iban', iban: row.iban ?? '', bic: row.swift_bic ?? '' };
  }
}

/** A checksum-valid CLABE of a bank clabe-validator does not know warns; it does not block. */
function warningsOf(details: RecipientDetails): Recipient['warnings'] {
  return details.scheme === 'clabe' && bankNameOf(details) === null ? ['unknownBank'] : [];
}

export function recipientOf(row: RecipientRow): Recipient {
  const details = detailsOf(row);
  return {
    id: row.id,
    name: row.name,
    bankName: row.bank_name,
    bankCountry: row.bank_country_code,
    details,
    warnings: warningsOf(details),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The recipient as it is stored: the numbers checked by @outlay/rules (an unknown CLABE bank
 * only warns), the bank's name from the numbers when they name it, else the one typed.
 */
function checked(input: RecipientInput, lang: Lang) {
  const details = normaliseBankDetails(input.details) as RecipientDetails & BankDetails;
  const problems = bankDetailsProblems(details);
  // An unknown bank code is a warning here (the admin may know a bank newer than the table).
  if (problems.clabe === 'bank') delete problems.clabe;
  const [first] = Object.entries(problems) as [BankField, string][];
  if (first) {
    const [field, problem] = first;
    throw new AppError(400, 'VALIDATION', `bankAccount.${problem}` as MessageKey, {
      field: translate(lang, `bankAccount.field.${field}`),
    });
  }
  const bankName = bankNameOf(details) ?? input.bankName?.trim();
  if (!bankName) throw new AppError(400, 'VALIDATION', 'payments.bankNameRequired');
  const name = input.name.trim();
  return {
    name,
    bank_name: bankName,
    bank_country_code: bankCountryOf(details),
    scheme: details.scheme,
    clabe_number: details.scheme === 'clabe' ? details.clabe : null,
    routing_number: details.scheme === 'us' ? details.routingNumber : null,
    account_number: details.scheme === 'us' ? details.accountNumber : null,
    iban: details.scheme === 'iban' ? details.iban : null,
    swift_bic: details.scheme === 'iban' ? details.bic : null,
  };
}

/** Saved recipients (issue 40): every read and change scoped by the admin's company. */
export function createRecipients(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async list(owner: PaymentsOwner, search?: string): Promise<Recipient[]> {
      let query = kyselyOf(db)
        .selectFrom('payment_recipients')
        .selectAll()
        .where('company_id', '=', owner.companyId)
        .where('removed_at', 'is', null);
      const words = search?.trim();
      if (words) {
        const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('name', 'ilike', like),
            eb('bank_name', 'ilike', like),
            eb('clabe_number', 'like', like),
            eb('account_number', 'like', like),
            eb('iban', 'ilike', like),
          ]),
        );
      }
      const rows = await query.orderBy('name').orderBy('id').limit(500).execute();
      return rows.map(recipientOf);
    },

    async byId(tx: Db, owner: PaymentsOwner, id: number): Promise<RecipientRow> {
      const row = await kyselyOf(tx)
        .selectFrom('payment_recipients')
        .selectAll()
        .where('id', '=', id)
        .where('company_id', '=', owner.companyId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw notFound();
      return row;
    },

    async create(owner: PaymentsOwner, input: RecipientInput, lang: Lang): Promise<Recipient> {
      const now = clock.now();
      const row = await kyselyOf(db)
        .insertInto('payment_recipients')
        .values({
          ...checked(input, lang),
          company_id: owner.companyId,
          created_by: owner.userId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return recipientOf(row);
    },

    async update(
      owner: PaymentsOwner,
      id: number,
      input: RecipientInput,
      lang: Lang,
    ): Promise<Recipient> {
      const row = await kyselyOf(db)
        .updateTable('payment_recipients')
        .set({ ...checked(input, lang), updated_at: clock.now() })
        .where('id', '=', id)
        .where('company_id', '=', owner.companyId)
        .where('removed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return recipientOf(row);
    },

    async remove(owner: PaymentsOwner, id: number): Promise<void> {
      const rows = await kyselyOf(db)
        .updateTable('payment_recipients')
        .set({ removed_at: clock.now() })
        .where('id', '=', id)
        .where('company_id', '=', owner.companyId)
        .where('removed_at', 'is', null)
        .returning('id')
        .execute();
      if (rows.length === 0) throw notFound();
    },
  };
}

export type Recipients = ReturnType<typeof createRecipients>;
