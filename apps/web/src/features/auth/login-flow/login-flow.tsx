import { loginMachine } from '@outlay/machines/login/login.machine';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../../lib/paths';
import { apiClient } from '../../../lib/api-client';
import { takeReturnTo } from '../../../session/return-to';
import { sessionStore, useSessionStatus } from '../../../session/session-store';
import { PageLoading } from '../../../components/page-loading';
import { useCodeSentToast } from '../../../components/code-step/use-code-sent-toast';
import { LoginFlowContext, type LoginActor } from './login-flow-context';
import { forgetLoginSnapshot, restoreLoginSnapshot, saveLoginSnapshot } from './login-persistence';
import { screenOfPath, screenOfSnapshot, type LoginScreen } from './login-screens';

const LoginPage = lazy(() => import('../routes/login-page'));
const LoginOptionsPage = lazy(() => import('../routes/login-options-page'));
const LoginVerifyPage = lazy(() => import('../routes/login-verify-page'));
const LoginAuthPage = lazy(() => import('../routes/login-auth-page'));

const pages: Record<LoginScreen['tag'], ReactNode> = {
  'screen.credentials': <LoginPage />,
  'screen.options': <LoginOptionsPage />,
  'screen.code': <LoginVerifyPage />,
  'screen.authenticatorSetup': <LoginAuthPage />,
};

/**
 * The sign-in pages (`/`, `/login-options`, `/login-verify`, `/login-auth`) as one flow: the
 * login machine decides the screen and the URL follows it; the Back button walks it back.
 */
export function LoginFlow() {
  const status = useSessionStatus();
  if (status === 'signedIn') return <SignedInRedirect />;
  return <LoginFlowActor />;
}

function SignedInRedirect() {
  return <Redirect to={paths.dashboard} replace />;
}

function LoginFlowActor() {
  const actor = useActorRef(loginMachine, {
    input: { client: apiClient },
    snapshot: restoreLoginSnapshot(apiClient),
  });
  useRouteFollowsMachine(actor);
  useCodeSentToast(actor, { resentOnly: false });
  useSignInCompletion(actor);
  const screen = useScreen(actor);
  return (
    <LoginFlowContext value={actor}>
      <Suspense fallback={<PageLoading />}>{pages[screen.tag]}</Suspense>
    </LoginFlowContext>
  );
}

function useScreen(actor: LoginActor): LoginScreen {
  const [location] = useLocation();
  const machineScreen = useSelector(actor, screenOfSnapshot);
  const routeScreen = screenOfPath(location);
  // Until the URL catches up with the machine, show the screen the URL names if it is behind.
  return routeScreen.order < machineScreen.order ? routeScreen : machineScreen;
}

function useRouteFollowsMachine(actor: LoginActor) {
  const [location, navigate] = useLocation();
  const lastMachinePath = useRef(screenOfSnapshot(actor.getSnapshot()).path);

  // The machine moved on: the URL follows.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      saveLoginSnapshot(snapshot, actor.getPersistedSnapshot());
      const screen = screenOfSnapshot(snapshot);
      if (screen.path !== lastMachinePath.current) {
        lastMachinePath.current = screen.path;
        navigate(screen.path, { replace: screen.order === 0 });
      }
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, navigate]);

  // The URL changed on its own (Back button, typed address): walk the machine back, or send
  // the visitor to where the flow really is.
  useEffect(() => {
    const machineScreen = screenOfSnapshot(actor.getSnapshot());
    const routeScreen = screenOfPath(location);
    if (routeScreen.path === machineScreen.path) return;
    if (routeScreen.order < machineScreen.order) {
      actor.send(
        routeScreen.order === 0 ? { type: 'login.restarted' } : { type: 'method.changeRequested' },
      );
    } else {
      navigate(machineScreen.path, { replace: true });
    }
  }, [actor, location, navigate]);
}

function useSignInCompletion(actor: LoginActor) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      forgetLoginSnapshot();
      sessionStore.signIn(snapshot.output.secretToken ?? '');
      navigate(takeReturnTo() ?? paths.dashboard, { replace: true });
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, navigate]);
}
