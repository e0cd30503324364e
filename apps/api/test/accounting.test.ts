// The accounting integration's server side, part 1: the connection and its settings, the
// datasets, the rules an admin keeps, the drawer's section (spec part 2 §4's conditions) and
// saving a definition, with role and company checked on every call.
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import {
  type Schemas,
  accountNamed,
  chartOf,
  connectionOf,
  errorOf,
  json,
  sectionOf,
  startAccountingServer,
  entryPicker,
} from './support/accounting.js';
import type { Caller } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin, bookkeeper, employee, manager, mexico, canada } = signedInSuite(
  startAccountingServer,
  {
    admin: 'admin@demo.outlay.test',
    bookkeeper: 'bookkeeper@demo.outlay.test',
    employee: 'employee@demo.outlay.test',
    manager: 'manager@demo.outlay.test',
    mexico: 'mx.admin@demo.outlay.test',
    canada: 'ca.admin@demo.outlay.test',
  },
  240_000,
);

/** An entry no other test took (see entryPicker). */
const entry = entryPicker(() => server);

const northwindPurchase = `e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'cards'
  AND ct.sub_payment_type IS NULL AND s.entry_id IS NULL`;

function save(caller: Caller, body: Partial<Schemas['SaveDefinitionRequest']>, lang?: string) {
  return caller.call(
    'POST',
    '/web/accounting/transaction-definition',
    { integrationCompanyId: 1, type: 'card', trackingCategoryIds: '', ...body },
    lang ? { lang } : {},
  );
}

/** The admin files `transactionId` under Travel with `taxRateId`. */
async function saveAsTravel(transactionId: number, taxRateId: string | null) {
  const travel = accountNamed(await chartOf(admin), 'Travel').id;
  return save(admin, { transactionId, categoryId: travel, taxRateId });
}

describe('the connection', () => {
  it('shows Northwind linked to Xero, with the platforms the company may connect', async () => {
    const { connection, platforms } = await connectionOf(admin);
    expect(connection).toMatchObject({
      integrationCompanyId: 1,
      status: 'Linked',
      platform: { key: 'xero', name: 'Xero', integrationWord: 'Xero', trackingStyle: 'flat' },
      settings: {
        isTrackingCategoriesAllowed: true,
        isEmployeeDefinitionAllowed: true,
        isExpenseDataDefinitionOn: true,
      },
      link: null,
    });
    expect(platforms.map((platform) => [platform.key, platform.available])).toEqual([
      ['xero', true],
      ['quickbooks', true],
      ['quickbooks-sandbox', true],
      ['netsuite', false],
      ['sage', true],
      ['sandbox', true],
    ]);
    expect((await connectionOf(bookkeeper)).connection?.integrationCompanyId).toBe(1);
    expect((await connectionOf(mexico)).connection?.platform.key).toBe('quickbooks');
  });

  it('is the admin’s and bookkeeper’s, of a company with the integration', async () => {
    for (const caller of [employee, manager, canada]) {
      expect((await caller.call('GET', '/web/accounting/codat-companies')).statusCode).toBe(404);
    }
  });

  it('refuses a second connection and a platform the company may not use', async () => {
    expect(
      errorOf(
        await admin.call('POST', '/web/accounting/codat-companies', { platform: 'sage' }),
        409,
      ),
    ).toBe('The company is already connected to Xero. Disconnect it first.');
    expect(
      errorOf(
        await mexico.call('POST', '/web/accounting/codat-companies', { platform: 'netsuite' }),
        400,
      ),
    ).toBe('NetSuite is not available for your company.');
  });

  it('keeps the company’s integration and data connection in step', async () => {
    const company = json('Company', await admin.call('GET', '/web/company/company-details'), 200);
    expect(company.companyAccountingIntegration).toEqual({ id: 1, integration: { key: 'xero' } });
    expect(
      company.dataConnections.map(({ status, platformName }) => ({ status, platformName })),
    ).toEqual([{ status: 'Linked', platformName: 'Xero' }]);
  });
});

describe('the datasets', () => {
  it('lists active accounts, tax rates and Xero’s flat tracking categories', async () => {
    const chart = await chartOf(admin);
    const names = chart.chartOfAccounts.map((account) => account.name);
    expect(names).toContain('Travel');
    // Archived on Xero two days ago, after the provider's last pull: still offered until a refresh.
    expect(names).toContain('Entertainment');
    expect(names).not.toContain('Office Supplies (old)');
    expect(accountNamed(chart, 'Travel').nominalCode).toBe('493');
    expect(chart.taxRates).toContainEqual({
      id: 'NY-SALES',
      name: 'Sales Tax NY (8.875%)',
      effectiveTaxRate: 8.875,
    });
    expect(chart.trackingCategories.map((category) => [category.name, category.mandatory])).toEqual(
      [
        ['Region', true],
        ['Project', false],
      ],
    );
    expect(chart.datasets.map((dataset) => dataset.dataset)).toEqual([
      'chartOfAccounts',
      'taxRates',
      'trackingCategories',
    ]);
  });

  it('gives the Mexican company QuickBooks’ accounts, IVA rates and department tree', async () => {
    const chart = await chartOf(mexico);
    expect(chart.platform.trackingStyle).toBe('tree');
    expect(chart.taxRates.map((rate) => rate.name)).toContain('IVA 16%');
    const [departments] = chart.trackingCategories;
    expect(departments?.children.map((child) => child.name)).toEqual([
      'Sales',
      'Operations',
      'Administration',
    ]);
    expect(departments?.children[0]?.children.map((child) => child.name)).toEqual([
      'North',
      'South',
    ]);
  });

  it('goes to employees only where employee definitions are allowed', async () => {
    expect((await chartOf(employee)).chartOfAccounts.length).toBeGreaterThan(5);
    await sqlRows(
      server.db,
      'UPDATE accounting_connections SET is_employee_definition_allowed = false WHERE id = 1',
    );
    try {
      expect((await employee.call('GET', '/web/accounting/chart-of-accounts')).statusCode).toBe(
        404,
      );
      expect((await employee.call('GET', '/web/accounting/tax-rate-rules')).statusCode).toBe(404);
      expect((await admin.call('GET', '/web/accounting/chart-of-accounts')).statusCode).toBe(200);
    } finally {
      await sqlRows(
        server.db,
        'UPDATE accounting_connections SET is_employee_definition_allowed = true WHERE id = 1',
      );
    }
  });

  it('refuses a connection id or platform that is not the current one', async () => {
    const response = await admin.call(
      'GET',
      '/web/accounting/chart-of-accounts?integrationCompanyId=2&platformKey=xero',
    );
    expect(errorOf(response, 409)).toBe(
      'The accounting connection changed. Reload the page and try again.',
    );
  });
});

describe('the rules', () => {
  it('map categories to tax rates and merchants to categories', async () => {
    const { rules } = json(
      'TaxRateRules',
      await employee.call('GET', '/web/accounting/tax-rate-rules'),
      200,
    ).data;
    expect(rules).toContainEqual(
      expect.objectContaining({
        categoryName: 'Travel',
        taxRateId: 'NY-SALES',
        effectiveTaxRate: 8.875,
      }),
    );
    const categories = json(
      'CategorizationRules',
      await bookkeeper.call('GET', '/web/accounting/categorization-rules'),
      200,
    ).data.rules;
    expect(categories).toContainEqual(
      expect.objectContaining({ merchantName: 'Uber', categoryName: 'Travel' }),
    );
  });

  it('are edited by admins only, every id checked against the platform', async () => {
    const chart = await chartOf(admin);
    const travel = accountNamed(chart, 'Travel');
    const software = accountNamed(chart, 'Software');
    expect(
      (await bookkeeper.call('PUT', '/web/accounting/tax-rate-rules', { rules: [] })).statusCode,
    ).toBe(404);
    expect(
      errorOf(
        await admin.call('PUT', '/web/accounting/tax-rate-rules', {
          rules: [
            { categoryId: travel.id, taxRateId: 'NY-SALES' },
            { categoryId: travel.id, taxRateId: 'TAX-EXEMPT' },
          ],
        }),
        400,
      ),
    ).toBe('Each category can have one tax rate rule.');
    expect(
      errorOf(
        await admin.call('PUT', '/web/accounting/tax-rate-rules', {
          rules: [{ categoryId: 'no-such-account', taxRateId: 'NY-SALES' }],
        }),
        400,
      ),
    ).toBe('This category is not active in Xero. Refresh the chart of accounts and choose again.');
    const before = json(
      'TaxRateRules',
      await admin.call('GET', '/web/accounting/tax-rate-rules'),
      200,
    ).data.rules;
    const saved = json(
      'SaveTaxRateRulesResponse',
      await admin.call(
        'PUT',
        '/web/accounting/tax-rate-rules',
        {
          rules: [
            ...before.map(({ categoryId, taxRateId }) =>
              categoryId === software.id
                ? { categoryId, taxRateId: 'CA-SALES' }
                : { categoryId, taxRateId },
            ),
          ],
        },
        { lang: 'es' },
      ),
      200,
    );
    expect(saved.msg).toBe(`${before.length} reglas de tasas de impuesto guardadas.`);
    expect(saved.data.rules.find((rule) => rule.categoryId === software.id)?.taxRateId).toBe(
      'CA-SALES',
    );
    const one = json(
      'SaveCategorizationRulesResponse',
      await admin.call('PUT', '/web/accounting/categorization-rules', {
        rules: [{ merchantId: 2, categoryId: travel.id }],
      }),
      200,
    );
    expect(one.msg).toBe('1 categorisation rule saved.');
    expect(
      errorOf(
        await admin.call('PUT', '/web/accounting/categorization-rules', {
          rules: [{ merchantId: 99_999, categoryId: travel.id }],
        }),
        400,
      ),
    ).toBe('A merchant of these rules does not exist.');
  });
});

describe('the drawer’s section', () => {
  it('shows for an eligible entry, with what the rules suggest', async () => {
    const id = await entry(`${northwindPurchase} AND ct.merchant_id = 2`);
    const section = await sectionOf(admin, id, 'card');
    expect(section).toMatchObject({
      isSectionAvailable: true,
      unavailableReason: null,
      integrationCompanyId: 1,
      platform: { key: 'xero' },
      definition: null,
      suggestion: { categoryName: 'Travel', taxRateId: 'NY-SALES' },
      transactionSyncedStatus: null,
      isLocked: false,
    });
  });

  it('is hidden, with the reason, whenever a condition of spec part 2 §4 fails', async () => {
    const settlement = await entry(
      `e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'settlement'`,
    );
    expect(await sectionOf(admin, settlement, 'card')).toMatchObject({
      isSectionAvailable: false,
      unavailableReason: 'entryNotEligible',
    });
    const canadian = await entry(`e.company_id = ${COMPANY.canada} AND ct.payment_type = 'cards'`);
    expect((await sectionOf(canada, canadian, 'card')).unavailableReason).toBe(
      'integrationUnavailable',
    );
    const mexican = await entry(`e.company_id = ${COMPANY.mexico} AND ct.payment_type = 'cards'
      AND u.email = 'mx.admin@demo.outlay.test'`);
    // The Mexican integration does not allow employee definitions; its admin always may.
    expect((await sectionOf(mexico, mexican, 'card')).isSectionAvailable).toBe(true);
    await sqlRows(
      server.db,
      'UPDATE accounting_connections SET is_expense_data_definition_on = false WHERE id = 2',
    );
    try {
      expect((await sectionOf(mexico, mexican, 'card')).unavailableReason).toBe('expenseDataOff');
    } finally {
      await sqlRows(
        server.db,
        'UPDATE accounting_connections SET is_expense_data_definition_on = true WHERE id = 2',
      );
    }
  });

  it('is the employee’s for their own entries only when employee definitions are allowed', async () => {
    const own = await entry(`${northwindPurchase} AND u.email = 'employee@demo.outlay.test'`);
    expect((await sectionOf(employee, own, 'card')).isSectionAvailable).toBe(true);
    await sqlRows(
      server.db,
      'UPDATE accounting_connections SET is_employee_definition_allowed = false WHERE id = 1',
    );
    try {
      expect((await sectionOf(employee, own, 'card')).unavailableReason).toBe('notAllowed');
      expect((await sectionOf(admin, own, 'card')).isSectionAvailable).toBe(true);
      // An employee whose drawer still shows the section is told what happened (spec part 2 §6).
      const chart = await chartOf(admin);
      const choice = { categoryId: accountNamed(chart, 'Travel').id, taxRateId: 'NY-SALES' };
      expect(errorOf(await save(employee, { transactionId: own, ...choice }), 403)).toBe(
        'Your permissions has been changed, Please refresh the page.',
      );
      expect(errorOf(await save(employee, { transactionId: own, ...choice }, 'es'), 403)).toBe(
        'Tus permisos han cambiado. Actualiza la página.',
      );
    } finally {
      await sqlRows(
        server.db,
        'UPDATE accounting_connections SET is_employee_definition_allowed = true WHERE id = 1',
      );
    }
    const someoneElses = await entry(`${northwindPurchase} AND u.email = 'admin@demo.outlay.test'`);
    expect(
      (
        await employee.call(
          'GET',
          `/web/accounting/transaction-definition?transactionId=${someoneElses}&type=card`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('is locked for a pushed entry, in the reader’s language', async () => {
    const pushed = await entry(
      `e.company_id = ${COMPANY.northwind} AND s.status = 'pushed' AND e.kind = 'card'`,
    );
    const section = await sectionOf(admin, pushed, 'card');
    expect(section).toMatchObject({
      isLocked: true,
      transactionSyncedStatus: 'pushed',
      lockedMessage:
        'Unable to update a category/tax rate/department for transaction already synced to Xero',
    });
    expect(section.definition?.trackingCategoryIds).toHaveLength(1);
    expect((await sectionOf(admin, pushed, 'card', 'pt')).lockedMessage).toBe(
      'Não é possível atualizar a categoria, a alíquota ou o departamento de uma transação já sincronizada com o Xero',
    );
    expect(errorOf(await saveAsTravel(pushed, 'NY-SALES'), 409)).toBe(
      'Unable to update a category/tax rate/department for transaction already synced to Xero',
    );
  });

  it('shows why the last push failed', async () => {
    const failed = await entry(
      `e.company_id = ${COMPANY.northwind} AND s.failure_code = 'ACCOUNT_ARCHIVED'`,
    );
    expect((await sectionOf(admin, failed, 'card')).syncFailureMessage).toBe(
      'The account 420 Entertainment is archived in Xero. Refresh the chart of accounts and choose another category.',
    );
  });
});

describe('saving a definition', () => {
  it('needs both a category and a tax rate', async () => {
    const id = await entry(northwindPurchase);
    expect(errorOf(await saveAsTravel(id, null), 400)).toBe('Please add a Category and a Tax Rate');
    expect(
      errorOf(
        await save(admin, { transactionId: id, categoryId: null, taxRateId: 'NY-SALES' }, 'es'),
        400,
      ),
    ).toBe('Agrega una categoría y una tasa de impuesto');
  });

  it('checks every id against the platform', async () => {
    const id = await entry(northwindPurchase);
    const travel = accountNamed(await chartOf(admin), 'Travel').id;
    /** The answer to Travel with New York sales tax and `trackingCategoryIds`. */
    const refusalOfTracking = async (trackingCategoryIds: string) =>
      errorOf(
        await save(admin, {
          transactionId: id,
          categoryId: travel,
          taxRateId: 'NY-SALES',
          trackingCategoryIds,
        }),
        400,
      );
    expect(
      errorOf(
        await save(admin, { transactionId: id, categoryId: travel, taxRateId: 'IVA16' }),
        400,
      ),
    ).toBe('This tax rate is not in Xero. Refresh the tax rates and choose again.');
    expect(await refusalOfTracking('region-east,region-west')).toBe(
      'Choose at most one option of each tracking category.',
    );
    expect(await refusalOfTracking('nowhere')).toBe(
      'A tracking category chosen is not in Xero. Refresh the tracking categories and choose again.',
    );
    expect(
      errorOf(
        await save(admin, {
          transactionId: id,
          integrationCompanyId: 2,
          categoryId: travel,
          taxRateId: 'NY-SALES',
        }),
        409,
      ),
    ).toBe('The accounting connection changed. Reload the page and try again.');
  });

  it('saves with the platform’s names, answering with the integration’s first word', async () => {
    const id = await entry(`${northwindPurchase} AND u.email = 'employee@demo.outlay.test'`);
    const chart = await chartOf(employee);
    const travel = accountNamed(chart, 'Travel');
    const saved = json(
      'SaveDefinitionResponse',
      await save(employee, {
        transactionId: id,
        categoryId: travel.id,
        categoryName: 'Whatever the browser says',
        taxRateId: 'TX-SALES',
        taxRateValue: 99,
        trackingCategoryIds: 'region-west, project-show',
      }),
      200,
    );
    expect(saved.msg).toBe('Xero Category updated successfully.');
    expect(saved.data.definition).toEqual({
      categoryId: travel.id,
      categoryName: 'Travel',
      taxRateId: 'TX-SALES',
      taxRateValue: 6.25,
      trackingCategoryIds: ['region-west', 'project-show'],
    });
    const mexican = await entry(
      `e.company_id = ${COMPANY.mexico} AND ct.payment_type = 'cards' AND s.entry_id IS NULL`,
    );
    const qbo = await chartOf(mexico);
    const spanish = json(
      'SaveDefinitionResponse',
      await save(
        mexico,
        {
          integrationCompanyId: 2,
          transactionId: mexican,
          categoryId: accountNamed(qbo, 'Software').id,
          taxRateId: 'TR-IVA16',
          trackingCategoryIds: 'dept-2',
        },
        'es',
      ),
      200,
    );
    expect(spanish.msg).toBe('Categoría de QuickBooks actualizada correctamente.');
  });

  it('is refused for another company’s entry and where the section is hidden', async () => {
    const northwindEntry = await entry(northwindPurchase);
    const qbo = await chartOf(mexico);
    expect(
      (
        await save(mexico, {
          integrationCompanyId: 2,
          transactionId: northwindEntry,
          categoryId: accountNamed(qbo, 'Software').id,
          taxRateId: 'TR-IVA16',
        })
      ).statusCode,
    ).toBe(404);
    const settlement = await entry(
      `e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'settlement'`,
    );
    expect(
      (
        await save(admin, {
          transactionId: settlement,
          categoryId: accountNamed(await chartOf(admin), 'Travel').id,
          taxRateId: 'NY-SALES',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('integration settings', () => {
  it('change one at a time, and turning tracking off hides the categories', async () => {
    const response = await bookkeeper.call('PATCH', '/web/accounting/codat-companies/settings', {
      isTrackingCategoriesAllowed: false,
    });
    const body = json('AccountingConnectionMessage', response, 200);
    expect(body.msg).toBe('Integration settings saved.');
    expect(body.data.connection?.settings).toEqual({
      isTrackingCategoriesAllowed: false,
      isEmployeeDefinitionAllowed: true,
      isExpenseDataDefinitionOn: true,
    });
    expect((await chartOf(admin)).trackingCategories).toEqual([]);
    await bookkeeper.call('PATCH', '/web/accounting/codat-companies/settings', {
      isTrackingCategoriesAllowed: true,
    });
    expect((await chartOf(admin)).trackingCategories).toHaveLength(2);
    expect(
      (
        await employee.call('PATCH', '/web/accounting/codat-companies/settings', {
          isTrackingCategoriesAllowed: false,
        })
      ).statusCode,
    ).toBe(404);
  });
});
