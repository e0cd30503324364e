import type { AgreementSigning } from '@outlay/api-client/schema';
import { agreementKindOf, agreementStatus, maskAccountNumber } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type {
  AgreementDocument,
  ESignatureAdapter,
  EnvelopeEvent,
} from '../e-signature/provider.js';
import { AppError } from '../http/errors.js';
import { type AccountRow, accountOf, toAccount } from './autopay-accounts.js';
import type { BankingOwner } from './attach-accounts.js';

/** Outlay as the payee the documents name. */
export const PAYEE = 'Outlay';

const DOCUMENTS: Record<AccountRow['region_flag'], AgreementDocument | null> = {
  canada: 'pad-ca',
  ca: 'pad-ca',
  mx: 'pad-mx',
  uk: 'ddi-uk',
  eu: 'sepa-eu',
  usa: null,
};

/** Where the signing page sends the signer back: the billing page's signing step. */
export const returnUrlOf = (accountId: number) =>
  `/client/billing?step=sign&account=${String(accountId)}`;

/** What the account's agreement fields say, read as the contract shows them. */
const statusOf = (row: AccountRow, now: Date) => agreementStatus(toAccount(row), now);

/**
 * The auto-debit account's agreement (spec part 1 §4.4): a PAD agreement in Canada and Mexico,
 * a Direct Debit Instruction in the UK and the euro area, none in the USA, signed through the
 * e-signature provider. A request is in progress for 5 minutes: asked again within them it
 * gives the same signing page; after them a new envelope replaces the old. The provider's news
 * sets the agreement: DONE when signed, PENDING again when declined.
 */
export function createAgreements(deps: { db: Db; clock: Clock; eSignature: ESignatureAdapter }) {
  const { db, clock, eSignature } = deps;

  eSignature.onEvent(async (tx: Db, event: EnvelopeEvent) => {
    const short = event.envelopeId.slice(0, 8).toUpperCase();
    if (event.status === 'declined') {
      await kyselyOf(tx)
        .updateTable('autopay_bank_accounts')
        .set({ pad_requested_at: null })
        .where('id', '=', event.accountId)
        .where('company_id', '=', event.companyId)
        .where('agreement_envelope_id', '=', event.envelopeId)
        .execute();
      return;
    }
    const day = event.at.toISOString().slice(0, 10).replaceAll('-', '');
    await kyselyOf(tx)
      .updateTable('autopay_bank_accounts')
      .set({
        pad_document: event.agreement === 'PAD' ? `PAD-${day}-${short}.pdf` : null,
        user_agreement_id: event.agreement === 'DDI' ? `DDI-${short}` : null,
      })
      .where('id', '=', event.accountId)
      .where('company_id', '=', event.companyId)
      .where('agreement_envelope_id', '=', event.envelopeId)
      .execute();
  });

  /** The request's account, refused (409) when it has nothing to sign. */
  function checkSignable(row: AccountRow) {
    if (!row.auto_debit) {
      throw new AppError(409, 'CONFLICT', 'banking.agreementNotAutoDebit', {
        currency: row.currency,
      });
    }
    const agreement = agreementKindOf(row.region_flag);
    const document = DOCUMENTS[row.region_flag];
    if (!agreement || !document) throw new AppError(409, 'CONFLICT', 'banking.agreementNotNeeded');
    if (statusOf(row, clock.now()) === 'DONE') {
      throw new AppError(409, 'CONFLICT', 'banking.agreementSigned');
    }
    return { agreement, document };
  }

  function reused(row: AccountRow, envelopeId: string): AgreementSigning {
    const agreement = agreementKindOf(row.region_flag);
    if (!agreement || row.pad_requested_at === null) throw new Error('not a signing request');
    return {
      accountId: row.id,
      agreement,
      envelopeId,
      signingUrl: eSignature.signingUrl(envelopeId),
      padRequestedAt: new Date(row.pad_requested_at).toISOString(),
      reused: true,
    };
  }

  const inProgress = (row: AccountRow) =>
    statusOf(row, clock.now()) === 'IN_PROGRESS' ? row.agreement_envelope_id : null;

  return {
    async request(owner: BankingOwner, accountId: number): Promise<AgreementSigning> {
      const row = await accountOf(db, owner.companyId, accountId);
      const { agreement, document } = checkSignable(row);
      const running = inProgress(row);
      if (running) return reused(row, running);

      const signer = await kyselyOf(db)
        .selectFrom('users as u')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .select(['c.name as company_name', 'u.first_name', 'u.last_name', 'u.email'])
        .where('u.id', '=', owner.userId)
        .where('u.company_id', '=', owner.companyId)
        .executeTakeFirst();
      if (!signer) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
      // The provider is called outside the transaction, as a service over the network is.
      const sent = await eSignature.send({
        companyId: owner.companyId,
        accountId,
        agreement,
        document,
        fields: {
          payor: signer.company_name,
          payee: PAYEE,
          bank: row.bank_name ?? row.bank_country,
          account: maskAccountNumber(row.account_number),
          currency: row.currency,
          reference: `OUT-${String(owner.companyId)}-${String(accountId)}`,
        },
        signer: { name: `${signer.first_name} ${signer.last_name}`, email: signer.email },
        returnUrl: returnUrlOf(accountId),
      });
      return db.transaction(async (tx) => {
        const locked = await accountOf(tx, owner.companyId, accountId, { lock: true });
        checkSignable(locked);
        // Another request got there first: its page stands, ours is withdrawn.
        const raced = inProgress(locked);
        if (raced) {
          await eSignature.void(tx, sent.envelopeId);
          return reused(locked, raced);
        }
        if (locked.agreement_envelope_id) await eSignature.void(tx, locked.agreement_envelope_id);
        const requestedAt = clock.now();
        await kyselyOf(tx)
          .updateTable('autopay_bank_accounts')
          .set({ pad_requested_at: requestedAt, agreement_envelope_id: sent.envelopeId })
          .where('id', '=', accountId)
          .where('company_id', '=', owner.companyId)
          .execute();
        return {
          accountId,
          agreement,
          envelopeId: sent.envelopeId,
          signingUrl: sent.signingUrl,
          padRequestedAt: requestedAt.toISOString(),
          reused: false,
        };
      });
    },
  };
}
