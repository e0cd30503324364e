import type { CardServiceType } from '@outlay/api-client/schema';

/** The issuers behind the card services of spec part 1 §1. */
export type IssuerName = 'stripe' | 'tutuka' | 'marqeta' | 'galileo';

export function issuerOf(service: CardServiceType): IssuerName {
  if (service.startsWith('stripe')) return 'stripe';
  if (service.startsWith('tutuka')) return 'tutuka';
  if (service.startsWith('marqeta')) return 'marqeta';
  return 'galileo';
}

/** A card's state as issuers name it. */
export type IssuerCardStatus = 'active' | 'inactive' | 'pending' | 'canceled';

export interface IssueRequest {
  issuer: IssuerName;
  /** Who holds the card, as the issuer knows them (Outlay's public user id). */
  cardholderRef: string;
  cardType: 'virtual' | 'physical';
  /** The name printed or shown, already cut to the issuer's maximum. */
  name: string;
}

export interface IssuedCard {
  token: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  /** Virtual cards are active at once; physical ones are pending until delivered. */
  status: IssuerCardStatus;
}

export interface CardSecrets {
  cardNumber: string;
  cvc: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Why an issuer said no; the domain words it for the user. */
export type DeclineReason = 'declined' | 'holderLimit' | 'cardCanceled';

/** The issuer refused the request: nothing changed on its side. */
export class IssuerDeclined extends Error {
  constructor(readonly reason: DeclineReason) {
    super(`Card issuer declined: ${reason}`);
  }
}

/**
 * A card issuer (Stripe Issuing, Tutuka, Marqeta, Galileo). Outlay keeps only the token and the
 * last four digits it answers; the number, the CVC and the PIN stay on the issuer's side.
 */
export interface CardIssuer {
  issue(request: IssueRequest): Promise<IssuedCard>;
  setStatus(
    issuer: IssuerName,
    token: string,
    status: 'active' | 'inactive' | 'canceled',
  ): Promise<void>;
  reveal(issuer: IssuerName, token: string): Promise<CardSecrets>;
  setPin(issuer: IssuerName, token: string, pin: string): Promise<void>;
}
