// The one place a flow's actors meet the app's client: a screen that starts a flow starts
// `onAppClient(machine, flowActors)`, made once as its module loads. No machine holds the
// client in its input or context, and a flow the login gate runs as its child gets its actors
// from the gate's (`loginGateActors` builds the children on the same client).
import type { OutlayClient } from '@outlay/api-client';
import type { AnyStateMachine } from 'xstate';
import { apiClient } from './api-client';

type ActorsOf<TMachine extends AnyStateMachine> = NonNullable<
  Parameters<TMachine['provide']>[0]['actors']
>;

/** The flow's machine with its actors built on the app's one client. */
export function onAppClient<TMachine extends AnyStateMachine>(
  machine: TMachine,
  actors: (client: OutlayClient) => ActorsOf<TMachine>,
): TMachine {
  return machine.provide({ actors: actors(apiClient) }) as TMachine;
}
