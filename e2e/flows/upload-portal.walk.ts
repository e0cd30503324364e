import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';

// The seed's request for this walk alone, asking for what the open demo request asks for, and
// the demo request whose time is up (only read, so the upload portal's spec may read it too).
const WALKED = '7e1d2c3b-4a5f-4e6d-9c8b-0a1b2c3d4e5f';
const EXPIRED = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';

/** The model's groups (the mocks' ids) by the names the seed gives them. */
const groupNames: Record<number, string> = {
  1: 'Government-issued ID',
  2: 'Bank statement',
  3: 'Proof of address',
};

// A file as the drive sees it: its first bytes are what counts.
const bytesOf = (name: string) =>
  name.endsWith('.png')
    ? Buffer.concat([
        Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
        Buffer.alloc(2048, 0),
      ])
    : Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(2048, 0x20)]);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The request's answer: open, with groups to provide (the walked one is). */
const asksForDocuments = (event: EventObject) => {
  const { output } = event as EventObject & { output: { status: string; groups: unknown[] } };
  return output.status === 'created' && output.groups.length > 0;
};

const loadingPage = async (page: Page) => {
  await expect(
    page.getByRole('progressbar', { name: 'Loading your upload request…' }),
  ).toBeVisible();
};

// The walked request's link: its loading held, each group given a file, Save held, completed.
export const uploadPortalWalk: BrowserWalk = {
  flow: 'upload-portal',
  variant: 'a supplier with the link',
  tour: true,
  goal: (state) => state.matches('completed' as never),
  // The walked request is open, and every call of the walk succeeds.
  server: (event) =>
    event.type.startsWith('xstate.done.actor.') &&
    (event.type !== 'xstate.done.actor.loadUploadRequest' || asksForDocuments(event)),
  start: async (page) => {
    await page.goto(`/client/en/upload-documents/${WALKED}`);
  },
  act: {
    'files.selected': async (page, event) => {
      const { groupId, files } = event as EventObject & { groupId: number; files: File[] };
      const group = page.getByRole('region', { name: groupNames[groupId] ?? '' });
      await group.locator('input[type="file"]').setInputFiles(
        files.map((file) => ({
          name: file.name,
          mimeType: 'application/octet-stream',
          buffer: bytesOf(file.name),
        })),
      );
      for (const file of files) await expect(group.getByText(file.name)).toBeVisible();
    },
    'request.saved': async (page) => {
      await page.getByRole('button', { name: 'Save' }).click();
    },
  },
  see: {
    // The request, then the drive's limits: the page says what it loads.
    'uploadPortal.loading': loadingPage,
    'uploadPortal.loadingLimits': loadingPage,
    'uploadPortal.collecting.editing': async (page) => {
      await expect(heading(page, 'Upload your documents')).toBeVisible();
    },
    'uploadPortal.completed': async (page) => {
      await expect(heading(page, 'Upload completed')).toBeVisible();
      await expect(page.getByText('Thank you for sending your documents.')).toBeVisible();
    },
  },
};

// The expired demo link: the request reads as expired, and the page apologises.
export const uploadPortalExpiredWalk: BrowserWalk = {
  flow: 'upload-portal',
  name: 'expired link',
  variant: 'a supplier with the link',
  tour: true,
  goal: (state) => state.matches('expired' as never),
  server: (event) =>
    event.type === 'xstate.done.actor.loadUploadRequest' &&
    (event as EventObject & { output: { status: string } }).output.status === 'expired',
  start: async (page) => {
    await page.goto(`/client/en/upload-documents/${EXPIRED}`);
  },
  act: {},
  see: {
    'uploadPortal.expired': async (page) => {
      await expect(page.getByText('This link seems to be expired or invalid.')).toBeVisible();
    },
  },
};
