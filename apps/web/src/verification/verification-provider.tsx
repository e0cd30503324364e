import type { ActionType } from '@outlay/api-client';
import { verificationMachine } from '@outlay/machines/verification/verification.machine';
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { withMessages } from '../i18n/messages';
import { apiClient } from '../lib/api-client';
import { VerificationContext, type VerifyOptions } from './verification-context';

// Loaded the first time a sensitive action asks for verification.
const VerificationDialog = lazy(
  withMessages(['verification'], () =>
    import('./verification-dialog').then((module) => ({ default: module.VerificationDialog })),
  ),
);

interface Request {
  id: number;
  options: VerifyOptions;
  resolve: (actionCode: string | null) => void;
}

/**
 * Gives the signed-in area `useVerification()`: any sensitive action asks for a fresh action
 * code and gets it (or null when the user gave up) once the dialog closes.
 */
export function VerificationProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);

  const verify = useCallback(
    (options: VerifyOptions) =>
      new Promise<string | null>((resolve) => {
        setRequest((current) => {
          // One dialog at a time: a newer request supersedes (and answers) the open one.
          current?.resolve(null);
          return { id: (current?.id ?? 0) + 1, options, resolve };
        });
      }),
    [],
  );

  return (
    <VerificationContext value={verify}>
      {children}
      {request && (
        <VerificationSession
          key={request.id}
          actionType={request.options.actionType}
          cardLastFourDigits={request.options.cardLastFourDigits}
          onDone={(actionCode) => {
            request.resolve(actionCode);
            setRequest((current) => (current?.id === request.id ? null : current));
          }}
        />
      )}
    </VerificationContext>
  );
}

function VerificationSession(props: {
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
  return (
    <Suspense fallback={null}>
      <VerificationDialog actor={actor} />
    </Suspense>
  );
}
