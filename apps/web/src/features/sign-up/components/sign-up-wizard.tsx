import { Heading, LiveRegion, Spinner, Stack, StepList } from '@outlay/design-system';
import type { SignUpApplication, SignUpStepName } from '@outlay/api-client';
import { signUpActors } from '@outlay/machines/sign-up/sign-up.actors';
import { signUpMachine } from '@outlay/machines/sign-up/sign-up.machine';
import type { EditableStep } from '@outlay/machines/sign-up/sign-up.types';
import { SIGN_UP_STEPS } from '@outlay/rules';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { useEmitted } from '@/lib/use-emitted';
import { useLocation } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { withMessages } from '@/i18n/messages';
import { onAppClient } from '@/lib/flow-actors';
import { loadOnce, preload, type LoadOnce } from '@/lib/load-once';
import { paths } from '@/lib/paths';
import { useLoaded } from '@/lib/use-loaded';
import { whenIdle } from '@/lib/when-idle';
import { hasSessionHint } from '@/session/restore-session';
import { sessionStore } from '@/session/session-store';
import { useApplicationSaved, useApplicationSent } from '../api/get-sign-up-application';
import { clearStepDraft } from '../lib/step-draft';
import { STEP_NAMES } from '../lib/step-names';
import { SignUpActorContext, useSignUp } from '../lib/use-sign-up-actor';

const signUpFlow = onAppClient(signUpMachine, signUpActors);

type StepLoader = LoadOnce<ComponentType>;
const stepLoader = (load: () => Promise<ComponentType>): StepLoader => loadOnce(load);

/**
 * Each step's form, loaded when the wizard reaches it (and the next one once it has painted):
 * a visitor's first paint waits for create account alone, not for the later steps' rules
 * (tax ids, postal codes, CLABE and IBAN checks, bank linking).
 */
const STEPS: Readonly<Record<SignUpStepName, StepLoader>> = {
  createAccount: stepLoader(() =>
    import('./create-account-step').then((module) => module.CreateAccountStep),
  ),
  companyForm: stepLoader(() =>
    import('./company-form-step').then((module) => module.CompanyFormStep),
  ),
  companyDetails: stepLoader(() =>
    import('./company-details-step').then((module) => module.CompanyDetailsStep),
  ),
  ownerships: stepLoader(() => import('./ownerships-step').then((module) => module.OwnershipsStep)),
  accountOwner: stepLoader(() =>
    import('./account-owner-step').then((module) => module.AccountOwnerStep),
  ),
  // The bank-linking widget's messages come with the step that opens it.
  bankAccounts: stepLoader(
    withMessages(['bank-link'], () =>
      import('./bank-accounts-step').then((module) => module.BankAccountsStep),
    ),
  ),
  review: stepLoader(() => import('./review-step').then((module) => module.ReviewStep)),
};

// A visitor without a session starts at create account: its code loads beside the wizard's.
if (!hasSessionHint()) preload(STEPS.createAccount);

/**
 * The sign-up wizard: one machine from the saved application (or none, for a visitor), the
 * progress indicator naming the seven steps, and the step the machine is at. Each save is the
 * server's: react-query's copy follows it, and the step's unsaved draft is forgotten.
 */
export function SignUpWizard({
  application,
  children,
}: {
  application: SignUpApplication | null;
  /** What the page shows under the wizard, drawn with its first step (nothing moves then). */
  children?: ReactNode;
}) {
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
      <Wizard news={news}>{children}</Wizard>
    </SignUpActorContext.Provider>
  );
}

/**
 * Until the first step's code is in, the spinner alone (and not what the page shows under the
 * wizard), so the wizard and the page's links appear together; a later step's wait shows the
 * spinner in the step's place, under its heading.
 */
function Wizard({ news, children }: { news: string; children: ReactNode }) {
  const { t } = useTranslator();
  const { view } = useSignUp();
  const step = view.step === 'submitted' ? 'review' : view.step;
  const Step = useLoaded(STEPS[step]);
  const [opened, setOpened] = useState(false);
  if (Step && !opened) setOpened(true);
  // The step after this one loads once this one has painted, before Continue can ask for it.
  useEffect(() => {
    if (!Step) return;
    const next = SIGN_UP_STEPS[SIGN_UP_STEPS.indexOf(step) + 1];
    if (next === undefined) return;
    return whenIdle(() => {
      preload(STEPS[next]);
    });
  }, [Step, step]);
  if (!opened) {
    return (
      <Stack space="small" align="center">
        <Spinner label={t('signUp.loadingStep')} />
      </Stack>
    );
  }
  return (
    <>
      <Stack space="large">
        <Progress />
        <CurrentStep step={step} Step={Step} />
        <LiveRegion visuallyHidden>{news}</LiveRegion>
      </Stack>
      {children}
    </>
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

function CurrentStep({
  step,
  Step,
}: {
  step: SignUpStepName;
  /** The step's form, or undefined while its code loads. */
  Step: ComponentType | undefined;
}) {
  const { t } = useTranslator();
  const { view } = useSignUp();
  const headingRef = useRef<HTMLDivElement>(null);
  const index = view.progress.findIndex((entry) => entry.step === step);
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
      {Step ? (
        <Step key={step} />
      ) : (
        <Stack space="small" align="center">
          <Spinner label={t('signUp.loadingStep')} />
        </Stack>
      )}
    </Stack>
  );
}
