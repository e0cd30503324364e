import type { uploadPortalMachine } from '@outlay/machines/upload-portal/upload-portal.machine';
import type { ActorRefFrom } from 'xstate';

export type PortalRef = ActorRefFrom<typeof uploadPortalMachine>;
