// @vitest-environment jsdom
// The header's Notifications: the unread count in the bell's name, the list of what was sent
// in the app in the reader's words, and mark all as read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { NotificationsMenu } from './notifications-menu';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

startMockServer();
beforeAll(async () => {
  await prepareApp(['shell']);
});

describe('NotificationsMenu', () => {
  it('names the unread count, lists what was sent and marks it all read', async () => {
    const user = userEvent.setup();
    renderApp(<NotificationsMenu />);
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 unread' },
      { timeout: 5000 },
    );
    // The polite region is there from the start, quiet at the first load.
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(dialog).getByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list).getByText(
        'A purchase of $12.50 USD at Blue Bottle Coffee on your card ending in 4417 was declined.',
      ),
    ).toBeTruthy();
    expect(within(list).getByText('Ana Silva accepted your invitation.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => {
      expect(within(dialog).queryByText('Unread')).toBeNull();
    });
    // The page behind the open list is hidden from screen readers: close it, then listen.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(bell);
  });
});
