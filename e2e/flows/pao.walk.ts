import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { signInOrStay } from '../support/sign-in';
import { answerVerification } from '../support/verification';

// The Primary Account Owner modal an admin opens from the Team page, for a company whose owner
// is another admin (the seed's QA-only Quayside Goods, so no other spec's company changes): the
// three options, the search held while it runs, the verification a transfer asks for (closed
// once), the invite flow for a new owner (gone back from, and closed), and at the end the role
// taken over with the emailed code.
const taker = 'qa.pao.taker@demo.outlay.test';
const modal = (page: Page) => page.getByRole('dialog', { name: 'Primary Account Owner' });
const options = (page: Page) =>
  modal(page).getByRole('radiogroup', { name: 'Who is the Primary Account Owner?' });
const verification = (page: Page) => page.getByRole('dialog', { name: 'Verification required' });
const invite = (page: Page) =>
  page.getByRole('dialog', { name: 'Invite the Primary Account Owner' });

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
  goal: (state) => state.matches('updated' as never),
  // The search finds people, the owner is confirmed, and the invite flow is gone back from or
  // closed (never sent).
  server: (event) =>
    (event.type === 'xstate.done.actor.searchUsers' &&
      (output(event) as { data: { users: unknown[] } }).data.users.length > 0) ||
    event.type === 'xstate.done.actor.confirmOwner' ||
    (event.type === 'xstate.done.actor.invite' &&
      (output(event) as { outcome: string }).outcome !== 'sent'),
  // The search's 800 ms run out while its waiting state is checked.
  shortTimers: ['xstate.after.searchDebounce.pao.choosing.search.waiting'],
  // Starting over keeps the sign-in.
  start: async (page) => {
    await signInOrStay(page, taker, '/client/team');
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
    'search.changed': async (page, event) => {
      const { filter } = event as EventObject & { filter: string };
      const search = modal(page).getByRole('searchbox', { name: 'Search people' });
      // Typing what the box already holds changes nothing: it is cleared first, and the
      // search waits for the last keystroke.
      if ((await search.inputValue()) === filter) await search.fill('');
      await search.fill(filter);
    },
    // The search runs 800 ms after the last keystroke (the walk holds the call it makes).
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
      await expect(verification(page)).toBeVisible();
      await verification(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'verification.succeeded': async (page) => {
      await answerVerification(page, taker, new Date(Date.now() - 30_000), 'the owner taken over');
    },
    'pao.cancelled': async (page) => {
      await modal(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'xstate.done.actor.invite': async (page, event) => {
      const { outcome } = output(event) as { outcome: string };
      await expect(invite(page)).toBeVisible();
      await invite(page)
        .getByRole('button', { name: outcome === 'back' ? 'Go Back' : 'Cancel' })
        .click();
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
      await expect(verification(page)).toBeVisible();
    },
    'pao.inviting': async (page) => {
      await expect(invite(page)).toBeVisible();
    },
    'pao.updated': async (page) => {
      await expect(page.getByText('Primary Account Owner is updated successfully.')).toBeVisible();
      await expect(modal(page)).toBeHidden();
    },
    'pao.cancelled': async (page) => {
      await expect(modal(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    },
  },
};
