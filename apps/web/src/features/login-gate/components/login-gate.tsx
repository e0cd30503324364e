import { lazy, Suspense, type ReactNode } from 'react';
import { withMessages } from '../../../i18n/messages';
import { useVersionCheck } from '../../../session/use-version-check';
import type { GateSlots } from './gates';
import { gatesPassedInThisPage } from './gates-passed';

// The gates' machine is not needed to draw the page: its code starts downloading as soon as
// the signed-in area's runs, and the gates render (with their messages) once both are here;
// their dialogs load only when one is due.
void import('./gates');
const Gates = lazy(withMessages(['login-gate'], () => import('./gates')));

/**
 * The login gate (spec part 1 §4.1, §4.2, §4.5) over the signed-in content: its dialogs, in
 * order, until every gate is passed, and the version check. The Change Password and Primary
 * Account Owner modals are other features': the app passes them in.
 */
export function LoginGate({ children, ...slots }: GateSlots & { children: ReactNode }) {
  useVersionCheck();
  return (
    <>
      {children}
      {!gatesPassedInThisPage() && (
        <Suspense fallback={null}>
          <Gates {...slots} />
        </Suspense>
      )}
    </>
  );
}
