import type { Role } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/messages/en/shell.json';
import { type AccessFacts, canOpen, CAPITAL_SPEND_THRESHOLD } from './access';
import { findRoute, routes } from './route-table';
import {
  currentEntryId,
  firstSettingsTab,
  type NavEntry,
  selfFundedRedirect,
  sidebarEntries,
  sidebarLinks,
} from './sidebar-entries';

// Northwind Supply as seeded: US, Stripe US, accounting integration, route-fusion v2, loans
// (and has loans), expense management; no STP, no self-funding.
const northwind: AccessFacts['company'] = {
  countryCode: 'US',
  cardServiceType: 'stripe-us',
  availableSpent: 184_250.75,
  totalSpent: 65_749.25,
  isAccountingIntegrationAvailable: true,
  isStpAvailable: false,
  routeFusionV2Flow: true,
  isBulkPaymentAvailable: true,
  isLoansClientFlowEnable: true,
  hasExpenseManagementFeatureEnabled: true,
  hasSelfFundedFeatureEnabled: false,
};

const facts = (
  role: Role,
  company: Partial<AccessFacts['company']> = {},
  hasLoans = true,
): AccessFacts => ({ role, company: { ...northwind, ...company }, hasLoans });

/** The sidebar as a reader sees it: labels, groups as `Group: [items]`. */
const outline = (entries: NavEntry[]) =>
  entries.map((entry) =>
    'items' in entry ? { [entry.label]: entry.items.map((item) => item.label) } : entry.label,
  );

const opens = (path: string, who: AccessFacts) => {
  const route = findRoute(path);
  return route !== undefined && canOpen(route, who);
};

describe('the route table against spec part 1 §2.2', () => {
  const all: Role[] = ['admin', 'manager', 'bookkeeper', 'employee'];
  const cardHolders: Role[] = ['admin', 'manager', 'employee'];
  // Each path and the roles the spec lists for it, with every condition of the company met.
  const spec: [string, Role[]][] = [
    ['/dashboard', all],
    ['/team', ['admin', 'manager']],
    ['/cards', cardHolders],
    ['/document', cardHolders],
    ['/payrent', cardHolders],
    ['/payrent-review', cardHolders],
    ['/capital', ['admin']],
    ['/capital/loans/42', ['admin']],
    ['/replace-card-success', cardHolders],
    ['/rewards', ['admin']],
    ['/spend-controls', ['admin']],
    ['/statement', ['admin', 'bookkeeper']],
    ['/accounting', ['admin', 'bookkeeper']],
    ['/integrations/accounting', ['admin', 'bookkeeper']],
    ['/transaction-receipt', all],
    ['/delegate-registration', ['admin']],
    ['/card-order', cardHolders],
    ['/payment-transfer', ['admin']],
    ['/spei', ['admin']],
    ['/spei-review', ['admin']],
    ['/bulk-payment', ['admin']],
    ['/bulk-payment-transactions/17', ['admin']],
    ['/ds-success', all],
    ['/billing', ['admin']],
    ['/settings/security', all],
    ['/settings/notifications', all],
    ['/settings/addresses', all],
    ['/receipts', all],
    ['/receipts/capture', all],
    ['/integrations/sat', ['admin', 'bookkeeper']],
    ['/web/profile', all],
  ];
  const everything = {
    countryCode: 'MX',
    cardServiceType: 'tutuka',
    isStpAvailable: true,
    isBulkPaymentAvailable: true,
  } as const;

  it.each(spec)('%s opens for %j', (path, roles) => {
    for (const role of all) {
      expect(opens(path, facts(role, everything)), `${path} as ${role}`).toBe(roles.includes(role));
    }
  });

  it('knows no other page: anything else is not found', () => {
    for (const path of ['/nope', '/dashboard/extra', '/settings', '/capitalist', '/team/5']) {
      expect(findRoute(path), path).toBeUndefined();
    }
  });

  it('titles every page, and says what each page not built yet is for', () => {
    const ids = new Set(Object.keys(english));
    for (const route of routes) {
      expect(ids.has(route.title), `${route.id} title`).toBe(true);
      if (!route.page) {
        expect(route.purpose && ids.has(route.purpose), `${route.id} purpose`).toBe(true);
      }
      for (const placement of route.nav ?? []) expect(ids.has(placement.label)).toBe(true);
    }
  });
});

describe('conditions', () => {
  it('payments need straight-through processing or route-fusion v2', () => {
    const none = { isStpAvailable: false, routeFusionV2Flow: false };
    expect(opens('/payment-transfer', facts('admin', none))).toBe(false);
    expect(opens('/spei', facts('admin', none))).toBe(false);
    expect(opens('/payment-transfer', facts('admin', { ...none, isStpAvailable: true }))).toBe(
      true,
    );
    expect(opens('/spei-review', facts('admin', { ...none, routeFusionV2Flow: true }))).toBe(true);
  });

  it('bulk payments need the bulk flag and straight-through processing', () => {
    const stp = { isStpAvailable: true, isBulkPaymentAvailable: true };
    expect(opens('/bulk-payment', facts('admin', stp))).toBe(true);
    expect(opens('/bulk-payment-transactions/4', facts('admin', stp))).toBe(true);
    expect(opens('/bulk-payment', facts('admin', { ...stp, isBulkPaymentAvailable: false }))).toBe(
      false,
    );
    expect(opens('/bulk-payment', facts('admin', { ...stp, isStpAvailable: false }))).toBe(false);
    expect(opens('/bulk-payment', facts('manager', stp))).toBe(false);
  });

  it('accounting pages need the accounting integration', () => {
    const off = { isAccountingIntegrationAvailable: false };
    for (const role of ['admin', 'bookkeeper'] as const) {
      expect(opens('/accounting', facts(role, off))).toBe(false);
      expect(opens('/integrations/accounting', facts(role, off))).toBe(false);
      expect(opens('/accounting', facts(role))).toBe(true);
    }
  });

  it('SAT needs the Mexican country code', () => {
    expect(opens('/integrations/sat', facts('admin'))).toBe(false);
    expect(opens('/integrations/sat', facts('bookkeeper', { countryCode: 'MX' }))).toBe(true);
  });

  it.each([
    ['the flag on and loans', true, true, 0, true],
    ['the flag on, no loans, spend at the threshold', true, false, CAPITAL_SPEND_THRESHOLD, true],
    [
      'the flag on, no loans, spend just under it',
      true,
      false,
      CAPITAL_SPEND_THRESHOLD - 0.01,
      false,
    ],
    ['the flag off, even with loans', false, true, 1_000_000, false],
  ])('Capital (loans rule of §5): %s → %s', (_name, flag, hasLoans, spend, expected) => {
    const who = facts(
      'admin',
      { isLoansClientFlowEnable: flag, availableSpent: spend / 2, totalSpent: spend / 2 },
      hasLoans,
    );
    expect(opens('/capital', who)).toBe(expected);
    expect(sidebarLinks(sidebarEntries(who)).some((entry) => entry.id === 'capital')).toBe(
      expected,
    );
  });
});

describe('the sidebar for the four roles (spec part 1 §2.3 and §6)', () => {
  it('admin', () => {
    expect(outline(sidebarEntries(facts('admin')))).toEqual([
      'nav.dashboard',
      'nav.cards',
      'nav.receipts',
      { 'nav.group.team': ['nav.teamMembers', 'nav.teamDepartments', 'nav.teamLocations'] },
      'nav.rewards',
      'nav.payRent',
      'nav.statements',
      'nav.payments',
      'nav.accounting',
      'nav.capital',
      'nav.billing',
      'nav.documents',
      { 'nav.group.settings': ['nav.security', 'nav.notifications', 'nav.addresses'] },
      { 'nav.group.integrations': ['nav.accountingIntegration'] },
    ]);
  });

  it('manager, with expense management: Team members', () => {
    expect(outline(sidebarEntries(facts('manager')))).toEqual([
      'nav.dashboard',
      'nav.cards',
      'nav.receipts',
      { 'nav.group.team': ['nav.teamMembers'] },
      'nav.payRent',
      'nav.documents',
      { 'nav.group.settings': ['nav.security', 'nav.addresses'] },
    ]);
  });

  it('manager, without expense management: a plain Team link', () => {
    const entries = sidebarEntries(facts('manager', { hasExpenseManagementFeatureEnabled: false }));
    expect(outline(entries)).toEqual([
      'nav.dashboard',
      'nav.cards',
      'nav.receipts',
      'nav.team',
      'nav.payRent',
      'nav.documents',
      { 'nav.group.settings': ['nav.security', 'nav.addresses'] },
    ]);
    expect(sidebarLinks(entries).find((entry) => entry.id === 'team')?.href).toBe('/team');
  });

  it('bookkeeper', () => {
    expect(outline(sidebarEntries(facts('bookkeeper')))).toEqual([
      'nav.dashboard',
      'nav.statements',
      'nav.accounting',
      { 'nav.group.settings': ['nav.security'] },
      { 'nav.group.integrations': ['nav.accountingIntegration'] },
    ]);
  });

  it('employee', () => {
    expect(outline(sidebarEntries(facts('employee')))).toEqual([
      'nav.dashboard',
      'nav.cards',
      'nav.receipts',
      'nav.payRent',
      'nav.documents',
      { 'nav.group.settings': ['nav.security'] },
    ]);
  });

  it('Integrations: SAT for a Mexican tutuka company, nothing for stripe-us without accounting', () => {
    const mexico = {
      countryCode: 'MX',
      cardServiceType: 'tutuka',
      isAccountingIntegrationAvailable: false,
    } as const;
    for (const role of ['admin', 'bookkeeper'] as const) {
      const integrations = sidebarEntries(facts(role, mexico)).find(
        (entry) => entry.id === 'integrations',
      );
      expect(
        integrations && 'items' in integrations && integrations.items.map((item) => item.label),
      ).toEqual(['nav.sat']);
    }
    const usWithout = sidebarEntries(facts('admin', { isAccountingIntegrationAvailable: false }));
    expect(usWithout.some((entry) => entry.id === 'integrations')).toBe(false);
    // Mexican, but the card service is not one that shows SAT: no SAT entry.
    const otherService = sidebarEntries(
      facts('admin', { ...mexico, cardServiceType: 'marqeta-us' }),
    );
    expect(otherService.some((entry) => entry.id === 'integrations')).toBe(false);
  });

  it('links only to pages the user may open', () => {
    for (const role of ['admin', 'manager', 'bookkeeper', 'employee'] as const) {
      for (const variant of [{}, { countryCode: 'MX', cardServiceType: 'tutuka' } as const]) {
        const who = facts(role, variant);
        for (const link of sidebarLinks(sidebarEntries(who))) {
          expect(opens(link.href.split('?')[0] ?? '', who), `${role} ${link.href}`).toBe(true);
        }
      }
    }
  });
});

describe('the collapsed sidebar', () => {
  it('draws every entry, group and link with an icon of its own, so no two look alike', () => {
    for (const role of ['admin', 'manager', 'bookkeeper', 'employee'] as const) {
      for (const variant of [{}, { countryCode: 'MX', cardServiceType: 'tutuka' } as const]) {
        const entries = sidebarEntries(facts(role, variant));
        const drawn = [...entries, ...sidebarLinks(entries)].filter(
          (entry, index, all) => all.indexOf(entry) === index,
        );
        const icons = drawn.map((entry) => entry.icon);
        expect(icons.every((icon) => typeof icon === 'function')).toBe(true);
        expect(new Set(icons).size, `${role}: ${drawn.map((e) => e.label).join(', ')}`).toBe(
          drawn.length,
        );
      }
    }
  });
});

describe('the current entry', () => {
  const current = (path: string, search: string, who: AccessFacts) => {
    const route = findRoute(path);
    if (!route) throw new Error(`no route for ${path}`);
    return currentEntryId(route, search, sidebarEntries(who));
  };

  it.each([
    ['/dashboard', '', 'dashboard'],
    ['/team', 'tab=departments', 'team:departments'],
    ['/team', '', 'team:members'],
    ['/team', 'tab=unknown', 'team:members'],
    ['/spei', '', 'paymentTransfer'],
    ['/capital/loans/3', '', 'capital'],
    ['/settings/addresses', '', 'settingsAddresses'],
    ['/card-order', '', 'cards'],
    ['/spend-controls', '', undefined],
  ])('%s?%s marks %s for an admin', (path, search, id) => {
    expect(current(path, search, facts('admin'))).toBe(id);
  });

  it('marks the plain Team link for a manager without expense management', () => {
    expect(
      current('/team', '', facts('manager', { hasExpenseManagementFeatureEnabled: false })),
    ).toBe('team');
  });
});

describe('settings and self-funding', () => {
  it('opens the first settings tab for /settings', () => {
    for (const role of ['admin', 'manager', 'bookkeeper', 'employee'] as const) {
      expect(firstSettingsTab(facts(role))).toBe('/settings/security');
    }
  });

  it.each([
    ['/cards', '/dashboard'],
    ['/statement', '/dashboard'],
    ['/capital/loans', '/dashboard'],
    ['/dashboard', null],
    ['/settings/addresses', null],
    ['/settings', null],
    ['/billing', null],
    ['/document', null],
  ])('a self-funded company opening %s goes to %s', (path, target) => {
    expect(selfFundedRedirect(path, facts('admin', { hasSelfFundedFeatureEnabled: true }))).toBe(
      target,
    );
  });

  it("shows a self-funded company's users only entries that open", () => {
    for (const role of ['admin', 'manager', 'bookkeeper', 'employee'] as const) {
      const who = facts(role, { hasSelfFundedFeatureEnabled: true });
      const hrefs = sidebarLinks(sidebarEntries(who)).map((link) => link.href);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.filter((href) => selfFundedRedirect(href, who) !== null)).toEqual([]);
    }
    expect(outline(sidebarEntries(facts('admin', { hasSelfFundedFeatureEnabled: true })))).toEqual([
      'nav.dashboard',
      'nav.billing',
      'nav.documents',
      { 'nav.group.settings': ['nav.security', 'nav.notifications', 'nav.addresses'] },
    ]);
  });

  it('leaves other companies where they are', () => {
    expect(selfFundedRedirect('/cards', facts('admin'))).toBeNull();
  });
});
