// @vitest-environment jsdom
// /receipts: what arrived at the receipt address with its state, the purchases still missing a
// receipt beside it, and the actions (confirm a suggestion, choose another entry, discard),
// each announced in the live region; the addresses receipts may come from, added with the code
// mailed to them and removed, each announced by name.
import { RECEIPT_SENDER_CODE, resetReceiptInboxMocks } from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { ReceiptsPage } from './receipts-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'receipts']);
});
beforeEach(() => {
  resetReceiptInboxMocks();
});

describe('ReceiptsPage', () => {
  it('lists receipts with their state and the purchases still missing one', async () => {
    renderApp(<ReceiptsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipts' })).toBeTruthy();
    const coffee = await screen.findByRole('region', { name: 'coffee.pdf' }, { timeout: 10_000 });
    expect(within(coffee).getByText('Suggested')).toBeTruthy();
    expect(within(coffee).getAllByRole('button', { name: 'Confirm match' })).toHaveLength(2);
    expect(within(coffee).getByText('Why: amount, merchant')).toBeTruthy();
    const hotel = screen.getByRole('region', { name: 'hotel.jpg' });
    expect(within(hotel).getByText('Matched')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Still missing a receipt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy receipt address' })).toBeTruthy();
  });

  it('confirms a suggestion and announces it', async () => {
    const user = userEvent.setup();
    renderApp(<ReceiptsPage />);
    const coffee = await screen.findByRole('region', { name: 'coffee.pdf' }, { timeout: 10_000 });
    const [first] = within(coffee).getAllByRole('button', { name: 'Confirm match' });
    if (!first) throw new Error('no suggestion');
    await user.click(first);
    await waitFor(() => {
      // The inbox's live region (the sender addresses' has its own).
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'coffee.pdf is on the purchase.',
      );
    });
    await waitFor(() => {
      expect(
        within(screen.getByRole('region', { name: 'coffee.pdf' })).getByText('Matched'),
      ).toBeTruthy();
    });
  });

  it('discards a receipt, which leaves the inbox', async () => {
    const user = userEvent.setup();
    renderApp(<ReceiptsPage />);
    const hotel = await screen.findByRole('region', { name: 'hotel.jpg' }, { timeout: 10_000 });
    await user.click(within(hotel).getByRole('button', { name: 'Discard' }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'hotel.jpg' })).toBeNull();
    });
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'hotel.jpg was discarded.',
    );
  });

  it('adds a sender address with its mailed code and removes it, each announced by name', async () => {
    const user = userEvent.setup();
    const address = 'ava.travel@mail.example';
    const said = () => screen.getAllByRole('status').map((region) => region.textContent);
    renderApp(<ReceiptsPage />);
    const senders = await screen.findByRole(
      'region',
      { name: 'Addresses you send receipts from' },
      { timeout: 10_000 },
    );
    await user.type(
      await within(senders).findByRole('textbox', { name: 'Email address' }),
      address,
    );
    await user.click(within(senders).getByRole('button', { name: 'Add address' }));
    const code = await within(senders).findByRole('textbox', { name: 'Code from the email' });
    await waitFor(() => {
      expect(said()).toContain(`A code was emailed to ${address}.`);
    });
    await user.type(code, RECEIPT_SENDER_CODE);
    await user.click(within(senders).getByRole('button', { name: 'Confirm address' }));
    await waitFor(() => {
      expect(said()).toContain(`${address} can now send receipts.`);
    });
    expect(within(senders).getByText('Verified')).toBeTruthy();
    await user.click(within(senders).getByRole('button', { name: `Remove ${address}` }));
    await waitFor(() => {
      expect(said()).toContain(`${address} no longer sends receipts.`);
    });
    expect(within(senders).queryByText(address)).toBeNull();
  });
});
