import type { loginGateMachine } from '@outlay/machines/login-gate/login-gate.machine';
import type { ActorRefFrom } from 'xstate';

export type LoginGateActor = ActorRefFrom<typeof loginGateMachine>;
