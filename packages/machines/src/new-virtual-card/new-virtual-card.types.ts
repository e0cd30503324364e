import type {
  ApiError,
  CardDetails,
  CardSecrets,
  CardLimitPeriod,
  CardLimitScope,
  CardMerchant,
  ExpenseCategory,
} from '@outlay/api-client';

export interface NewVirtualCardInput {
  /** The issuer's maximum for a card name (spec part 2 §9): typing stops there. */
  nameMaxLength: number;
  /** Preselected holder (an admin chooses anyone; others create their own: null). */
  holderId: string | null;
  /** Only an admin chooses where a card may spend; others get their role's defaults. */
  canChooseScope: boolean;
}

/** What a submit found missing or wrong in the form; null fields are fine. */
export interface NewCardFieldErrors {
  name: 'required' | null;
  spendLimit: 'invalid' | null;
  /** A limited scope with nothing chosen in it. */
  scope: 'merchantsRequired' | 'categoriesRequired' | 'tooManyMerchants' | null;
}

export interface NewVirtualCardContext {
  nameMaxLength: number;
  holderId: string | null;
  name: string;
  /** As typed; empty means the role's default limit. */
  spendLimit: string;
  limitPeriod: CardLimitPeriod;
  canChooseScope: boolean;
  /** Limit scope (spec part 2 §4): anywhere, only the merchants, or only the categories chosen. */
  limitScope: CardLimitScope;
  merchants: CardMerchant[];
  categories: ExpenseCategory[];
  fieldErrors: NewCardFieldErrors | null;
  card: CardDetails | null;
  /** The number and CVC while they are on screen; cleared when hidden. Never stored elsewhere. */
  secrets: CardSecrets | null;
  error: ApiError | null;
}

export type NewVirtualCardEvent =
  | { type: 'holder.changed'; holderId: string | null }
  | { type: 'name.changed'; name: string }
  | { type: 'limit.changed'; spendLimit: string }
  | { type: 'period.changed'; limitPeriod: CardLimitPeriod }
  | { type: 'scope.changed'; limitScope: CardLimitScope }
  | { type: 'merchant.added'; merchant: CardMerchant }
  | { type: 'merchant.removed'; merchantId: number }
  | { type: 'categories.changed'; categories: ExpenseCategory[] }
  | { type: 'card.submitted' }
  | { type: 'reveal.requested' }
  | { type: 'verification.granted'; actionCode: string }
  | { type: 'verification.cancelled' }
  | { type: 'secrets.hidden' };

export type NewVirtualCardEmitted =
  | { type: 'card.created'; card: CardDetails }
  /** The screen opens the verification dialog for this card and answers with the outcome. */
  | { type: 'verification.needed'; cardLastFourDigits: string };
