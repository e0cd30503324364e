import type { AgreementConfig, ApiError } from '@outlay/api-client';

/** One document to agree to, whichever provider serves it. */
export interface TermsDocumentCard {
  id: string;
  title: string;
  /** The PDF, opened in a new tab. */
  link: string;
}

export interface TermsContext {
  config: AgreementConfig | null;
  documents: TermsDocumentCard[];
  agreed: boolean;
  error: ApiError | null;
}

export type TermsEvent =
  | { type: 'agreement.toggled'; agreed: boolean }
  | { type: 'agreement.confirmed' }
  | { type: 'retry.requested' };
