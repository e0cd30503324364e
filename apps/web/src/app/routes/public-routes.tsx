// Every page anyone opens without signing in: the sign-in flow, the signed-out account pages,
// the company sign-up, and the links mailed or handed out (device approval, the upload portal,
// a signing page). The signed-in pages are the route table's (route-table.ts), drawn inside
// the signed-in area, which app.tsx loads for every other path.
import { lazy, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { LoadedPage } from '@/components/loaded-page';
import { withMessages } from '@/i18n/messages';
import { paths } from '@/lib/paths';
import { loadLoginFlow, loginFlowPaths } from '../first-paint';

// With react-query, which no other public page reads before it paints.
const HealthCheckRoute = lazy(
  withMessages(['health-check'], () => import('../health-check-route')),
);
// Signed-out account pages: forgotten password, reset link, an invited user's first password.
const ForgotPasswordPage = lazy(
  withMessages(
    ['password-recovery', 'auth'],
    () => import('@/features/auth/routes/forgot-password-page'),
  ),
);
const ResetPasswordPage = lazy(
  withMessages(
    ['password-recovery', 'account-security', 'verification'],
    () => import('@/features/auth/routes/reset-password-page'),
  ),
);
const SetupAccountPage = lazy(
  withMessages(
    ['password-recovery', 'auth', 'account-security'],
    () => import('../setup-account-route'),
  ),
);
const CongratsPage = lazy(
  withMessages(['password-recovery'], () => import('@/features/auth/routes/congrats-page')),
);
const CreateAccountSuccessPage = lazy(
  withMessages(
    ['password-recovery'],
    () => import('@/features/auth/routes/create-account-success-page'),
  ),
);
// The company sign-up wizard, public: a visitor starts it, an applicant resumes it (the bank
// step loads the bank-linking messages with its code).
const SignUpPage = lazy(withMessages(['sign-up', 'auth'], () => import('../sign-up-route')));
// The emailed link that approves a browser a sign-in was refused on as a new device (423).
// With react-query, like the health check.
const ApproveDeviceRoute = lazy(withMessages(['auth'], () => import('../approve-device-route')));
// Where the identity provider sends a single sign-on back (with react-query, like the above).
const SsoCallbackRoute = lazy(withMessages(['auth'], () => import('../sso-callback-route')));
const RedirectPage = lazy(() => import('../redirect-page'));
// The public upload portal (no sign-in), reached by a link in its own language: it loads its
// messages in that language itself.
const UploadPortalPage = lazy(() => import('@/features/upload-portal/routes/upload-portal-page'));
// The e-signature provider's signing page, as its local sandbox draws it (no sign-in: the
// envelope's id is the credential, as a signing link is).
const SigningPage = lazy(withMessages(['e-signature'], () => import('../signing-route')));
const signingPath = /^\/sandbox\/e-signature\/(?<envelopeId>[0-9a-fA-F-]{36})$/;
const uploadPortalPath = /^\/(?<language>en|es|pt)\/upload-documents\/(?<uuid>[0-9a-fA-F-]{36})$/;

function SetPasswordRedirect() {
  const search = useSearch();
  return <Redirect to={`${paths.setupAccount}${search ? `?${search}` : ''}`} replace />;
}

export interface PublicRoute {
  path: string | RegExp;
  /** The page, given the path's named groups. */
  render: (params: Record<string, string | undefined>) => ReactNode;
}

/** The public pages, in the order their paths are tried. */
export const publicRoutes: readonly PublicRoute[] = [
  // The sign-in pages share one flow (and one mounted machine) across their four routes. The
  // flow and its machine load with the first of them, so other public pages do not download
  // them.
  { path: loginFlowPaths, render: () => <LoadedPage load={loadLoginFlow} /> },
  { path: paths.healthCheck, render: () => <HealthCheckRoute /> },
  { path: paths.approveDevice, render: () => <ApproveDeviceRoute /> },
  { path: paths.ssoCallback, render: () => <SsoCallbackRoute /> },
  { path: paths.redirect, render: () => <RedirectPage /> },
  { path: uploadPortalPath, render: () => <UploadPortalPage /> },
  {
    path: signingPath,
    render: (params) => <SigningPage envelopeId={params.envelopeId ?? ''} />,
  },
  { path: paths.setPassword, render: () => <SetPasswordRedirect /> },
  { path: paths.forgotPassword, render: () => <ForgotPasswordPage /> },
  { path: paths.resetPassword, render: () => <ResetPasswordPage /> },
  { path: paths.setupAccount, render: () => <SetupAccountPage /> },
  { path: paths.congrats, render: () => <CongratsPage /> },
  { path: paths.createAccountSuccess, render: () => <CreateAccountSuccessPage /> },
  { path: paths.signUp, render: () => <SignUpPage /> },
];
