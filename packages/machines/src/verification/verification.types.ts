import type {
  ActionType,
  ApiError,
  Captcha,
  NotificationType,
  OutlayClient,
  TwoFactorMethod,
} from '@outlay/api-client';

export interface VerificationInput {
  client: OutlayClient;
  /** The sensitive action the code is for. */
  actionType: ActionType;
  /** The card the action is about, when it is about one. */
  cardLastFourDigits?: string;
}

export interface VerificationContext {
  client: OutlayClient;
  actionType: ActionType;
  cardLastFourDigits: string | undefined;
  /** The user's methods as the server reported them when the dialog opened. */
  methods: TwoFactorMethod[];
  method: NotificationType | null;
  /** Shown only when the bot check answered CAPTCHA. */
  captcha: Captcha | null;
  code: string;
  captchaAnswer: string;
  /** Codes sent for the current method; a resend shows 'Code sent successfully'. */
  codesSent: number;
  /** How long after the last code the server sends another (the app counts Resend down). */
  resendAfterSeconds: number;
  /** Where the last code went (masked). */
  destination: string | null;
  /** The required-field message is due (a missing code was checked). */
  codeMissing: boolean;
  error: ApiError | null;
  actionCode: string | null;
}

export type VerificationEvent =
  | { type: 'code.changed'; code: string }
  | { type: 'code.checked' }
  | { type: 'captcha.changed'; answer: string }
  | { type: 'confirm.pressed' }
  | { type: 'resend.requested' }
  | { type: 'method.chosen'; method: NotificationType }
  | { type: 'retry.requested' }
  | { type: 'verification.cancelled' };

/** The action code for the action, or null when the user gave up (or was blocked). */
export type VerificationOutput = string | null;
