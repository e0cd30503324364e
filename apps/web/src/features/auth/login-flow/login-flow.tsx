import type { LoginEvent } from '@outlay/machines/login/login.types';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '@/lib/paths';
import type { ComponentLoader } from '@/lib/use-loaded';
import { whenIdle } from '@/lib/when-idle';
import { useSessionStatus } from '@/session/session-store';
import { LoadedPage } from '@/components/loaded-page';
import { PageLoading } from '@/components/page-loading';
import { loginPageLoaders } from './login-page-loaders';
import {
  LoginFlowContext,
  runningLoginFlow,
  useActorView,
  type LoginActor,
  type LoginFlow as LoginFlowValue,
} from './login-flow-context';
import { heldEvent } from './held-event';
import { hasSavedLoginSnapshot } from './login-persistence';
import { screenOfPath, screenOfSnapshot, type LoginScreen } from './login-screens';

// The machine (xstate and the flow's logic) is not needed to draw the sign-in form, so it loads
// on its own, once the form is on screen.
const LoginMachine = lazy(() => import('./login-machine'));

const pageLoaders: Record<LoginScreen['tag'], ComponentLoader> = {
  'screen.credentials': loginPageLoaders.credentials,
  'screen.options': loginPageLoaders.options,
  'screen.code': loginPageLoaders.code,
  'screen.authenticatorSetup': loginPageLoaders.authenticatorSetup,
};

/**
 * The sign-in pages (`/`, `/login-options`, `/login-verify`, `/login-auth`) as one flow: the
 * login machine decides the screen and the URL follows it; the Back button walks it back.
 */
export function LoginFlow() {
  const status = useSessionStatus();
  if (status === 'signedIn') return <SignedInRedirect />;
  return <LoginFlowScreens />;
}

function SignedInRedirect() {
  return <Redirect to={paths.dashboard} replace />;
}

/**
 * A fresh visit to the sign-in form paints the form at once, as the machine would start it, and
 * starts the machine right after; anything the form sends meanwhile waits for it. Any other
 * screen, or a flow restored mid-way by a reload, waits for the machine (the page's spinner).
 */
function LoginFlowScreens() {
  const [location] = useLocation();
  const [formFirst] = useState(
    () => screenOfPath(location).order === 0 && !hasSavedLoginSnapshot(),
  );
  const [machineWanted, setMachineWanted] = useState(!formFirst);
  const [actor, setActor] = useState<LoginActor | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [hold] = useState(() =>
    heldEvent<LoginEvent>(() => {
      setWaiting(true);
      setMachineWanted(true);
    }),
  );

  const onStart = useCallback(
    (started: LoginActor | null) => {
      hold.start(started);
      setActor(started);
      setWaiting(false);
    },
    [hold],
  );
  const wantMachine = useCallback(() => {
    setMachineWanted(true);
  }, []);
  const flow = useMemo<LoginFlowValue>(
    () => (actor ? runningLoginFlow(actor) : { actor: null, waiting, send: hold.send }),
    [actor, waiting, hold],
  );

  const screen = useScreen(actor);
  const drawable = actor !== null || (formFirst && screen.order === 0);
  return (
    <>
      {(machineWanted || !drawable) && (
        <Suspense fallback={null}>
          <LoginMachine onStart={onStart} />
        </Suspense>
      )}
      <LoginFlowContext value={flow}>
        <Suspense fallback={<PageLoading />}>
          {drawable ? (
            <LoadedPage load={pageLoaders[screen.tag]}>
              {!machineWanted && <OnceDrawn then={wantMachine} />}
            </LoadedPage>
          ) : (
            <PageLoading />
          )}
        </Suspense>
      </LoginFlowContext>
    </>
  );
}

/** Calls `then` once the screen's page is drawn and the browser is idle. */
function OnceDrawn({ then }: { then: () => void }) {
  useEffect(() => whenIdle(then, 500), [then]);
  return null;
}

function useScreen(actor: LoginActor | null): LoginScreen {
  const [location] = useLocation();
  const routeScreen = screenOfPath(location);
  const machineScreen = useActorView(actor, screenOfSnapshot, routeScreen);
  // Until the URL catches up with the machine, show the screen the URL names if it is behind.
  return routeScreen.order < machineScreen.order ? routeScreen : machineScreen;
}
