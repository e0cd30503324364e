import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { signInWithEmailCode } from '../support/sign-in';

const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('heading') });

// The drawer of a card payment never reported: its first look-up is cut (the Report section
// still offers to report, as it does after any failed look-up), so the report's own look-up
// goes out and is held; the report is sent, then closed to the Report section that names it.
export const disputeWalk: BrowserWalk = {
  flow: 'dispute',
  variant: 'a card payment',
  tour: true,
  goal: (state) => state.matches('filed' as never),
  // The walked entry was never reported; the report is taken.
  server: (event) =>
    event.type === 'xstate.done.actor.createDispute' ||
    (event.type === 'xstate.done.actor.loadDispute' &&
      (event as EventObject & { output: unknown }).output === null),
  drops: ['checkDispute'],
  // The last card payment of the first page: the transaction drawer's spec reports the first.
  start: async (page) => {
    await page.goto('/client/dashboard');
    await signInWithEmailCode(page, 'qa.walker@demo.outlay.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Transactions' });
    await expect(table.getByRole('status')).toHaveCount(0);
    await table.locator('[role="row"][data-key^="card:"]').last().getByRole('rowheader').click();
    await expect(drawer(page)).toBeVisible();
  },
  act: {
    'report.opened': async (page) => {
      await drawer(page).getByRole('button', { name: 'Report an issue' }).click();
    },
    'reason.changed': async (page, event) => {
      const { reasonDescription } = event as EventObject & { reasonDescription: string };
      // The radio's circle is drawn over its input: chosen by its label, as a pointer would.
      await drawer(page).getByText(reasonDescription, { exact: true }).click();
      await expect(drawer(page).getByRole('radio', { name: reasonDescription })).toBeChecked();
    },
    'comment.changed': async (page, event) => {
      const { comment } = event as EventObject & { comment: string };
      await drawer(page).getByRole('textbox', { name: 'Comment' }).fill(comment);
    },
    'report.submitted': async (page) => {
      await drawer(page).getByRole('button', { name: 'Submit' }).click();
    },
    'report.closed': async (page) => {
      await drawer(page).getByRole('button', { name: 'Back to the transaction' }).click();
    },
  },
  see: {
    'dispute.filed': async (page) => {
      await expect(
        drawer(page).getByRole('heading', { name: 'Transaction reported' }),
      ).toBeVisible();
      await expect(drawer(page).getByRole('button', { name: 'View the report' })).toBeVisible();
    },
    'dispute.closed': async (page) => {
      await expect(drawer(page).getByRole('button', { name: 'Report an issue' })).toBeVisible();
    },
    'dispute.editing': async (page) => {
      await expect(drawer(page).getByRole('heading', { name: 'Report an issue' })).toBeVisible();
    },
    'dispute.reported': async (page) => {
      await expect(
        drawer(page).getByRole('heading', { name: 'Transaction reported' }),
      ).toBeVisible();
      await expect(drawer(page).getByText('Thanks! We’ll reach out to you shortly.')).toBeVisible();
    },
  },
};
