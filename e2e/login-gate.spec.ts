// The login gate and account security through the real server: each demo gate user walks its
// gate to the dashboard; the verification and terms dialogs by keyboard alone; axe on every
// dialog; the signed-out password pages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode } from './support/outbox';
import { totpCode } from './support/totp';
import { demoPassword, signInWithEmailCode } from './support/sign-in';

// Each test signs in through the real screens and waits for real codes; two browsers share a
// busy machine with the server.
test.describe.configure({ timeout: 180_000 });

const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

/**
 * The first thing after sign-in (or a reload) loads the signed-in area, the gate's machine,
 * then the gate's dialog and its data, one after the other: on a busy machine running two
 * browsers and the server that takes longer than one expectation's usual 10 s.
 */
const afterLoad = { timeout: 30_000 };

async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/client/');
  if (password === demoPassword) {
    await signInWithEmailCode(page, email);
    return;
  }
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('radio', { name: /Email me a code/ }).check();
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestCode(page.request, email, since));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Presses Tab until `target` has the focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The new password fields of a Change Password form. */
async function fillPasswords(dialog: Locator, values: [string, string, string]) {
  const [current, next, confirm] = values;
  await dialog.getByLabel('Current password', { exact: true }).fill(current);
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(confirm);
}

/** The code the verification dialog asks for: emailed since a moment, or from the app. */
type CodeSource = () => Promise<string>;
const emailedCode =
  (page: Page, email: string, since: Date): CodeSource =>
  () =>
    latestCode(page.request, email, since);

/** Answers the verification dialog by keyboard: the code, the captcha if asked, Enter. */
async function verifyByKeyboard(page: Page, code: CodeSource, name: string) {
  const verification = page.getByRole('dialog', { name: 'Verification required' });
  const codeField = verification.getByRole('textbox', { name: 'Verification code' });
  await expect(codeField).toBeFocused();
  const confirm = verification.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, `verification (${name})`);
  await page.keyboard.type(await code());
  const captcha = verification.getByRole('textbox', { name: /^Security question/ });
  if (await captcha.isVisible()) {
    await expect(confirm).toBeDisabled();
    const question = (await captcha.getAttribute('aria-label')) ?? (await labelOf(captcha));
    const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
    await page.keyboard.press('Tab');
    await expect(captcha).toBeFocused();
    await page.keyboard.type(String(a + b));
  }
  await expect(confirm).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(verification).toBeHidden();
}

async function labelOf(field: Locator): Promise<string> {
  return field.evaluate((input) => {
    const id = input.getAttribute('aria-labelledby')?.split(' ')[0];
    return (id ? document.getElementById(id)?.textContent : '') ?? '';
  });
}

test('pw.mandatory: a forced change that cannot be closed, its rules, then verification', async ({
  page,
}) => {
  const email = 'pw.mandatory@demo.outlay.test';
  await signIn(page, email);
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible(afterLoad);
  await expect(dialog.getByText('Your company requires a new password')).toBeVisible();
  await expectNoAxeViolations(page, 'forced change password');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await fillPasswords(dialog, [demoPassword, 'Brand-New-Pass-26', 'Other-Pass-2026!']);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    dialog.getByText('Password and Confirm password must be same.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'change password with errors');
  await fillPasswords(dialog, [demoPassword, demoPassword, demoPassword]);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    dialog.getByText('New and old password must not be the same.').first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verification required' })).toHaveCount(0);

  await fillPasswords(dialog, [demoPassword, 'Brand New-Pass 26', 'BrandNew-Pass26']);
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await verifyByKeyboard(page, emailedCode(page, email, since), 'forced change');
  await expect(dialog).toBeHidden();
  await expect(dashboard(page)).toBeVisible();

  // Spaces were stripped: the new password is BrandNew-Pass26; the gate is passed for good.
  await page.reload();
  await expect(dashboard(page)).toBeVisible(afterLoad);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('pw.expiring: the expiration prompt; Cancel records WARN_SENT and it does not return', async ({
  page,
}) => {
  await signIn(page, 'pw.expiring@demo.outlay.test');
  const dialog = page.getByRole('dialog', { name: 'Password expiration' });
  await expect(dialog).toBeVisible(afterLoad);
  await expect(dialog.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await expectNoAxeViolations(page, 'password expiration');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await expect(change.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page, 'change password from the expiration prompt');
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(dashboard(page)).toBeVisible();
  await page.reload();
  await expect(dashboard(page)).toBeVisible(afterLoad);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('terms.clickwrap: the contract modal cannot be closed; View PDF, the checkbox and I Agree by keyboard', async ({
  page,
}) => {
  await signIn(page, 'terms.clickwrap@demo.outlay.test');
  const dialog = page.getByRole('dialog', {
    name: 'Terms consent: review and sign the contracts',
  });
  await expect(dialog).toBeVisible(afterLoad);
  await expect(dialog.getByText('Platform Agreement')).toBeVisible();
  await expectNoAxeViolations(page, 'click-wrap contract');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  const view = dialog.getByRole('link', { name: /View PDF: Platform Agreement/ });
  const href = (await view.getAttribute('href')) ?? '';
  expect(href).toMatch(/^http:\/\/localhost:\d+\/api\/sandbox\/clickwrap\/.+\.pdf$/);
  expect(await view.getAttribute('target')).toBe('_blank');
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  await expect.poll(() => tab.url()).toContain(href);
  await tab.close();

  const agree = dialog.getByRole('button', { name: 'I Agree' });
  await expect(agree).toBeDisabled();
  const checkbox = dialog.getByRole('checkbox', { name: /I have read and agree/ });
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(agree).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(dashboard(page)).toBeVisible();
});

test('terms.inhouse: the document package, then consent, by keyboard', async ({ page }) => {
  await signIn(page, 'terms.inhouse@demo.outlay.test');
  const dialog = page.getByRole('dialog', { name: 'Terms consent', exact: true });
  await expect(dialog.getByText('Cardholder Terms')).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'terms consent');
  const href =
    (await dialog.getByRole('link', { name: /View PDF: Privacy Policy/ }).getAttribute('href')) ??
    '';
  expect(new URL(href).pathname).toBe('/api/legal/documents/privacy-policy.pdf');
  const pdf = await page.request.get(href);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const checkbox = dialog.getByRole('checkbox');
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'I Agree' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(dashboard(page)).toBeVisible();
});

test('legalrep: an admin confirms the legal representative, once', async ({ page }) => {
  await signIn(page, 'legalrep@demo.outlay.test');
  const dialog = page.getByRole('dialog', { name: 'Legal representative confirmation' });
  await expect(dialog.getByText(/Lakeshore Logistics Inc\./)).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'legal representative');
  await dialog.getByRole('button', { name: 'Yes, I am the legal representative' }).click();
  await expect(dialog).toBeHidden();
  await expect(dashboard(page)).toBeVisible();
  await page.reload();
  await expect(dashboard(page)).toBeVisible(afterLoad);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('phone: consent enables Continue, then the texted code verifies the phone', async ({
  page,
}) => {
  await signIn(page, 'phone@demo.outlay.test');
  const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  await expect(dialog.getByText('+1 415*****95')).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'verify your phone number');
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await dialog.getByText(/I agree to receive text messages/).click();
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  const since = new Date(Date.now() - 1000);
  await next.click();
  const code = dialog.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeVisible();
  await expect(dialog.getByText(/^Available in \d+ s$/)).toBeVisible();
  await expectNoAxeViolations(page, 'phone code');
  await code.fill(await latestCode(page.request, '14155550195', since));
  // Resend waits out the server's 30 seconds, then texts a new code; the first one is retired.
  const resentSince = new Date();
  await dialog.getByRole('button', { name: 'Resend code' }).click({ timeout: 45_000 });
  await expect(page.getByText('Code sent successfully')).toBeVisible();
  await code.fill(await latestCode(page.request, '14155550195', resentSince));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  // The toast comes as the dialog closes and stays 5 s: look for it first.
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dashboard(page)).toBeVisible();
});

test('cardorder: an active cardholder with the start-physical-card flag goes to /card-order', async ({
  page,
}) => {
  await signIn(page, 'cardorder@demo.outlay.test');
  await expect(page).toHaveURL(/\/client\/card-order$/, afterLoad);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(dashboard(page)).toBeVisible();
});

test("captcha: the security page changes the password with the bot check's question, sets up an authenticator app and makes it the default", async ({
  page,
}) => {
  // Three verifications, each with a captcha, and an authenticator app set up between them.
  test.setTimeout(300_000);
  const email = 'captcha@demo.outlay.test';
  await signIn(page, email);
  await expect(dashboard(page)).toBeVisible(afterLoad);
  await page.goto('/client/settings/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('Two-factor verification')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
  await expectNoAxeViolations(page, 'security settings');

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await fillPasswords(dialog, [demoPassword, 'Captcha-Solved-26', 'Captcha-Solved-26']);
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  const verification = page.getByRole('dialog', { name: 'Verification required' });
  await expect(verification.getByRole('textbox', { name: /^Security question/ })).toBeVisible();
  await verifyByKeyboard(page, emailedCode(page, email, since), 'with a captcha');
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // An authenticator app: verification first, then its QR code and key, confirmed by a code.
  const setupSince = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await verifyByKeyboard(page, emailedCode(page, email, setupSince), 'authenticator set-up');
  const setup = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page, 'authenticator set-up');
  const secret = (await setup.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '';
  await setup.getByRole('textbox', { name: 'Code from the app' }).fill(totpCode(secret));
  await setup.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your authenticator app is set up.')).toBeVisible();
  await expect(setup).toBeHidden();
  const methods = page.getByRole('list', { name: 'Two-factor verification' });
  await expect(methods.getByText('Authenticator app')).toBeVisible();

  // The app becomes the default method: the next verification asks for its code.
  const defaultMethod = page.getByRole('radiogroup', { name: 'Start verification with' });
  await defaultMethod.getByText('Authenticator app').click();
  await expect(defaultMethod.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
  await page.getByRole('button', { name: 'Save default' }).click();
  await expect(page.getByText('Your default verification method is saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await fillPasswords(dialog, ['Captcha-Solved-26', 'Authenticator-26!', 'Authenticator-26!']);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(verification.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
  await expect(verification.getByText(/your authenticator app shows/)).toBeVisible();
  // The set-up spent this half-minute's code: the app's next one is good too.
  await verifyByKeyboard(page, () => Promise.resolve(totpCode(secret, 1)), 'authenticator app');
  await expect(dialog).toBeHidden();
});

test('forgot and reset: the same answer, the emailed link, a new password, then the link is used up', async ({
  page,
}) => {
  const email = 'reset@demo.outlay.test';
  await page.goto('/client/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/client\/forgot-password$/);
  await expectNoAxeViolations(page, 'forgot password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(/If an account exists for this email/)).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as {
        messages: { text: string; createdAt: string }[];
      };
      const fresh = messages.find((message) => new Date(message.createdAt) >= since);
      link = /\/client\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(fresh?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill('Reset-Password-26');
  await page.getByLabel('Confirm password', { exact: true }).fill('Reset-Password-26');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('This link seems to be expired or invalid.')).toBeVisible();
  await expectNoAxeViolations(page, 'expired link');
  await page.goto('/client/reset-password?token=made-up');
  await expect(page.getByText('This link seems to be expired or invalid.')).toBeVisible();

  await signIn(page, email, 'Reset-Password-26');
  await expect(dashboard(page)).toBeVisible(afterLoad);
});

test('invited: /set-password leads to /setup-account, an emailed code sets the first password', async ({
  page,
}) => {
  const email = 'invited@demo.outlay.test';
  await page.goto(`/client/set-password?email=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/client\/setup-account\?email=invited%40demo\.outlay\.test$/);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expectNoAxeViolations(page, 'setup account');
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const code = page.getByRole('textbox', { name: 'Code from the email' });
  await code.fill(await latestCode(page.request, email, since));
  await page.getByLabel('New password', { exact: true }).fill('First-Password-26');
  await page.getByLabel('Confirm password', { exact: true }).fill('First-Password-26');
  await expectNoAxeViolations(page, 'setup account password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/client\/create-account-success$/);
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expectNoAxeViolations(page, 'create account success');

  // The authenticator app is offered only after the emailed code proves the inbox.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('First-Password-26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Use my authenticator app').click();
  const enrolSince = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/client\/login-auth$/);
  await expect(page.getByText(/Before you set up an authenticator app/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'authenticator email step');
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestCode(page.request, email, enrolSince));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
});

test('the congrats page says the email is verified', async ({ page }) => {
  await page.goto('/client/congrats');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expectNoAxeViolations(page, 'congrats');
});
