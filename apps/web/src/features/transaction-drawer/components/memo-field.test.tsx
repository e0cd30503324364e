// @vitest-environment jsdom
import { failWith, foreignCardDetails, stpTransferDetails } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '../model/memo-drafts';
import { MEMO_SAVE_DELAY_MS } from '../model/use-memo-autosave';
import { openDrawer, setUpDrawerTests } from './open-drawer.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = setUpDrawerTests();
const saves: { path: string; body: unknown }[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/edit-memo')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => saves.push({ path, body }));
    }
  });
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  saves.length = 0;
});

const card = { type: 'card', id: foreignCardDetails.transaction.id } as const;

async function typeMemo(text: string, entry: { type: 'card' | 'payment'; id: number } = card) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const opened = openDrawer(entry);
  const memo = await screen.findByRole('textbox', { name: 'Memo' });
  await user.clear(memo);
  await user.type(memo, text);
  return { user, memo, ...opened };
}

describe('the memo', () => {
  it('saves 3 s after the last keystroke (card: id and memo) and then says Saved', async () => {
    await typeMemo('Team lunch');
    // Well before the delay (the fake clock also follows real time while the test runs).
    await vi.advanceTimersByTimeAsync(MEMO_SAVE_DELAY_MS - 1000);
    expect(saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => {
      expect(saves).toEqual([
        { path: '/api/v2/web/transaction/edit-memo', body: { id: card.id, memo: 'Team lunch' } },
      ]);
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(readDraft(card)).toBeNull();
  });

  it("saves a transfer's memo as its description", async () => {
    const payment = { type: 'payment', id: stpTransferDetails.transfer.id } as const;
    await typeMemo('Paid in full', payment);
    await vi.advanceTimersByTimeAsync(MEMO_SAVE_DELAY_MS);
    await vi.waitFor(() => {
      expect(saves).toEqual([
        {
          path: '/api/v2/web/transfer/edit-memo',
          body: { id: payment.id, description: 'Paid in full' },
        },
      ]);
    });
  });

  it('keeps the draft when a save fails, silently, and sends it again when back online', async () => {
    server.use(failWith('editCardMemo', 404, 'Not found.'));
    await typeMemo('Taxi to the airport');
    await vi.advanceTimersByTimeAsync(MEMO_SAVE_DELAY_MS);
    await vi.waitFor(() => {
      expect(saves).toHaveLength(1);
    });
    expect(readDraft(card)).toBe('Taxi to the airport');
    expect(screen.queryByText('Saved')).toBeNull();
    // The drawer's drop zone keeps an empty alert on the page for its refusals; silence means
    // no alert says anything.
    const spokenAlerts = screen
      .queryAllByRole('alert')
      .map((alert) => alert.textContent.trim())
      .filter((text) => text !== '');
    expect(spokenAlerts).toEqual([]);

    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(saves).toHaveLength(2);
    expect(readDraft(card)).toBeNull();
  });

  it('shows a draft left from before and sends it when the drawer opens', async () => {
    writeDraft(card, 'Typed before a reload');
    openDrawer(card);
    const memo = await screen.findByRole('textbox', { name: 'Memo' });
    expect((memo as HTMLTextAreaElement).value).toBe('Typed before a reload');
    await vi.waitFor(() => {
      expect(saves.map((save) => save.body)).toEqual([
        { id: card.id, memo: 'Typed before a reload' },
      ]);
    });
  });

  it('sends an unsent draft at once when the drawer closes', async () => {
    const { unmount } = await typeMemo('Closed quickly');
    expect(saves).toEqual([]);
    unmount();
    await vi.waitFor(() => {
      expect(saves.map((save) => save.body)).toEqual([{ id: card.id, memo: 'Closed quickly' }]);
    });
  });
});
