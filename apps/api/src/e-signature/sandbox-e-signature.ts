import { randomUUID } from 'node:crypto';
import type { SandboxEnvelope, EnvelopeStatus } from '@outlay/api-client/schema';
import type { AgreementKind } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type {
  AgreementDocument,
  ESignatureAdapter,
  EnvelopeEvent,
  EnvelopeFields,
} from './provider.js';

interface EnvelopeRow extends Record<string, unknown> {
  id: string;
  company_id: number;
  account_id: number;
  agreement: AgreementKind;
  document: AgreementDocument;
  fields: EnvelopeFields;
  signer_name: string;
  return_url: string;
  status: EnvelopeStatus;
  completed_at: Date | string | null;
}

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
    completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
  };
}

/**
 * The local sandbox of the e-signature provider: envelopes are kept in a table of its own
 * (`e_signature_sandbox_envelopes`), its signing page (`/client/sandbox/e-signature/{id}`) can
 * sign with a typed name, decline, or be left; signing and declining reach Outlay at once, as
 * the provider's webhook would, in the same transaction as the envelope's new status.
 */
export function createSandboxESignature(db: Db, clock: Clock): ESignatureSandbox {
  const listeners: ((tx: Db, event: EnvelopeEvent) => Promise<void>)[] = [];

  async function load(target: Db, envelopeId: string, lock = false) {
    const [row] = await target.query<EnvelopeRow>(
      `SELECT id, company_id, account_id, agreement, document, fields, signer_name, return_url,
              status, completed_at
         FROM e_signature_sandbox_envelopes WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [envelopeId],
    );
    if (!row) throw notFound();
    return row;
  }

  /** Moves a waiting envelope to its end and tells Outlay, all or nothing. */
  async function finish(
    envelopeId: string,
    status: 'completed' | 'declined',
    columns: { signature: string | null; signedFrom: string | null; reason: string | null },
    lang: Lang,
  ) {
    return db.transaction(async (tx) => {
      const row = await load(tx, envelopeId, true);
      if (row.status !== 'sent') throw notWaiting();
      const at = clock.now();
      await tx.query(
        `UPDATE e_signature_sandbox_envelopes
            SET status = $2, signature = $3, signed_from = $4, decline_reason = $5, completed_at = $6
          WHERE id = $1`,
        [envelopeId, status, columns.signature, columns.signedFrom, columns.reason, at],
      );
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
      await db.query(
        `INSERT INTO e_signature_sandbox_envelopes
           (id, company_id, account_id, agreement, document, fields, signer_name, signer_email,
            return_url, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'sent', $10)`,
        [
          envelopeId,
          request.companyId,
          request.accountId,
          request.agreement,
          request.document,
          JSON.stringify(request.fields),
          request.signer.name,
          request.signer.email,
          request.returnUrl,
          clock.now(),
        ],
      );
      return { envelopeId, signingUrl: signingUrl(envelopeId) };
    },

    async void(target, envelopeId) {
      await target.query(
        `UPDATE e_signature_sandbox_envelopes SET status = 'voided' WHERE id = $1 AND status = 'sent'`,
        [envelopeId],
      );
    },

    async envelope(envelopeId, lang) {
      return toContract(await load(db, envelopeId), lang);
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
