import type {
  ActionType,
  Captcha,
  NotificationType,
  TwoFactorMethod,
  TwoFactorMethods,
} from '@outlay/api-client';
import type { CodeStepContext } from '../kernel/code-step';

export interface VerificationInput {
  /** The sensitive action the code is for. */
  actionType: ActionType;
  /** The card the action is about, when it is about one. */
  cardLastFourDigits?: string;
  /** The user's methods and the default one, as the app holds them (two-factor-methods). */
  methods: TwoFactorMethods;
}

export interface VerificationContext extends CodeStepContext {
  actionType: ActionType;
  cardLastFourDigits: string | undefined;
  /** The user's methods (with where each sends its code, masked) when the dialog opened. */
  methods: TwoFactorMethod[];
  method: NotificationType;
  /** Shown only when the bot check answered CAPTCHA. */
  captcha: Captcha | null;
  code: string;
  captchaAnswer: string;
  /** The required-field message is due (a missing code was checked). */
  codeMissing: boolean;
  actionCode: string | null;
}

export type VerificationEvent =
  | { type: 'code.changed'; code: string }
  | { type: 'code.checked' }
  | { type: 'captcha.changed'; answer: string }
  | { type: 'code.confirmed' }
  | { type: 'resend.requested' }
  | { type: 'method.chosen'; method: NotificationType }
  | { type: 'retry.requested' }
  | { type: 'verification.cancelled' };

/** The action code for the action, or null when the user gave up (or was blocked). */
export type VerificationOutput = string | null;
