// Capital through the real server (issue 35): an admin opens /capital with Northwind's loans
// and their schedules, reads the sandbox lender's offer with its fee up front, and accepts it
// behind the "Verification required" dialog; the new loan shows with its schedule; then pays an
// instalment of it early and "Pay off loan" for it from a verified AutoPay account, each
// behind a fresh code and followed until the bank's sandbox confirms. A bookkeeper
// has no Capital (admin alone, with the loans flag, spec part 1 §5). axe on every state.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { flowReport } from './support/flow-report';
import { holdRequests } from './support/hold-requests';
import { answerVerification } from './support/verification';
import { signInToShell } from './support/sign-in';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ADMIN = 'admin@demo.outlay.test';

test('bookkeeper: no Capital in the sidebar', async ({ page }) => {
  await signInToShell(page, 'bookkeeper@demo.outlay.test', '/client/dashboard');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Capital' })).toHaveCount(0);
});

/** While its call is held, `dialog` shows it on its way (a busy button); axe checks it so. */
async function seeHeld(page: Page, dialog: Locator, what: string) {
  await expect(dialog.locator('[data-busy]').first()).toBeVisible();
  await expectNoAxeViolations(page, `capital: ${what} on its way`, {
    whileLoading: `${what} is held to show it on its way`,
  });
}

test('admin: the loans and their schedules, then the lender’s offer accepted', async ({ page }) => {
  // The accept-loan-offer flow's states this test shows, for qa:paths' Browser column.
  const report = await flowReport(
    'accept-loan-offer',
    'capital.spec',
    'Northwind admin, the lender’s 50,000 USD offer',
  );
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
  report.saw('acceptLoanOffer.reviewing', 'Accept offer');
  const since = new Date();
  const acceptance = await holdRequests(page, (url) =>
    /\/v2\/web\/capital\/offer\/[^/]+\/accept$/.test(url.pathname),
  );
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await answerVerification(page, ADMIN, since, 'Accept loan offer');
  report.saw(
    'acceptLoanOffer.awaitingCode',
    'Accept (the verification dialog, checked by the helper)',
  );
  await acceptance.held;
  await seeHeld(page, dialog, 'the acceptance');
  report.saw('acceptLoanOffer.accepting', 'the code');
  await acceptance.release();
  await expect(
    dialog.getByText('Your loan is made. Its instalments are on your dashboard.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the loan made');
  report.saw('acceptLoanOffer.accepted', 'the server makes the loan');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(
    loans.getByRole('heading', { level: 2, name: 'Loan: Working capital loan' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: with the new loan');
  report.write();
});

test('admin: an instalment paid early, then a loan paid off, each with a fresh code', async ({
  page,
}) => {
  // The loan-pay flow's states this test shows (an instalment early, then the payoff).
  const report = await flowReport(
    'loan-pay',
    'capital.spec',
    'Northwind admin paying the August instalment early',
  );
  const payment = () =>
    holdRequests(page, (url) => /\/v2\/web\/capital\/loans\/[^/]+\/pay$/.test(url.pathname));
  await signInToShell(page, ADMIN, '/client/capital');
  const loans = page.getByRole('list', { name: 'Loans' });
  const made = loans
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Loan: Working capital loan' }) });
  await made.getByRole('button', { name: /^Pay the .* instalment early$/ }).click();
  const early = page.getByRole('dialog', { name: 'Pay an instalment early' });
  await expect(early).toBeVisible();
  await expectNoAxeViolations(page, 'capital: an instalment to pay early');
  report.saw('loanPay.choosing', 'Pay the instalment early');
  let since = new Date();
  let held = await payment();
  await early.getByRole('button', { name: /^Pay \$/ }).click();
  await answerVerification(page, ADMIN, since, 'Pay an instalment early');
  report.saw('loanPay.awaitingCode', 'Pay (the verification dialog, checked by the helper)');
  await held.held;
  await seeHeld(page, early, 'the early payment');
  report.saw('loanPay.paying', 'the code');
  await held.release();
  await expect(
    early.getByText(/^The bank confirmed your payment of .* The instalment is paid\.$/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the instalment paid');
  report.saw('loanPay.paid', 'the bank confirms');
  await early.getByRole('button', { name: 'Close' }).last().click();
  await expect(early).toBeHidden();

  // The seeded loans are paid already: the loan just made is the one paid off.
  await made.getByRole('button', { name: 'Pay off loan' }).click();
  const payoff = page.getByRole('dialog', { name: 'Pay off loan' });
  await expect(payoff.getByText('Payoff amount today')).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the payoff to confirm');
  since = new Date();
  held = await payment();
  await payoff.getByRole('button', { name: /^Pay \$/ }).click();
  await answerVerification(page, ADMIN, since, 'Pay off loan');
  await held.held;
  await seeHeld(page, payoff, 'the payoff');
  await held.release();
  await expect(
    payoff.getByText(/^The bank confirmed your payment of .* The loan is paid off\.$/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'capital: the loan paid off');
  await payoff.getByRole('button', { name: 'Close' }).last().click();
  await expect(made.getByRole('button', { name: 'Pay off loan' })).toHaveCount(0);
  await expect(made.getByText(/^Payoff of /)).toBeVisible();
  await expectNoAxeViolations(page, 'capital: with the loan paid off');
  report.write();
});
