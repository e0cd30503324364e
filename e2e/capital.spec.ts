// Capital through the real server (issue 35): an admin opens /capital with Northwind's loans
// and their schedules, reads the sandbox lender's offer with its fee up front, and accepts it
// behind the "Verification required" dialog; the new loan shows with its schedule; then pays an
// instalment of it early and "Pay off loan" for it from a verified AutoPay account, each
// behind a fresh code and followed until the bank's sandbox confirms. A bookkeeper
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

test('admin: an instalment paid early, then a loan paid off, each with a fresh code', async ({
  page,
}) => {
  await signInToShell(page, ADMIN, '/client/capital');
  const loans = page.getByRole('list', { name: 'Loans' });
  const made = loans
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Loan: Working capital loan' }) });
  await made.getByRole('button', { name: /^Pay the .* instalment early$/ }).click();
  const early = page.getByRole('dialog', { name: 'Pay an instalment early' });
  await expect(early).toBeVisible();
  await expectNoAxeViolations(page, 'capital: an instalment to pay early');
  let since = new Date();
  await early.getByRole('button', { name: /^Pay \$/ }).click();
  await answerVerification(page, ADMIN, since, 'Pay an instalment early');
  await expect(
    early.getByText(/^The bank confirmed your payment of .* The instalment is paid\.$/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the instalment paid');
  await early.getByRole('button', { name: 'Close' }).last().click();
  await expect(early).toBeHidden();

  // The seeded loans are paid already: the loan just made is the one paid off.
  await made.getByRole('button', { name: 'Pay off loan' }).click();
  const payoff = page.getByRole('dialog', { name: 'Pay off loan' });
  await expect(payoff.getByText('Payoff amount today')).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the payoff to confirm');
  since = new Date();
  await payoff.getByRole('button', { name: /^Pay \$/ }).click();
  await answerVerification(page, ADMIN, since, 'Pay off loan');
  await expect(
    payoff.getByText(/^The bank confirmed your payment of .* The loan is paid off\.$/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the loan paid off');
  await payoff.getByRole('button', { name: 'Close' }).last().click();
  await expect(made.getByRole('button', { name: 'Pay off loan' })).toHaveCount(0);
  await expect(made.getByText(/^Payoff of /)).toBeVisible();
  await expectNoAxeViolations(page, 'capital: with the loan paid off');
});
