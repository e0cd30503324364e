// The lazily loaded parts of the app that a page needs before it can paint, each with the
// message areas it shows (both load in parallel). React.lazy (app.tsx, the route table) and
// `preloadFirstPaint` share one loader per part: the entry calls `preloadFirstPaint` before it
// renders anything, so the page's code and catalogs load beside the entry's own `common`
// messages, not one after another as each lazy part renders.
import { withMessages } from '@/i18n/messages';
import { loadOnce, preload } from '@/lib/load-once';
import { paths } from '@/lib/paths';
import { loginPageLoaders } from '@/features/auth/login-flow/login-page-loaders';
import { hasSessionHint } from '@/session/restore-session';
import { sessionStore } from '@/session/session-store';
import { normalisePath } from './path-normaliser';
import { frameShown, subscribeFrameShown } from './shell/frame-shown';

export const loadLoginFlow = loadOnce(
  withMessages(['auth'], () =>
    import('@/features/auth/login-flow/login-flow').then((module) => ({
      default: module.LoginFlow,
    })),
  ),
);
export const loadAuthenticatedArea = loadOnce(
  withMessages(['shell'], () => import('./authenticated-area')),
);
/**
 * The dashboard, the page most signed-in visits open first (the route table's loader too). It is
 * drawn inside the signed-in frame, whose `shell` messages it uses as well.
 */
export const loadDashboardPage = loadOnce(
  withMessages(['shell', 'dashboard'], () => import('./routes/dashboard-route')),
);

/** The path of the page now open, under the app's base, as the spec's URL rules read it. */
export function currentPage(): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return normalisePath(window.location.pathname.slice(base.length) || '/');
}

/** The sign-in pages: one flow, one mounted machine (features/auth/login-flow). */
export const loginFlowPaths = /^\/(login|login-options|login-verify|login-auth)?$/;

const publicPaths: readonly string[] = [
  paths.healthCheck,
  paths.approveDevice,
  paths.ssoCallback,
  paths.redirect,
  paths.setPassword,
  paths.forgotPassword,
  paths.resetPassword,
  paths.setupAccount,
  paths.congrats,
  paths.createAccountSuccess,
];

/** What a page draws first: the sign-in form, the signed-in frame, or another public page. */
type FirstPaint = 'sign-in' | 'signed-in' | 'public';

const isSignInForm = (page: string) => page === paths.home || page === paths.login;

function firstPaintOf(page: string, hasSession: boolean): FirstPaint {
  if (publicPaths.includes(page) || /^\/(en|es|pt)\/upload-documents\//.test(page)) return 'public';
  if (isSignInForm(page) || loginFlowPaths.test(page) || !hasSession) return 'sign-in';
  return 'signed-in';
}

/**
 * Starts loading what the page at `path` (under the base) draws first: the sign-in form, or,
 * for a visitor with a session, the signed-in area (and the dashboard, on its path). Other
 * public pages load as they render (one part each).
 */
export function preloadFirstPaint(path: string, hasSession: boolean): void {
  const page = normalisePath(path);
  const firstPaint = firstPaintOf(page, hasSession);
  if (firstPaint === 'public') return;
  if (firstPaint === 'sign-in') {
    preload(loadLoginFlow);
    // Without a session, a signed-in page sends the visitor to the sign-in form.
    if (isSignInForm(page) || !loginFlowPaths.test(page)) preload(loginPageLoaders.credentials);
    return;
  }
  // The area asks for its page's code in turn, while it fetches the user and company; the
  // dashboard's comes beside the area's, rather than after the session is known.
  preload(loadAuthenticatedArea);
  if (page === paths.dashboard) preload(loadDashboardPage);
}

/**
 * Calls `task` once this page's first paint is done, for work it does not draw with: on a
 * signed-in page once the frame is drawn (or the session turned out to be over, and the sign-in
 * form is drawn instead), on any other page at once. Returns a cancel.
 */
export function afterFirstPaint(task: () => void): () => void {
  if (firstPaintOf(currentPage(), hasSessionHint()) !== 'signed-in') {
    task();
    return () => undefined;
  }
  let done = false;
  const run = () => {
    if (done) return;
    if (!frameShown() && sessionStore.getStatus() !== 'signedOut') return;
    done = true;
    stopFrame();
    stopSession();
    task();
  };
  // Both subscriptions exist before the first check, which may end them at once.
  const stopFrame = subscribeFrameShown(run);
  const stopSession = sessionStore.subscribe(run);
  run();
  return () => {
    done = true;
    stopFrame();
    stopSession();
  };
}
