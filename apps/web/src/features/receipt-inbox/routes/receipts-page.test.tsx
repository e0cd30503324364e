// @vitest-environment jsdom
// /receipts: what arrived at the receipt address with its state, the purchases still missing a
// receipt beside it, and the actions (confirm a suggestion, choose another entry, discard),
// each announced in the live region.
import { resetReceiptInboxMocks } from '@outlay/api-client/mocks';
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

  // The page has a live region of its own beside its sections' (the receipt address, the
  // other senders): what the inbox announces is in one of them.
  const statuses = () => screen.getAllByRole('status').map((region) => region.textContent);

  it('confirms a suggestion and announces it', async () => {
    const user = userEvent.setup();
    renderApp(<ReceiptsPage />);
    const coffee = await screen.findByRole('region', { name: 'coffee.pdf' }, { timeout: 10_000 });
    const [first] = within(coffee).getAllByRole('button', { name: 'Confirm match' });
    if (!first) throw new Error('no suggestion');
    await user.click(first);
    await waitFor(() => {
      expect(statuses()).toContain('coffee.pdf is on the purchase.');
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
    expect(statuses()).toContain('hotel.jpg was discarded.');
  });
});
