// Payments through the real server (issue 40): the Mexican admin adds a recipient by CLABE (its
// bank named as it is typed), pays it by SPEI with the spec's bank transfer rules and messages,
// sends it behind the "Verification required" dialog, and sees it Pending, then Completed as
// the STP sandbox settles it (liquidación); the page in Spanish; axe on every state.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerVerification } from './support/verification';
import { signInToShell } from './support/sign-in';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const email = 'mx.admin@demo.outlay.test';

test('mx.admin: a recipient by CLABE, a SPEI payment reviewed, sent with a code, Pending then Completed', async ({
  page,
}) => {
  await signInToShell(page, email, '/client/spei');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expectNoAxeViolations(page, 'payments: recipients');

  const name = `Logística Bajío ${Date.now()}`;
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add recipient' });
  await dialog.getByRole('textbox', { name: 'Beneficiary name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'CLABE' }).fill('012180000000000015');
  await expect(dialog.getByText('Bank: BBVA Bancomer').first()).toBeVisible();
  await expectNoAxeViolations(page, 'payments: add recipient');
  await dialog.getByRole('button', { name: 'Save recipient' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Pay ${name}` }).click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('0');
  await page.getByRole('textbox', { name: 'Description' }).fill('Factura 118');
  await page.getByRole('textbox', { name: 'Reference number' }).fill('0123');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('Amount should be greater than 0.').first()).toBeVisible();
  await expect(
    page.getByText('Reference number can be numeric only and can not be start with 0').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'payments: details with errors');

  await page.getByRole('textbox', { name: /^Amount/ }).fill('1500.50');
  await page.getByRole('textbox', { name: 'Reference number' }).fill('1234567');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText(`Recipient: ${name}`)).toBeVisible();
  await expect(page.getByText(/^Estimated delivery: /)).toBeVisible();
  await expectNoAxeViolations(page, 'payments: review');

  const since = new Date();
  await page.getByRole('button', { name: 'Send payment' }).click();
  await answerVerification(page, email, since, 'a payment');
  await expect(page.getByText(`Payment to ${name} sent`)).toBeVisible();
  await expect(
    page.getByText(/^Tracking number \(clave de rastreo\): OUTLAY\d{12}$/),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Pending' })).toBeVisible();
  await expectNoAxeViolations(page, 'payments: sent, pending');
  await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible({
    timeout: 60_000,
  });
  // The tab the button opens gets the PDF itself (its signed link serves it once).
  const contentTypes: string[] = [];
  page.context().on('response', (response) => {
    contentTypes.push(response.headers()['content-type'] ?? '');
  });
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Download the Confirmation (PDF)' }).click();
  const pdf = await opened;
  await expect.poll(() => contentTypes.includes('application/pdf')).toBe(true);
  await pdf.close();
  await expectNoAxeViolations(page, 'payments: completed');

  // The dashboard shows the payment the page made.
  await page.goto(`/client/dashboard?q=${encodeURIComponent(name.split(' ').pop() ?? '')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // In Spanish.
  await page.goto('/client/spei?lng=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo pago' })).toBeVisible();
  await expectNoAxeViolations(page, 'pagos');
});
