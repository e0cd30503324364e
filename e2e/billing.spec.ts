// Billing and AutoPay through the real server (issue 18): the autopay banner's buttons land on
// the billing step they name; the agreement is signed on the e-signature sandbox's signing page
// and the banner goes; a duplicate account is refused with the spec's words; axe on each state.
//
// Signing changes these companies for good (the agreement is DONE), so every check of their
// autopay banner lives in this file, in order, and no other spec signs in as these users.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerVerification } from './support/verification';
import { signInToShell } from './support/sign-in';

/** Elsewhere (the dashboard, by the main navigation), the banner has nothing left to ask. */
async function expectBannerGoneElsewhere(page: Page, banner: Locator) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(banner).toHaveCount(0);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Signs the open signing page as `name`, reads /ds-success, and goes back to billing. */
async function signInSandbox(page: Page, title: string, name: string) {
  await expect(page).toHaveURL(/\/client\/sandbox\/e-signature\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('E-signature sandbox')).toBeVisible();
  await expectNoAxeViolations(page, `signing page: ${title}`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Type your full name to sign.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'signing page with errors');
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill(name);
  // RAC draws the box over its input: ticked as a keyboard user would.
  const consent = page.getByRole('checkbox', {
    name: 'I agree to sign this document electronically.',
  });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  // The sandbox returns to /ds-success, which says what was signed and leads back to billing.
  await expect(page).toHaveURL(/\/client\/ds-success\?envelope=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Document signed' })).toBeVisible();
  await expect(page.getByText(`You signed the ${title}.`)).toBeVisible();
  await expectNoAxeViolations(page, `ds-success: ${title}`);
  await page.getByRole('link', { name: 'Back to billing' }).click();
  await expect(page).toHaveURL(/\/client\/billing$/);
  await expect(page.getByText('Signed. AutoPay is set up for this account.')).toBeVisible();
}

test.describe('in Bogota', () => {
  test.use({ timezoneId: 'America/Bogota' });
  test('ca.admin: the PAD banner and the support chat, Sign Now, signed in the sandbox, the banner gone; a duplicate refused', async ({
    page,
  }) => {
    const email = 'ca.admin@demo.outlay.test';
    await signInToShell(page, email);
    const banner = page.getByText(
      "You're almost there! Please sign your PAD agreement to complete your AutoPay enrollment.",
    );
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page, 'PAD banner');

    // Offered in a time zone of Mexico, Colombia, Chile or Peru.
    await page.getByRole('button', { name: 'Chat with support' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat.getByText('Hi Liam, how can we help?')).toBeVisible();
    await chat.getByRole('textbox', { name: 'Message' }).fill('Where is my card?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('You: Where is my card?')).toBeVisible();
    await expectNoAxeViolations(page, 'support chat');
    await chat.getByRole('button', { name: 'Close', exact: true }).first().click();

    // Sign Now lands on the signing step.
    await page.getByRole('button', { name: 'Sign Now' }).click();
    await expect(page).toHaveURL(/\/client\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(banner).toBeHidden();
    const sign = page.getByRole('dialog', { name: 'Sign your PAD agreement' });
    await expect(sign).toBeVisible();
    await expectNoAxeViolations(page, 'billing: the signing step');
    await sign.getByRole('button', { name: 'Continue to signing' }).click();
    await signInSandbox(page, 'Pre-Authorized Debit (PAD) Agreement', 'Liam Tremblay');

    const cad = page.getByRole('region', { name: 'CAD AutoPay' });
    await expect(cad.getByText('PAD agreement')).toBeVisible();
    await expect(cad.getByText('Done', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Billing configuration' })).toBeVisible();
    await expectNoAxeViolations(page, 'billing: agreement signed');

    // The same account again, by hand: refused after the fresh code.
    await cad.getByRole('button', { name: 'Add a CAD account' }).click();
    const add = page.getByRole('dialog', { name: 'Add a CAD account' });
    await expect(add.getByRole('radio', { name: /Link your bank/ })).toBeChecked();
    await expectNoAxeViolations(page, 'billing: add an account (linked banks)');
    await add.getByText('Enter the details by hand', { exact: true }).click();
    await expect(add.getByRole('radio', { name: /Enter the details by hand/ })).toBeChecked();
    await add.getByRole('textbox', { name: 'Institution number' }).fill('003');
    await add.getByRole('textbox', { name: 'Transit number' }).fill('0001');
    await add.getByRole('textbox', { name: 'Account number' }).fill('5012345');
    await add.getByRole('button', { name: 'Attach account' }).click();
    await expect(add.getByText('The transit number must have 5 characters.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'billing: add an account with a rule broken');
    await add.getByRole('textbox', { name: 'Transit number' }).fill('00012');
    const since = new Date(Date.now() - 1000);
    await add.getByRole('button', { name: 'Attach account' }).click();
    await answerVerification(page, email, since, 'a billing change');
    await expect(add.getByText('This account is already attached.')).toBeVisible();
    await expectNoAxeViolations(page, 'billing: a duplicate refused');
    await add.getByRole('button', { name: 'Cancel' }).click();

    // RBC's consent has expired: reconnected through the provider's widget.
    const links = page.getByRole('region', { name: 'Linked banks' });
    await expect(links.getByText('Reconnect needed')).toBeVisible();
    await links.getByRole('button', { name: 'Reconnect RBC Royal Bank' }).click();
    const widget = page.getByRole('dialog', { name: 'Reconnect RBC Royal Bank' });
    await expect(
      widget.getByText('uses Flinks to connect your bank account', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'bank-link widget: consent');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByRole('textbox', { name: 'Username' }).fill('Greatday');
    await widget.getByLabel('Password', { exact: true }).fill('Everyday');
    await expectNoAxeViolations(page, 'bank-link widget: sign-in');
    await widget.getByRole('button', { name: 'Sign in' }).click();
    await expect(widget.getByRole('button', { name: 'Share accounts' })).toBeVisible();
    await expectNoAxeViolations(page, 'bank-link widget: accounts');
    await widget.getByRole('button', { name: 'Share accounts' }).click();
    await expect(page.getByText('RBC Royal Bank is linked.')).toBeVisible();
    await expect(widget).toBeHidden();
    await expect(links.getByText('Connected', { exact: true })).toBeVisible();
    await links.getByRole('button', { name: 'Bank linking log' }).click();
    await expect(links.getByText(/Bank reconnected/).first()).toBeVisible();
    await expectNoAxeViolations(page, 'billing: bank reconnected, its log');

    await expectBannerGoneElsewhere(page, banner);
    await expect(page.getByRole('button', { name: 'Sign Now' })).toHaveCount(0);
  });
});

test('uk.admin: the Direct Debit Instruction (NEW), Enroll in AutoPay, authorised in the sandbox; cream-user mode', async ({
  page,
}) => {
  await signInToShell(page, 'uk.admin@demo.outlay.test');
  const banner = page.getByText(
    "You're almost there! Please authorise your Direct Debit Instruction to complete your AutoPay enrollment.",
  );
  await expect(banner).toBeVisible();
  await expect(page.getByText('NEW', { exact: true })).toBeVisible();
  // Not in a time zone of Mexico, Colombia, Chile or Peru: no support chat.
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Direct Debit banner');

  await page.getByRole('button', { name: 'Enroll in AutoPay' }).click();
  const sign = page.getByRole('dialog', { name: 'Authorise your Direct Debit Instruction' });
  await expect(sign).toBeVisible();
  await sign.getByRole('button', { name: 'Continue to signing' }).click();
  await signInSandbox(
    page,
    'Instruction to your bank or building society to pay by Direct Debit',
    'Oliver Hughes',
  );
  const gbp = page.getByRole('region', { name: 'GBP AutoPay' });
  await expect(gbp.getByText('Fallback', { exact: true })).toBeVisible();
  await expect(gbp.getByText('Direct Debit Instruction')).toBeVisible();
  await expect(gbp.getByText('Done', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'billing: Direct Debit authorised');
  await expectBannerGoneElsewhere(page, banner);

  await page.goto('/client/settings/security?mode=cream&redirect=external-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page, 'cream-user mode');
  await page.getByRole('link', { name: 'Back to external accounts' }).click();
  await expect(page).toHaveURL(/\/client\/wallet\?tab=external-accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
});
