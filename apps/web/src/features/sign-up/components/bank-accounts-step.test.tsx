// @vitest-environment jsdom
import {
  http,
  resetBankingMocks,
  signUpBankLinked,
  signUpReadyForReview,
} from '@outlay/api-client/mocks';
import type { SignUpApplication } from '@outlay/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import { SignUpWizard } from './sign-up-wizard';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['sign-up', 'auth', 'bank-link']);
});
afterEach(() => {
  sessionStorage.clear();
  resetBankingMocks();
});

/** At the bank step with nothing entered yet. */
const atBankStep: SignUpApplication = {
  ...signUpReadyForReview,
  completedSteps: signUpReadyForReview.completedSteps.slice(0, 5),
  nextStep: 'bankAccounts',
  bankAccounts: null,
};

describe('the sign-up bank step', () => {
  it("links the company's bank through the provider's widget, and shows the account it added", async () => {
    server.use(
      http.get('/v2/sign-up/application', ({ response }) => response(200).json(signUpBankLinked)),
    );
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={atBankStep} />);
    expect(await screen.findByRole('heading', { name: 'Step 6 of 7: Bank accounts' })).toBeTruthy();
    expect(screen.getByText(/Sign in to your bank through Belvo/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Link a bank account' }));

    // The mocks' widget is Flinks' sandbox, whichever provider the token names.
    const widget = await screen.findByRole('dialog', { name: /^Link your bank with/ });
    await user.click(await within(widget).findByRole('button', { name: 'Continue' }));
    await user.click(within(widget).getByRole('button', { name: 'TD Canada Trust' }));
    await user.type(within(widget).getByRole('textbox', { name: 'Username' }), 'Greatday');
    await user.type(within(widget).getByLabelText('Password'), 'Everyday');
    await user.click(within(widget).getByRole('button', { name: 'Sign in' }));
    await user.click(await within(widget).findByRole('button', { name: 'Share accounts' }));

    expect(
      await screen.findByText('BBVA México is linked: its account is on your application.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByText('BBVA México · ••••4417 · MXN · linked through Belvo'),
    ).toBeTruthy();
    // Typing an account by hand stays on offer.
    expect(screen.getByRole('form', { name: 'Enter an account by hand' })).toBeTruthy();
  });

  it('refuses a CLABE whose control digit does not add up, before sending it', async () => {
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={atBankStep} />);
    const form = await screen.findByRole('form', { name: 'Enter an account by hand' });
    const clabe = within(form).getByRole('textbox', { name: 'CLABE' });
    await user.type(clabe, '01218000123456789');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect((await screen.findAllByText('The CLABE must be 18 digits.')).length).toBeGreaterThan(0);
    await user.type(clabe, '1');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(
      (
        await screen.findAllByText(
          "This CLABE's control digit does not match its first 17 digits. Check the number.",
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('checks a US routing number by its check digit', async () => {
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={atBankStep} />);
    const form = await screen.findByRole('form', { name: 'Enter an account by hand' });
    await user.click(within(form).getByRole('button', { name: /Country$/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.type(within(form).getByRole('textbox', { name: 'Routing number' }), '021000022');
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '123456789');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(
      (
        await screen.findAllByText(
          "This routing number's check digit does not match. Check the 9 digits.",
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('refuses an RFC shorter than 12 characters and a CIEC shorter than 8, then sends 12 and 8', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/v2/sign-up/add-fiscal-account', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(signUpReadyForReview);
      }),
    );
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={atBankStep} />);
    const form = await screen.findByRole('form', { name: 'SAT credentials' });
    const rfc = within(form).getByRole('textbox', { name: 'Tax ID (RFC)' });
    const ciec = within(form).getByLabelText('CIEC password', { exact: false });
    const save = within(form).getByRole('button', { name: 'Save SAT credentials' });
    await user.type(rfc, 'ABC010203AB');
    await user.type(ciec, 'seven77');
    await user.click(save);
    expect(
      (await screen.findAllByText('The RFC must be 12 or 13 characters.')).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByText('The CIEC password must be at least 8 characters.').length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    await user.type(rfc, '1');
    await user.type(ciec, '7');
    await user.click(save);
    await vi.waitFor(() => {
      expect(sent).toEqual([{ rfc: 'ABC010203AB1', ciec: 'seven777' }]);
    });
  });

  it('keeps the chosen currency with the draft on the server and shows it after a resume', async () => {
    const user = userEvent.setup();
    let kept: SignUpApplication | null = null;
    server.use(
      http.put('/v2/sign-up/bank-preferences', async ({ request, response }) => {
        const chosen = (await request.json()) as NonNullable<SignUpApplication['bankAccounts']>;
        kept = {
          ...atBankStep,
          bankAccounts: { ...chosen, accounts: [], fiscalAccount: null },
        };
        return response(200).json(kept);
      }),
    );
    const first = renderApp(<SignUpWizard application={atBankStep} />);
    await user.click(await screen.findByRole('button', { name: /Preferred statement currency/ }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await vi.waitFor(() => {
      expect(kept?.bankAccounts?.preferredStatementCurrency).toBe('USD');
    });
    first.unmount();
    // A new tab or a later sign-in: no draft in this tab, only what the server kept.
    sessionStorage.clear();
    renderApp(<SignUpWizard application={kept} />);
    const currency = await screen.findByRole('button', { name: /Preferred statement currency/ });
    expect(currency.textContent).toContain('USD');
  });
});
