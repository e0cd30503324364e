// Rent by card through the real server (issue 35): an admin pays a landlord by cheque once and
// an employee pays one by bank transfer monthly, each from /payrent through /payrent-review
// (which survives a reload) behind the "Verification required" dialog, followed until the
// landlord-payment sandbox pays the landlord; a rent of zero is refused with its reason before
// the review; the employee's monthly rent is paused and resumed. A bookkeeper has no Pay rent.
// The Mexican company's employee pays a person for an office with its lease attached: the RFC
// refused (its check digit), the IVA, the ISR and IVA withheld and the net on the form and the
// review, then, once paid, the landlord's CFDI: a wrong one refused naming what disagrees, the
// right one received. axe on every state. The employees are the seed's own rent walk-through
// users; the admin's landlords are named for this spec alone.
import { expect, type Page, test } from '@playwright/test';
import { landlordCfdiXml } from '../apps/api/test/support/landlord-cfdi';
import { expectNoAxeViolations } from './support/axe';
import { signInToShell } from './support/sign-in';
import { answerVerification } from './support/verification';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ADMIN = 'admin@demo.outlay.test';
const EMPLOYEE = 'rent.employee@demo.outlay.test';
const MEXICAN_EMPLOYEE = 'mx.rent@demo.outlay.test';

/** A PDF the documents' sandbox reviewer reads: a header, one page, its end marker. */
const LEASE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

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

test('Mexican employee: an office rented from a person, its lease, the withholding, then the landlord’s CFDI', async ({
  page,
}) => {
  const landlord = 'Xochitl Casas Chávez';
  await signInToShell(page, MEXICAN_EMPLOYEE, '/client/payrent');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay rent' })).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the Mexican form');

  await fill(page, /Landlord name/, landlord);
  await choose(page, /The landlord is/, 'A person (persona física)');
  // One character off: the check digit does not match the rest.
  await fill(page, /Landlord's RFC/, 'CACX7605101P7');
  await fill(page, /Landlord address/, 'Calle Durango 90, Roma Norte, 06700 Ciudad de México');
  await fill(page, /CLABE/, '032180000118359719');
  await fill(page, /Property address/, 'Av. Reforma 222, Piso 4, 06600 Ciudad de México');
  await choose(page, /The property is/, 'Commercial: a shop or an office (IVA 16%)');
  await fill(page, /Rent amount/, '10000');
  await choose(page, /How often/, 'Just once');
  await page.locator('input[type="file"]').first().setInputFiles({
    name: 'contrato-reforma.pdf',
    mimeType: 'application/pdf',
    buffer: LEASE_PDF,
  });
  await expect(page.getByText('Lease: contrato-reforma.pdf')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Lease contrato-reforma.pdf attached.' }),
  ).toHaveCount(1);
  // 10,000.00: IVA 1,600.00, ISR 1,000.00 and IVA 1,066.67 withheld, 9,533.33 to the landlord,
  // the fee on that 285.05, 9,818.38 charged.
  await expect(page.getByText('$1,066.67 MXN')).toBeVisible();
  await expect(page.getByText('$9,533.33 MXN')).toBeVisible();
  await expect(page.getByText('$9,818.38 MXN')).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the withholding as the rent is typed');

  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(
    page
      .getByText("This RFC's last character does not match the rest. Check it with the landlord.")
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payrent$/);
  // The problem is elsewhere: the lease stays attached.
  await expect(page.getByText('Lease: contrato-reforma.pdf')).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the landlord’s RFC refused');

  await fill(page, /Landlord's RFC/, 'CACX7605101P8');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page).toHaveURL(/\/payrent-review$/);
  await expect(page.getByText('CACX7605101P8')).toBeVisible();
  await expect(page.getByText('IVA withheld (10.6667%)')).toBeVisible();
  await expect(page.getByText('Lease: contrato-reforma.pdf')).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the Mexican review');
  await payFromReview(page, MEXICAN_EMPLOYEE, landlord);

  await page.getByRole('button', { name: 'New rent payment' }).click();
  await expect(page).toHaveURL(/\/payrent$/);
  const cfdiInput = page.locator('input[type="file"][accept*="xml"]').first();
  await expect(
    page.getByText("Landlord's CFDI from Xochitl Casas Chávez (XML)").first(),
  ).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the landlord’s CFDI pending');
  const cfdi = (receiverRfc: string, ivaWithheldMinor: number) => ({
    name: 'cfdi-renta.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      landlordCfdiXml({
        uuid: crypto.randomUUID(),
        issuerRfc: 'CACX7605101P8',
        receiverRfc,
        rentMinor: 1_000_000,
        ivaMinor: 160_000,
        isrWithheldMinor: 100_000,
        ivaWithheldMinor,
      }),
    ),
  });
  // A CFDI made out to someone else, withholding a centavo less: both are named.
  await cfdiInput.setInputFiles(cfdi('XIA190128J61', 106_666));
  const refusal = page.getByText(/^This CFDI does not match the payment\./).first();
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Its IVA withheld is 1066.66, not 1066.67.');
  await expectNoAxeViolations(page, 'rent: a landlord’s CFDI that disagrees');
  const company = /not your company’s ([A-ZÑ&0-9]{12,13})\./u.exec(
    (await refusal.textContent()) ?? '',
  );
  expect(company?.[1]).toBeTruthy();

  await cfdiInput.setInputFiles(cfdi(company?.[1] ?? '', 106_667));
  await expect(
    page.getByRole('status').filter({
      hasText: `The CFDI from ${landlord} was received and matches the payment.`,
    }),
  ).toHaveCount(1);
  await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'rent: the landlord’s CFDI received');
});
