import { randomUUID } from 'node:crypto';
import type { SandboxEnvelope } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { ESignatureAdapter, EnvelopeEvent, EnvelopeFields } from './provider.js';

/** The order the document prints its fields in. */
const FIELD_ORDER = ['payor', 'payee', 'bank', 'account', 'currency', 'reference'] as const;
const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

export interface ESignatureSandboxPage {
  envelope(envelopeId: string, lang: Lang): Promise<SandboxEnvelope>;
  complete(
    envelopeId: string,
    signature: string,
    signedFrom: string,
    lang: Lang,
  ): Promise<SandboxEnvelope>;
  decline(envelopeId: string, reason: string | undefined, lang: Lang): Promise<SandboxEnvelope>;
}

export type ESignatureSandbox = ESignatureAdapter & ESignatureSandboxPage;

const notFound = () => new AppError(404, 'NOT_FOUND', 'eSignature.notWaiting');
const notWaiting = () => new AppError(409, 'LINK_INVALID', 'eSignature.notWaiting');

function toContract(row: EnvelopeRow, lang: Lang): SandboxEnvelope {
  const params = {
    payor: row.fields.payor,
    payee: row.fields.payee,
    currency: row.fields.currency,
  };
  const text = (part: string) =>
    translate(lang, `eSignature.${row.document}.${part}` as MessageKey, params);
  return {
    envelopeId: row.id,
    status: row.status,
    agreement: row.agreement,
    title: text('title'),
    paragraphs: PARAGRAPHS.map(text),
    fields: FIELD_ORDER.map((field) => ({
      label: translate(lang, `eSignature.field.${field}`),
      value: row.fields[field],
    })),
    signerName: row.signer_name,
    returnUrl: row.return_url,
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

async function loadEnvelope(target: Db, envelopeId: string, lock = false) {
  // The envelope's id is its only key, as at the provider (its API, its signing page).
  const row = await kyselyAcrossCompanies(target)
    .selectFrom('e_signature_sandbox_envelopes')
    .select((eb) => [
      'id',
      'company_id',
      'account_id',
      'agreement',
      'document',
      // Written by send() from an EnvelopeRequest.
      eb.ref('fields').$castTo<EnvelopeFields>().as('fields'),
      'signer_name',
      'return_url',
      'status',
      'completed_at',
    ])
    .where('id', '=', envelopeId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

type EnvelopeRow = Awaited<ReturnType<typeof loadEnvelope>>;

/**
 * The local sandbox of the e-signature provider: envelopes are kept in a table of its own
 * (`e_signature_sandbox_envelopes`), its signing page (`/client/sandbox/e-signature/{id}`) can
 * sign with a typed name, decline, or be left; signing and declining reach Outlay at once, as
 * the provider's webhook would, in the same transaction as the envelope's new status.
 */
export function createSandboxESignature(db: Db, clock: Clock): ESignatureSandbox {
  const listeners: ((tx: Db, event: EnvelopeEvent) => Promise<void>)[] = [];

  /** Moves a waiting envelope to its end and tells Outlay, all or nothing. */
  async function finish(
    envelopeId: string,
    status: 'completed' | 'declined',
    columns: { signature: string | null; signedFrom: string | null; reason: string | null },
    lang: Lang,
  ) {
    return db.transaction(async (tx) => {
      const row = await loadEnvelope(tx, envelopeId, true);
      if (row.status !== 'sent') throw notWaiting();
      const at = clock.now();
      await kyselyOf(tx)
        .updateTable('e_signature_sandbox_envelopes')
        .set({
          status,
          signature: columns.signature,
          signed_from: columns.signedFrom,
          decline_reason: columns.reason,
          completed_at: at,
        })
        .where('id', '=', envelopeId)
        .where('company_id', '=', row.company_id)
        .execute();
      const event: EnvelopeEvent = {
        envelopeId,
        accountId: row.account_id,
        companyId: row.company_id,
        agreement: row.agreement,
        status,
        at,
      };
      for (const listener of listeners) await listener(tx, event);
      return toContract({ ...row, status, completed_at: at }, lang);
    });
  }

  const signingUrl = (envelopeId: string) => `/client/sandbox/e-signature/${envelopeId}`;

  return {
    signingUrl,

    onEvent(listener) {
      listeners.push(listener);
    },

    async send(request) {
      const envelopeId = randomUUID();
      await kyselyOf(db)
        .insertInto('e_signature_sandbox_envelopes')
        .values({
          id: envelopeId,
          company_id: request.companyId,
          account_id: request.accountId,
          agreement: request.agreement,
          document: request.document,
          fields: JSON.stringify(request.fields),
          signer_name: request.signer.name,
          signer_email: request.signer.email,
          return_url: request.returnUrl,
          status: 'sent',
          created_at: clock.now(),
        })
        .execute();
      return { envelopeId, signingUrl: signingUrl(envelopeId) };
    },

    async void(target, envelopeId) {
      // As in load: the provider knows an envelope by its id alone.
      await kyselyAcrossCompanies(target)
        .updateTable('e_signature_sandbox_envelopes')
        .set({ status: 'voided' })
        .where('id', '=', envelopeId)
        .where('status', '=', 'sent')
        .execute();
    },

    async envelope(envelopeId, lang) {
      return toContract(await loadEnvelope(db, envelopeId), lang);
    },

    complete: (envelopeId, signature, signedFrom, lang) =>
      finish(
        envelopeId,
        'completed',
        { signature: signature.trim(), signedFrom, reason: null },
        lang,
      ),

    decline: (envelopeId, reason, lang) =>
      finish(
        envelopeId,
        'declined',
        { signature: null, signedFrom: null, reason: reason ?? null },
        lang,
      ),
  };
}
