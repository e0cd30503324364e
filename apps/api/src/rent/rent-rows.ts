import type { RentLease, RentPayment } from '@outlay/api-client/schema';
import type { kyselyOf } from '../db/kysely.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';

/** The lease a row names (its document's public id and file name), or null. */
export function leaseOf(row: {
  lease_id: string | null;
  lease_name: string | null;
}): RentLease | null {
  return row.lease_id === null || row.lease_name === null
    ? null
    : { id: row.lease_id, name: row.lease_name };
}

/** The company's rent payments with their card and lease, as the page shows them. */
export function paymentsQuery(q: ReturnType<typeof kyselyOf>, companyId: number) {
  return q
    .selectFrom('rent_payments as p')
    .innerJoin('cards as c', (join) =>
      join.onRef('c.id', '=', 'p.card_id').onRef('c.company_id', '=', 'p.company_id'),
    )
    .leftJoin('company_documents as l', (join) =>
      join.onRef('l.id', '=', 'p.lease_document_id').onRef('l.company_id', '=', 'p.company_id'),
    )
    .select([
      'p.id',
      'p.landlord_name',
      'p.landlord_address',
      'p.payout_method',
      'p.bank_account_number',
      'p.bank_clabe',
      'p.property_address',
      'p.frequency',
      'p.currency',
      'p.amount_minor',
      'p.fee_minor',
      'p.net_minor',
      'p.iva_minor',
      'p.isr_withheld_minor',
      'p.iva_withheld_minor',
      'p.landlord_kind',
      'p.property_use',
      'p.landlord_rfc',
      'p.landlord_cfdi_uuid',
      'p.landlord_cfdi_received_at',
      'p.status',
      'p.entry_id',
      'p.failure_reason',
      'p.created_at',
      'p.settled_at',
      'l.public_id as lease_id',
      'l.file_name as lease_name',
      'c.id as card_id',
      'c.name as card_name',
      'c.last_four as card_last_four',
      'c.card_type',
    ])
    .where('p.company_id', '=', companyId);
}

/** One row of paymentsQuery. */
type PaymentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof paymentsQuery>['executeTakeFirst']>>
>;

export function paymentView(row: PaymentRow, lang: Lang): RentPayment {
  const mexican =
    row.landlord_kind !== null && row.property_use !== null && row.landlord_rfc !== null;
  return {
    id: row.id,
    status: row.status,
    landlordName: row.landlord_name,
    landlordAddress: row.landlord_address,
    payoutMethod: row.payout_method,
    accountEnding: (row.bank_account_number ?? row.bank_clabe)?.slice(-4) ?? null,
    propertyAddress: row.property_address,
    frequency: row.frequency,
    currency: row.currency,
    amount: row.amount_minor,
    fee: row.fee_minor,
    total: row.net_minor + row.fee_minor,
    net: row.net_minor,
    taxes: mexican
      ? {
          landlordKind: row.landlord_kind ?? 'person',
          propertyUse: row.property_use ?? 'commercial',
          landlordRfc: row.landlord_rfc ?? '',
          iva: row.iva_minor,
          isrWithheld: row.isr_withheld_minor,
          ivaWithheld: row.iva_withheld_minor,
        }
      : null,
    lease: leaseOf(row),
    landlordCfdi: mexican
      ? {
          status: row.landlord_cfdi_uuid === null ? 'pending' : 'received',
          uuid: row.landlord_cfdi_uuid,
          receivedAt: row.landlord_cfdi_received_at?.toISOString() ?? null,
        }
      : null,
    card: {
      id: row.card_id,
      name: row.card_name,
      lastFour: row.card_last_four,
      cardType: row.card_type,
    },
    entryId: row.entry_id,
    failureReason: row.failure_reason
      ? translate(lang, `rent.reason.${row.failure_reason}` as MessageKey)
      : null,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}
