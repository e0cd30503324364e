import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { demoPassword, signInWithEmailCode } from '../support/sign-in';
import { latestCode } from '../support/outbox';
import { answerVerification } from '../support/verification';

const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change Password' });
const expiration = (page: Page) => page.getByRole('dialog', { name: 'Password expiration' });
const output = (event: EventObject) => (event as EventObject & { output?: unknown }).output;

const dashboard = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

// A user whose password is about to expire (the seed's QA-only one): the gate's first prompt,
// the change-password modal it offers (cancelled), the dismissal held and cut once.
export const loginGateWalk: BrowserWalk = {
  flow: 'login-gate',
  variant: 'expiring@demo.outlay.test',
  tour: true,
  goal: (state) => state.status === 'done',
  // The change-password modal is only cancelled here: the password stays the demo one.
  server: (event) =>
    event.type.startsWith('xstate.done.actor.') &&
    (event.type !== 'xstate.done.actor.changePassword' || output(event) === 'cancelled'),
  drops: ['dismissPasswordWarning'],
  start: async (page) => {
    await page.goto('/client/');
    await signInWithEmailCode(page, 'qa.expiring@demo.outlay.test');
  },
  act: {
    'expiration.dismissed': async (page) => {
      await expiration(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'password.changeChosen': async (page) => {
      await expiration(page).getByRole('button', { name: 'Change Password' }).click();
    },
    'xstate.done.actor.changePassword': async (page) => {
      await changeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
  },
  see: {
    'loginGate.password.expiring': async (page) => {
      await expect(expiration(page)).toBeVisible();
    },
    'loginGate.password.changing': async (page) => {
      await expect(changeDialog(page)).toBeVisible();
    },
    'loginGate.passed': dashboard,
  },
};

const forcedEmail = 'qa.forced@demo.outlay.test';

// A user who must change the password (the seed's QA-only one): the modal without Cancel, the
// new password verified by an emailed code, then the dashboard.
export const loginGateForcedWalk: BrowserWalk = {
  flow: 'login-gate',
  name: 'forced password change',
  variant: 'forced@demo.outlay.test',
  goal: (state) => state.status === 'done',
  server: (event) =>
    event.type.startsWith('xstate.done.actor.') &&
    (event.type !== 'xstate.done.actor.changePassword' || output(event) === 'changed'),
  start: async (page) => {
    await page.goto('/client/');
    await signInWithEmailCode(page, forcedEmail);
  },
  act: {
    'xstate.done.actor.changePassword': async (page) => {
      const change = changeDialog(page);
      await change.getByLabel('Current password', { exact: true }).fill(demoPassword);
      await change.getByLabel('New password', { exact: true }).fill('Forced-Walk-2026!');
      await change.getByLabel('Confirm password', { exact: true }).fill('Forced-Walk-2026!');
      const since = new Date(Date.now() - 1000);
      await change.getByRole('button', { name: 'Change Password' }).click();
      await answerVerification(page, forcedEmail, since, 'the forced password change');
    },
  },
  see: {
    'loginGate.password.forced': async (page) => {
      await expect(changeDialog(page)).toBeVisible({ timeout: 30_000 });
      await expect(changeDialog(page).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    },
    'loginGate.passed': dashboard,
  },
};

const gateEmail = 'qa.gate@demo.outlay.test';
const terms = (page: Page) => page.getByRole('dialog', { name: /^Terms consent/ });
const legalRep = (page: Page) =>
  page.getByRole('dialog', { name: 'Legal representative confirmation' });
const owner = (page: Page) => page.getByRole('dialog', { name: 'Primary Account Owner' });
const phoneDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your phone number' });

// The seed's QA-only admin of a company still to confirm its legal representative, whose
// password is about to expire, who has not accepted the terms and whose phone is unverified:
// the gate asks each in turn. The warning is dismissed (held), the terms accepted, the legal
// representative answered "someone else" (the owner modal, closed: asked again) and then "yes"
// (held), the phone's config held and the phone verified with the texted code.
export const loginGateEveryGateWalk: BrowserWalk = {
  flow: 'login-gate',
  name: 'every gate',
  variant: 'everything@demo.outlay.test',
  tour: true,
  goal: (state) => state.status === 'done',
  // Each call answered; the owner modal closed without a change; the password never changed.
  server: (event) =>
    event.type === 'xstate.done.actor.dismissPasswordWarning' ||
    event.type === 'xstate.done.actor.confirmLegalRepresentative' ||
    event.type === 'xstate.done.actor.loadPhoneConfig' ||
    event.type === 'xstate.done.actor.terms' ||
    event.type === 'xstate.done.actor.phoneVerification' ||
    (event.type === 'xstate.done.actor.primaryAccountOwner' &&
      !(output(event) as { updated: boolean }).updated),
  start: async (page) => {
    await page.goto('/client/');
    await signInWithEmailCode(page, gateEmail);
  },
  act: {
    'expiration.dismissed': async (page) => {
      await expiration(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'xstate.done.actor.terms': async (page) => {
      await terms(page).getByText('I have read and agree to these documents.').click();
      await expect(
        terms(page).getByRole('checkbox', { name: /I have read and agree/ }),
      ).toBeChecked();
      await terms(page).getByRole('button', { name: 'I Agree' }).click();
      await expect(terms(page)).toBeHidden();
    },
    'legalRepresentative.answered': async (page, event) => {
      const { isRepresentative } = event as EventObject & { isRepresentative: boolean };
      await legalRep(page)
        .getByRole('button', {
          name: isRepresentative ? 'Yes, I am the legal representative' : 'No, someone else is',
        })
        .click();
    },
    'xstate.done.actor.primaryAccountOwner': async (page) => {
      await owner(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'xstate.done.actor.phoneVerification': async (page) => {
      const dialog = phoneDialog(page);
      await dialog.getByText(/^I agree to receive text messages/).click();
      await expect(dialog.getByRole('checkbox')).toBeChecked();
      const since = new Date(Date.now() - 1000);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog
        .getByRole('textbox', { name: 'Code' })
        .fill(await latestCode(page.request, '12065550481', since));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Your phone number is verified.')).toBeVisible();
    },
  },
  see: {
    'loginGate.password.expiring': async (page) => {
      await expect(expiration(page)).toBeVisible();
    },
    'loginGate.terms.accepting': async (page) => {
      await expect(
        terms(page).getByRole('checkbox', { name: /I have read and agree/ }),
      ).toBeVisible();
    },
    'loginGate.legalRepresentative.asking': async (page) => {
      await expect(legalRep(page).getByText(/Quarry Lane Studio Inc\./)).toBeVisible();
    },
    'loginGate.legalRepresentative.choosingOwner': async (page) => {
      await expect(
        owner(page).getByRole('radiogroup', { name: 'Who is the Primary Account Owner?' }),
      ).toBeVisible();
    },
    // The phone's config is read with no dialog open (none may open for nothing to do).
    'loginGate.phone.loadingConfig': async (page) => {
      await expect(legalRep(page)).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    'loginGate.phone.verifying': async (page) => {
      await expect(phoneDialog(page).getByRole('button', { name: 'Continue' })).toBeVisible();
    },
    'loginGate.passed': dashboard,
  },
};
