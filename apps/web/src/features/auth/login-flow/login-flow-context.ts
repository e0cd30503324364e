import type { loginMachine } from '@outlay/machines/login/login.machine';
import type { LoginEvent } from '@outlay/machines/login/login.types';
import { createContext, use, useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

export type LoginActor = ActorRefFrom<typeof loginMachine>;
type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/**
 * The login flow as its screens see it. The sign-in form paints before the machine's code has
 * loaded (it loads just after): until then `actor` is null, and what the form sends waits for
 * the machine (`waiting`). Every other screen is only shown once the machine runs.
 */
export interface LoginFlow {
  actor: LoginActor | null;
  send: (event: LoginEvent) => void;
  /** An event is held until the machine starts. */
  waiting: boolean;
}

export const LoginFlowContext = createContext<LoginFlow | null>(null);

/** The flow of a machine already running (component tests, and the flow once started). */
export function runningLoginFlow(actor: LoginActor): LoginFlow {
  return { actor, send: (event) => actor.send(event), waiting: false };
}

export function useLoginFlow(): LoginFlow {
  const flow = use(LoginFlowContext);
  if (!flow) throw new Error('useLoginFlow must be used inside LoginFlow');
  return flow;
}

/** The running machine: for the screens that are never shown before it starts. */
export function useLoginActor(): LoginActor {
  const { actor } = useLoginFlow();
  if (!actor) throw new Error('This login screen is only shown once the login machine runs');
  return actor;
}

const noSubscription = () => () => undefined;

/**
 * A view of the machine, or `atStart` (the view of the machine's first state) while its code
 * loads. Reads the snapshot through React's store hook rather than @xstate/react's
 * `useSelector`, whose module would bring xstate's runtime into the sign-in form's first paint.
 */
export function useActorView<T>(
  actor: LoginActor | null,
  view: (snapshot: LoginSnapshot) => T,
  atStart: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return subscription ? () => subscription.unsubscribe() : noSubscription();
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor?.getSnapshot() ?? null, [actor]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);
  return snapshot ? view(snapshot) : atStart;
}

/** A screen's view of the flow's machine: see `useActorView`. */
export function useLoginView<T>(view: (snapshot: LoginSnapshot) => T, atStart: T): T {
  return useActorView(useLoginFlow().actor, view, atStart);
}
