import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { signInOrStay } from '../support/sign-in';

// The Primary Account Owner modal an admin opens from the Team page, for a company whose owner
// is someone else (the seed's QA-only admin of Northwind): the three options, the search held
// while it runs, the verification a transfer asks for (closed here) and the invite flow for a
// new owner (gone back from and closed). Nothing is changed: the walk ends by closing the
// modal, so the company's owner stays who it is for every other spec.
const modal = (page: Page) => page.getByRole('dialog', { name: 'Primary Account Owner' });
const options = (page: Page) =>
  modal(page).getByRole('radiogroup', { name: 'Who is the Primary Account Owner?' });

const optionWords: Record<string, string> = {
  me: 'I am the Primary Account Owner',
  other: 'Another user of the company',
  invite: 'Someone not yet in Outlay: invite them',
};

const output = (event: EventObject) => (event as EventObject & { output?: unknown }).output;

export const paoWalk: BrowserWalk = {
  flow: 'pao',
  variant: 'an admin of a company whose owner is someone else',
  tour: true,
  goal: (state) => state.matches('cancelled' as never),
  // The search finds people; the invite flow is gone back from or closed (never sent).
  server: (event) =>
    (event.type === 'xstate.done.actor.searchUsers' &&
      (output(event) as { data: { users: unknown[] } }).data.users.length > 0) ||
    (event.type === 'xstate.done.actor.invite' &&
      (output(event) as { outcome: string }).outcome !== 'sent'),
  // Starting over (or after the autopay walk) keeps the sign-in.
  start: async (page) => {
    await signInOrStay(page, 'qa.pao@demo.outlay.test', '/client/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await page.getByRole('button', { name: 'Primary Account Owner' }).click();
  },
  act: {
    'option.chosen': async (page, event) => {
      const { option } = event as EventObject & { option: string };
      const words = optionWords[option] ?? option;
      // The radio's circle is drawn over its input: chosen by its label, as a pointer would.
      await options(page).getByText(words, { exact: true }).click();
      await expect(options(page).getByRole('radio', { name: words })).toBeChecked();
    },
    'search.changed': async (page) => {
      await modal(page).getByRole('searchbox', { name: 'Search people' }).fill('a');
    },
    // The search runs 800 ms after the last keystroke.
    'xstate.after.searchDebounce.pao.choosing.search.waiting': async () => {},
    'user.chosen': async (page) => {
      const people = modal(page).getByRole('radiogroup', { name: 'Active people' });
      const first = people.getByRole('radio').first();
      await people.locator('label').first().click();
      await expect(first).toBeChecked();
    },
    'owner.submitted': async (page) => {
      await modal(page).getByRole('button', { name: 'Submit' }).click();
    },
    'verification.cancelled': async (page) => {
      const verification = page.getByRole('dialog', { name: 'Verification required' });
      await expect(verification).toBeVisible();
      await verification.getByRole('button', { name: 'Cancel' }).click();
    },
    'pao.cancelled': async (page) => {
      await modal(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'xstate.done.actor.invite': async (page, event) => {
      const { outcome } = output(event) as { outcome: string };
      const invite = page.getByRole('dialog', { name: 'Invite the Primary Account Owner' });
      await expect(invite).toBeVisible();
      await invite.getByRole('button', { name: outcome === 'back' ? 'Go Back' : 'Cancel' }).click();
    },
  },
  see: {
    'pao.choosing': async (page) => {
      await expect(options(page)).toBeVisible();
    },
    'pao.choosing.search.searching': async (page) => {
      await expect(modal(page).getByText('Searching…')).toBeVisible();
    },
    'pao.verifying': async (page) => {
      await expect(page.getByRole('dialog', { name: 'Verification required' })).toBeVisible();
    },
    'pao.inviting': async (page) => {
      await expect(
        page.getByRole('dialog', { name: 'Invite the Primary Account Owner' }),
      ).toBeVisible();
    },
    'pao.cancelled': async (page) => {
      await expect(modal(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    },
  },
};
