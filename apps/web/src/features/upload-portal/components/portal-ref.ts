import type { uploadPortalMachine } from '@outlay/machines/upload-portal/upload-portal.machine';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

export type PortalRef = ActorRefFrom<typeof uploadPortalMachine>;
export type PortalSnapshot = SnapshotFrom<typeof uploadPortalMachine>;
