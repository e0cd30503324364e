// @vitest-environment jsdom
import type { Receipt } from '@outlay/api-client';
import { failWith, foreignCardDetails, http } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDrawer, setUpDrawerTests } from './open-drawer.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = setUpDrawerTests();
afterEach(() => {
  vi.restoreAllMocks();
});

const stored = (name: string, index: number, contentType = 'application/pdf'): Receipt => ({
  id: `7c7f3a1e-55e4-4d8e-9f3e-2b9d0d1c5a${String(index).padStart(2, '0')}`,
  receiptName: name,
  type: 'receipt',
  contentType,
  sizeBytes: 1000,
  createdAt: '2026-01-04T10:00:00.000Z',
  url: `/api/v2/web/receipts/${String(index)}/file?expires=1&signature=x`,
});

/** A server that keeps what is uploaded and removed for one entry. */
function keepFiles(initial: Receipt[]) {
  let files = [...initial];
  server.use(
    http.get('/v2/web/transaction/get-receipt', ({ response }) =>
      response(200).json({ receipts: files }),
    ),
    http.post('/v2/web/transaction/upload-receipt', async ({ request, response }) => {
      const form = await request.formData();
      const added = form
        .getAll('files[]')
        .map((part, index) =>
          stored(part instanceof File ? part.name : part, 50 + files.length + index),
        );
      files = [...files, ...added];
      return response(201).json({ receipts: files });
    }),
    http.delete('/v2/web/transaction/delete-receipt', ({ request, response }) => {
      const receiptId = new URL(request.url).searchParams.get('receiptId');
      files = files.filter((file) => file.id !== receiptId);
      return response(200).json({ receipts: files });
    }),
  );
}

const file = (name: string, bytes = 10, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

async function openPurchase() {
  const user = userEvent.setup();
  const opened = openDrawer({ type: 'card', id: foreignCardDetails.transaction.id });
  await screen.findByText('Drag or click to attach receipt (10 max)');
  const input = () => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('No file input');
    return found;
  };
  return { user, input, ...opened };
}

describe('receipts in the drawer', () => {
  it('uploads files as soon as they pass the checks, each on its own, and removes one', async () => {
    keepFiles([stored('lunch.pdf', 1)]);
    const { user, input, onFilesChanged } = await openPurchase();
    const list = await screen.findByRole('list', { name: 'Receipts' });
    await user.upload(input(), [file('taxi.PNG', 10, 'image/png'), file('hotel.pdf')]);
    expect(await within(list).findByRole('button', { name: 'taxi.PNG' })).toBeTruthy();
    expect(await within(list).findByRole('button', { name: 'hotel.pdf' })).toBeTruthy();
    expect(onFilesChanged).toHaveBeenCalledTimes(2);

    await user.click(within(list).getByRole('button', { name: 'Remove lunch.pdf' }));
    await vi.waitFor(() => {
      expect(within(list).queryByRole('button', { name: 'lunch.pdf' })).toBeNull();
    });
    expect(onFilesChanged).toHaveBeenCalledTimes(3);
  });

  it('refuses a file over 10 MB and a type it does not take, and uploads the rest', async () => {
    keepFiles([]);
    const { user, input } = await openPurchase();
    await user.upload(input(), [
      file('scan.pdf', 10 * 1024 * 1024 + 1),
      file('ok.jpeg', 5, 'image/jpeg'),
    ]);
    expect(
      await screen.findByText(
        'Oops, uploaded file size is too big. Please upload receipt with size less than 10MB.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ok.jpeg' })).toBeTruthy();
    // Past the chooser's own filter, as a drop would be.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input(), file('notes.txt', 5, 'text/plain'));
    expect(
      await screen.findByText(
        "notes.txt can't be attached: choose a jpg, jpeg, png, pdf or xml file.",
      ),
    ).toBeTruthy();
  });

  it('says when an upload failed and keeps the other files', async () => {
    keepFiles([stored('lunch.pdf', 1)]);
    server.use(
      failWith('uploadCardReceipts', 415, 'The file is not a PNG, JPEG, PDF or XML file.'),
    );
    const { user, input } = await openPurchase();
    await user.upload(input(), file('fake.pdf'));
    expect(
      await screen.findByText(
        'fake.pdf could not be uploaded: The file is not a PNG, JPEG, PDF or XML file.',
      ),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Receipts' });
    expect(within(list).getByRole('button', { name: 'lunch.pdf' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'fake.pdf' })).toBeNull();
  });

  it('turns the zone off at 10 files and refuses one too many', async () => {
    keepFiles(
      Array.from({ length: 8 }, (_, index) => stored(`receipt-${String(index)}.pdf`, index)),
    );
    const { user, input } = await openPurchase();
    await screen.findByRole('button', { name: 'receipt-7.pdf' });
    await user.upload(input(), [file('ninth.pdf'), file('tenth.pdf'), file('eleventh.pdf')]);
    await screen.findByRole('button', { name: 'tenth.pdf' });
    expect(screen.queryByRole('button', { name: 'eleventh.pdf' })).toBeNull();
    // The limit is said once, and names the file it refused.
    await vi.waitFor(() => {
      expect(screen.getAllByText(/limit of 10 receipts/).map((node) => node.textContent)).toEqual([
        'eleventh.pdf was not attached: you have reached the limit of 10 receipts.',
      ]);
    });
    const choose = screen.getByRole('button', { name: 'Choose files' });
    await vi.waitFor(() => {
      expect(
        choose.hasAttribute('disabled') || choose.getAttribute('aria-disabled') === 'true',
      ).toBe(true);
    });
  });

  it('takes ten of eleven files dropped at once, and names the eleventh once', async () => {
    keepFiles([]);
    const { user, input } = await openPurchase();
    const names = Array.from({ length: 11 }, (_, index) => `scan-${String(index + 1)}.pdf`);
    await user.upload(
      input(),
      names.map((name) => file(name)),
    );
    await screen.findByRole('button', { name: 'scan-10.pdf' });
    expect(screen.queryByRole('button', { name: 'scan-11.pdf' })).toBeNull();
    await vi.waitFor(() => {
      expect(screen.getAllByText(/limit of 10 receipts/).map((node) => node.textContent)).toEqual([
        'scan-11.pdf was not attached: you have reached the limit of 10 receipts.',
      ]);
    });
  });

  it('opens an image in the viewer and any other file in a new window', async () => {
    keepFiles([stored('photo.png', 1, 'image/png'), stored('invoice.pdf', 2)]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openPurchase();
    await user.click(await screen.findByRole('button', { name: 'invoice.pdf' }));
    expect(open).toHaveBeenCalledWith(stored('invoice.pdf', 2).url, '_blank', 'noopener');
    await user.click(screen.getByRole('button', { name: 'photo.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'photo.png' });
    expect(within(viewer).getByRole('img', { name: 'photo.png' }).getAttribute('src')).toBe(
      stored('photo.png', 1).url,
    );
  });
});
