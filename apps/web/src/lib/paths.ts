// The app's paths, under the base /client/. Named as the spec names them.
export const paths = {
  home: '/',
  login: '/login',
  loginOptions: '/login-options',
  loginVerify: '/login-verify',
  loginAuth: '/login-auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  setPassword: '/set-password',
  setupAccount: '/setup-account',
  congrats: '/congrats',
  createAccountSuccess: '/create-account-success',
  /** The applicant's submitted application, in review (`/create-account-success`'s variant). */
  applicationInReview: '/create-account-success?application=submitted',
  signUp: '/sign-up',
  healthCheck: '/health-check',
  approveDevice: '/approve-device',
  ssoCallback: '/sso/callback',
  dashboard: '/dashboard',
  redirect: '/redirect',
  integrationsSat: '/integrations/sat',
} as const;

// The base every page is served under (spec part 1 §2.1); the server writes it in the paths it
// gives.
const base = '/client';

/**
 * A full path the server gives (a signing page, a return address: `/client/billing?…`) as the
 * app's own path (`/billing?…`), which links and `navigate` take; other paths stay as they are.
 */
export function appPathOf(fullPath: string): string {
  return fullPath === base || fullPath.startsWith(`${base}/`)
    ? fullPath.slice(base.length) || '/'
    : fullPath;
}
