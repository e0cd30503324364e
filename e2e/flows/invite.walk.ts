import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { latestCode } from '../support/outbox';
import { signInOrStay } from '../support/sign-in';

// The seed's QA-only admin of Northwind: the code of INVITE_USERS goes to this address alone.
const inviter = 'qa.inviter@demo.outlay.test';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Invite users' });

/** The form's fields by the model's names, as the dialog labels them. */
const fieldLabels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
};
const roleLabels: Record<string, string> = {
  admin: 'Admin',
  employee: 'Employee',
  bookkeeper: 'Bookkeeper',
};

// When Send Invitation asked for the code: the walk types the one emailed since.
let codeAskedAt = new Date();

// The Team page's Invite users dialog: the person typed field by field as the model types them,
// Send Invitation, the emailed code (Resend once the server's wait is over), the dialog closed
// once without inviting, and the invitation sent.
export const inviteWalk: BrowserWalk = {
  flow: 'invite',
  variant: 'opened from the Team page',
  tour: true,
  goal: (state) => state.matches('sent' as never),
  // Every address may be invited, the code goes out, and the right code invites.
  server: (event) => event.type.startsWith('xstate.done.actor.'),
  // Starting over keeps the sign-in.
  start: async (page) => {
    await signInOrStay(page, inviter, '/client/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Invite users' }).click();
  },
  act: {
    'field.changed': async (page, event) => {
      const { field, value } = event as EventObject & { field: string; value: string };
      const label = fieldLabels[field];
      if (!label) throw new Error(`The invite form has no field ${field}`);
      await dialog(page).getByRole('textbox', { name: label }).fill(value);
    },
    'role.chosen': async (page, event) => {
      const { role } = event as EventObject & { role: string };
      const label = roleLabels[role] ?? role;
      // The radio's circle is drawn over its input: chosen by its label, as a pointer would.
      const roles = dialog(page).getByRole('radiogroup', { name: 'Role' });
      await roles.getByText(label, { exact: true }).click();
      await expect(roles.getByRole('radio', { name: label })).toBeChecked();
    },
    'invitations.submitted': async (page) => {
      codeAskedAt = new Date(Date.now() - 1000);
      await dialog(page).getByRole('button', { name: 'Send Invitation' }).click();
    },
    'resend.requested': async (page) => {
      codeAskedAt = new Date(Date.now() - 1000);
      await dialog(page).getByRole('button', { name: 'Resend code' }).click();
    },
    // The server's wait runs out: Resend is offered.
    'xstate.after.resendWait.invite.enteringCode.resend.waiting': async (page) => {
      await expect(dialog(page).getByRole('button', { name: 'Resend code' })).toBeEnabled({
        timeout: 45_000,
      });
    },
    'invite.cancelled': async (page) => {
      const cancel = dialog(page).getByRole('button', { name: 'Cancel' });
      if (await cancel.isVisible()) await cancel.click();
      else await page.keyboard.press('Escape');
    },
    'code.submitted': async (page) => {
      await dialog(page)
        .getByRole('textbox', { name: 'Verification code' })
        .fill(await latestCode(page.request, inviter, codeAskedAt));
      await dialog(page).getByRole('button', { name: 'Confirm and send' }).click();
    },
  },
  see: {
    'invite.editing': async (page) => {
      await expect(dialog(page).getByRole('textbox', { name: 'First name' })).toBeVisible();
      await expect(dialog(page).getByRole('button', { name: 'Send Invitation' })).toBeVisible();
    },
    'invite.enteringCode': async (page) => {
      await expect(dialog(page).getByRole('textbox', { name: 'Verification code' })).toBeVisible();
      await expect(dialog(page).getByText(/We sent a 6-digit code to/)).toBeVisible();
    },
    'invite.cancelled': async (page) => {
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Invite users' })).toBeVisible();
    },
    'invite.sent': async (page) => {
      await expect(page.getByText('1 invitation has been sent.')).toBeVisible();
      await expect(dialog(page)).toBeHidden();
    },
  },
};

const ownerInvite = (page: Page) =>
  page.getByRole('dialog', { name: 'Invite the Primary Account Owner' });
const ownerModal = (page: Page) => page.getByRole('dialog', { name: 'Primary Account Owner' });

// The invite flow the Primary Account Owner modal runs for a new owner (QA's own Quayside
// Goods admin), gone back from: the modal's options again. It runs before the PAO walk, in
// its browser and sign-in.
export const inviteFromOwnerModalWalk: BrowserWalk = {
  flow: 'invite',
  name: 'from the owner modal',
  variant: 'opened from the Primary Account Owner modal',
  goal: (state) => state.matches('wentBack' as never),
  server: () => false,
  start: async (page) => {
    await signInOrStay(page, 'qa.pao.taker@demo.outlay.test', '/client/team');
    await page.getByRole('button', { name: 'Primary Account Owner' }).click();
    await ownerModal(page)
      .getByText('Someone not yet in Outlay: invite them', { exact: true })
      .click();
    await ownerModal(page).getByRole('button', { name: 'Submit' }).click();
  },
  act: {
    'back.requested': async (page) => {
      await ownerInvite(page).getByRole('button', { name: 'Go Back' }).click();
    },
  },
  see: {
    'invite.editing': async (page) => {
      await expect(ownerInvite(page).getByRole('textbox', { name: 'First name' })).toBeVisible();
    },
    'invite.wentBack': async (page) => {
      await expect(ownerInvite(page)).toBeHidden();
      await expect(
        ownerModal(page).getByRole('radiogroup', { name: 'Who is the Primary Account Owner?' }),
      ).toBeVisible();
    },
  },
};
