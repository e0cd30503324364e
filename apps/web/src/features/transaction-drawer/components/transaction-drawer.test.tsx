// @vitest-environment jsdom
import { cardEntry, loanEntry, pendingCardEntry, stpPaymentEntry } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDrawer, setUpDrawerTests } from './open-drawer.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = setUpDrawerTests();
const asked: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname.replace('/api/v2/web', ''));
  });
});
afterEach(() => {
  asked.length = 0;
});

const rows = [pendingCardEntry, cardEntry, stpPaymentEntry, loanEntry];

describe('moving through the rows from the drawer', () => {
  it('fetches the neighbours ahead, and moves with ↓/j and ↑/k', async () => {
    const user = userEvent.setup();
    const { onMove } = openDrawer({ type: 'card', id: 5012 }, { rows, pageCount: 1 });
    await screen.findByRole('dialog', { name: 'Delta Air Lines' });
    await vi.waitFor(() => {
      expect(asked).toContain('/transaction/details/5013');
      expect(asked).toContain('/transfer/details/5100');
    });
    await user.keyboard('{ArrowDown}');
    expect(onMove).toHaveBeenLastCalledWith({ type: 'payment', id: 5100 }, 1);
    await user.keyboard('j');
    expect(onMove).toHaveBeenLastCalledWith({ type: 'payment', id: 5100 }, 1);
    await user.keyboard('{ArrowUp}');
    expect(onMove).toHaveBeenLastCalledWith({ type: 'card', id: 5013 }, 1);
    await user.keyboard('k');
    expect(onMove).toHaveBeenCalledTimes(4);
    await user.click(screen.getByRole('button', { name: 'Next transaction' }));
    expect(onMove).toHaveBeenCalledTimes(5);
  });

  it('leaves the arrows to the memo while typing', async () => {
    const user = userEvent.setup();
    const { onMove } = openDrawer({ type: 'card', id: 5012 }, { rows });
    await user.click(await screen.findByRole('textbox', { name: 'Memo' }));
    await user.keyboard('{ArrowDown}{ArrowUp}jk');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('goes past the last row to the first of the next page, and back past the first', async () => {
    const user = userEvent.setup();
    const nextPage = [cardEntry, stpPaymentEntry];
    const last = openDrawer(
      { type: 'loan', id: 5200 },
      { rows, page: 2, pageCount: 3, loadPage: vi.fn(() => Promise.resolve(nextPage)) },
    );
    await screen.findByRole('dialog', { name: 'Outlay Capital' });
    // The next page is read ahead, and so is the row the move will land on.
    await vi.waitFor(() => {
      expect(last.loadPage).toHaveBeenCalledWith(3);
      expect(asked).toContain('/transaction/details/5012');
    });
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => {
      expect(last.onMove).toHaveBeenCalledWith({ type: 'card', id: 5012 }, 3);
    });
    last.unmount();

    const first = openDrawer(
      { type: 'card', id: 5013 },
      { rows, page: 2, pageCount: 3, loadPage: vi.fn(() => Promise.resolve(nextPage)) },
    );
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => {
      expect(first.onMove).toHaveBeenCalledWith({ type: 'payment', id: 5100 }, 1);
    });
  });

  it('has no row above the first of the first page nor below the last of the last', async () => {
    const { onMove } = openDrawer({ type: 'card', id: 5013 }, { rows: [pendingCardEntry] });
    await screen.findByRole('dialog');
    expect(
      screen.getByRole('button', { name: 'Previous transaction' }).getAttribute('disabled'),
    ).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'Next transaction' }).getAttribute('disabled'),
    ).not.toBeNull();
    await userEvent.setup().keyboard('{ArrowDown}');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = openDrawer({ type: 'card', id: 5012 }, { rows });
    await screen.findByRole('dialog', { name: 'Delta Air Lines' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
