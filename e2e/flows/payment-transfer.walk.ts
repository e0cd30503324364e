import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { answerVerification } from '../support/verification';
import { signInToShell } from '../support/sign-in';

// The payment transfer flow on the real screens and server (issue 40): a saved recipient
// chosen, the amount, description and reference number, the review (for SPEI its own page,
// /spei-review), the "Verification required" dialog, and the payment sent. The peso walk goes
// by SPEI through the STP sandbox; the euro walk is Northwind's, priced by the FX sandbox.

/** What the model's user events are, as the page's fields name them. */
const fields: Record<string, { label: RegExp | string; value: (event: EventObject) => string }> = {
  'amount.changed': {
    label: /^Amount/,
    value: (event) => (event as EventObject & { amount: string }).amount,
  },
  'description.changed': {
    label: 'Description',
    value: (event) => (event as EventObject & { description: string }).description,
  },
  'reference.changed': {
    label: 'Reference number',
    value: (event) => (event as EventObject & { referenceNumber: string }).referenceNumber,
  },
};

const fill = (name: keyof typeof fields) => async (page: Page, event: EventObject) => {
  const field = fields[name];
  if (!field) throw new Error(`No field for ${name}`);
  await page.getByRole('textbox', { name: field.label }).fill(field.value(event));
};

/** A recipient made for this walk (each run has its own, so its button is one). */
async function addRecipient(
  page: Page,
  name: string,
  details: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add recipient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add recipient' });
  await dialog.getByRole('textbox', { name: 'Beneficiary name' }).fill(name);
  await details(dialog);
  await dialog.getByRole('button', { name: 'Save recipient' }).click();
  await expect(dialog).toBeHidden();
}

function transferWalk(options: {
  /** Names the walk in qa:paths' report (a flow's walks are joined there). */
  name: string;
  variant: string;
  email: string;
  path: string;
  recipient: string;
  details: (dialog: ReturnType<Page['getByRole']>) => Promise<void>;
  goal: BrowserWalk['goal'];
  server: BrowserWalk['server'];
  reviewUrl: RegExp;
  /** The review's own lines, for the currency the walk chose (none chosen: the account's). */
  reviewShows: (page: Page, currency: string | null) => Promise<void>;
  /**
   * Tour the model: the quote and the payment held to see them on their way, the review left
   * (the code cancelled, Edit) to price it in another currency without starting over.
   */
  tour?: boolean;
}): BrowserWalk {
  const { email, recipient } = options;
  // The first code this start asked for: the dialog opened again within 30 s may be refused a
  // new code, and the helper tries every code since, newest first.
  let codeAskedAt: Date | null = null;
  let currency: string | null = null;
  const verification = (page: Page) => page.getByRole('dialog', { name: 'Verification required' });
  return {
    flow: 'payment-transfer',
    name: options.name,
    variant: options.variant,
    ...(options.tour ? { tour: true } : {}),
    goal: options.goal,
    server: options.server,
    start: async (page) => {
      codeAskedAt = null;
      currency = null;
      await signInToShell(page, email, options.path);
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      await addRecipient(page, recipient, options.details);
    },
    act: {
      'recipient.chosen': async (page) => {
        await page.getByRole('button', { name: `Pay ${recipient}` }).click();
      },
      'currency.changed': async (page, event) => {
        ({ currency } = event as EventObject & { currency: string });
        await page.getByRole('button', { name: /Currency/ }).click();
        await page.getByRole('option', { name: currency, exact: true }).click();
      },
      'amount.changed': fill('amount.changed'),
      'description.changed': fill('description.changed'),
      'reference.changed': fill('reference.changed'),
      'details.submitted': async (page) => {
        await page.getByRole('button', { name: 'Review payment' }).click();
      },
      'payment.sendRequested': async (page) => {
        codeAskedAt ??= new Date(Date.now() - 1000);
        await page.getByRole('button', { name: 'Send payment' }).click();
      },
      'verification.granted': async (page) => {
        await answerVerification(page, email, codeAskedAt ?? new Date(0), 'a payment');
      },
      'verification.cancelled': async (page) => {
        await verification(page).getByRole('button', { name: 'Cancel' }).click();
        await expect(verification(page)).toBeHidden();
      },
      'details.editRequested': async (page) => {
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
      },
    },
    see: {
      'paymentTransfer.choosingRecipient': async (page) => {
        await expect(page.getByRole('button', { name: `Pay ${recipient}` })).toBeVisible();
      },
      'paymentTransfer.enteringAmount': async (page) => {
        await expect(page.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Review payment' })).toBeVisible();
      },
      'paymentTransfer.reviewing': async (page) => {
        await expect(page).toHaveURL(options.reviewUrl);
        await expect(page.getByText(`Recipient: ${recipient}`)).toBeVisible();
        await options.reviewShows(page, currency);
        await expect(page.getByRole('button', { name: 'Send payment' })).toBeVisible();
      },
      'paymentTransfer.quoting': async (page) => {
        await expect(page.getByText('Getting a quote…')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Review payment' })).toHaveAttribute(
          'data-busy',
        );
      },
      'paymentTransfer.awaitingCode': async (page) => {
        await expect(verification(page)).toBeVisible();
      },
      'paymentTransfer.sending': async (page) => {
        await expect(verification(page)).toBeHidden();
        await expect(page.getByRole('button', { name: 'Send payment' })).toHaveAttribute(
          'data-busy',
        );
        // Sent once: the details cannot be edited meanwhile.
        await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();
      },
      'paymentTransfer.sent': async (page) => {
        await expect(page.getByText(`Payment to ${recipient} sent`)).toBeVisible();
      },
    },
  };
}

const stamp = Date.now();

/** A Mexican peso payment by SPEI: its review is /spei-review. */
export const speiTransferWalk = transferWalk({
  name: 'spei',
  variant: 'a Mexican admin with 10,000.00 MXN available and a 2,000.00 limit',
  email: 'mx.admin@demo.outlay.test',
  path: '/client/spei',
  recipient: `Walked SPEI ${stamp}`,
  details: async (dialog) => {
    await dialog.getByRole('textbox', { name: 'CLABE' }).fill('012180000000000015');
  },
  goal: (state) => state.matches('sent' as never),
  // The server takes the payment.
  server: (event) => event.type === 'xstate.done.actor.createTransfer',
  reviewUrl: /\/client\/spei-review$/,
  reviewShows: async (page) => {
    await expect(page.getByText(/^Estimated delivery: /)).toBeVisible();
  },
});

/** Northwind pays in euros from its dollars: the FX quote on the review. */
export const fxTransferWalk = transferWalk({
  name: 'euros',
  variant: 'a Northwind admin with 10,000.00 USD available, a 2,000.00 limit, paying in euros',
  email: 'admin@demo.outlay.test',
  path: '/client/payment-transfer',
  recipient: `Walked FX ${stamp}`,
  details: async (dialog) => {
    // A US account (the dialog's default for a dollar company), paid in euros.
    await dialog.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
    await dialog.getByRole('textbox', { name: 'Account number' }).fill('000987654321');
  },
  // Sent, last: the tour prices the payment in euros first (the quote held), and the review it
  // leaves from then is the euro one, so the payment sent is in euros.
  goal: (state) => state.matches('sent' as never),
  // The sandbox prices 1,000.00 EUR within the admin's means, and the payment is taken.
  server: (event) =>
    event.type === 'xstate.done.actor.createTransfer' ||
    (event.type === 'xstate.done.actor.createFxQuote' &&
      (event as EventObject & { output: { platformAmountMinor: number } }).output
        .platformAmountMinor < 200_000),
  reviewUrl: /\/client\/payment-transfer$/,
  tour: true,
  reviewShows: async (page, currency) => {
    // In the account's own dollars nothing is priced: no quote on the review.
    if (currency === null || currency === 'USD') {
      await expect(page.getByText(/^Rate: /)).toHaveCount(0);
      return;
    }
    await expect(page.getByText('Rate: 1 USD = 0.917714 EUR')).toBeVisible();
    await expect(page.getByText(/^You pay: /)).toBeVisible();
    await expect(page.getByText(/^Recipient gets: /)).toBeVisible();
  },
});
