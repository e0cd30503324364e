// @vitest-environment jsdom
import { mockActionCode, padEnvelopeId, resetBankingMocks } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { VerificationContext, type Verify } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { BillingPage } from './billing-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
const requests: { path: string; body: unknown }[] = [];
beforeAll(async () => {
  await prepareApp(['shell', 'billing', 'bank-link']);
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then((body: unknown) => requests.push({ path: new URL(request.url).pathname, body }));
  });
});
afterEach(() => {
  resetBankingMocks();
  requests.length = 0;
});

/** The billing page at `path`, with a verification dialog that answers `code` (null: closed). */
function open(path = '/billing', code: string | null = mockActionCode) {
  const verify = vi.fn<Verify>(() => Promise.resolve(code));
  const location = memoryLocation({ path, record: true });
  renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <VerificationContext value={verify}>
        <BillingPage />
      </VerificationContext>
    </Router>,
  );
  return { user: userEvent.setup(), verify, location };
}

const cadSection = () => screen.findByRole('region', { name: 'CAD AutoPay' });

describe('the billing page', () => {
  it('shows the configuration and each currency’s accounts, leaving rejected ones out', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    const configuration = await screen.findByRole('region', { name: 'Billing configuration' });
    expect(within(configuration).getByText('$18,432.57 USD')).toBeTruthy();
    const cad = await cadSection();
    const accounts = within(cad).getByRole('list', { name: 'CAD bank accounts' });
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(1);
    expect(within(accounts).getByText('Royal Bank of Canada ••••2345')).toBeTruthy();
    expect(within(accounts).getByText('Auto-debit')).toBeTruthy();
    expect(within(cad).queryByText(/TD Canada Trust/)).toBeNull();
    expect(within(cad).getByText('PAD agreement')).toBeTruthy();
    expect(within(cad).getByText('Pending')).toBeTruthy();
    expect(within(cad).getByRole('button', { name: 'Sign PAD agreement' })).toBeTruthy();
  });

  it('adds an account by hand: the country’s rules first, then a fresh code; a duplicate is refused', async () => {
    const { user, verify } = open();
    await user.click(
      await within(await cadSection()).findByRole('button', { name: 'Add a CAD account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a CAD account' });
    await user.click(within(dialog).getByRole('radio', { name: /Enter the details by hand/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Institution number' }), '003');
    await user.type(within(dialog).getByRole('textbox', { name: 'Transit number' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '50-12345');
    await user.click(within(dialog).getByRole('button', { name: 'Attach account' }));
    expect(
      await within(dialog).findAllByText('The transit number must have 5 characters.'),
    ).not.toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();

    const transit = within(dialog).getByRole('textbox', { name: 'Transit number' });
    await user.clear(transit);
    await user.type(transit, '00012');
    await user.click(within(dialog).getByRole('button', { name: 'Attach account' }));
    expect(await within(dialog).findByText('This account is already attached.')).toBeTruthy();
    expect(verify).toHaveBeenCalledWith({ actionType: 'ATTACH_BANK_ACCOUNT' });
    expect(requests.at(-1)).toEqual({
      path: '/api/v2/web/bank/attach-custom-bank-account',
      body: {
        currency: 'CAD',
        details: {
          scheme: 'ca',
          institutionNumber: '003',
          transitNumber: '00012',
          accountNumber: '5012345',
        },
        autoDebit: false,
        actionCode: mockActionCode,
      },
    });

    const account = within(dialog).getByRole('textbox', { name: 'Account number' });
    await user.clear(account);
    await user.type(account, '5099881');
    await user.click(within(dialog).getByRole('button', { name: 'Attach account' }));
    expect(await screen.findByText('The CAD account is attached.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add a CAD account' })).toBeNull();
    const accounts = within(await cadSection()).getByRole('list', { name: 'CAD bank accounts' });
    expect(within(accounts).getByText('Bank account ••••9881')).toBeTruthy();
    expect(within(accounts).getByText('Being verified')).toBeTruthy();
  });

  it('sends nothing when the verification dialog is closed', async () => {
    const { user, verify } = open('/billing?step=add-account&currency=CAD', null);
    const dialog = await screen.findByRole('dialog', { name: 'Add a CAD account' });
    await user.click(within(dialog).getByRole('radio', { name: /Enter the details by hand/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Institution number' }), '004');
    await user.type(within(dialog).getByRole('textbox', { name: 'Transit number' }), '00345');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Attach account' }));
    await vi.waitFor(() => {
      expect(verify).toHaveBeenCalled();
    });
    expect(requests.filter((request) => request.path.includes('attach'))).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add a CAD account' })).toBeTruthy();
  });

  it('links a bank through the provider’s widget, then attaches its account', async () => {
    const { user } = open('/billing?step=add-account&currency=CAD');
    const add = await screen.findByRole('dialog', { name: 'Add a CAD account' });
    // The RBC link's consent has expired: its account asks for a reconnect first.
    await user.click(await within(add).findByRole('radio', { name: 'Business Chequing' }));
    expect(within(add).getByRole('button', { name: 'Attach account' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(add).getByRole('button', { name: 'Reconnect RBC Royal Bank' })).toBeTruthy();
    await user.click(within(add).getByRole('button', { name: 'Link a bank' }));

    const widget = await screen.findByRole('dialog', { name: 'Link your bank with Flinks' });
    await user.click(await within(widget).findByRole('button', { name: 'Continue' }));
    await user.type(within(widget).getByRole('searchbox', { name: 'Search for your bank' }), 'TD');
    await user.click(within(widget).getByRole('button', { name: 'TD Canada Trust' }));
    await user.type(within(widget).getByRole('textbox', { name: 'Username' }), 'Greatday');
    await user.type(within(widget).getByLabelText('Password'), 'Wrong');
    await user.click(within(widget).getByRole('button', { name: 'Sign in' }));
    expect(
      await within(widget).findByText(
        'The username or password is incorrect. Check them and try again.',
      ),
    ).toBeTruthy();
    const password = within(widget).getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'Everyday');
    await user.click(within(widget).getByRole('button', { name: 'Sign in' }));
    const loc = await within(widget).findByRole('checkbox', { name: /Business Line of Credit/ });
    await user.click(loc);
    await user.click(within(widget).getByRole('button', { name: 'Share accounts' }));

    expect(await screen.findByText('TD Canada Trust is linked.')).toBeTruthy();
    const back = await screen.findByRole('dialog', { name: 'Add a CAD account' });
    // The new bank's CAD account is chosen; the expired RBC one is still there.
    expect(await within(back).findAllByRole('radio', { name: 'Business Chequing' })).toHaveLength(
      2,
    );
    const linked = within(back).getByRole('radiogroup', {
      name: 'CAD accounts of your linked banks',
    });
    const chosen = within(linked).getByRole('radio', { checked: true });
    expect(chosen.getAttribute('value')).toBe('11');
    await user.click(within(back).getByRole('button', { name: 'Attach account' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a CAD account' })).toBeNull();
    });
    expect(
      within(await cadSection()).getByRole('list', { name: 'CAD bank accounts' }).textContent,
    ).toContain('TD Canada Trust');
    expect(requests.at(-1)).toMatchObject({
      path: '/api/v2/web/bank/attach-bank-account',
      body: { currency: 'CAD', autoDebit: false, actionCode: mockActionCode },
    });
  });

  it('lands on the signing step from Sign Now and opens the e-signature page', async () => {
    const { user, location } = open('/billing?step=sign&account=1');
    const dialog = await screen.findByRole('dialog', { name: 'Sign your PAD agreement' });
    expect(location.history).toContain('/billing');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to signing' }));
    await vi.waitFor(() => {
      expect(location.history.at(-1)).toBe(`/sandbox/e-signature/${padEnvelopeId}`);
    });
  });

  it('lands on the auto-debit step from Go to Billing Screen', async () => {
    open('/billing?step=auto-debit&currency=CAD');
    const dialog = await screen.findByRole('dialog', { name: 'CAD auto-debit account' });
    expect(
      within(dialog).getByText('No other verified CAD account can pay automatically yet.'),
    ).toBeTruthy();
  });

  it('says how the signing page ended, and opens nothing', async () => {
    open('/billing?step=sign&account=1&signing=declined');
    expect(
      await screen.findByText(
        'You declined to sign. AutoPay starts once the agreement is signed; sign it whenever you are ready.',
      ),
    ).toBeTruthy();
    await cadSection();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
