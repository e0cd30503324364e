import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { latestCode } from '../support/outbox';
import { signInWithEmailCode } from '../support/sign-in';

// The phone dialog the login gate opens for a user whose personal phone is not verified: the
// consent, the texted code, Resend once the server's wait is over, and each call cut once to see
// what the dialog says. One walk verifies the phone; one says it is not the user's; one types
// five wrong codes, after which the server ends the verification (each ends the gate for its
// seed user, so each has its own).
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your phone number' });

type Ending = 'verified' | 'nonPersonal' | 'closed';

const users: Record<Ending, { email: string; phone: string; name: string }> = {
  verified: { email: 'qa.phone@demo.outlay.test', phone: '14155550184', name: 'verified' },
  nonPersonal: {
    email: 'qa.phone.notmine@demo.outlay.test',
    phone: '14155550183',
    name: 'not my phone',
  },
  closed: { email: 'qa.phone.locked@demo.outlay.test', phone: '14155550180', name: 'locked out' },
};

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) =>
  code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

function phoneWalk(ending: Ending): BrowserWalk {
  const { email, phone, name } = users[ending];
  // When the last code was asked for: the walk types the one texted since.
  let codeAskedAt = new Date();
  const answered = [
    'loadConsent',
    'signConsent',
    'sendPhoneCode',
    'verifyPhone',
    'resendPhoneCode',
  ];
  // The walk that verifies tours the dialog and cuts each call once; the one that is not the
  // user's phone holds the marking; the locked-out one goes straight to its ending.
  const byEnding: Record<Ending, Pick<BrowserWalk, 'server' | 'drops' | 'tour'>> = {
    verified: {
      tour: true,
      server: (event) => answered.some((id) => event.type === `xstate.done.actor.${id}`),
      drops: [...answered, 'markNonPersonal'],
    },
    nonPersonal: {
      tour: true,
      server: (event) =>
        event.type === 'xstate.done.actor.loadConsent' ||
        event.type === 'xstate.done.actor.markNonPersonal',
    },
    closed: {
      server: (event) =>
        ['loadConsent', 'signConsent', 'sendPhoneCode'].some(
          (id) => event.type === `xstate.done.actor.${id}`,
        ) ||
        (event.type === 'xstate.error.actor.verifyPhone' &&
          (event as EventObject & { error?: { status?: number } }).error?.status === 404),
    },
  };
  const act: BrowserWalk['act'] = {
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
      const code = await latestCode(page.request, phone, codeAskedAt);
      const box = dialog(page).getByRole('textbox', { name: 'Code' });
      const verify = dialog(page).getByRole('button', { name: 'Verify' });
      if (ending === 'closed') {
        // Four wrong codes refused, each told; the fifth (the walk's step) ends it.
        for (let attempt = 1; attempt < 5; attempt += 1) {
          await box.fill(wrongCode(code));
          const refused = page.waitForResponse((response) =>
            response.url().endsWith('/verify-phone-number'),
          );
          await verify.click();
          await refused;
          await expect(dialog(page).getByRole('alert')).toBeVisible();
          await expect(verify).toBeEnabled();
        }
        await box.fill(wrongCode(code));
      } else await box.fill(code);
      await verify.click();
    },
    'resend.requested': async (page) => {
      codeAskedAt = new Date(Date.now() - 1000);
      await dialog(page).getByRole('button', { name: 'Resend code' }).click();
    },
    // The server's wait (30 s) runs out: Resend is offered.
    'xstate.after.resendWait.phoneVerification.open.enteringCode.resend.waiting': async (page) => {
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
  };
  // The walk that is not the user's phone says so at once: the others type the codes.
  const notMine = act['phone.notMine'];
  const acts = ending === 'nonPersonal' && notMine ? { 'phone.notMine': notMine } : act;
  return {
    flow: 'phone-verification',
    name,
    variant: 'a user with an unverified phone',
    goal: (state) => state.matches(ending as never),
    ...byEnding[ending],
    // Starting over keeps the sign-in: the gate opens the dialog again at once.
    start: async (page) => {
      await page.goto('/client/');
      const signIn = page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' });
      await expect(signIn.or(dialog(page))).toBeVisible({ timeout: 30_000 });
      if (await signIn.isVisible()) await signInWithEmailCode(page, email);
    },
    act: acts,
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
      'phoneVerification.closed': async (page) => {
        await expect(page.getByText(/^Too many incorrect codes\./)).toBeVisible();
        await expect(dialog(page)).toBeHidden();
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
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

export const phoneVerificationWalks: readonly BrowserWalk[] = [
  phoneWalk('verified'),
  phoneWalk('nonPersonal'),
  phoneWalk('closed'),
];
