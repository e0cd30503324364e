import { type APIRequestContext, expect, test } from '@playwright/test';
import type { OutboxMessage } from '../packages/api-client/src/generated/schema';
import { expectNoAxeViolations } from './support/axe';
import { signInToShell } from './support/sign-in';

// Notifications (issue 36): a person turns declined-purchase emails off and keeps them in the
// app; a purchase on their cancelled card is then declined, and the header's bell (its unread
// count in its name) lists it, with no email in the outbox.
test.describe.configure({ timeout: 180_000 });
const afterLoad = { timeout: 30_000 };

// A Northwind cardholder with a cancelled card (the seed's): a charge on it is always declined.
const EMAIL = 'olivia.chen@demo.outlay.test';

async function declineEmailsTo(request: APIRequestContext) {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.subject.includes('was declined')).length;
}

test('a person keeps declined purchases in the app only, and the bell shows the next one', async ({
  page,
}) => {
  await signInToShell(page, EMAIL, '/client/cards');

  // The cancelled card the sandbox issuer will charge.
  const cancelled = page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'Cancelled', exact: true }) })
    .first();
  await expect(cancelled).toBeVisible(afterLoad);
  const href = await cancelled.getByRole('link').first().getAttribute('href');
  const cardId = Number(href?.split('/').pop());
  expect(cardId).toBeGreaterThan(0);

  await page.goto('/client/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible(
    afterLoad,
  );
  const declined = page.getByRole('region', { name: 'Declined purchases' });
  const email = declined.getByRole('checkbox', { name: 'Email' });
  await expect(email).toBeChecked(afterLoad);
  const locked = page.getByRole('region', { name: 'Sign-ins from a new device' });
  await expect(locked.getByRole('checkbox', { name: /^Email/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'notification settings');

  // Keyboard: Space on the focused box, then the save button.
  await email.focus();
  await page.keyboard.press('Space');
  await expect(email).not.toBeChecked();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'notification settings, saved');

  const emailsBefore = await declineEmailsTo(page.request);
  const charge = await page.request.post('/api/dev/card-issuer/authorizations', {
    data: { cardId, merchantId: 2, amount: 18.5 },
  });
  expect(await charge.json()).toEqual({ approved: false, reason: 'cardInactive' });

  // A new page load reads the list again: the bell names the unread one.
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible(afterLoad);
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByText(/on your card ending in \d{4} was declined\./).first()).toBeVisible(
    afterLoad,
  );
  await expectNoAxeViolations(page, 'notifications list');
  expect(await declineEmailsTo(page.request)).toBe(emailsBefore);

  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.getByText('Unread')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
});
