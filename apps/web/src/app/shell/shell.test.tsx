// @vitest-environment jsdom
import {
  adminUser,
  http,
  managerUser,
  northwind,
  northwindBillingConfiguration,
  resetBankingMocks,
} from '@outlay/api-client/mocks';
import type { CustomBankAccounts } from '@outlay/api-client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { Shell } from './shell';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell']);
});
afterEach(() => {
  resetBankingMocks();
});

const withoutAccounts: CustomBankAccounts = { currencies: [{ currency: 'MXN', accounts: [] }] };

function show(user: typeof adminUser) {
  const location = memoryLocation({ path: '/dashboard' });
  return renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Shell
        user={user}
        company={{ ...northwind, autoDebitFlowEnable: true }}
        entries={[]}
        currentId="dashboard"
        cream={null}
      >
        <main>The page</main>
      </Shell>
    </Router>,
  );
}

describe('the signed-in frame shows once the banners above its page are known', () => {
  it('keeps the page back while the autopay accounts are read, then shows both', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/v2/banking-service/custom-bank-account', async ({ response }) => {
        await held;
        return response(200).json(withoutAccounts);
      }),
    );
    show(adminUser);
    expect(
      await screen.findByRole('progressbar', { name: 'Loading Outlay…' }, { timeout: 5000 }),
    ).toBeTruthy();
    answer();
    // The frame, its banner and the page show together, in place of the loading state (the
    // page's lazy parts may take a while on a busy machine, hence the longer wait).
    await waitFor(
      () => {
        expect(screen.queryByRole('progressbar', { name: 'Loading Outlay…' })).toBeNull();
      },
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('does not wait for accounts a manager is never asked for', async () => {
    show(managerUser);
    await waitFor(
      () => {
        expect(screen.queryByRole('progressbar', { name: 'Loading Outlay…' })).toBeNull();
      },
      { timeout: 5000 },
    );
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByText(/AutoPay/)).toBeNull();
  });
});

describe('the billing configuration', () => {
  it('is read once for the banners and the sidebar: one key, fresh for both', async () => {
    let reads = 0;
    server.use(
      http.get('/v2/web/billing/billing-configuration', ({ response }) => {
        reads += 1;
        return response(200).json(northwindBillingConfiguration);
      }),
    );
    const { queryClient } = show(managerUser);
    // The sidebar's statement period: its own read of the configuration has mounted.
    expect(await screen.findByText('Statement period', {}, { timeout: 5000 })).toBeTruthy();
    // A second read starts as the sidebar mounts, so once nothing is in flight the count is final.
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(reads).toBe(1);
  });
});
