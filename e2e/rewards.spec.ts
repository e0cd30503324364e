// Rewards through the real server (issue 35): an admin opens /rewards with Northwind's cashback
// from its closed cycles, copies the referral link, applies an amount to the statement behind
// the "Verification required" dialog and cancels it while the issuer's sandbox holds it, then
// applies the rest and sees it applied. A bookkeeper has no Rewards (admin alone, spec part 1
// §5). axe on every state.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { type FlowReport, flowReport } from './support/flow-report';
import { holdRequests } from './support/hold-requests';
import { answerVerification } from './support/verification';
import { signInToShell } from './support/sign-in';

/** RAC draws the radio over its input, under the dialog's layers: chosen as a keyboard user does. */
async function choose(page: Page, radio: Locator) {
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ADMIN = 'admin@demo.outlay.test';

async function apply(page: Page, amount: string | null, report: FlowReport) {
  await page.getByRole('button', { name: 'Apply to statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply cashback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^All available: / })).toBeChecked();
  await expectNoAxeViolations(page, 'Apply cashback: the amount and where it goes');
  report.saw('applyCashback.choosing', 'Apply to statement');
  if (amount !== null) {
    await choose(page, dialog.getByRole('radio', { name: 'Another amount' }));
    await dialog.getByRole('textbox', { name: /^Amount to apply/ }).fill('99999999');
    await dialog.getByRole('button', { name: /^Apply / }).click();
    await expect(dialog.getByText(/^Enter at most your available cashback/).first()).toBeVisible();
    await expectNoAxeViolations(page, 'Apply cashback: more than is available');
    await dialog.getByRole('textbox', { name: /^Amount to apply/ }).fill(amount);
  }
  const since = new Date();
  // The redemption held on its way to the server, to check the dialog meanwhile.
  const redemption = await holdRequests(page, (url) =>
    url.pathname.endsWith('/v2/web/rewards/apply'),
  );
  await dialog.getByRole('button', { name: /^Apply / }).click();
  await answerVerification(page, ADMIN, since, 'Apply cashback');
  report.saw(
    'applyCashback.awaitingCode',
    'Apply (the verification dialog, checked by the helper)',
  );
  await redemption.held;
  if (amount === null) {
    await expect(dialog.locator('[data-busy]').first()).toBeVisible();
    await expectNoAxeViolations(page, 'Apply cashback: the redemption on its way', {
      whileLoading: 'the redemption is held to show it on its way',
    });
    report.saw('applyCashback.applying', 'the code');
  }
  await redemption.release();
  await expect(dialog.getByText(/is on its way to your open statement/).first()).toBeVisible();
  // The issuer's sandbox holds a statement credit for a few seconds: an application to cancel
  // is cancelled at once, its states checked by axe once cancelled.
  if (amount === null) {
    await expectNoAxeViolations(page, 'Apply cashback: on its way');
    report.saw('applyCashback.requested', 'the server takes it from the balance');
  }
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
}

test('bookkeeper: no Rewards in the sidebar', async ({ page }) => {
  await signInToShell(page, 'bookkeeper@demo.outlay.test', '/client/dashboard');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Rewards' })).toHaveCount(0);
});

test('admin: the cashback, the referral link, an application cancelled, then one applied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The apply-cashback flow's states this test shows, for qa:paths' Browser column.
  const report = await flowReport(
    'apply-cashback',
    'rewards.spec',
    'Northwind admin, 482.10 USD available, two verified AutoPay accounts',
  );
  await signInToShell(page, ADMIN, '/client/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
  await expect(page.getByText(/^Cashback earned /).first()).toBeVisible();
  const referred = page.getByRole('list', { name: 'Companies referred' });
  await expect(referred.getByText('Quarry Street Bakery')).toBeVisible();
  await expect(
    referred.getByText(
      'Before your $500.00 USD credit is paid: it signs up; Outlay approves it; it spends $5,000.00 USD more on its cards.',
    ),
  ).toBeVisible();
  await expect(
    referred.getByText(/^Your \$500\.00 USD referral credit was paid on /),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'rewards');

  await page.getByRole('button', { name: 'Copy referral link' }).click();
  await expect(page.getByText('Referral link copied.')).toBeVisible();
  await expectNoAxeViolations(page, 'rewards: the referral link copied');

  await apply(page, '1', report);
  const redemptions = page.getByRole('list', { name: 'Redemptions' });
  const cancel = redemptions.getByRole('button', { name: /^Cancel, \$1\.00 USD to the statement/ });
  await expect(redemptions.getByText('Pending')).toBeVisible();
  await cancel.click();
  await expect(redemptions.getByText('Cancelled')).toBeVisible();
  await expect(page.getByText('Returned to your balance').first()).toBeVisible();
  await expectNoAxeViolations(page, 'rewards: the application cancelled');

  await apply(page, null, report);
  await expect(redemptions.getByText('Pending')).toBeVisible();
  await expectNoAxeViolations(page, 'rewards: an application pending');
  await expect(redemptions.getByText('Applied').first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'rewards: the cashback applied to the statement');
  report.write();
});
