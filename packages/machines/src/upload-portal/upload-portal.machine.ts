import { type DriveConfig, type UploadedDocument, type UploadRequest } from '@outlay/api-client';
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { uploadPortalActors } from './upload-portal.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import { checkFile, DEFAULT_MAX_UPLOAD_BYTES } from './file-checks';
import type {
  FileRejection,
  PendingUpload,
  PortalNotice,
  UploadPortalContext,
  UploadPortalEmitted,
  UploadPortalEvent,
  UploadPortalInput,
} from './upload-portal.types';
import { errorFrom } from '../kernel/actor-error';

const UPLOAD_PREFIX = 'upload.';
const DELETE_PREFIX = 'delete.';

/** `upload.f1` of `xstate.done.actor.upload.f1`: the child the outcome belongs to. */
function actorIdOf(event: { type: string }): string {
  return /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1] ?? '';
}

type UploadDone = Extract<UploadPortalEvent, { output: UploadedDocument }>;

function isUploadDone(event: UploadPortalEvent): event is UploadDone {
  return event.type.startsWith(`xstate.done.actor.${UPLOAD_PREFIX}`);
}

function withGroups(
  request: UploadRequest | null,
  change: (groups: UploadRequest['groups']) => UploadRequest['groups'],
): UploadRequest | null {
  return request ? { ...request, groups: change(request.groups) } : null;
}

/**
 * The public document-upload portal (spec part 2 §2.8, §4, §5): load the request a link
 * points to, then collect at least one document per group, several files at once (each
 * upload and deletion is its own child actor, so one failing leaves the others and every file
 * already uploaded in place), and complete it. Each page is a tag: `page.loading`,
 * `page.upload`, `page.expired`, `page.completed`.
 */
export const uploadPortalMachine = setup({
  types: {
    context: {} as UploadPortalContext,
    events: {} as UploadPortalEvent,
    input: {} as UploadPortalInput,
    emitted: {} as UploadPortalEmitted,
    tags: {} as 'page.loading' | 'page.upload' | 'page.expired' | 'page.completed' | 'busy',
  },
  actors: uploadPortalActors(unprovidedClient),
  guards: {
    isOpen: (_, request: UploadRequest) =>
      request.status === 'created' && request.groups.length > 0,
    isCompleted: (_, request: UploadRequest) => request.status === 'completed',
    everyGroupProvided: ({ context }) =>
      context.uploads.length === 0 &&
      context.deletions.length === 0 &&
      (context.request?.groups.every((group) => group.documents.length > 0) ?? false),
    isDeletable: ({ context, event }) => {
      assertEvent(event, 'document.deleteRequested');
      return (
        !context.deletions.includes(event.documentId) &&
        (context.request?.groups.some((group) =>
          group.documents.some((document) => document.id === event.documentId),
        ) ??
          false)
      );
    },
  },
  actions: {
    rememberRequest: assign((_, request: UploadRequest) => ({ request })),
    rememberDriveConfig: assign((_, config: DriveConfig) => ({
      maxUploadSizeInBytes: config.maxUploadSizeInBytes,
    })),
    /** Checks each file, then starts one upload actor per file that passed. */
    startUploads: enqueueActions(({ context, event, enqueue, self }) => {
      assertEvent(event, 'files.selected');
      const group = context.request?.groups.find((candidate) => candidate.id === event.groupId);
      if (!group) return;
      const rejected: FileRejection[] = [];
      const started: PendingUpload[] = [];
      let count = context.uploadsStarted;
      for (const file of event.files) {
        const rejection = checkFile(file, group, context.maxUploadSizeInBytes);
        if (rejection) {
          rejected.push(rejection);
          continue;
        }
        count += 1;
        const key = `f${count}`;
        started.push({ key, groupId: group.id, fileName: file.name, progress: 0 });
        enqueue.spawnChild('uploadDocument', {
          id: `${UPLOAD_PREFIX}${key}`,
          input: {
            uuid: context.uuid,
            groupId: group.id,
            file,
            onProgress: (progress: number) => {
              self.send({ type: 'upload.progressed', key, progress });
            },
          },
        });
      }
      enqueue.assign({
        uploads: [...context.uploads, ...started],
        uploadsStarted: count,
        rejections: { ...context.rejections, [group.id]: rejected },
      });
    }),
    recordProgress: assign({
      uploads: ({ context, event }) => {
        assertEvent(event, 'upload.progressed');
        return context.uploads.map((upload) =>
          upload.key === event.key ? { ...upload, progress: event.progress } : upload,
        );
      },
    }),
    keepUploadedDocument: enqueueActions(({ context, event, enqueue }) => {
      const key = actorIdOf(event).slice(UPLOAD_PREFIX.length);
      const upload = context.uploads.find((candidate) => candidate.key === key);
      enqueue.stopChild(actorIdOf(event));
      if (!upload || !isUploadDone(event)) return;
      const document = event.output;
      enqueue.assign({
        uploads: context.uploads.filter((candidate) => candidate.key !== key),
        request: withGroups(context.request, (groups) =>
          groups.map((group) =>
            group.id === upload.groupId
              ? {
                  ...group,
                  documents: [...group.documents, document],
                }
              : group,
          ),
        ),
      });
    }),
    reportFailedUpload: enqueueActions(({ context, event, enqueue }) => {
      const key = actorIdOf(event).slice(UPLOAD_PREFIX.length);
      const upload = context.uploads.find((candidate) => candidate.key === key);
      enqueue.stopChild(actorIdOf(event));
      const notice: PortalNotice = {
        kind: 'upload',
        fileName: upload?.fileName ?? null,
        error: errorFrom(event),
      };
      enqueue.assign({
        uploads: context.uploads.filter((candidate) => candidate.key !== key),
        notice,
      });
    }),
    startDeletion: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'document.deleteRequested');
      enqueue.spawnChild('deleteDocument', {
        id: `${DELETE_PREFIX}${event.documentId}`,
        input: { uuid: context.uuid, documentId: event.documentId },
      });
      enqueue.assign({ deletions: [...context.deletions, event.documentId] });
    }),
    forgetDeletedDocument: enqueueActions(({ context, event, enqueue }) => {
      const documentId = actorIdOf(event).slice(DELETE_PREFIX.length);
      enqueue.stopChild(actorIdOf(event));
      enqueue.assign({
        deletions: context.deletions.filter((id) => id !== documentId),
        request: withGroups(context.request, (groups) =>
          groups.map((group) => ({
            ...group,
            documents: group.documents.filter((document) => document.id !== documentId),
          })),
        ),
      });
    }),
    reportFailedDeletion: enqueueActions(({ context, event, enqueue }) => {
      const documentId = actorIdOf(event).slice(DELETE_PREFIX.length);
      const document = context.request?.groups
        .flatMap((group) => group.documents)
        .find((candidate) => candidate.id === documentId);
      enqueue.stopChild(actorIdOf(event));
      enqueue.assign({
        deletions: context.deletions.filter((id) => id !== documentId),
        notice: {
          kind: 'delete',
          fileName: document?.originalName ?? null,
          error: errorFrom(event),
        },
      });
    }),
    reportFailedCompletion: assign({
      notice: ({ event }) => ({
        kind: 'complete' as const,
        fileName: null,
        error: errorFrom(event),
      }),
    }),
    dismissNotice: assign({ notice: null }),
    announceCompletion: emit({ type: 'request.completed' }),
  },
}).createMachine({
  id: 'uploadPortal',
  context: ({ input }) => ({
    uuid: input.uuid,
    language: input.language,
    request: null,
    maxUploadSizeInBytes: DEFAULT_MAX_UPLOAD_BYTES,
    uploads: [],
    deletions: [],
    rejections: {},
    notice: null,
    uploadsStarted: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "The request behind the link is read, in the link's language.",
      // Busy too: QA's browser walk holds the call to see the loading page.
      tags: ['page.loading', 'busy'],
      invoke: {
        id: 'loadUploadRequest',
        src: 'loadUploadRequest',
        input: ({ context }) => ({
          uuid: context.uuid,
          language: context.language,
        }),
        onDone: [
          {
            guard: { type: 'isOpen', params: ({ event }) => event.output },
            target: 'loadingLimits',
            actions: { type: 'rememberRequest', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isCompleted', params: ({ event }) => event.output },
            target: 'completed',
          },
          { target: 'expired' },
        ],
        onError: { target: 'expired' },
      },
    },
    loadingLimits: {
      description:
        "The drive's default size limit is read; if that fails, the spec's 5 MB default stands.",
      tags: ['page.loading', 'busy'],
      invoke: {
        id: 'loadDriveConfig',
        src: 'loadDriveConfig',
        onDone: {
          target: 'collecting',
          actions: { type: 'rememberDriveConfig', params: ({ event }) => event.output },
        },
        onError: { target: 'collecting' },
      },
    },
    collecting: {
      description:
        'The upload page: one zone per group. Files upload and delete in parallel; a group is provided once it has a document.',
      tags: ['page.upload'],
      initial: 'editing',
      on: {
        'upload.progressed': { actions: 'recordProgress' },
        'xstate.done.actor.upload.*': { actions: 'keepUploadedDocument' },
        'xstate.error.actor.upload.*': { actions: 'reportFailedUpload' },
        'xstate.done.actor.delete.*': { actions: 'forgetDeletedDocument' },
        'xstate.error.actor.delete.*': { actions: 'reportFailedDeletion' },
        'notice.dismissed': { actions: 'dismissNotice' },
      },
      states: {
        editing: {
          description:
            'Files may be added and removed; Save is enabled once every group is provided.',
          on: {
            'files.selected': { actions: 'startUploads' },
            'document.deleteRequested': { guard: 'isDeletable', actions: 'startDeletion' },
            'request.saved': { guard: 'everyGroupProvided', target: 'completing' },
          },
        },
        completing: {
          description: 'The drive completes the request.',
          tags: ['busy'],
          invoke: {
            id: 'completeUploadRequest',
            src: 'completeUploadRequest',
            input: ({ context }) => ({ uuid: context.uuid }),
            onDone: { target: '#uploadPortal.completed', actions: 'announceCompletion' },
            onError: { target: 'editing', actions: 'reportFailedCompletion' },
          },
        },
      },
    },
    expired: {
      description: "'SORRY!': the link is expired or invalid (a load error lands here too).",
      tags: ['page.expired'],
      type: 'final',
    },
    completed: {
      description: 'The documents are in: thanks, and a way back to the dashboard.',
      tags: ['page.completed'],
      type: 'final',
    },
  },
});
