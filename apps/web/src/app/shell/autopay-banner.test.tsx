// @vitest-environment jsdom
import type { CustomBankAccounts } from '@outlay/api-client';
import {
  adminUser,
  autopayAccount,
  canadaAutopayAccounts,
  managerUser,
  northwind,
  resetBankingMocks,
  settledAutopayAccounts,
  ukAutopayAccounts,
} from '@outlay/api-client/mocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { autopayAccountsQueryKey } from '@/session/use-autopay-accounts';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { AutopayBanner } from './autopay-banner';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
const accountReads: string[] = [];
beforeAll(async () => {
  await prepareApp(['shell']);
  server.events.on('response:mocked', ({ request }) => {
    if (request.url.endsWith('/custom-bank-account')) accountReads.push(request.url);
  });
});
afterEach(() => {
  accountReads.length = 0;
  resetBankingMocks();
  sessionStorage.clear();
});

function show(accounts: CustomBankAccounts, options: { onBillingPage?: boolean } = {}) {
  resetBankingMocks(accounts);
  const location = memoryLocation({ path: '/dashboard', record: true });
  const { queryClient } = renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AutopayBanner
        user={adminUser}
        company={{ ...northwind, autoDebitFlowEnable: true }}
        onBillingPage={options.onBillingPage ?? false}
      />
    </Router>,
  );
  return { user: userEvent.setup(), location, queryClient };
}

/** Until the accounts are read and weighed: then whatever the banner shows is final. */
async function settled(queryClient: ReturnType<typeof show>['queryClient']) {
  await waitFor(() => {
    expect(queryClient.getQueryData(autopayAccountsQueryKey)).toBeDefined();
  });
  await act(async () => {});
}

const mxnWithout: CustomBankAccounts = { currencies: [{ currency: 'MXN', accounts: [] }] };
const cadWithoutAutoDebit: CustomBankAccounts = {
  currencies: [{ currency: 'CAD', accounts: [autopayAccount({ autoDebit: false })] }],
};

describe('the autopay banner’s buttons land on the billing step they name', () => {
  it.each([
    ['Enroll Now', mxnWithout, '/billing?step=add-account&currency=MXN'],
    ['Go to Billing Screen', cadWithoutAutoDebit, '/billing?step=auto-debit&currency=CAD'],
    ['Sign Now', canadaAutopayAccounts, '/billing?step=sign&account=1'],
    ['Enroll in AutoPay', ukAutopayAccounts, '/billing?step=sign&account=3'],
  ])('%s', async (button, accounts, step) => {
    const { user, location } = show(accounts);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(location.history.at(-1)).toBe(step);
  });

  it('says nothing when every currency pays automatically with its agreement', async () => {
    await settled(show(settledAutopayAccounts).queryClient);
    expect(accountReads).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Sign Now|Enroll/ })).toBeNull();
  });

  it('waits on the billing page, which shows the step itself', async () => {
    await settled(show(canadaAutopayAccounts, { onBillingPage: true }).queryClient);
    expect(screen.queryByRole('button', { name: 'Sign Now' })).toBeNull();
  });

  it('is not shown to a manager, who is not asked for the accounts', async () => {
    const location = memoryLocation({ path: '/dashboard' });
    renderApp(
      <Router hook={location.hook}>
        <AutopayBanner user={managerUser} company={northwind} onBillingPage={false} />
      </Router>,
    );
    await act(async () => {});
    expect(accountReads).toEqual([]);
    expect(screen.queryByText(/AutoPay/)).toBeNull();
  });
});
