import type { signUpMachine } from '@outlay/machines/sign-up/sign-up.machine';
import { signUpView } from '@outlay/machines/sign-up/sign-up.view';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sameView } from '@/lib/same-view';

export type SignUpActor = ActorRefFrom<typeof signUpMachine>;

/** The wizard's one actor, for its steps. */
export const SignUpActorContext = createContext<SignUpActor | null>(null);

export function useSignUp() {
  const actor = useContext(SignUpActorContext);
  if (!actor) throw new Error('useSignUp outside the sign-up wizard');
  const view = useSelector(actor, signUpView, sameView);
  return { actor, view };
}
