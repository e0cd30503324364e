// Rent by card through the real server (issue 35): an admin pays a landlord by cheque once and
// an employee pays one by bank transfer monthly, each from /payrent through /payrent-review
// (which survives a reload) behind the "Verification required" dialog, followed until the
// landlord-payment sandbox pays the landlord; a rent of zero is refused with its reason before
// the review; the employee's monthly rent is paused and resumed. A bookkeeper has no Pay rent.
// axe on every state. The employee is the seed's own rent walk-through user; the admin's
// landlords are named for this spec alone.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInToShell } from './support/sign-in';
import { answerVerification } from './support/verification';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ADMIN = 'admin@demo.outlay.test';
const EMPLOYEE = 'rent.employee@demo.outlay.test';

async function fill(page: Page, label: RegExp, value: string) {
  await page.getByRole('textbox', { name: label }).fill(value);
}

async function choose(page: Page, label: RegExp, option: string) {
  const group = page.getByRole('radiogroup', { name: label });
  // The option's whole label is its target (the drawn circle covers the native input).
  await group.getByText(option, { exact: true }).click();
  await expect(group.getByRole('radio', { name: option })).toBeChecked();
}

/** On the review page: pays with a fresh code and waits for the landlord to be paid. */
async function payFromReview(page: Page, email: string, landlord: string) {
  const since = new Date();
  await page.getByRole('button', { name: /^Pay rent of / }).click();
  await answerVerification(page, email, since, 'Pay rent');
  await expect(
    page.getByText(new RegExp(`^${landlord} was paid\\. Your card was charged `)).first(),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${landlord} was paid.` })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page, 'rent: the landlord paid');
}

test('bookkeeper: no Pay rent', async ({ page }) => {
  await signInToShell(page, 'bookkeeper@demo.outlay.test', '/client/dashboard');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Pay rent' })).toHaveCount(0);
  await page.goto('/client/payrent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay rent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review payment' })).toHaveCount(0);
});

test('admin: a zero rent refused, then a cheque paid once behind a fresh code', async ({
  page,
}) => {
  const landlord = 'Cedar Lane Lettings';
  await signInToShell(page, ADMIN, '/client/payrent');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay rent' })).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the form');

  await fill(page, /Landlord name/, landlord);
  await fill(page, /Landlord address/, '88 Cedar Lane, Springfield, IL 62704');
  await choose(page, /Pay the landlord by/, 'Cheque by post');
  await fill(page, /Property address/, '9 Birch Court, Springfield, IL 62704');
  await fill(page, /Rent amount/, '0');
  await choose(page, /How often/, 'Just once');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(
    page.getByText('Enter the rent as an amount above zero, such as 2500.00.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payrent$/);
  await expectNoAxeViolations(page, 'rent: a zero rent refused');

  await fill(page, /Rent amount/, '1200');
  await expect(
    page.getByText(/^Card fee: \$35\.88 USD\. Your card is charged \$1,235\.88 USD/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page).toHaveURL(/\/payrent-review$/);
  await expect(
    page.getByText('Cheque posted to 88 Cedar Lane, Springfield, IL 62704'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the review');
  // The review is its own address: a reload keeps every detail typed.
  await page.reload();
  await expect(
    page.getByText('Cheque posted to 88 Cedar Lane, Springfield, IL 62704'),
  ).toBeVisible();
  await expect(page.getByText('$1,235.88 USD').first()).toBeVisible();
  await payFromReview(page, ADMIN, landlord);
});

test('employee: a monthly rent by bank transfer paid, then paused and resumed', async ({
  page,
}) => {
  const landlord = 'Harbor View Homes';
  await signInToShell(page, EMPLOYEE, '/client/payrent');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay rent' })).toBeVisible();
  await fill(page, /Landlord name/, landlord);
  await fill(page, /Landlord address/, '1 Harbor Road, Springfield, IL 62701');
  await fill(page, /routing number/, '021000021');
  await fill(page, /account number/, '123456789');
  await fill(page, /Property address/, '14 Quay Street, Apt 3, Springfield, IL 62701');
  await fill(page, /Rent amount/, '950');
  await expectNoAxeViolations(page, 'rent: the employee’s form');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page).toHaveURL(/\/payrent-review$/);
  await expect(
    page.getByText('Bank transfer to routing 021000021, account ending 6789'),
  ).toBeVisible();
  await expect(page.getByText(/charged to this card on the first of each month/)).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the employee’s review');
  await payFromReview(page, EMPLOYEE, landlord);

  await page.getByRole('button', { name: 'New rent payment' }).click();
  await expect(page).toHaveURL(/\/payrent$/);
  const pause = page.getByRole('button', { name: `Pause monthly rent to ${landlord}` });
  await pause.first().click();
  await expect(
    page.getByRole('status').filter({ hasText: `Monthly rent to ${landlord} paused.` }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, 'rent: the monthly rent paused');
  await page
    .getByRole('button', { name: `Resume monthly rent to ${landlord}` })
    .first()
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Monthly rent to ${landlord} resumed.` }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, 'rent: the monthly rent resumed');
});
