// The document-upload portal's model: one file at a time on its way (several at once are the
// headless tests' job), refusals on the device, deletions, completing, and the calls.
import { createDriveClient } from '@outlay/api-client';
import {
  completedUploadRequest,
  driveConfig,
  emptyUploadRequest,
  expiredUploadRequest,
  openUploadRequest,
  uploadRequestIds,
} from '@outlay/api-client/mocks';
import type { EventObject, SnapshotFrom } from 'xstate';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import type { InvokedCall } from '../testing/model-paths';
import { uploadPortalActors } from './upload-portal.actors';
import { uploadPortalMachine } from './upload-portal.machine';

type Snapshot = SnapshotFrom<typeof uploadPortalMachine>;

// What tells two states apart for the model: where it is, which groups are provided, what is
// on its way (by group, not by file), and what is on screen (refusals, the failure banner).
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    provided: snapshot.context.request?.groups.map((group) => group.documents.length > 0) ?? [],
    uploading: snapshot.context.uploads.map((upload) => upload.groupId),
    deleting: snapshot.context.deletions.length,
    refused: Object.entries(snapshot.context.rejections)
      .filter(([, rejections]) => rejections.length > 0)
      .map(([groupId]) => Number(groupId)),
    notice: snapshot.context.notice?.kind ?? null,
  });

/** A File that names itself in the model's event keys (JSON.stringify of a File is `{}`). */
class ModelFile extends File {
  toJSON() {
    return { name: this.name, size: this.size };
  }
}
const file = (name: string, size = 1024) => new ModelFile([new Uint8Array(size)], name);

/** The document an upload's answer names: one id per upload, so deletions can find it. */
const documentOf = (key: string) => ({
  id: `00000000-0000-4000-8000-${key.replace(/\D/g, '').padStart(12, '0')}`,
  originalName: `${key}.pdf`,
});

const userEvents = [
  { type: 'files.selected', groupId: 1, files: [file('passport.pdf')] },
  { type: 'files.selected', groupId: 2, files: [file('statement.pdf')] },
  { type: 'files.selected', groupId: 3, files: [file('bill.png')] },
  // Refused on the device: a PNG where only PDFs go, a photo over the 2 MB limit.
  { type: 'files.selected', groupId: 2, files: [file('statement.png')] },
  { type: 'files.selected', groupId: 3, files: [file('huge.jpg', 2 * 1_048_576 + 1)] },
  { type: 'request.saved' },
  { type: 'notice.dismissed' },
];

/**
 * The events worth trying in a state. While files are on their way only their outcomes are
 * offered, one at a time: walking a path then answers each call as it is made. (Several files
 * in flight at once are covered by the headless tests.)
 */
function eventsIn(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('loading')) {
    return [
      done('loadUploadRequest', openUploadRequest),
      done('loadUploadRequest', expiredUploadRequest),
      done('loadUploadRequest', completedUploadRequest),
      done('loadUploadRequest', emptyUploadRequest),
      failed('loadUploadRequest'),
    ];
  }
  if (snapshot.matches('loadingLimits')) {
    return [done('loadDriveConfig', driveConfig), failed('loadDriveConfig')];
  }
  if (snapshot.matches({ collecting: 'completing' })) {
    return [done('completeUploadRequest', completedUploadRequest), failed('completeUploadRequest')];
  }
  const { uploads, deletions, request } = snapshot.context;
  if (uploads.length > 0) {
    return uploads.flatMap(({ key }) => [
      done(`upload.${key}`, documentOf(key)),
      failed(`upload.${key}`),
    ]);
  }
  if (deletions.length > 0) {
    return deletions.flatMap((id) => [done(`delete.${id}`, undefined), failed(`delete.${id}`)]);
  }
  const deletable = (request?.groups ?? []).flatMap((group) =>
    group.documents.map((document) => ({
      type: 'document.deleteRequested',
      documentId: document.id,
    })),
  );
  return [...userEvents, ...deletable];
}

// Every upload and deletion the model can start, mapped to the call it makes.
const calls: Record<string, InvokedCall> = {
  loadUploadRequest: { method: 'get', path: '/drive/uploadRequest/:uuid' },
  loadDriveConfig: { method: 'get', path: '/drive/config' },
  completeUploadRequest: { method: 'put', path: '/drive/uploadRequest/:uuid/complete' },
};
for (let number = 1; number <= 40; number += 1) {
  calls[`upload.f${number}`] = { method: 'post', path: '/drive/upload/:uuid' };
  calls[`delete.${documentOf(`f${number}`).id}`] = {
    method: 'delete',
    path: '/drive/uploadRequest/:uuid/deleteFile/:fileId',
  };
}

export const uploadPortalModel = defineFlowModel({
  machine: uploadPortalMachine,
  // The link's own client: its API key and language.
  provided: () =>
    uploadPortalMachine.provide({
      actors: uploadPortalActors(
        createDriveClient({ apiKey: 'k', language: 'en', baseUrl: 'http://outlay.test/api' }),
      ),
    }),
  variants: [
    {
      name: 'a supplier with the link',
      input: () => ({
        uuid: uploadRequestIds.open,
        language: 'en' as const,
      }),
    },
  ],
  events: eventsIn,
  serializeState,
  calls,
  untakeable: {
    'uploadPortal.collecting on upload.progressed':
      "Progress comes from the browser's upload as the bytes go out, while the call is open; " +
      'the model answers one call at a time, so the headless test "shows each file\'s ' +
      'progress" (upload-portal.machine.test.ts) sends it instead.',
  },
});
