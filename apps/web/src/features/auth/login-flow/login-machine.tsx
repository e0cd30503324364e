// The login machine and what follows it (the URL, the 'Code sent' toast, the end of sign-in).
// Loaded on its own, just after the sign-in form paints: see login-flow.tsx.
import { loginActors } from '@outlay/machines/login/login.actors';
import { loginMachine } from '@outlay/machines/login/login.machine';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/lib/paths';
import { onAppClient } from '@/lib/flow-actors';
import { takeReturnTo } from '@/session/return-to';
import { sessionStore } from '@/session/session-store';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import type { LoginActor } from './login-flow-context';
import { forgetLoginSnapshot, restoreLoginSnapshot, saveLoginSnapshot } from './login-persistence';
import { screenOfPath, screenOfSnapshot } from './login-screens';

const loginFlow = onAppClient(loginMachine, loginActors);

/** Runs the login machine and hands it to the flow's screens (`onStart`). Draws nothing. */
export default function LoginMachine({ onStart }: { onStart: (actor: LoginActor | null) => void }) {
  const actor = useActorRef(loginFlow, { snapshot: restoreLoginSnapshot() });
  useRouteFollowsMachine(actor);
  useCodeSentToast(actor, { resentOnly: false });
  useSignInCompletion(actor);
  useEffect(() => {
    onStart(actor);
    return () => {
      onStart(null);
    };
  }, [actor, onStart]);
  return null;
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
