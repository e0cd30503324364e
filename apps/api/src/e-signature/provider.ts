import type { AgreementKind } from '@outlay/rules';
import type { Db } from '../db/db.js';

/** The documents Outlay sends for signature: a PAD (Canada, Mexico), a DDI (UK) or SEPA mandate (euro area). */
export type AgreementDocument = 'pad-ca' | 'pad-mx' | 'ddi-uk' | 'sepa-eu';

/** What the document says about the parties and the account, as printed on it. */
export interface EnvelopeFields {
  payor: string;
  payee: string;
  bank: string;
  account: string;
  currency: string;
  reference: string;
}

export interface EnvelopeRequest {
  companyId: number;
  accountId: number;
  agreement: AgreementKind;
  document: AgreementDocument;
  fields: EnvelopeFields;
  signer: { name: string; email: string };
  /** Where the signing page sends the signer back to. */
  returnUrl: string;
}

/** The provider's news about an envelope (its webhook), delivered in its own transaction. */
export interface EnvelopeEvent {
  envelopeId: string;
  accountId: number;
  companyId: number;
  agreement: AgreementKind;
  status: 'completed' | 'declined';
  at: Date;
}

/**
 * Outlay's calls to the e-signature provider ("a PAD signing request via an e-signature
 * provider", spec part 1 §7). Its default is a local sandbox with a signing page of its own.
 */
export interface ESignatureAdapter {
  /** Sends a document for signature; answers the envelope and the page the signer signs on. */
  send(request: EnvelopeRequest): Promise<{ envelopeId: string; signingUrl: string }>;
  /** The signing page of an envelope already sent. */
  signingUrl(envelopeId: string): string;
  /** Withdraws an envelope nobody signed: its page no longer signs. */
  void(target: Db, envelopeId: string): Promise<void>;
  /** Subscribes to completed and declined envelopes. */
  onEvent(listener: (tx: Db, event: EnvelopeEvent) => Promise<void>): void;
}
