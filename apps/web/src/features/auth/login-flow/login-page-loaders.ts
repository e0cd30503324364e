import { withMessages } from '@/i18n/messages';
import { loadOnce } from '@/lib/load-once';

/**
 * The code of each sign-in screen, loaded with its screen. The sign-in form's is asked for by
 * the entry too, beside the flow's (app/first-paint.ts), so it does not wait behind it.
 */
export const loginPageLoaders = {
  credentials: loadOnce(withMessages(['auth'], () => import('../routes/login-page'))),
  options: loadOnce(withMessages(['auth'], () => import('../routes/login-options-page'))),
  code: loadOnce(withMessages(['auth'], () => import('../routes/login-verify-page'))),
  authenticatorSetup: loadOnce(withMessages(['auth'], () => import('../routes/login-auth-page'))),
};
