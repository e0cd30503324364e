// Spec part 2 §4: when the drawer's Accounting section shows, decided on the server.
import { describe, expect, it } from 'vitest';
import { COMPANY_FLAGS, type CompanyFlags } from '../src/accounts/companies.js';
import { accountingSection, isEligibleEntry } from '../src/accounting/conditions.js';
import type { Connection } from '../src/accounting/connections.js';

const flags = (on: (keyof CompanyFlags)[] = ['isAccountingIntegrationAvailable']): CompanyFlags =>
  Object.fromEntries(COMPANY_FLAGS.map((flag) => [flag, on.includes(flag)])) as CompanyFlags;

const connection = (
  overrides: Partial<Connection> = {},
  settings: Partial<Connection['settings']> = {},
): Connection => ({
  id: 1,
  companyId: 1,
  platform: 'xero',
  codatCompanyId: 'c',
  dataConnectionId: 'd',
  status: 'Linked',
  linkJobId: null,
  linkedAt: null,
  deleted: false,
  ...overrides,
  settings: {
    isTrackingCategoriesAllowed: true,
    isEmployeeDefinitionAllowed: false,
    isExpenseDataDefinitionOn: true,
    ...settings,
  },
});

const purchase = { kind: 'card' as const, paymentType: 'cards', subPaymentType: null };
const reasonOf = (facts: Parameters<typeof accountingSection>[0]) => {
  const section = accountingSection(facts);
  return section.available ? 'available' : section.reason;
};

describe('the accounting section conditions', () => {
  it('shows for an admin or bookkeeper when every condition holds', () => {
    for (const role of ['admin', 'bookkeeper'] as const) {
      expect(reasonOf({ flags: flags(), connection: connection(), role, entry: purchase })).toBe(
        'available',
      );
    }
  });

  it('names the first condition that fails, in the spec’s order', () => {
    const base = {
      flags: flags(),
      connection: connection(),
      role: 'admin' as const,
      entry: purchase,
    };
    expect(reasonOf({ ...base, flags: flags([]) })).toBe('integrationUnavailable');
    expect(reasonOf({ ...base, connection: null })).toBe('notConnected');
    expect(reasonOf({ ...base, connection: connection({ status: 'Linking' }) })).toBe(
      'notConnected',
    );
    expect(reasonOf({ ...base, connection: connection({ platform: 'netsuite' }) })).toBe(
      'platformUnsupported',
    );
    expect(
      reasonOf({
        ...base,
        flags: flags(['isAccountingIntegrationAvailable', 'isNetsuiteEnabled']),
        connection: connection({ platform: 'netsuite' }),
      }),
    ).toBe('available');
    expect(
      reasonOf({ ...base, connection: connection({}, { isExpenseDataDefinitionOn: false }) }),
    ).toBe('expenseDataOff');
    expect(reasonOf({ ...base, role: 'employee' })).toBe('notAllowed');
    expect(reasonOf({ ...base, role: 'manager' })).toBe('notAllowed');
    expect(
      reasonOf({
        ...base,
        entry: { kind: 'loan', paymentType: 'principal', subPaymentType: null },
      }),
    ).toBe('entryNotEligible');
  });

  it('lets NetSuite carry expense data whatever the setting (its key qualifies)', () => {
    expect(
      reasonOf({
        flags: flags(['isAccountingIntegrationAvailable', 'isNetsuiteEnabled']),
        connection: connection({ platform: 'netsuite' }, { isExpenseDataDefinitionOn: false }),
        role: 'admin',
        entry: purchase,
      }),
    ).toBe('available');
  });

  it('lets employees and managers in when the integration allows employee definitions', () => {
    const allowed = connection({}, { isEmployeeDefinitionAllowed: true });
    for (const role of ['employee', 'manager'] as const) {
      expect(reasonOf({ flags: flags(), connection: allowed, role, entry: purchase })).toBe(
        'available',
      );
    }
  });

  it('takes card spend, cashback and referral, and payments; not settlements, adjustments or IOF', () => {
    const card = (paymentType: string, subPaymentType: string | null = null) =>
      isEligibleEntry({ kind: 'card', paymentType, subPaymentType });
    expect(card('cards')).toBe(true);
    expect(card('ach-rpps')).toBe(true);
    expect(card('paper-bill')).toBe(true);
    expect(card('cashback', 'cashback')).toBe(true);
    expect(card('cashback', 'referral')).toBe(true);
    expect(card('cards', 'IOF')).toBe(false);
    expect(card('settlement')).toBe(false);
    expect(card('adjustment')).toBe(false);
    expect(card('late-payment-penalty')).toBe(false);
    expect(isEligibleEntry({ kind: 'payment', paymentType: 'STP', subPaymentType: null })).toBe(
      true,
    );
    expect(isEligibleEntry({ kind: 'loan', paymentType: 'interest', subPaymentType: null })).toBe(
      false,
    );
  });
});
