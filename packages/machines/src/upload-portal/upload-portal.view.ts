import type { SnapshotFrom } from 'xstate';
import type { uploadPortalMachine } from './upload-portal.machine';
import type { FileRejection } from './upload-portal.types';

type PortalSnapshot = SnapshotFrom<typeof uploadPortalMachine>;

/** Which page of the portal shows: the machine decides it. */
export function portalPageView(snapshot: PortalSnapshot) {
  if (snapshot.hasTag('page.upload')) return 'upload';
  if (snapshot.hasTag('page.completed')) return 'completed';
  if (snapshot.hasTag('page.expired')) return 'expired';
  return 'loading';
}

/** The upload page: its groups, the notice of a failed call, and Save. */
export function uploadPageView(snapshot: PortalSnapshot) {
  const { context } = snapshot;
  return {
    groups: context.request?.groups ?? [],
    notice: context.notice,
    canSave: snapshot.can({ type: 'request.saved' }),
    saving: snapshot.hasTag('busy'),
  } as const;
}

// One empty list for every group without refusals, so a view stays the same between snapshots.
const noRejections: readonly FileRejection[] = [];

/** One group's zone: its files on the way and being deleted, its refusals, and whether it is open. */
export function documentGroupView(snapshot: PortalSnapshot, groupId: number) {
  const { context } = snapshot;
  return {
    driveMaxBytes: context.maxUploadSizeInBytes,
    uploads: context.uploads.filter((upload) => upload.groupId === groupId),
    deletions: context.deletions,
    rejections: context.rejections[groupId] ?? noRejections,
    canEdit: snapshot.matches({ collecting: 'editing' }),
  } as const;
}
