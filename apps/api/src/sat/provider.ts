/** A CFDI invoice as the SAT data provider returns it. */
export interface CfdiInvoice {
  /** The fiscal id (UUID of the timbre fiscal digital). */
  uuid: string;
  issuerName: string;
  issuerRfc: string;
  receiverRfc: string;
  issuedAt: Date;
  total: number;
  currency: string;
  /** PUE: paid in one payment; PPD: in instalments, each a payment (complemento de pago). */
  paymentType: 'PUE' | 'PPD';
  payments: { createdAt: Date; amount: number; currency: string }[];
  /** The CFDI itself. */
  xml: string;
}

/** The provider's handle on a taxpayer's credentials. */
export interface SatLink {
  linkId: string;
}

/** The SAT said no to the credentials (a wrong RFC or CIEC): retrying changes nothing. */
export class SatRefusal extends Error {
  constructor(
    readonly code: 'INVALID_CREDENTIALS',
    detail: string,
  ) {
    super(detail);
    this.name = 'SatRefusal';
  }
}

/** The SAT or the provider did not answer as it should; try again later. */
export class SatUnavailable extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'SatUnavailable';
  }
}

/**
 * The SAT data provider (Satws-like) in front of the Mexican tax authority. Credentials are
 * handed over once and checked in the background; invoices are extracted page by page, which
 * takes minutes for a real taxpayer. Calls that wait are made from background jobs.
 */
export interface SatProvider {
  /** Hands the RFC and CIEC over for checking; answers at once, the verdict comes later. */
  createLink(input: { externalId: number; rfc: string; ciec: string }): Promise<SatLink>;
  /** Waits for the SAT's verdict on the credentials; refuses with INVALID_CREDENTIALS. */
  awaitLink(link: SatLink): Promise<void>;
  /** One page of the taxpayer's received invoices, newest first. */
  invoices(link: SatLink, page: number): Promise<{ invoices: CfdiInvoice[]; hasMore: boolean }>;
}
