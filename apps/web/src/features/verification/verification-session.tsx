import type { ActionType } from '@outlay/api-client';
import { verificationMachine } from '@outlay/machines/verification/verification.machine';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { apiClient } from '../../lib/api-client';
import { VerificationDialog } from './verification-dialog';

/** One verification: its machine and its dialog, until the machine is done. */
export default function VerificationSession(props: {
  actionType: ActionType;
  cardLastFourDigits: string | undefined;
  onDone: (actionCode: string | null) => void;
}) {
  const { onDone } = props;
  const actor = useActorRef(verificationMachine, {
    input: {
      client: apiClient,
      actionType: props.actionType,
      ...(props.cardLastFourDigits ? { cardLastFourDigits: props.cardLastFourDigits } : {}),
    },
  });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') onDone(snapshot.output ?? null);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, onDone]);
  return <VerificationDialog actor={actor} />;
}
