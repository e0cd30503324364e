import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { withMessages } from '../i18n/messages';
import { LoadedPage } from '../components/loaded-page';
import { PageLoading } from '../components/page-loading';
import { PathNormaliser } from './path-normaliser';
import { paths } from '../lib/paths';
import { loadAuthenticatedArea, loadLoginFlow, loginFlowPaths } from './first-paint';

// With react-query, which no other public page reads before it paints.
const HealthCheckRoute = lazy(withMessages(['health-check'], () => import('./health-check-route')));
// Signed-out account pages: forgotten password, reset link, an invited user's first password.
const ForgotPasswordPage = lazy(
  withMessages(
    ['password-recovery', 'auth'],
    () => import('../features/auth/routes/forgot-password-page'),
  ),
);
const ResetPasswordPage = lazy(
  withMessages(
    ['password-recovery', 'account-security', 'verification'],
    () => import('../features/auth/routes/reset-password-page'),
  ),
);
const SetupAccountPage = lazy(
  withMessages(
    ['password-recovery', 'auth', 'account-security'],
    () => import('./setup-account-route'),
  ),
);
const CongratsPage = lazy(
  withMessages(['password-recovery'], () => import('../features/auth/routes/congrats-page')),
);
const CreateAccountSuccessPage = lazy(
  withMessages(
    ['password-recovery'],
    () => import('../features/auth/routes/create-account-success-page'),
  ),
);
// The company sign-up wizard, public: a visitor starts it, an applicant resumes it.
const SignUpPage = lazy(
  withMessages(['sign-up', 'auth', 'bank-link'], () => import('./sign-up-route')),
);
// The emailed link that approves a browser a sign-in was refused on as a new device (423).
// With react-query, like the health check.
const ApproveDeviceRoute = lazy(withMessages(['auth'], () => import('./approve-device-route')));
const RedirectPage = lazy(() => import('./redirect-page'));
// The public upload portal (no sign-in), reached by a link in its own language: it loads its
// messages in that language itself.
const UploadPortalPage = lazy(() => import('../features/upload-portal/routes/upload-portal-page'));
// The e-signature provider's signing page, as its local sandbox draws it (no sign-in: the
// envelope's id is the credential, as a signing link is).
const SigningPage = lazy(withMessages(['e-signature'], () => import('./signing-route')));
const signingPath = /^\/sandbox\/e-signature\/(?<envelopeId>[0-9a-fA-F-]{36})$/;
const uploadPortalPath = /^\/(?<language>en|es|pt)\/upload-documents\/(?<uuid>[0-9a-fA-F-]{36})$/;

// The sign-in pages share one flow (and one mounted machine) across their four routes. The flow
// and its machine load with the first of them, so other public pages do not download them.
function SetPasswordRedirect() {
  const search = useSearch();
  return <Redirect to={`${paths.setupAccount}${search ? `?${search}` : ''}`} replace />;
}

export function App() {
  return (
    <PathNormaliser>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={loginFlowPaths}>
            <LoadedPage load={loadLoginFlow} />
          </Route>
          <Route path={paths.healthCheck} component={HealthCheckRoute} />
          <Route path={paths.approveDevice} component={ApproveDeviceRoute} />
          <Route path={paths.redirect} component={RedirectPage} />
          <Route path={uploadPortalPath} component={UploadPortalPage} />
          <Route path={signingPath}>
            {(params: { envelopeId?: string }) => (
              <SigningPage envelopeId={params.envelopeId ?? ''} />
            )}
          </Route>
          <Route path={paths.setPassword} component={SetPasswordRedirect} />
          <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
          <Route path={paths.resetPassword} component={ResetPasswordPage} />
          <Route path={paths.setupAccount} component={SetupAccountPage} />
          <Route path={paths.congrats} component={CongratsPage} />
          <Route path={paths.createAccountSuccess} component={CreateAccountSuccessPage} />
          <Route path={paths.signUp}>
            <SignUpPage />
          </Route>
          {/* The signed-in area loads only after sign-in, keeping the login route small. */}
          <Route>
            <LoadedPage load={loadAuthenticatedArea} />
          </Route>
        </Switch>
      </Suspense>
    </PathNormaliser>
  );
}
