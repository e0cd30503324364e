import { useEffect, useEffectEvent } from 'react';
import type { AnyActorRef, OutputFrom } from 'xstate';

/**
 * Runs `handler` with the flow's output once its machine reaches its final state: how a dialog
 * or page driven by a machine hands the outcome back (closes itself, navigates on).
 */
export function useActorDone<TActor extends AnyActorRef>(
  actor: TActor,
  handler: (output: OutputFrom<TActor>) => void,
) {
  const onDone = useEffectEvent(handler);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot: { status: string; output?: unknown }) => {
      if (snapshot.status === 'done') onDone(snapshot.output as OutputFrom<TActor>);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor]);
}
