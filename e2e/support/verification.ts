import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { latestCode } from './outbox';

/**
 * Answers the "Verification required" dialog with the code emailed to `email` since `since`,
 * and its security question when the bot check asks one; axe checks the dialog first. `action`
 * names what is verified, for the axe report.
 */
export async function answerVerification(page: Page, email: string, since: Date, action: string) {
  const verification = page.getByRole('dialog', { name: 'Verification required' });
  await expect(verification).toBeVisible();
  await expectNoAxeViolations(page, `verification (${action})`);
  await verification
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestCode(page.request, email, since));
  const captcha = verification.getByRole('textbox', { name: /^Security question/ });
  if (await captcha.isVisible()) {
    const question = (await captcha.getAttribute('aria-label')) ?? '';
    const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
    await captcha.fill(String(a + b));
  }
  await verification.getByRole('button', { name: 'Confirm' }).click();
  await expect(verification).toBeHidden();
}
