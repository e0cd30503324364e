import type { Company, LoggedInUser } from '@outlay/api-client';
import { Button, Dialog, Inline, Modal, Stack } from '@outlay/design-system';
import type { changePasswordMachine } from '@outlay/machines/change-password/change-password.machine';
import { loginGateActors } from '@outlay/machines/login-gate/login-gate.actors';
import { loginGateMachine } from '@outlay/machines/login-gate/login-gate.machine';
import type { paoMachine } from '@outlay/machines/pao/pao.machine';
import { loginGateView } from '@outlay/machines/login-gate/login-gate.view';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useLocation } from 'wouter';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useCompanyDetails } from '@/session/use-company-details';
import { useSessionChanged } from '@/session/use-session-changed';
import { useUserProfile } from '@/session/use-user-profile';
import { markGatesPassed } from './gates-passed';
import type { LoginGateActor } from './login-gate-actor';

/**
 * The Change Password modal (forced or not), as the app gives it, over the change-password
 * flow the gate runs: the gate moves on by how that flow ends.
 */
export type ChangePasswordDialogSlot = ComponentType<{
  actor: ActorRefFrom<typeof changePasswordMachine>;
}>;

/**
 * The Primary Account Owner modal (spec part 2 §2.9), as the app gives it, over the PAO flow
 * the gate runs when the admin answers that someone else is the legal representative.
 */
export type PrimaryAccountOwnerDialogSlot = ComponentType<{
  actor: ActorRefFrom<typeof paoMachine>;
}>;

/** The dialogs of other features the gates open, passed in by the app. */
export interface GateSlots {
  changePasswordDialog: ChangePasswordDialogSlot;
  primaryAccountOwnerDialog: PrimaryAccountOwnerDialogSlot;
}

// The gates and the flows they run as children, on the app's client.
const gateMachine = onAppClient(loginGateMachine, loginGateActors);

// Most sessions meet no gate: its dialogs load only when one is due.
const PasswordExpirationDialog = lazy(() =>
  import('./password-expiration-dialog').then((module) => ({
    default: module.PasswordExpirationDialog,
  })),
);
const TermsDialog = lazy(() =>
  import('./terms-dialog').then((module) => ({ default: module.TermsDialog })),
);
const LegalRepresentativeDialog = lazy(() =>
  import('./legal-representative-dialog').then((module) => ({
    default: module.LegalRepresentativeDialog,
  })),
);
const PhoneVerificationDialog = lazy(() =>
  import('./phone-verification-dialog').then((module) => ({
    default: module.PhoneVerificationDialog,
  })),
);

/**
 * The gates' machine, on the user and company the signed-in area already holds (react-query:
 * one request each per page load), and, when one is due, its dialog.
 */
export default function Gates(slots: GateSlots) {
  const profile = useUserProfile();
  const company = useCompanyDetails();
  if (profile.isError || company.isError) {
    return (
      <LoadFailedDialog
        error={profile.error ?? company.error}
        onRetry={() => {
          void profile.refetch();
          void company.refetch();
        }}
      />
    );
  }
  if (!profile.data || !company.data) return null;
  return <GateMachine user={profile.data} company={company.data} slots={slots} />;
}

function GateMachine(props: { user: LoggedInUser; company: Company; slots: GateSlots }) {
  // The gates decide on the facts as the session started: later reads do not restart them.
  const gate = useActorRef(gateMachine, { input: { user: props.user, company: props.company } });
  useGateCompletion(gate);
  return (
    <Suspense fallback={null}>
      <GateDialogs gate={gate} slots={props.slots} />
    </Suspense>
  );
}

function useGateCompletion(gate: LoginGateActor) {
  const [, navigate] = useLocation();
  const sessionChanged = useSessionChanged();
  // A gate changed the user or the company (status, terms, flags): read them again.
  useEmitted(gate, 'session.changed', sessionChanged);
  useEffect(() => {
    const finish = (snapshot: SnapshotFrom<LoginGateActor>) => {
      if (snapshot.status !== 'done') return;
      markGatesPassed();
      if (snapshot.output.destination) navigate(snapshot.output.destination);
    };
    // A session that meets no gate is done as the machine starts, before anything subscribes.
    finish(gate.getSnapshot());
    const subscription = gate.subscribe(finish);
    return () => {
      subscription.unsubscribe();
    };
  }, [gate, navigate]);
}

function GateDialogs({ gate, slots }: { gate: LoginGateActor; slots: GateSlots }) {
  const {
    changePasswordDialog: ChangePasswordDialog,
    primaryAccountOwnerDialog: PrimaryAccountOwnerDialog,
  } = slots;
  const view = useSelector(gate, loginGateView, sameView);
  // The child flow the due dialog draws: the gate runs it, and moves on by how it ends.
  const { changePassword, terms, primaryAccountOwner, phoneVerification } = useSelector(
    gate,
    (snapshot) => snapshot.children,
  );

  switch (view.dialog) {
    case 'changePassword':
      return changePassword ? (
        <ChangePasswordDialog key={changePassword.sessionId} actor={changePassword} />
      ) : null;
    case 'passwordExpiration':
      return <PasswordExpirationDialog gate={gate} view={view} />;
    case 'terms':
      return terms ? <TermsDialog actor={terms} /> : null;
    case 'legalRepresentative':
      return <LegalRepresentativeDialog gate={gate} view={view} />;
    case 'primaryAccountOwner':
      return primaryAccountOwner ? <PrimaryAccountOwnerDialog actor={primaryAccountOwner} /> : null;
    case 'phone':
      return phoneVerification ? <PhoneVerificationDialog actor={phoneVerification} /> : null;
    default:
      return null;
  }
}

function LoadFailedDialog({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <Modal isOpen isDismissable={false}>
      <Dialog title={t('gate.loadFailed.title')}>
        <Stack space="large">
          <ErrorBanner error={error} />
          <Inline space="small" align="right">
            <Button variant="primary" onPress={onRetry}>
              {t('gate.loadFailed.retry')}
            </Button>
          </Inline>
        </Stack>
      </Dialog>
    </Modal>
  );
}
