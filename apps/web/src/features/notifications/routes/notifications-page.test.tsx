// @vitest-environment jsdom
// /settings/notifications: which messages reach the person and how; sign-ins from a new
// device always on; saving shows its progress and its outcome.
import { failWith, http, notificationPreferences } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { NotificationsPage } from './notifications-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'notifications']);
});

describe('NotificationsPage', () => {
  it('shows every kind with its channels, and saves what was changed', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.put('/v2/web/user/email-notification', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(notificationPreferences);
      }),
    );
    renderApp(<NotificationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const declined = await screen.findByRole('region', { name: 'Declined purchases' });
    const email = within(declined).getByRole<HTMLInputElement>('checkbox', { name: 'Email' });
    expect(email.checked).toBe(true);
    await user.click(email);
    await user.click(within(declined).getByRole('checkbox', { name: 'SMS' }));

    const receipts = screen.getByRole('region', { name: 'Missing receipts' });
    await user.click(within(receipts).getByRole('button', { name: /Weekly reminder on/ }));
    await user.click(await screen.findByRole('option', { name: 'Friday' }));

    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeTruthy();
    expect(sent).toEqual({
      preferences: [
        { kind: 'statements', email: true, sms: false, inApp: true },
        { kind: 'declinedPurchases', email: false, sms: true, inApp: true },
        { kind: 'missingReceipts', email: true, sms: false, inApp: true, reminderDay: 'friday' },
        { kind: 'payments', email: true, sms: false, inApp: true },
        { kind: 'invitationsAccepted', email: true, sms: false, inApp: true },
      ],
    });
  });

  it('shows sign-ins from a new device as always on, disabled with the reason', async () => {
    renderApp(<NotificationsPage />);
    const region = await screen.findByRole('region', { name: 'Sign-ins from a new device' });
    const reason = 'Always on, to keep your account safe: it cannot be turned off.';
    const boxes = within(region).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(within(region).getByRole('checkbox', { name: `Email, ${reason}` })).toBeTruthy();
    expect(within(region).queryByRole('checkbox', { name: /SMS/ })).toBeNull();
  });

  it('says why a save failed, in the server’s words, and keeps the choices', async () => {
    const user = userEvent.setup();
    server.use(
      failWith('saveNotificationPreferences', 400, 'Only the missing receipts reminder has a day.'),
    );
    renderApp(<NotificationsPage />);
    const payments = await screen.findByRole('region', { name: 'Payments sent and failed' });
    await user.click(within(payments).getByRole('checkbox', { name: 'In the app' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only the missing receipts reminder has a day.',
    );
    expect(
      within(payments).getByRole<HTMLInputElement>('checkbox', { name: 'In the app' }).checked,
    ).toBe(false);
  });

  it('offers to try again when the choices cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(failWith('getNotificationPreferences', 404, 'Not found.'));
    renderApp(<NotificationsPage />);
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Declined purchases' })).toBeTruthy();
  });
});
