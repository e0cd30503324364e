// `@xstate/react` as the dev server serves it (vite/flow-inspector.ts): the same hooks, whose
// actors report to the Stately inspector once it is switched on with `?inspect` (kept for the
// tab's session; `?inspect=off` switches it off) or VITE_INSPECT=1. Never part of a build.
import { createBrowserInspector } from '@statelyai/inspect';
import { useActorRef as useActorRefOf, useMachine as useMachineOf } from '@xstate/react';

export * from '@xstate/react';

const storageKey = 'outlay.inspect';

function isSwitchedOn(): boolean {
  const asked = new URLSearchParams(window.location.search).get('inspect');
  if (asked === 'off') sessionStorage.removeItem(storageKey);
  else if (asked !== null) sessionStorage.setItem(storageKey, '1');
  return import.meta.env.VITE_INSPECT === '1' || sessionStorage.getItem(storageKey) === '1';
}

// One inspector window for the tab, opened the first time a flow starts.
let inspector: ReturnType<typeof createBrowserInspector> | null = null;
function inspect(): ReturnType<typeof createBrowserInspector>['inspect'] | undefined {
  if (!isSwitchedOn()) return undefined;
  inspector ??= createBrowserInspector();
  return inspector.inspect;
}

type ActorRefArgs = Parameters<typeof useActorRefOf>;
type MachineArgs = Parameters<typeof useMachineOf>;

export const useActorRef = ((logic: ActorRefArgs[0], options?: ActorRefArgs[1], ...rest: []) =>
  useActorRefOf(logic, { ...options, inspect: inspect() }, ...rest)) as typeof useActorRefOf;

export const useMachine = ((machine: MachineArgs[0], options?: MachineArgs[1]) =>
  useMachineOf(machine, { ...options, inspect: inspect() })) as typeof useMachineOf;
