import { Heading, LiveRegion, Stack, StepList } from '@outlay/design-system';
import type { SignUpApplication } from '@outlay/api-client';
import { signUpActors } from '@outlay/machines/sign-up/sign-up.actors';
import { signUpMachine } from '@outlay/machines/sign-up/sign-up.machine';
import type { EditableStep } from '@outlay/machines/sign-up/sign-up.types';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { useEmitted } from '@/lib/use-emitted';
import { useLocation } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/session/session-store';
import { useApplicationSaved, useApplicationSent } from '../api/get-sign-up-application';
import { clearStepDraft } from '../lib/step-draft';
import { STEP_NAMES } from '../lib/step-names';
import { SignUpActorContext, useSignUp } from '../lib/use-sign-up-actor';
import { AccountOwnerStep } from './account-owner-step';
import { BankAccountsStep } from './bank-accounts-step';
import { CompanyDetailsStep } from './company-details-step';
import { CompanyFormStep } from './company-form-step';
import { CreateAccountStep } from './create-account-step';
import { OwnershipsStep } from './ownerships-step';
import { ReviewStep } from './review-step';

const signUpFlow = onAppClient(signUpMachine, signUpActors);

/**
 * The sign-up wizard: one machine from the saved application (or none, for a visitor), the
 * progress indicator naming the seven steps, and the step the machine is at. Each save is the
 * server's: react-query's copy follows it, and the step's unsaved draft is forgotten.
 */
export function SignUpWizard({ application }: { application: SignUpApplication | null }) {
  const applicationSaved = useApplicationSaved();
  const applicationSent = useApplicationSent();
  const [, navigate] = useLocation();
  const { t } = useTranslator();
  const [news, setNews] = useState('');
  const actor = useActorRef(signUpFlow, { input: { application } });

  useCodeSentToast(actor, { resentOnly: true });
  useEmitted(actor, 'session.started', (notice) => {
    sessionStore.signIn(notice.secretToken);
  });
  useEmitted(actor, 'step.saved', (notice) => {
    clearStepDraft(notice.step);
    // The machine answered the saved application: react-query's copy follows it.
    const { application: saved } = actor.getSnapshot().context;
    if (saved) applicationSaved(saved);
    setNews(t('signUp.saved', { name: t(STEP_NAMES[notice.step]) }));
  });
  useEmitted(actor, 'application.sent', () => {
    applicationSent();
    navigate(paths.applicationInReview, { replace: true });
  });

  return (
    <SignUpActorContext.Provider value={actor}>
      <Stack space="large">
        <Progress />
        <CurrentStep />
        <LiveRegion visuallyHidden>{news}</LiveRegion>
      </Stack>
    </SignUpActorContext.Provider>
  );
}

function Progress() {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  return (
    <StepList
      label={t('signUp.progress')}
      completeLabel={(name) => t('signUp.stepComplete', { name })}
      steps={view.progress.map((entry) => ({
        id: entry.step,
        label: t(STEP_NAMES[entry.step]),
        status: entry.current ? 'current' : entry.complete ? 'complete' : 'upcoming',
        ...(entry.canOpen
          ? {
              onPress: () => {
                actor.send({ type: 'step.opened', step: entry.step as EditableStep });
              },
            }
          : {}),
      }))}
    />
  );
}

const STEPS = {
  createAccount: CreateAccountStep,
  companyForm: CompanyFormStep,
  companyDetails: CompanyDetailsStep,
  ownerships: OwnershipsStep,
  accountOwner: AccountOwnerStep,
  bankAccounts: BankAccountsStep,
  review: ReviewStep,
} as const;

function CurrentStep() {
  const { t } = useTranslator();
  const { view } = useSignUp();
  const headingRef = useRef<HTMLDivElement>(null);
  const step = view.step === 'submitted' ? 'review' : view.step;
  const index = view.progress.findIndex((entry) => entry.step === step);
  const Step = STEPS[step];
  // A new step takes focus at its heading, so keyboard and screen-reader users start there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  }, [step]);
  return (
    <Stack space="large">
      <div ref={headingRef}>
        <Heading level={2} size={2}>
          <span tabIndex={-1}>
            {t('signUp.stepOf', {
              current: index + 1,
              total: view.progress.length,
              name: t(STEP_NAMES[step]),
            })}
          </span>
        </Heading>
      </div>
      <Step key={step} />
    </Stack>
  );
}
