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
  healthCheck: '/health-check',
  approveDevice: '/approve-device',
  dashboard: '/dashboard',
  redirect: '/redirect',
} as const;
