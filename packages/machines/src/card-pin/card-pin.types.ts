import type { ApiError } from '@outlay/api-client';
import type { CardPinProblem } from '@outlay/rules';

export interface CardPinInput {
  cardId: number;
  lastFour: string;
}

export interface CardPinContext {
  cardId: number;
  lastFour: string;
  pin: string;
  confirmPin: string;
  /** What the last submit found, by the rules the server applies too. */
  problem: CardPinProblem | null;
  error: ApiError | null;
}

export type CardPinEvent =
  | { type: 'pin.changed'; pin: string }
  | { type: 'confirm.changed'; confirmPin: string }
  | { type: 'pin.submitted' }
  | { type: 'verification.granted'; actionCode: string }
  | { type: 'verification.cancelled' };

export type CardPinEmitted =
  /** The screen opens the verification dialog for the card and answers with the outcome. */
  { type: 'verification.needed'; cardLastFourDigits: string } | { type: 'pin.set' };
