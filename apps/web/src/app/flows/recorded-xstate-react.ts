// `@xstate/react` as Storybook's Flows serve it (.storybook/main.ts): the same hooks, and every
// actor a screen starts is recorded, so a path being played can send it the path's events.
import { useActorRef as useActorRefOf } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

export * from '@xstate/react';

const started = new Set<AnyActorRef>();
const listeners = new Set<() => void>();

/** The actors the screens started, newest last. */
export function startedActors(): AnyActorRef[] {
  return [...started];
}

export function onActorStarted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function forgetStartedActors(): void {
  started.clear();
}

export const useActorRef = ((...args: Parameters<typeof useActorRefOf>) => {
  const actor = useActorRefOf(...args);
  if (!started.has(actor)) {
    started.add(actor);
    queueMicrotask(() => {
      for (const listener of listeners) listener();
    });
  }
  return actor;
}) as typeof useActorRefOf;
