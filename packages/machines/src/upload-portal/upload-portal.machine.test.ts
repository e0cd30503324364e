import { createDriveClient } from '@outlay/api-client';
import {
  driveConfig,
  emptyUploadRequest,
  failWith,
  http,
  partlyProvidedUploadRequest,
  uploadedDocument,
  uploadRequestIds,
} from '@outlay/api-client/mocks';
import { mockServerForSuite } from '../testing/mock-server';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { uploadPortalActors } from './upload-portal.actors';
import { uploadPortalMachine } from './upload-portal.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof uploadPortalMachine>;

function startPortal(uuid: string = uploadRequestIds.open, language: 'en' | 'es' = 'en') {
  const client = createDriveClient({
    apiKey: 'test-key',
    language,
    baseUrl: 'http://outlay.test/api',
  });
  return createActor(uploadPortalMachine.provide({ actors: uploadPortalActors(client) }), {
    input: { uuid, language },
  }).start();
}

type Portal = ReturnType<typeof startPortal>;

const settled = (portal: Portal) =>
  waitFor(portal, (snapshot) => !snapshot.hasTag('page.loading') && !snapshot.hasTag('busy'));
const transfersDone = (portal: Portal) =>
  waitFor(
    portal,
    (snapshot) => snapshot.context.uploads.length === 0 && snapshot.context.deletions.length === 0,
  );
const documentsOf = (snapshot: Snapshot, groupId: number) =>
  snapshot.context.request?.groups.find((group) => group.id === groupId)?.documents ?? [];

const pdf = (name = 'scan.pdf', size = 1024) => new File([new Uint8Array(size)], name);

/** Holds every upload until the test lets them go, so several are in flight at once. */
function holdUploads() {
  const waiting: (() => void)[] = [];
  server.use(
    http.post('/drive/upload/{uuid}', async ({ request, response }) => {
      const file = (await request.formData()).get('file');
      const name = file instanceof File ? file.name : 'unknown';
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (name.startsWith('broken')) {
        return response(415).json({ errors: { msg: 'Only these file types are allowed: pdf.' } });
      }
      return response(201).json(uploadedDocument(name));
    }),
  );
  return {
    count: () => waiting.length,
    releaseAll: () => {
      for (const release of waiting.splice(0)) release();
    },
  };
}

async function provideEveryGroup(portal: Portal) {
  portal.send({ type: 'files.selected', groupId: 1, files: [pdf('passport.pdf')] });
  portal.send({ type: 'files.selected', groupId: 2, files: [pdf('statement.pdf')] });
  portal.send({ type: 'files.selected', groupId: 3, files: [pdf('bill.png')] });
  await transfersDone(portal);
}

describe('upload portal: loading', () => {
  it('shows the upload page for an open request, in the link language, with the drive limit', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('uploadRequest')) asked.push(new URL(request.url));
    });
    const portal = startPortal(uploadRequestIds.open, 'es');
    expect(portal.getSnapshot().hasTag('page.loading')).toBe(true);
    await settled(portal);
    server.events.removeAllListeners();

    const snapshot = portal.getSnapshot();
    expect(snapshot.hasTag('page.upload')).toBe(true);
    expect(snapshot.context.request?.groups.map((group) => group.id)).toEqual([1, 2, 3]);
    expect(snapshot.context.maxUploadSizeInBytes).toBe(driveConfig.maxUploadSizeInBytes);
    expect(asked[0]?.searchParams.get('language')).toBe('es');
  });

  it.each([
    ['an expired request', uploadRequestIds.expired, 'page.expired'],
    ['a completed request', uploadRequestIds.completed, 'page.completed'],
  ] as const)('shows the right page for %s', async (_name, uuid, page) => {
    const portal = startPortal(uuid);
    await settled(portal);
    expect(portal.getSnapshot().hasTag(page)).toBe(true);
    expect(portal.getSnapshot().status).toBe('done');
  });

  it('shows the expired page when the link is unknown or has nothing to upload', async () => {
    server.use(failWith('getUploadRequest', 404, 'This link seems to be expired or invalid.'));
    const unknown = startPortal();
    await settled(unknown);
    expect(unknown.getSnapshot().hasTag('page.expired')).toBe(true);

    server.resetHandlers();
    server.use(
      http.get('/drive/uploadRequest/{uuid}', ({ response }) =>
        response(200).json(emptyUploadRequest),
      ),
    );
    const empty = startPortal();
    await settled(empty);
    expect(empty.getSnapshot().hasTag('page.expired')).toBe(true);
  });

  it("keeps the spec's 5 MB default when the drive config cannot be read", async () => {
    server.use(failWith('getDriveConfig', 429, 'Too many requests.'));
    const portal = startPortal();
    await settled(portal);
    expect(portal.getSnapshot().hasTag('page.upload')).toBe(true);
    expect(portal.getSnapshot().context.maxUploadSizeInBytes).toBe(5_242_880);
  });
});

describe('upload portal: files', () => {
  it('refuses a file over the group limit or of another type before sending anything', async () => {
    let uploads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/drive/upload/')) uploads += 1;
    });
    const portal = startPortal();
    await settled(portal);

    portal.send({
      type: 'files.selected',
      groupId: 3,
      files: [pdf('bill.png', 2 * 1_048_576 + 1)],
    });
    portal.send({ type: 'files.selected', groupId: 2, files: [pdf('statement.png')] });
    portal.send({ type: 'files.selected', groupId: 1, files: [pdf('id.pdf', 5_242_881)] });
    server.events.removeAllListeners();

    const { rejections, uploads: pending } = portal.getSnapshot().context;
    expect(rejections[3]).toEqual([{ fileName: 'bill.png', reason: 'size', limitMb: 2 }]);
    expect(rejections[2]).toEqual([
      { fileName: 'statement.png', reason: 'type', extensions: ['pdf'] },
    ]);
    expect(rejections[1]).toEqual([{ fileName: 'id.pdf', reason: 'size', limitMb: 5 }]);
    expect(pending).toEqual([]);
    expect(uploads).toBe(0);
  });

  it('uploads several files at once, with progress, and keeps each in its group', async () => {
    const held = holdUploads();
    const portal = startPortal();
    await settled(portal);

    portal.send({
      type: 'files.selected',
      groupId: 1,
      files: [pdf('front.pdf'), pdf('back.jpg'), pdf('notes.txt')],
    });
    portal.send({ type: 'files.selected', groupId: 2, files: [pdf('statement.pdf')] });
    await vi.waitFor(() => {
      expect(held.count()).toBe(3);
    });
    const inFlight = portal.getSnapshot().context.uploads;
    expect(inFlight.map((upload) => [upload.key, upload.groupId, upload.fileName])).toEqual([
      ['f1', 1, 'front.pdf'],
      ['f2', 1, 'back.jpg'],
      ['f3', 2, 'statement.pdf'],
    ]);
    expect(portal.getSnapshot().context.rejections[1]).toEqual([
      { fileName: 'notes.txt', reason: 'type', extensions: ['pdf', 'jpeg', 'jpg', 'png'] },
    ]);

    portal.send({ type: 'upload.progressed', key: 'f2', progress: 0.4 });
    expect(
      portal.getSnapshot().context.uploads.find((upload) => upload.key === 'f2')?.progress,
    ).toBe(0.4);

    held.releaseAll();
    await transfersDone(portal);
    const snapshot = portal.getSnapshot();
    expect(documentsOf(snapshot, 1).map((document) => document.originalName)).toEqual([
      'front.pdf',
      'back.jpg',
    ]);
    expect(documentsOf(snapshot, 2).map((document) => document.originalName)).toEqual([
      'statement.pdf',
    ]);
    expect(Object.keys(snapshot.children)).toEqual([]);
  });

  it('keeps every uploaded file when one upload fails, and says which', async () => {
    const portal = startPortal();
    await settled(portal);
    portal.send({ type: 'files.selected', groupId: 1, files: [pdf('passport.pdf')] });
    await transfersDone(portal);

    const held = holdUploads();
    portal.send({
      type: 'files.selected',
      groupId: 1,
      files: [pdf('broken.pdf'), pdf('visa.pdf')],
    });
    await vi.waitFor(() => {
      expect(held.count()).toBe(2);
    });
    held.releaseAll();
    await transfersDone(portal);

    const snapshot = portal.getSnapshot();
    expect(documentsOf(snapshot, 1).map((document) => document.originalName)).toEqual([
      'passport.pdf',
      'visa.pdf',
    ]);
    expect(snapshot.context.notice).toMatchObject({
      kind: 'upload',
      fileName: 'broken.pdf',
      error: { status: 415, msg: 'Only these file types are allowed: pdf.' },
    });
    portal.send({ type: 'notice.dismissed' });
    expect(portal.getSnapshot().context.notice).toBeNull();
  });

  it('deletes a file; a failed deletion keeps it and says so', async () => {
    server.use(
      http.get('/drive/uploadRequest/{uuid}', ({ response }) =>
        response(200).json(partlyProvidedUploadRequest),
      ),
    );
    const portal = startPortal();
    await settled(portal);
    const [kept] = documentsOf(portal.getSnapshot(), 1);
    if (!kept) throw new Error('the fixture has a document in group 1');

    server.use(failWith('deleteUploadedDocument', 409, 'This upload request is closed.'));
    portal.send({ type: 'document.deleteRequested', documentId: kept.id });
    expect(portal.getSnapshot().context.deletions).toEqual([kept.id]);
    // A second press while it is on its way does nothing.
    portal.send({ type: 'document.deleteRequested', documentId: kept.id });
    await transfersDone(portal);
    expect(documentsOf(portal.getSnapshot(), 1)).toEqual([kept]);
    expect(portal.getSnapshot().context.notice).toMatchObject({
      kind: 'delete',
      fileName: 'passport.pdf',
    });

    server.resetHandlers();
    portal.send({ type: 'document.deleteRequested', documentId: kept.id });
    await transfersDone(portal);
    expect(documentsOf(portal.getSnapshot(), 1)).toEqual([]);
    portal.send({ type: 'document.deleteRequested', documentId: 'not-a-document' });
    expect(portal.getSnapshot().context.deletions).toEqual([]);
  });
});

describe('upload portal: saving', () => {
  it('enables Save only once every group is provided, then completes and announces it', async () => {
    const portal = startPortal();
    await settled(portal);
    const announced: string[] = [];
    portal.on('request.completed', (event) => announced.push(event.type));

    expect(portal.getSnapshot().can({ type: 'request.saved' })).toBe(false);
    portal.send({ type: 'files.selected', groupId: 1, files: [pdf('passport.pdf')] });
    portal.send({ type: 'files.selected', groupId: 2, files: [pdf('statement.pdf')] });
    await transfersDone(portal);
    portal.send({ type: 'request.saved' });
    expect(portal.getSnapshot().matches({ collecting: 'editing' })).toBe(true);

    portal.send({ type: 'files.selected', groupId: 3, files: [pdf('bill.png')] });
    expect(portal.getSnapshot().can({ type: 'request.saved' })).toBe(false);
    await transfersDone(portal);
    expect(portal.getSnapshot().can({ type: 'request.saved' })).toBe(true);

    portal.send({ type: 'request.saved' });
    expect(portal.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(portal, (snapshot) => snapshot.status === 'done');
    expect(portal.getSnapshot().hasTag('page.completed')).toBe(true);
    expect(announced).toEqual(['request.completed']);
  });

  it('stays on the upload page with every file when completing fails', async () => {
    server.use(
      failWith(
        'completeUploadRequest',
        422,
        'Upload at least one document to every group before saving.',
      ),
    );
    const portal = startPortal();
    await settled(portal);
    await provideEveryGroup(portal);
    portal.send({ type: 'request.saved' });
    await settled(portal);

    const snapshot = portal.getSnapshot();
    expect(snapshot.matches({ collecting: 'editing' })).toBe(true);
    expect(snapshot.context.notice).toMatchObject({ kind: 'complete', fileName: null });
    expect([1, 2, 3].map((id) => documentsOf(snapshot, id).length)).toEqual([1, 1, 1]);
  });
});
