// The real screens Flows plays a path on, by flow id, with the message areas they speak. A flow
// with none here is played on its machine alone (its states drawn, its words listed).
import type { SignUpApplication } from '@outlay/api-client';
import { phoneVerificationConfig, signUpStarted, signUpSubmitted } from '@outlay/api-client/mocks';
import { phoneVerificationActors } from '@outlay/machines/phone-verification/phone-verification.actors';
import { phoneVerificationMachine } from '@outlay/machines/phone-verification/phone-verification.machine';
import { termsActors } from '@outlay/machines/terms/terms.actors';
import { termsMachine } from '@outlay/machines/terms/terms.machine';
import { maskPhone } from '@outlay/rules';
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { LoginFlow } from '@/features/auth/login-flow/login-flow';
import { forgetLoginSnapshot } from '@/features/auth/login-flow/login-persistence';
import { PhoneVerificationDialog } from '@/features/login-gate/components/phone-verification-dialog';
import { TermsDialog } from '@/features/login-gate/components/terms-dialog';
import { SignUpWizard } from '@/features/sign-up/components/sign-up-wizard';
import { InviteDialog } from '@/features/team/components/invite-dialog';
import { PaoDialog } from '@/features/team/components/pao-dialog';
import { VerificationProvider } from '@/features/verification/verification-provider';
import VerificationSession from '@/features/verification/verification-session';
import type { MessageArea } from '@/i18n/catalogs';
import { onAppClient } from '@/lib/flow-actors';
import { ReportArea } from '@/features/transaction-drawer/components/report-area';

export interface FlowScreen {
  areas: readonly MessageArea[];
  /** Signed in (the screens behind sign-in), or a visitor's (sign-in, sign-up). */
  session?: 'signedIn' | 'signedOut';
  /** The address the screen opens at, for a screen its routes follow. */
  path?: string;
  /** Forgets what an earlier run left in the browser (a saved flow), before the screen starts. */
  prepare?: () => void;
  /** The screen as the path's variant (the model's name for how the app starts it) opens it. */
  render: (variant: string) => ReactNode;
}

// The models' variants of the sign-up wizard, as the saved application the page starts with.
const signUpApplications: Readonly<Record<string, SignUpApplication | null>> = {
  'a visitor': null,
  'an applicant back before verifying the phone': signUpStarted,
  'an applicant back after submitting': signUpSubmitted,
};

const ignore = () => undefined;

// The login gate's children, each started here as the gate would start it.
const termsFlow = onAppClient(termsMachine, termsActors);
const phoneFlow = onAppClient(phoneVerificationMachine, phoneVerificationActors);

function TermsScreen() {
  return <TermsDialog actor={useActorRef(termsFlow)} />;
}

function PhoneScreen() {
  const { accessId, groupKey, signerId } = phoneVerificationConfig;
  const actor = useActorRef(phoneFlow, {
    input: {
      agreement: { accessId, groupKey, signerId },
      phone: maskPhone({ countryCallingCode: '+1', phoneNumber: '4155550195' }),
    },
  });
  return <PhoneVerificationDialog actor={actor} />;
}

export const flowScreens: Readonly<Record<string, FlowScreen>> = {
  // The model's variant: a card payment, entry 5012.
  dispute: {
    areas: ['transaction-drawer'],
    render: () => (
      <ReportArea entry={{ type: 'card', id: 5012 }}>
        <p>The card payment's details show here in the drawer.</p>
      </ReportArea>
    ),
  },
  // The sign-in pages, one after another as the machine moves (their routes follow it).
  login: {
    areas: ['auth'],
    session: 'signedOut',
    path: '/',
    prepare: forgetLoginSnapshot,
    render: () => <LoginFlow />,
  },
  // The Team page's dialog, or the one the Primary Account Owner modal opens.
  invite: {
    areas: ['team'],
    render: (variant) => (
      <InviteDialog
        bookkeeperOffered
        nameMaxLength={50}
        legalRepresentative={variant === 'opened from the Primary Account Owner modal'}
        onDone={ignore}
      />
    ),
  },
  // The model's admin, of the mocks' company 1.
  pao: {
    areas: ['team'],
    render: () => (
      // A transfer asks for a fresh code: the verification dialog opens over it.
      <VerificationProvider>
        <PaoDialog
          userId="6f1c2a34-5b7d-4e8f-9a0b-1c2d3e4f5a01"
          companyId={1}
          ownerElsewhere={false}
          bookkeeperOffered
          nameMaxLength={50}
          onDone={ignore}
        />
      </VerificationProvider>
    ),
  },
  'sign-up': {
    areas: ['sign-up'],
    session: 'signedOut',
    path: '/sign-up',
    render: (variant) => <SignUpWizard application={signUpApplications[variant] ?? null} />,
  },
  // The login gate's terms: the mocks' click-wrap contracts.
  terms: {
    areas: ['login-gate'],
    render: () => <TermsScreen />,
  },
  // The login gate's phone dialog, for the model's user and the mocks' agreement.
  'phone-verification': {
    areas: ['login-gate'],
    render: () => <PhoneScreen />,
  },
  // The dialog a sensitive action asks for, on the mocks' two-factor methods (email and text).
  verification: {
    areas: ['verification'],
    render: () => (
      <VerificationSession
        actionType="CHANGE_PASSWORD"
        cardLastFourDigits={undefined}
        onDone={ignore}
      />
    ),
  },
};
