import { lazy, Suspense, type ReactNode } from 'react';
import { withMessages } from '@/i18n/messages';
import { useVersionCheck } from '@/session/use-version-check';
import type { GateSlots } from './gates';
import { gatesPassedInThisPage } from './gates-passed';

// The gates' machine is not needed to draw the page: its code loads (with its messages) once
// the app says the page is drawn, and their dialogs only when one is due.
const Gates = lazy(withMessages(['login-gate'], () => import('./gates')));

/**
 * The login gate (spec part 1 §4.1, §4.2, §4.5) over the signed-in content: its dialogs, in
 * order, until every gate is passed, and the version check. The Change Password and Primary
 * Account Owner modals are other features': the app passes them in.
 */
export function LoginGate({
  children,
  start = true,
  ...slots
}: GateSlots & {
  children: ReactNode;
  /**
   * False until the page is drawn: the gates then load and decide, and the version check starts
   * (the app says when).
   */
  start?: boolean;
}) {
  useVersionCheck(start);
  return (
    <>
      {children}
      {start && !gatesPassedInThisPage() && (
        <Suspense fallback={null}>
          <Gates {...slots} />
        </Suspense>
      )}
    </>
  );
}
