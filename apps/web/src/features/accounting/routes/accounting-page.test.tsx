// @vitest-environment jsdom
import { resetAccountingMocks } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { AccountingPage } from './accounting-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
const pushes: unknown[] = [];
const ruleSaves: unknown[] = [];
const definitionSaves: unknown[] = [];
beforeAll(async () => {
  await prepareApp(['accounting']);
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/accounting/push-transactions')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => pushes.push(body));
    }
    if (request.method === 'POST' && request.url.endsWith('/accounting/transaction-definition')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => definitionSaves.push(body));
    }
    if (request.method === 'PUT' && request.url.endsWith('/accounting/categorization-rules')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => ruleSaves.push(body));
    }
  });
});
afterEach(() => {
  resetAccountingMocks();
  pushes.length = 0;
  ruleSaves.length = 0;
  definitionSaves.length = 0;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const table = () => screen.getByRole('grid', { name: 'Transactions to sync' });
/** A row by its merchant (the fixtures' merchants are all different). */
const row = (merchant: string) => {
  const header = within(table()).getByRole('rowheader', { name: merchant });
  const found = header.closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${merchant}`);
  return found;
};
const syncCell = (merchant: string) => within(row(merchant)).getAllByRole('gridcell').at(-1);

async function openPage() {
  const user = userEvent.setup();
  const view = renderApp(<AccountingPage />);
  await screen.findByRole('grid', { name: 'Transactions to sync' });
  return Object.assign(user, { unmount: view.unmount });
}

async function chooseCategory(
  user: ReturnType<typeof userEvent.setup>,
  merchant: string,
  current: string,
  typed: string,
  option: string,
) {
  await user.click(
    within(row(merchant)).getByRole('button', { name: `${current}, Category of ${merchant}` }),
  );
  await user.type(
    within(await screen.findByRole('dialog', { name: 'Category' })).getByRole('combobox'),
    typed,
  );
  await user.click(await screen.findByRole('option', { name: option }));
}

async function tick(user: ReturnType<typeof userEvent.setup>, merchant: string) {
  await user.click(within(row(merchant)).getByRole('checkbox'));
}

describe('the mapping table', () => {
  it('has the columns of spec part 2 §2.6 and the period’s failures', async () => {
    await openPage();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      'Merchant',
      'Synced at',
      'Amount',
      'Person',
      'Date',
      'Category',
      'Tax Rate',
      'Tracking categories',
      'Receipt',
      'Memo',
      'Sync',
    ]);
    expect(screen.getByText('1 transaction failed to sync')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Show only failed to sync (1)' })).toBeTruthy();
    // A saved row, a suggested one and one with nothing yet.
    expect(
      within(row('Meta Ads')).getByRole('button', {
        name: 'Advertising (400), Category of Meta Ads',
      }),
    ).toBeTruthy();
    expect(
      within(row('Uber')).getByRole('button', {
        name: 'Travel (493) (suggested), Category of Uber',
      }),
    ).toBeTruthy();
    expect(
      within(row('Lumen Design Studio')).getByRole('button', {
        name: 'Choose a category, Category of Lumen Design Studio',
      }),
    ).toBeTruthy();
  });

  it('names the sync button by how many rows are selected', async () => {
    const user = await openPage();
    const none = screen.getByRole('button', { name: 'Sync transactions' });
    expect(none).toHaveProperty('disabled', true);
    await tick(user, 'Meta Ads');
    expect(screen.getByRole('button', { name: 'Sync 1 transaction' })).toBeTruthy();
    await tick(user, 'Uber');
    expect(screen.getByRole('button', { name: 'Sync 2 transactions' })).toBeTruthy();
  });

  it('says what is missing before a push, and sends nothing', async () => {
    const user = await openPage();
    await tick(user, 'Lumen Design Studio');
    await user.click(screen.getByRole('button', { name: 'Sync 1 transaction' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry! Please add a category and tax rate before syncing this transaction.',
    );
    await tick(user, 'Lumen Design Studio');
    await tick(user, 'Uber');
    await user.click(screen.getByRole('button', { name: 'Sync 1 transaction' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain(
        'The following tracking categories are required: Region.',
      );
    });
    expect(pushes).toEqual([]);
  });

  it('edits a category in place: Enter edits, the rule selects the tax rate, Escape cancels', async () => {
    const user = await openPage();
    const category = within(row('Lumen Design Studio')).getByRole('button', {
      name: 'Choose a category, Category of Lumen Design Studio',
    });
    category.focus();
    await user.keyboard('{Enter}');
    const editor = await screen.findByRole('dialog', { name: 'Category' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => {
      expect(editor.isConnected).toBe(false);
    });
    await user.click(category);
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Category' })).getByRole('combobox'),
      'Soft',
    );
    await user.click(await screen.findByRole('option', { name: 'Software (445)' }));
    await vi.waitFor(() => {
      expect(
        within(row('Lumen Design Studio')).getByRole('button', {
          name: 'Tax Exempt, Tax Rate of Lumen Design Studio',
        }),
      ).toBeTruthy();
    });
  });

  it('pushes: the rows turn queued, then synced, and the live region says how it went', async () => {
    const user = await openPage();
    await tick(user, 'Meta Ads');
    await user.click(screen.getByRole('button', { name: 'Sync 1 transaction' }));
    expect(await screen.findByText('1 transaction queued for Xero.')).toBeTruthy();
    expect(pushes).toEqual([
      expect.objectContaining({
        platform: 'xero',
        mappings: [
          {
            transactionId: 7104,
            type: 'card',
            accountId: '5b0b2a1c-0001-4a00-a000-000000000400',
            taxRate: { id: 'NY-SALES' },
            trackingCategories: [{ id: 'region-east' }],
          },
        ],
      }),
    ]);
    expect(syncCell('Meta Ads')?.textContent).toMatch(/Queued/);
    await vi.waitFor(
      () => {
        expect(syncCell('Meta Ads')?.textContent).toContain('Synced');
      },
      { timeout: 8000 },
    );
    await vi.waitFor(() => {
      expect(
        screen.getAllByRole('status').some((region) => region.textContent === '1 pushed, 0 failed'),
      ).toBe(true);
    });
    expect(
      within(row('Meta Ads')).getByRole('button', { name: /Category of Meta Ads/ }),
    ).toHaveProperty('disabled', true);
  });

  it('retries a failed row after its category is fixed', async () => {
    const user = await openPage();
    expect(syncCell('Starbucks')?.textContent).toContain(
      'The account 420 Entertainment is archived in Xero.',
    );
    await user.click(
      within(row('Starbucks')).getByRole('button', {
        name: 'Entertainment (420), Category of Starbucks',
      }),
    );
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Category' })).getByRole('combobox'),
      'Trav',
    );
    await user.click(await screen.findByRole('option', { name: 'Travel (493)' }));
    const retry = within(row('Starbucks')).getByRole('button', { name: 'Retry' });
    await vi.waitFor(() => {
      expect(retry).toHaveProperty('disabled', false);
    });
    await user.click(retry);
    await vi.waitFor(
      () => {
        expect(syncCell('Starbucks')?.textContent).toContain('Synced');
      },
      { timeout: 8000 },
    );
  });

  it("lets an admin make a choice the merchant's rule", async () => {
    const user = await openPage();
    await user.click(
      within(row('Uber')).getByRole('button', {
        name: 'Travel (493) (suggested), Category of Uber',
      }),
    );
    const editor = await screen.findByRole('dialog', { name: 'Category' });
    await user.click(within(editor).getByRole('checkbox', { name: 'Always suggest it for Uber' }));
    await user.clear(within(editor).getByRole('combobox'));
    await user.type(within(editor).getByRole('combobox'), 'Soft');
    await user.click(await screen.findByRole('option', { name: 'Software (445)' }));
    expect(await screen.findByText('Merchant rule saved.')).toBeTruthy();
    expect(ruleSaves).toEqual([
      {
        rules: [
          { merchantId: 6, categoryId: '5b0b2a1c-0001-4a00-a000-000000000445' },
          { merchantId: 9, categoryId: '5b0b2a1c-0001-4a00-a000-000000000420' },
          { merchantId: 2, categoryId: '5b0b2a1c-0001-4a00-a000-000000000445' },
        ],
      },
    ]);
  });
});

describe('a category chosen without a tax rate (issue 43 #15)', () => {
  it('is kept, says what is missing, is there again after a reload and is saved with its tax rate', async () => {
    const user = await openPage();
    // General Payment has no tax rate rule: the tax rate stays to choose.
    await chooseCategory(
      user,
      'Lumen Design Studio',
      'Choose a category',
      'General',
      'General Payment (404)',
    );
    const missing = 'Lumen Design Studio: not saved yet. Choose a tax rate to save its category.';
    expect(await screen.findByText(missing)).toBeTruthy();
    expect(screen.getByText('Please add a Category and a Tax Rate')).toBeTruthy();
    await vi.waitFor(() => {
      expect(
        screen.getAllByRole('status').some((region) => region.textContent.includes(missing)),
      ).toBe(true);
    });
    expect(definitionSaves).toEqual([]);

    // A reload: the choice and the warning are there again.
    user.unmount();
    const again = await openPage();
    expect(
      within(row('Lumen Design Studio')).getByRole('button', {
        name: 'General Payment (404), Category of Lumen Design Studio',
      }),
    ).toBeTruthy();
    expect(screen.getByText(missing)).toBeTruthy();

    // The tax rate chosen: both are saved, the warning goes and nothing is kept in the tab.
    await again.click(
      within(row('Lumen Design Studio')).getByRole('button', {
        name: 'Choose a tax rate, Tax Rate of Lumen Design Studio',
      }),
    );
    // The editor's code comes once the table has painted, or when a cell first opens.
    await again.type(
      await within(await screen.findByRole('dialog', { name: 'Tax Rate' })).findByRole('combobox'),
      'Exempt',
    );
    await again.click(await screen.findByRole('option', { name: 'Tax Exempt' }));
    await vi.waitFor(() => {
      expect(definitionSaves).toEqual([
        expect.objectContaining({
          categoryId: '5b0b2a1c-0001-4a00-a000-000000000404',
          taxRateId: 'TAX-EXEMPT',
        }),
      ]);
    });
    await vi.waitFor(() => {
      expect(screen.queryByText(missing)).toBeNull();
    });
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });
});

describe('the synced history (issue 43 #15)', () => {
  it('finds a pushed transaction under Synced, with when it was synced', async () => {
    const user = await openPage();
    await tick(user, 'Meta Ads');
    await user.click(screen.getByRole('button', { name: 'Sync 1 transaction' }));
    await vi.waitFor(
      () => {
        expect(syncCell('Meta Ads')?.textContent).toContain('Synced');
      },
      { timeout: 8000 },
    );
    await user.click(screen.getByRole('button', { name: /^To sync/ }));
    await user.click(await screen.findByRole('option', { name: 'Synced' }));
    const history = await screen.findByRole('grid', { name: 'Synced transactions' });
    expect(window.location.search).toContain('show=synced');
    const header = await within(history).findByRole('rowheader', { name: 'Meta Ads' });
    const synced = header.closest('[role="row"]');
    if (!(synced instanceof HTMLElement)) throw new Error('no Meta Ads row');
    const cells = within(synced).getAllByRole('gridcell');
    // Merchant is the row header; Synced at is the first cell after it.
    expect(cells[0]?.textContent).toMatch(/1\/5\/26/);
    expect(within(history).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByText(/synced transaction/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sync / })).toBeNull();
  });
});
