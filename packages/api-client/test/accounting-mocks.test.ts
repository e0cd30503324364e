// The accounting mocks behave like the server for the screens and machines that use them:
// saving needs both fields, a push shows its rows queued, then pushed or failed with the
// provider's reason, a failed one retried, a pushed one locked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutlayClient, unwrap } from '../src/index';
import { resetAccountingMocks, xeroAccounts, xeroConnection } from '../src/mocks/index';
import { listenOptions, setupMockServer } from '../src/mocks/node';
import { createFakeSession, TEST_BASE_URL } from './support/session';

const server = setupMockServer();
beforeAll(() => server.listen(listenOptions));
afterEach(() => {
  server.resetHandlers();
  resetAccountingMocks();
});
afterAll(() => server.close());

const client = () =>
  createOutlayClient({
    session: createFakeSession({ token: 'any' }).session,
    baseUrl: TEST_BASE_URL,
  });

const push = (transactionId: number, accountId: string, region = 'region-east') =>
  client().POST('/v2/web/accounting/push-transactions', {
    body: {
      mappings: [
        {
          transactionId,
          type: 'card',
          accountId,
          taxRate: { id: 'NY-SALES' },
          trackingCategories: region ? [{ id: region }] : [],
        },
      ],
      codatCompanyId: xeroConnection.codatCompanyId,
      dataConnectionId: xeroConnection.dataConnectionId,
      platform: 'xero',
    },
  });

const list = async () =>
  (await unwrap(client().POST('/v2/web/accounting/incomplete-transactions', { body: { page: 0 } })))
    .data;

describe('the accounting mocks', () => {
  it('show a push queued, then pushed (gone from the table) or failed with its reason', async () => {
    expect((await unwrap(push(7101, xeroAccounts.travel.id))).msg).toBe(
      '1 transaction queued for Xero.',
    );
    expect((await unwrap(push(7102, xeroAccounts.entertainment.id))).data.queued).toBe(1);
    const first = await list();
    expect(first.transactions.find((row) => row.id === 7101)?.transactionSyncedStatus).toBe(
      'queued',
    );
    const second = await list();
    expect(second.transactions.some((row) => row.id === 7101)).toBe(false);
    expect(second.transactions.find((row) => row.id === 7102)).toMatchObject({
      transactionSyncedStatus: 'failed',
      syncFailureMessage:
        'The account 420 Entertainment is archived in Xero. Refresh the chart of accounts and choose another category.',
    });
    expect(second.failedToSync).toBe(2);
    const section = await unwrap(
      client().GET('/v2/web/accounting/transaction-definition', {
        params: { query: { transactionId: 7101, type: 'card' } },
      }),
    );
    expect(section.data).toMatchObject({ isLocked: true, transactionSyncedStatus: 'pushed' });
    const pushed = await unwrap(client().GET('/v2/web/accounting/pushed-transactions'));
    expect(pushed.data.transactionIds).toContain(7101);
  });

  it('answer the spec’s warnings', async () => {
    const missing = await client().POST('/v2/web/accounting/transaction-definition', {
      body: {
        integrationCompanyId: 1,
        transactionId: 7101,
        type: 'card',
        categoryId: xeroAccounts.travel.id,
        taxRateId: null,
      },
    });
    expect(missing.error?.errors.msg).toBe('Please add a Category and a Tax Rate');
    const region = await push(7101, xeroAccounts.travel.id, '');
    expect(region.error?.errors.msg).toBe(
      'The following tracking categories are required: Region.',
    );
  });

  it('retry a failed row', async () => {
    const retried = await unwrap(
      client().POST('/v2/web/accounting/resync', {
        body: { transactions: [{ transactionId: 7105, type: 'card' }] },
      }),
    );
    expect(retried.msg).toBe('1 transaction queued to sync again.');
    expect(
      (await list()).transactions.find((row) => row.id === 7105)?.transactionSyncedStatus,
    ).toBe('queued');
  });

  it('connect and disconnect', async () => {
    const removed = await unwrap(client().DELETE('/v2/web/accounting/codat-companies'));
    expect(removed.msg).toBe('Disconnected from Xero.');
    const linking = await unwrap(
      client().POST('/v2/web/accounting/codat-companies', { body: { platform: 'quickbooks' } }),
    );
    expect(linking.data.connection?.status).toBe('Linking');
    const view = await unwrap(client().GET('/v2/web/accounting/codat-companies'));
    expect(view.data.connection).toMatchObject({
      status: 'Linked',
      platform: { key: 'quickbooks' },
    });
    const chart = await unwrap(client().GET('/v2/web/accounting/chart-of-accounts'));
    expect(chart.data.taxRates.map((rate) => rate.name)).toContain('IVA 16%');
  });
});
