import type { delegateRegistrationMachine } from '@outlay/machines/delegate-registration/delegate-registration.machine';
import type { ActorRefFrom } from 'xstate';

export type DelegateRegistrationActor = ActorRefFrom<typeof delegateRegistrationMachine>;
