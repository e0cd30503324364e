import type { ActionType, TwoFactorMethods } from '@outlay/api-client';
import { Spinner } from '@outlay/design-system';
import { verificationActors } from '@outlay/machines/verification/verification.actors';
import { verificationMachine } from '@outlay/machines/verification/verification.machine';
import { useActorRef } from '@xstate/react';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { useTwoFactorMethods } from '@/session/use-two-factor-methods';
import { Failed, VerificationDialog, VerificationSteps } from './verification-dialog';
import { useActorDone } from '@/lib/use-actor-done';

const verificationFlow = onAppClient(verificationMachine, verificationActors);

interface SessionProps {
  actionType: ActionType;
  cardLastFourDigits: string | undefined;
  onDone: (actionCode: string | null) => void;
}

/**
 * One verification: the dialog, on the user's two-factor methods as the app holds them
 * (react-query; read once, not again by the machine), then its machine until it is done.
 */
export default function VerificationSession(props: SessionProps) {
  const { t } = useTranslator();
  const methods = useTwoFactorMethods();
  const cancel = () => {
    props.onDone(null);
  };
  return (
    <VerificationDialog onCancel={cancel}>
      {methods.data ? (
        <Verification {...props} methods={methods.data} />
      ) : methods.isError ? (
        <Failed
          error={methods.error}
          onCancel={cancel}
          onRetry={() => {
            void methods.refetch();
          }}
        />
      ) : (
        <Spinner label={t('verification.loading')} />
      )}
    </VerificationDialog>
  );
}

function Verification(props: SessionProps & { methods: TwoFactorMethods }) {
  const { onDone } = props;
  const actor = useActorRef(verificationFlow, {
    input: {
      actionType: props.actionType,
      methods: props.methods,
      ...(props.cardLastFourDigits ? { cardLastFourDigits: props.cardLastFourDigits } : {}),
    },
  });
  useActorDone(actor, (output) => {
    onDone(output ?? null);
  });
  return <VerificationSteps actor={actor} />;
}
