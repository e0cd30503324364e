import type { loginMachine } from '@outlay/machines/login/login.machine';
import { createContext, use } from 'react';
import type { ActorRefFrom } from 'xstate';

export type LoginActor = ActorRefFrom<typeof loginMachine>;

export const LoginFlowContext = createContext<LoginActor | null>(null);

export function useLoginActor(): LoginActor {
  const actor = use(LoginFlowContext);
  if (!actor) throw new Error('useLoginActor must be used inside LoginFlow');
  return actor;
}
