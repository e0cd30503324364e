import { lazy, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LoginGate } from '@/features/login-gate/components/login-gate';
import { VerificationProvider } from '@/features/verification/verification-provider';
import { withMessages } from '@/i18n/messages';
import { rememberReturnTo } from '@/session/return-to';
import { useSessionStatus } from '@/session/session-store';
import { useUserProfile } from '@/session/use-user-profile';
import { PageLoading } from '@/components/page-loading';
import { QueryProvider } from './query-provider';
import { paths } from '@/lib/paths';
import { whenIdle } from '@/lib/when-idle';
import { startFirstReadsOnSignIn } from './first-reads';
import { SignedInRoutes } from './routes/signed-in-routes';
import { useFrameShown } from './shell/frame-shown';

// This code loads first thing on a signed-in page (app/first-paint.ts): the frame's reads
// start here, as the session gets its token, rather than once the frame has rendered.
startFirstReadsOnSignIn();

// The gates' Change Password modal: most sessions meet no gate, so it loads when one is due.
const ChangePasswordDialog = lazy(
  withMessages(['account-security'], () =>
    import('@/features/change-password/change-password-dialog').then((module) => ({
      default: module.ChangePasswordDialogView,
    })),
  ),
);

// The gates' Primary Account Owner modal (the Team page's), for an admin who says someone
// else is the legal representative: it draws the PAO flow the gate runs.
const PrimaryAccountOwnerDialog = lazy(
  withMessages(['team'], () =>
    import('@/features/team/components/pao-dialog').then((module) => ({
      default: module.PaoDialogView,
    })),
  ),
);

/**
 * Every path that is not public: only for a signed-in visitor, under the login gate, with the
 * verification dialog for any sensitive action (`useVerification()`).
 */
export default function AuthenticatedArea() {
  const status = useSessionStatus();
  if (status === 'checking') return <PageLoading />;
  if (status === 'signedOut') return <ToLogin />;
  return (
    <QueryProvider>
      <ApplicantRedirect>
        <VerificationProvider>
          <GatesAfterFrame>
            <SignedInRoutes />
          </GatesAfterFrame>
        </VerificationProvider>
      </ApplicantRedirect>
    </QueryProvider>
  );
}

/**
 * The login gate, whose code and machine wait for the page's frame, then for the browser to be
 * idle: on a phone they would otherwise share the network and the main thread with the first
 * paint, then with the page's first render. Only this re-renders when they start; the pages it
 * wraps (`children`) are not drawn again.
 */
function GatesAfterFrame({ children }: { children: ReactNode }) {
  const frameShown = useFrameShown();
  const [start, setStart] = useState(false);
  useEffect(() => {
    if (!frameShown) return;
    return whenIdle(() => {
      setStart(true);
    }, 1000);
  }, [frameShown]);
  return (
    <LoginGate
      start={start}
      changePasswordDialog={ChangePasswordDialog}
      primaryAccountOwnerDialog={PrimaryAccountOwnerDialog}
    >
      {children}
    </LoginGate>
  );
}

/**
 * An applicant's company is pending until its application is approved, and the server answers
 * it nothing but the wizard's calls: an application not submitted yet goes back to the wizard,
 * which resumes at the first step not complete; a submitted one to the page that says it is
 * being reviewed.
 */
function ApplicantRedirect({ children }: { children: ReactNode }) {
  const profile = useUserProfile();
  const [, navigate] = useLocation();
  const application = profile.data?.signUpStatus;
  useEffect(() => {
    if (application === 'draft') navigate(paths.signUp, { replace: true });
    if (application === 'submitted') navigate(paths.applicationInReview, { replace: true });
  }, [application, navigate]);
  return application === undefined ? children : <PageLoading />;
}

/** Remembers where the visitor was going and sends them to sign in. */
function ToLogin() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    rememberReturnTo(location, search);
    navigate(paths.home, { replace: true });
  }, [location, navigate, search]);
  return null;
}
