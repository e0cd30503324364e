import { Banner, Button, Dialog, Inline, Modal, showToast, Stack } from '@outlay/design-system';
import { loginGateMachine } from '@outlay/machines/login-gate/login-gate.machine';
import { phoneOf } from '@outlay/machines/login-gate/login-gate.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ChangePasswordOutcome } from '@outlay/machines/change-password/change-password.types';
import type { LoginGateNotice } from '@outlay/machines/login-gate/login-gate.types';
import { lazy, Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import { withMessages } from '../../../i18n/messages';
import { apiClient } from '../../../lib/api-client';
import { companyDetailsQuery } from '../../../session/use-company-details';
import { userProfileQuery } from '../../../session/use-user-profile';
import { markGatesPassed } from './gates-passed';
import type { LoginGateActor } from './login-gate-actor';

/** The Change Password modal (forced or not), as the app gives it; it says how it ended. */
export type ChangePasswordDialogSlot = ComponentType<{
  forced: boolean;
  onDone: (outcome: ChangePasswordOutcome) => void;
}>;

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
const PhoneVerificationDialog = lazy(
  withMessages(['verification'], () =>
    import('./phone-verification-dialog').then((module) => ({
      default: module.PhoneVerificationDialog,
    })),
  ),
);

/** The gates' machine and, when one is due, its dialog. */
export default function Gates({
  changePasswordDialog,
}: {
  changePasswordDialog: ChangePasswordDialogSlot;
}) {
  const gate = useActorRef(loginGateMachine, { input: { client: apiClient } });
  useGateCompletion(gate);
  useNotice(gate);
  return (
    <Suspense fallback={null}>
      <GateDialogs gate={gate} changePasswordDialog={changePasswordDialog} />
    </Suspense>
  );
}

function useGateCompletion(gate: LoginGateActor) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = gate.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      markGatesPassed();
      // The gates changed the user and company (terms, status, flags): read them again.
      void queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: companyDetailsQuery.queryKey });
      if (snapshot.output.destination) navigate(snapshot.output.destination);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [gate, navigate, queryClient]);
}

function useNotice(gate: LoginGateActor) {
  useEffect(() => {
    let shown: LoginGateNotice | null = null;
    const subscription = gate.subscribe((snapshot) => {
      const { notice } = snapshot.context;
      if (notice && notice !== shown) showToast({ tone: notice.tone, description: notice.message });
      shown = notice;
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [gate]);
}

function GateDialogs({
  gate,
  changePasswordDialog: ChangePasswordDialog,
}: {
  gate: LoginGateActor;
  changePasswordDialog: ChangePasswordDialogSlot;
}) {
  const forced = useSelector(gate, (snapshot) => snapshot.hasTag('forced'));
  const dialog = useSelector(gate, (snapshot) =>
    (
      [
        'dialog.changePassword',
        'dialog.passwordExpiration',
        'dialog.terms',
        'dialog.legalRepresentative',
        'dialog.phone',
      ] as const
    ).find((tag) => snapshot.hasTag(tag)),
  );
  const loadFailed = useSelector(gate, (snapshot) => snapshot.matches('loadFailed'));
  const user = useSelector(gate, (snapshot) => snapshot.context.user);
  const phoneConfig = useSelector(gate, (snapshot) => snapshot.context.phoneConfig);

  const onPasswordDone = useCallback(
    (outcome: ChangePasswordOutcome) => {
      gate.send(
        outcome === 'changed' ? { type: 'password.changed' } : { type: 'password.changeCancelled' },
      );
    },
    [gate],
  );
  const onTermsAccepted = useCallback(() => {
    gate.send({ type: 'terms.accepted' });
  }, [gate]);
  const onPhoneClosed = useCallback(
    (notice: LoginGateNotice) => {
      gate.send({ type: 'phone.closed', ...notice });
    },
    [gate],
  );

  if (loadFailed) return <LoadFailedDialog gate={gate} />;
  switch (dialog) {
    case 'dialog.changePassword':
      return <ChangePasswordDialog key={String(forced)} forced={forced} onDone={onPasswordDone} />;
    case 'dialog.passwordExpiration':
      return <PasswordExpirationDialog gate={gate} />;
    case 'dialog.terms':
      return <TermsDialog onAccepted={onTermsAccepted} />;
    case 'dialog.legalRepresentative':
      return <LegalRepresentativeDialog gate={gate} />;
    case 'dialog.phone':
      return phoneConfig && user ? (
        <PhoneVerificationDialog
          config={phoneConfig}
          phone={phoneOf(user)}
          onClosed={onPhoneClosed}
        />
      ) : null;
    default:
      return null;
  }
}

function LoadFailedDialog({ gate }: { gate: LoginGateActor }) {
  const { t } = useTranslator();
  const error = useSelector(gate, (snapshot) => snapshot.context.error);
  return (
    <Modal isOpen isDismissable={false}>
      <Dialog title={t('gate.loadFailed.title')}>
        <Stack space="large">
          <Banner tone="danger" announce="assertive">
            {messageOf(error, t)}
          </Banner>
          <Inline space="small" align="right">
            <Button
              variant="primary"
              onPress={() => {
                gate.send({ type: 'retry.requested' });
              }}
            >
              {t('gate.loadFailed.retry')}
            </Button>
          </Inline>
        </Stack>
      </Dialog>
    </Modal>
  );
}
