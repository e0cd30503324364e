import type { SignUpStepName } from '@outlay/api-client';
import type { MessageId } from '@/i18n/catalogs';

/** Each step's name as the progress indicator and the review say it. */
export const STEP_NAMES: Record<SignUpStepName, MessageId> = {
  createAccount: 'signUp.step.createAccount',
  companyForm: 'signUp.step.companyForm',
  companyDetails: 'signUp.step.companyDetails',
  ownerships: 'signUp.step.ownerships',
  accountOwner: 'signUp.step.accountOwner',
  bankAccounts: 'signUp.step.bankAccounts',
  review: 'signUp.step.review',
};
