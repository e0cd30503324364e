// Every flow QA can list, draw and walk: `pnpm qa:paths`, Storybook's Flows and the e2e walk
// read this list. A new machine is one entry: its id, its name, whether the design card names
// it, and its model (`<flow>.model.ts`, see flow-model.ts). A design-card flow not built yet
// has `model: null` and is reported as such.
import type { AnyStateMachine } from 'xstate';
import type { FlowModel } from './flow-model';

export interface FlowEntry {
  /** What `pnpm qa:paths <id>` takes, and the flow's folder. */
  id: string;
  title: string;
  /** One of the design card's flows: its model must reach every state and transition. */
  designCard: boolean;
  model: (() => Promise<FlowModel>) | null;
  /**
   * A machine built without a model here yet: its states and transitions are listed and drawn,
   * with no paths (its own model-based test walks it meanwhile).
   */
  machine?: () => Promise<AnyStateMachine>;
}

export const flows: readonly FlowEntry[] = [
  {
    id: 'login-gate',
    title: 'Login gate',
    designCard: true,
    model: async () => (await import('../login-gate/login-gate.model')).loginGateModel,
  },
  {
    id: 'login',
    title: 'Sign-in and 2FA',
    designCard: true,
    model: async () => (await import('../login/login.model')).loginModel,
  },
  {
    id: 'verification',
    title: 'Verification required (2FA and captcha)',
    designCard: true,
    model: async () => (await import('../verification/verification.model')).verificationModel,
  },
  {
    id: 'terms',
    title: 'Terms',
    designCard: true,
    model: async () => (await import('../terms/terms.model')).termsModel,
  },
  {
    id: 'pao',
    title: 'Primary Account Owner (PAO)',
    designCard: true,
    model: async () => (await import('../pao/pao.model')).paoModel,
  },
  {
    id: 'phone-verification',
    title: 'Phone verification',
    designCard: true,
    model: async () =>
      (await import('../phone-verification/phone-verification.model')).phoneVerificationModel,
  },
  {
    id: 'phone-change',
    title: 'Phone number change',
    designCard: false,
    model: async () => (await import('../phone-change/phone-change.model')).phoneChangeModel,
  },
  {
    id: 'delegate-registration',
    title: 'Delegate registration',
    designCard: false,
    model: async () =>
      (await import('../delegate-registration/delegate-registration.model'))
        .delegateRegistrationModel,
  },
  {
    id: 'autopay',
    title: 'Autopay priority',
    designCard: true,
    model: async () => (await import('../autopay/autopay.model')).autopayModel,
  },
  {
    id: 'sign-up',
    title: 'Sign-up wizard',
    designCard: true,
    model: async () => (await import('../sign-up/sign-up.model')).signUpModel,
  },
  {
    id: 'invite',
    title: 'Invite a user',
    designCard: true,
    model: async () => (await import('../invite/invite.model')).inviteModel,
  },
  {
    id: 'dispute',
    title: 'Dispute (report an issue)',
    designCard: true,
    model: async () => (await import('../dispute/dispute.model')).disputeModel,
  },
  {
    id: 'upload-portal',
    title: 'Document-upload portal',
    designCard: true,
    model: async () => (await import('../upload-portal/upload-portal.model')).uploadPortalModel,
  },
  {
    id: 'change-password',
    title: 'Change password',
    designCard: false,
    model: async () =>
      (await import('../change-password/change-password.model')).changePasswordModel,
  },
  {
    id: 'setup-account',
    title: 'Set up the account (first password)',
    designCard: false,
    model: async () => (await import('../setup-account/setup-account.model')).setupAccountModel,
  },
  {
    id: 'authenticator-setup',
    title: 'Set up an authenticator app',
    designCard: false,
    model: async () =>
      (await import('../authenticator-setup/authenticator-setup.model')).authenticatorSetupModel,
  },
  {
    id: 'forgot-password',
    title: 'Forgot password',
    designCard: false,
    model: async () =>
      (await import('../forgot-password/forgot-password.model')).forgotPasswordModel,
  },
  {
    id: 'reset-password',
    title: 'Reset password',
    designCard: false,
    model: async () => (await import('../reset-password/reset-password.model')).resetPasswordModel,
  },
  {
    id: 'sat-connect',
    title: 'Link the SAT account',
    designCard: false,
    model: async () => (await import('../sat-connect/sat-connect.model')).satConnectModel,
  },
  {
    id: 'bank-link',
    title: 'Link a bank account',
    designCard: false,
    model: async () => (await import('../bank-link/bank-link.model')).bankLinkModel,
  },
  {
    id: 'card-order',
    title: 'Order a physical card',
    designCard: false,
    model: async () => (await import('../card-order/card-order.model')).cardOrderModel,
  },
  {
    id: 'card-pin',
    title: 'Card PIN',
    designCard: false,
    model: async () => (await import('../card-pin/card-pin.model')).cardPinModel,
  },
  {
    id: 'new-virtual-card',
    title: 'New virtual card',
    designCard: false,
    model: async () =>
      (await import('../new-virtual-card/new-virtual-card.model')).newVirtualCardModel,
  },
  {
    id: 'payment-transfer',
    title: 'Payment transfer',
    designCard: false,
    model: async () =>
      (await import('../payment-transfer/payment-transfer.model')).paymentTransferModel,
  },
  {
    id: 'inbox-receipt',
    title: 'Act on a receipt in the inbox',
    designCard: false,
    model: async () => (await import('../inbox-receipt/inbox-receipt.model')).inboxReceiptModel,
  },
  {
    id: 'receipt-sender',
    title: 'Send receipts from another address',
    designCard: false,
    model: async () => (await import('../receipt-sender/receipt-sender.model')).receiptSenderModel,
  },
  {
    id: 'statement-pay',
    title: 'Pay a statement',
    designCard: false,
    model: async () => (await import('../statement-pay/statement-pay.model')).statementPayModel,
  },
  {
    id: 'apply-cashback',
    title: 'Apply cashback',
    designCard: false,
    model: async () => (await import('../apply-cashback/apply-cashback.model')).applyCashbackModel,
  },
  {
    id: 'accept-loan-offer',
    title: 'Accept a loan offer',
    designCard: false,
    model: async () =>
      (await import('../accept-loan-offer/accept-loan-offer.model')).acceptLoanOfferModel,
  },
  {
    id: 'loan-pay',
    title: 'Pay an instalment early or pay off a loan',
    designCard: false,
    model: async () => (await import('../loan-pay/loan-pay.model')).loanPayModel,
  },
  {
    id: 'rent-payment',
    title: 'Pay rent by card',
    designCard: false,
    model: async () => (await import('../rent-payment/rent-payment.model')).rentPaymentModel,
  },
  {
    id: 'bulk-payment',
    title: 'Bulk payment',
    designCard: false,
    model: async () => (await import('../bulk-payment/bulk-payment.model')).bulkPaymentModel,
  },
  {
    id: 'sso-settings',
    title: 'Single sign-on settings',
    designCard: false,
    model: async () => (await import('../sso-settings/sso-settings.model')).ssoSettingsModel,
  },
];
