import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { withMessages } from '@/i18n/messages';
import { VerificationContext, type VerifyOptions } from '@/lib/verification';

// Loaded, with its machine, the first time a sensitive action asks for verification.
const VerificationSession = lazy(
  withMessages(['verification'], () => import('./verification-session')),
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
        <Suspense fallback={null}>
          <VerificationSession
            key={request.id}
            actionType={request.options.actionType}
            cardLastFourDigits={request.options.cardLastFourDigits}
            onDone={(actionCode) => {
              request.resolve(actionCode);
              setRequest((current) => (current?.id === request.id ? null : current));
            }}
          />
        </Suspense>
      )}
    </VerificationContext>
  );
}
