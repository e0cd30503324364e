// @vitest-environment jsdom
import {
  entryAccounting,
  failWith,
  http,
  resetAccountingMocks,
  sageChartWithoutTracking,
  sagePlatform,
  xeroAccounts,
} from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import AccountingSection from './accounting-section';
import { entryAccountingQuery } from '../api/get-entry-accounting';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
const saved: unknown[] = [];
beforeAll(async () => {
  await prepareApp(['transaction-drawer', 'accounting']);
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/accounting/transaction-definition')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => saved.push(body));
    }
  });
});
afterEach(() => {
  resetAccountingMocks();
  saved.length = 0;
});

const entry = { type: 'card', id: 7101 } as const;

function showSection(section: (typeof entryAccounting)[keyof typeof entryAccounting]) {
  server.use(
    http.get('/v2/web/accounting/transaction-definition', ({ response }) =>
      response(200).json({ data: section }),
    ),
  );
}

/** Chooses an option of a combobox by typing, as a keyboard user would. */
async function choose(name: string, typed: string, option: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('combobox', { name });
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe("the drawer's Accounting section", () => {
  it('shows nothing when a condition of spec part 2 §4 fails', async () => {
    showSection(entryAccounting.hidden);
    const { container, queryClient } = renderApp(<AccountingSection entry={entry} />);
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(entryAccountingQuery(entry).queryKey)?.status).toBe(
        'success',
      );
    });
    expect(screen.queryByRole('heading', { name: 'Accounting' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('selects the tax rate a category maps to, and saves both with the tracking category', async () => {
    renderApp(<AccountingSection entry={entry} />);
    expect(await screen.findByRole('heading', { name: 'Accounting' })).toBeTruthy();
    await screen.findByRole('combobox', { name: 'Category' });
    // What the rules suggest, until the user chooses.
    expect(screen.getByText('Suggested by your accounting rules.')).toBeTruthy();
    await vi.waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty(
        'value',
        'Travel (493)',
      );
    });
    await choose('Category', 'Soft', 'Software (445)');
    await vi.waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Tax Rate' })).toHaveProperty(
        'value',
        'Tax Exempt',
      );
    });
    expect(screen.getByText("Selected by the category's tax rate rule.")).toBeTruthy();
    await vi.waitFor(() => {
      expect(saved).toEqual([
        {
          integrationCompanyId: 1,
          transactionId: 7101,
          type: 'card',
          categoryId: xeroAccounts.software.id,
          taxRateId: 'TAX-EXEMPT',
          trackingCategoryIds: '',
        },
      ]);
    });
    expect(await screen.findByText('Xero Category updated successfully.')).toBeTruthy();
    // Xero's tracking categories are searchable dropdowns, one per category.
    await choose('Region', 'We', 'West');
    await vi.waitFor(() => {
      expect(saved.at(-1)).toMatchObject({ trackingCategoryIds: 'region-west' });
    });
  });

  it('asks for both a category and a tax rate before saving', async () => {
    showSection({ ...entryAccounting.toDefine, suggestion: null });
    server.use(
      http.get('/v2/web/accounting/tax-rate-rules', ({ response }) =>
        response(200).json({ data: { rules: [] } }),
      ),
    );
    renderApp(<AccountingSection entry={entry} />);
    await screen.findByRole('combobox', { name: 'Category' });
    await choose('Category', 'Adv', 'Advertising (400)');
    expect(await screen.findByText('Please add a Category and a Tax Rate')).toBeTruthy();
    expect(saved).toEqual([]);
    await choose('Tax Rate', 'TX', 'Sales Tax TX (6.25%)');
    await vi.waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(screen.queryByText('Please add a Category and a Tax Rate')).toBeNull();
  });

  it('is locked once the transaction is synced, saying why', async () => {
    showSection(entryAccounting.pushed);
    renderApp(<AccountingSection entry={entry} />);
    expect(
      await screen.findByText(
        'Unable to update a category/tax rate/department for transaction already synced to Xero',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Synced')).toBeTruthy();
    for (const name of ['Category', 'Tax Rate', 'Region', 'Project']) {
      expect(screen.getByRole('combobox', { name })).toHaveProperty('disabled', true);
    }
  });

  it("says why the last push failed, in the provider's words", async () => {
    showSection(entryAccounting.failed);
    renderApp(<AccountingSection entry={entry} />);
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(
      screen.getByText(
        'The account 420 Entertainment is archived in Xero. Refresh the chart of accounts and choose another category.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s refusal when saving fails', async () => {
    server.use(
      failWith(
        'saveAccountingDefinition',
        409,
        'Unable to update a category/tax rate/department for transaction already synced to Xero',
      ),
    );
    renderApp(<AccountingSection entry={entry} />);
    await screen.findByRole('combobox', { name: 'Category' });
    await choose('Category', 'Soft', 'Software (445)');
    const message = await screen.findByText(
      'Unable to update a category/tax rate/department for transaction already synced to Xero',
    );
    // Said at once: an alert.
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('opens the "No data" pop-up when the platform defines no departments, and refreshes', async () => {
    showSection({ ...entryAccounting.toDefine, platform: sagePlatform, suggestion: null });
    server.use(
      http.get('/v2/web/accounting/chart-of-accounts', ({ response }) =>
        response(200).json(sageChartWithoutTracking),
      ),
    );
    const user = userEvent.setup();
    renderApp(<AccountingSection entry={entry} />);
    await user.click(await screen.findByRole('button', { name: 'No Departments found' }));
    const dialog = await screen.findByRole('dialog', { name: 'No data' });
    expect(
      within(dialog).getByText(
        'No Department have been defined in Sage. Please create them in the integration and refresh to start using the integration',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refresh now' }));
    await vi.waitFor(() => {
      expect(within(dialog).getByRole('status').textContent).toMatch(/Sage/);
    });
  });
});
