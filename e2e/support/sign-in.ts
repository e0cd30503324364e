import { expect, type Page, test } from '@playwright/test';
import { recordAnnouncements } from './announcements';
import { expectNoAxeViolations } from './axe';
import { latestCode } from './outbox';

export const demoPassword = 'Outlay-Demo-2026!';

/**
 * Signs in through the real screens with an emailed code read from the sandbox outbox. Starts
 * on the login page (open `/client/` or a deep link first); stops right after Verify.
 */
export async function signInWithEmailCode(
  page: Page,
  email: string,
  options: { checkAccessibility?: boolean; rememberDevice?: boolean } = {},
): Promise<void> {
  const audit = async (name: string) => {
    if (options.checkAccessibility) await expectNoAxeViolations(page, name);
  };
  // The first page a browser opens loads the app cold, on a server shared with other runs.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible({
    timeout: 30_000,
  });
  await recordAnnouncements(page);
  await audit('login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/client\/login-options$/);
  await expect(
    page.getByRole('heading', { name: 'How do you want to verify your account?' }),
  ).toBeVisible();
  await audit('login options');
  await page.getByRole('radio', { name: /Email me a code/ }).check();
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/client\/login-verify$/);
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  await audit('login verify');
  const code = await latestCode(page.request, email, sentAfter);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  if (options.rememberDevice) {
    // RAC draws the box over its input: ticked as a keyboard user would.
    const remember = page.getByRole('checkbox', { name: 'Remember this device' });
    await remember.focus();
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
  }
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Opens `path`, signs `email` in with an emailed code and waits for the signed-in shell. Specs
 * running at once may sign the same demo user in: the form then says how long to wait for a new
 * code, or the other spec's newer code replaced ours ("…was replaced by a newer one"). Either
 * way the sign-in is tried again until it reaches the shell (the test waits for that state,
 * polling it, and its time limit grows by the wait).
 */
export async function signInToShell(page: Page, email: string, path = '/client/') {
  const shell = page.getByRole('navigation', { name: 'Main' });
  await page.goto(path);
  try {
    await signInWithEmailCode(page, email);
    await expect(shell).toBeVisible();
    return;
  } catch (error) {
    const wait = page.getByText(/Please wait (\d+) seconds/);
    const replaced = page.getByText(/replaced by a newer one/);
    if (!(await wait.isVisible()) && !(await replaced.isVisible())) throw error;
    const seconds = (await wait.isVisible())
      ? Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1] ?? 30)
      : 30;
    test.info().setTimeout(test.info().timeout + (seconds + 30) * 1000);
    await expect(async () => {
      await page.goto(path);
      await signInWithEmailCode(page, email);
      await expect(shell).toBeVisible();
    }).toPass({ timeout: (seconds + 25) * 1000 });
  }
}

/**
 * Opens `path` as `email`: signs in when the page asks, and otherwise keeps the sign-in the
 * browser holds (walks run one after another in one browser share it). A sign-in is not
 * shared across browsers: the refresh token rotates, and a copy presented later than its grace
 * period ends the session for both.
 */
export async function signInOrStay(page: Page, email: string, path: string) {
  await page.goto(path);
  const signIn = page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' });
  const shell = page.getByRole('navigation', { name: 'Main' });
  await expect(signIn.or(shell)).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signInWithEmailCode(page, email);
  await expect(shell).toBeVisible({ timeout: 30_000 });
}
