// @vitest-environment jsdom
import { cardEntry, failWith, http, stpPaymentEntry } from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type EntryRow, toEntryRow } from '../model/entry-row';
import { prepareApp, renderApp } from '@/testing/render-app';
import AddReceiptModal from './add-receipt-modal';
import { startMockServer } from '@/testing/mock-server';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['dashboard']);
});

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, {
    type: 'image/png',
  });

async function open(row: EntryRow) {
  // The chooser's `accept` is a hint to the browser; the checks under test are the modal's.
  const user = userEvent.setup({ applyAccept: false });
  const onClose = vi.fn();
  renderApp(<AddReceiptModal row={row} onClose={onClose} />);
  const modal = await screen.findByRole('dialog', { name: 'Add Receipt' });
  const input = () => {
    const found = modal.querySelector('input[type="file"]');
    if (!(found instanceof HTMLInputElement)) throw new Error('no file input');
    return found;
  };
  /** The text of each file in the list to upload, in order. */
  const chosen = () =>
    within(within(modal).getByRole('list', { name: 'Files to upload' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  return { user, modal, input, chosen, onClose };
}

const purchase = (receipts: number): EntryRow => ({ ...toEntryRow(cardEntry), receipts });

describe('Add Receipt', () => {
  it("says 'File not selected.' when Upload is pressed with nothing chosen", async () => {
    const { user, modal } = await open(purchase(0));
    expect(within(modal).getByText('Drag or click to attach receipt (2 max)')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Upload' }));
    expect(within(modal).getByText('File not selected.')).toBeTruthy();
  });

  it('names a file of the wrong type or over 10 MB, and keeps the files already chosen', async () => {
    const { user, modal, input, chosen } = await open(purchase(0));
    await user.upload(input(), png('lunch.png'));
    await user.upload(input(), new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(
      within(modal).getByText(
        "notes.txt can't be attached: choose a png, jpg, jpeg, pdf or xml file.",
      ),
    ).toBeTruthy();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input(), big);
    expect(
      within(modal).getByText('scan.pdf is larger than 10 MB. Choose a file of 10 MB or less.'),
    ).toBeTruthy();
    expect(chosen()).toEqual([expect.stringContaining('lunch.png')]);
  });

  it('keeps the refusal on screen when good and bad files are chosen together', async () => {
    const { user, modal, input } = await open(purchase(0));
    await user.upload(input(), [png('a.png'), new File(['x'], 'b.exe')]);
    expect(
      within(modal).getByText("b.exe can't be attached: choose a png, jpg, jpeg, pdf or xml file."),
    ).toBeTruthy();
    expect(within(modal).getByText('a.png')).toBeTruthy();
  });

  it('counts the files already attached towards the 2, keeping what fits', async () => {
    const { user, modal, input, chosen } = await open(purchase(1));
    expect(within(modal).getByText('1 file attached already.')).toBeTruthy();
    await user.upload(input(), [png('one.png'), png('two.png')]);
    expect(
      within(modal).getByText('At most 2 files are allowed to upload. two.png was not added.'),
    ).toBeTruthy();
    expect(chosen()).toEqual([expect.stringContaining('one.png')]);
  });

  it('uploads a card receipt as multipart files[] with the id, then closes', async () => {
    const sent: FormData[] = [];
    server.use(
      http.post('/v2/web/transaction/upload-receipt', async ({ request, response }) => {
        sent.push(await request.formData());
        return response(201).json({ receipts: [] });
      }),
    );
    const row = purchase(0);
    const { user, modal, input, onClose } = await open(row);
    await user.upload(input(), png('lunch.png'));
    await user.click(within(modal).getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(await screen.findByText('Receipt uploaded.')).toBeTruthy();
    const [form] = sent;
    expect(form?.get('id')).toBe(String(row.entryId));
    expect(form?.get('shouldPushReceipt')).toBe('true');
    // jsdom's File reaches the Node fetch without its name; a browser sends it (Playwright).
    expect(form?.getAll('files[]').map((file) => (file as Blob).size)).toEqual([4]);
  });

  it("keeps the files and shows the Error toast with the server's message when refused", async () => {
    server.use(
      failWith('uploadPaymentReceipts', 415, 'The file is not a PNG, JPEG, PDF or XML file.'),
    );
    const { user, modal, input, onClose } = await open(toEntryRow(stpPaymentEntry));
    await user.upload(input(), png('invoice.png'));
    await user.click(within(modal).getByRole('button', { name: 'Upload' }));
    // The app's toast queue outlives a test, so the toast is found by its message.
    const message = await screen.findByText('The file is not a PNG, JPEG, PDF or XML file.');
    const toast = message.closest('[role="alertdialog"]');
    if (!(toast instanceof HTMLElement)) throw new Error('the message is not in a toast');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(modal).getByText('invoice.png')).toBeTruthy();
  });
  it('refuses at once what exceeds the 2, never queues a file twice, and uploads what fits', async () => {
    const sent: FormData[] = [];
    server.use(
      http.post('/v2/web/transaction/upload-receipt', async ({ request, response }) => {
        sent.push(await request.formData());
        return response(201).json({ receipts: [] });
      }),
    );
    const { user, modal, input, chosen, onClose } = await open(purchase(0));
    const lunch = png('lunch.png');
    await user.upload(input(), [lunch, lunch, png('taxi.png'), png('hotel.png'), png('bar.png')]);
    expect(chosen()).toEqual([
      expect.stringContaining('lunch.png'),
      expect.stringContaining('taxi.png'),
    ]);
    expect(
      within(modal).getByText(
        'At most 2 files are allowed to upload. hotel.png, bar.png were not added. lunch.png is already in the list.',
      ),
    ).toBeTruthy();

    // The same file again, once a place is free: still not twice.
    await user.click(within(modal).getByRole('button', { name: 'Remove taxi.png' }));
    await user.upload(input(), lunch);
    expect(within(modal).getByText('lunch.png is already in the list.')).toBeTruthy();
    expect(chosen()).toEqual([expect.stringContaining('lunch.png')]);

    await user.click(within(modal).getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(onClose).toHaveBeenCalled();
    });
    expect(sent.map((form) => form.getAll('files[]').length)).toEqual([1]);
  });
});
