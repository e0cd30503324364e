// Capital through the real server (issue 35): an admin opens /capital with Northwind's loans
// and their schedules, reads the sandbox lender's offer with its fee up front, and accepts it
// behind the "Verification required" dialog; the new loan shows with its schedule. A bookkeeper
// has no Capital (admin alone, with the loans flag, spec part 1 §5). axe on every state.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerVerification } from './support/verification';
import { signInToShell } from './support/sign-in';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ADMIN = 'admin@demo.outlay.test';

test('bookkeeper: no Capital in the sidebar', async ({ page }) => {
  await signInToShell(page, 'bookkeeper@demo.outlay.test', '/client/dashboard');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Capital' })).toHaveCount(0);
});

test('admin: the loans and their schedules, then the lender’s offer accepted', async ({ page }) => {
  await signInToShell(page, ADMIN, '/client/capital');
  await expect(page.getByRole('heading', { level: 1, name: 'Capital' })).toBeVisible();
  const loans = page.getByRole('list', { name: 'Loans' });
  await expect(loans.getByRole('heading', { level: 2, name: /^Loan: / })).toBeVisible();
  await expect(loans.getByRole('heading', { level: 2, name: /^Growth Loan: / })).toBeVisible();
  await expect(page.getByText('Payoff amount today').first()).toBeVisible();
  await expect(page.getByText('Origination fee').first()).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the loans and the offer');

  await page.getByRole('button', { name: 'Accept offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept loan offer' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the offer to accept');
  const since = new Date();
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await answerVerification(page, ADMIN, since, 'Accept loan offer');
  await expect(
    dialog.getByText('Your loan is made. Its instalments are on your dashboard.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the loan made');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(
    loans.getByRole('heading', { level: 2, name: 'Loan: Working capital loan' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: with the new loan');
});
