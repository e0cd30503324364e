// @vitest-environment jsdom
// The phone's pages (issue 37): /receipts/capture opens the camera first and sends several
// photos in a row, each with its own progress and outcome; /transaction-receipt?token= shows
// the entry its link names and takes its receipt, or says what to do with a bad link.
import { EXPIRED_RECEIPT_LINK, failWith, http } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { ReceiptCapturePage } from './receipt-capture-page';
import { TransactionReceiptPage } from './transaction-receipt-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'receipts']);
  // jsdom's XMLHttpRequest is not the browser's (msw answers fetch here).
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function open(ui: React.ReactNode, path: string) {
  const location = memoryLocation({ path, record: true });
  renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return userEvent.setup({ applyAccept: false });
}

const photo = (name: string) => new File(['\xff\xd8\xff\xe0 photo'], name, { type: 'image/jpeg' });

function fileInput() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('the phone capture page', () => {
  it('opens the back camera first and sends several photos in a row', async () => {
    const user = open(<ReceiptCapturePage />, '/receipts/capture');
    expect(screen.getByRole('heading', { level: 1, name: 'Photograph receipts' })).toBeTruthy();
    const input = fileInput();
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.multiple).toBe(true);
    await user.upload(input, [photo('lunch.jpg'), photo('taxi.jpg')]);
    const sent = await screen.findByRole('list', { name: 'Sent from this phone' });
    expect(await within(sent).findByText('lunch.jpg was sent. It is being read.')).toBeTruthy();
    expect(await within(sent).findByText('taxi.jpg was sent. It is being read.')).toBeTruthy();
  });

  it("says why a photo was not sent, in the server's words, and sends it again", async () => {
    server.use(
      failWith(
        'uploadInboxPhoto',
        415,
        'This file is not a receipt we can read. Use a PNG, JPG, JPEG or PDF file.',
      ),
    );
    const user = open(<ReceiptCapturePage />, '/receipts/capture');
    await user.upload(fileInput(), photo('blurry.jpg'));
    const sent = await screen.findByRole('list', { name: 'Sent from this phone' });
    expect(
      await within(sent).findByText(
        'blurry.jpg was not sent: This file is not a receipt we can read. Use a PNG, JPG, JPEG or PDF file.',
      ),
    ).toBeTruthy();
    server.resetHandlers();
    await user.click(within(sent).getByRole('button', { name: 'Send again' }));
    expect(await within(sent).findByText('blurry.jpg was sent. It is being read.')).toBeTruthy();
  });

  it('refuses a file that is not a photo before sending it', async () => {
    const user = open(<ReceiptCapturePage />, '/receipts/capture');
    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Only photos (PNG, JPG or JPEG) can be sent here.'),
    ).toBeTruthy();
  });
});

describe('the transaction-receipt link', () => {
  it("shows the link's entry and puts a photo on it", async () => {
    server.use(
      http.post('/v2/web/transaction/upload-receipt', ({ response }) =>
        response(201).json({ receipts: [] }),
      ),
    );
    const user = open(
      <TransactionReceiptPage />,
      '/transaction-receipt?token=transaction-receipt.ok',
    );
    expect(await screen.findByText('Blue Bottle Coffee')).toBeTruthy();
    expect(screen.getByText('No receipt yet')).toBeTruthy();
    await user.upload(fileInput(), photo('coffee.jpg'));
    const sent = await screen.findByRole('list', { name: 'Sent from this phone' });
    expect(await within(sent).findByText('coffee.jpg is on the purchase.')).toBeTruthy();
  });

  it('says what to do with an expired link, and with none', async () => {
    open(<TransactionReceiptPage />, `/transaction-receipt?token=${EXPIRED_RECEIPT_LINK}`);
    expect(await screen.findByText(/This receipt link has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your receipts' })).toBeTruthy();
  });

  it('says what to do with a link without its token', async () => {
    open(<TransactionReceiptPage />, '/transaction-receipt');
    expect(await screen.findByText(/This link has no receipt token/)).toBeTruthy();
  });
});
