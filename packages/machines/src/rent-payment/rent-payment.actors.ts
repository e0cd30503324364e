import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import { rentPaidByClabe } from './rent-payment.draft';
import type { RentDraft } from './rent-payment.types';

/** Paying rent's call, built once on the client the app (or a test) gives. */
export const rentPaymentActors = (client: OutlayClient) => ({
  /** Charges the card and sends the payout; the same key always answers the same payment. */
  createRentPayment: fromPromise(
    async ({
      input,
    }: {
      input: {
        draft: RentDraft;
        currency: string;
        mexicanTaxes: boolean;
        amountMinor: number;
        fee: number;
        idempotencyKey: string;
        actionCode: string;
      };
    }) => {
      const { draft } = input;
      const bank = draft.payoutMethod === 'bank';
      return unwrap(
        client.POST('/v2/web/rent/payments', {
          body: {
            idempotencyKey: input.idempotencyKey,
            landlordName: draft.landlordName.trim(),
            landlordAddress: draft.landlordAddress.trim(),
            payoutMethod: draft.payoutMethod,
            ...(bank && rentPaidByClabe(input.currency)
              ? { clabe: draft.clabe.replace(/[\s-]/g, '') }
              : bank
                ? {
                    routingNumber: draft.routingNumber.trim(),
                    accountNumber: draft.accountNumber.trim(),
                  }
                : {}),
            propertyAddress: draft.propertyAddress.trim(),
            frequency: draft.frequency,
            amountMinor: input.amountMinor,
            fee: input.fee,
            cardId: draft.cardId ?? 0,
            ...(draft.lease ? { leaseDocumentId: draft.lease.id } : {}),
            ...(input.mexicanTaxes
              ? {
                  landlordKind: draft.landlordKind,
                  propertyUse: draft.propertyUse,
                  landlordRfc: draft.landlordRfc.trim().toUpperCase(),
                }
              : {}),
            actionCode: input.actionCode,
          },
        }),
      );
    },
  ),
});
