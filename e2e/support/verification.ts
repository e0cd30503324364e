import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { freshCodes } from './outbox';

/**
 * Answers the "Verification required" dialog with the code emailed to `email` since `since`,
 * and its security question when the bot check asks one; axe checks the dialog first. `action`
 * names what is verified, for the axe report.
 *
 * Two specs running at once may sign in or verify as the same demo admin, so the newest code in
 * that inbox can be the other spec's (a sign-in code, or a code for another action). Each code
 * since `since` is tried, newest first, until the server takes one: a refused one only counts
 * as a missed attempt on a code this spec never asked for.
 */
export async function answerVerification(page: Page, email: string, since: Date, action: string) {
  const verification = page.getByRole('dialog', { name: 'Verification required' });
  await expect(verification).toBeVisible();
  await expectNoAxeViolations(page, `verification (${action})`);
  const tried = new Set<string>();
  await expect
    .poll(
      async () => {
        if (!(await verification.isVisible())) return 'verified';
        const code = (await freshCodes(page.request, email, since)).find((c) => !tried.has(c));
        if (code === undefined) return 'waiting for a code';
        tried.add(code);
        await submitCode(page, code);
        return (await verification.isVisible()) ? 'refused' : 'verified';
      },
      { message: `a code for ${action} in the outbox for ${email}`, timeout: 30_000 },
    )
    .toBe('verified');
}

/** Types the code (and the security question's answer) and waits for the server's answer. */
async function submitCode(page: Page, code: string) {
  const verification = page.getByRole('dialog', { name: 'Verification required' });
  await verification.getByRole('textbox', { name: 'Verification code' }).fill(code);
  const captcha = verification.getByRole('textbox', { name: /^Security question/ });
  if (await captcha.isVisible()) {
    const question = (await captcha.getAttribute('aria-label')) ?? '';
    const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
    await captcha.fill(String(a + b));
  }
  const answered = page.waitForResponse((response) =>
    response.url().includes('/v2/multifactor-action-code/verify'),
  );
  await verification.getByRole('button', { name: 'Confirm' }).click();
  const response = await answered;
  if (response.ok()) await expect(verification).toBeHidden();
}
