import { useEffect, useEffectEvent } from 'react';
import type { ActorRef, AnyActorRef, EventObject } from 'xstate';

type EmittedOf<TActor> =
  TActor extends ActorRef<infer _Snapshot, infer _Event, infer TEmitted extends EventObject>
    ? TEmitted
    : never;

/**
 * Runs `handler` each time the flow's machine emits `type`: the one way a machine tells a
 * screen that something happened (a code went out, a report was filed, the dialog closed), and
 * so the one way a flow raises a toast. Never by watching the machine's state for a change.
 */
export function useEmitted<
  TActor extends AnyActorRef,
  const TType extends EmittedOf<TActor>['type'],
>(
  actor: TActor,
  type: TType,
  handler: (event: NoInfer<Extract<EmittedOf<TActor>, { type: TType }>>) => void,
) {
  const onEmitted = useEffectEvent(handler);
  useEffect(() => {
    const subscription = actor.on(type, (event: EventObject) => {
      onEmitted(event as Extract<EmittedOf<TActor>, { type: TType }>);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, type]);
}
