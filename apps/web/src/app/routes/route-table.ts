// Every signed-in page of spec part 1 §2.2, as data: its path, who may open it and on what
// condition, its title, its page (or what the page is for, until it is built) and where the
// sidebar lists it (the numbered tabs of §2.3, the groups of §6). Nothing else in the app
// decides who sees what.
import type { Role } from '@outlay/api-client';
import {
  BellIcon,
  BuildingIcon,
  CardIcon,
  DocumentIcon,
  FolderIcon,
  GiftIcon,
  GrowthIcon,
  HomeIcon,
  type IconProps,
  KeyIcon,
  LedgerIcon,
  MailboxIcon,
  PeopleIcon,
  PersonIcon,
  PinIcon,
  PlugIcon,
  ReceiptIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  SyncIcon,
  TaxIcon,
  UploadIcon,
} from '@outlay/design-system';
import type { ComponentType } from 'react';
import type { MessageId } from '@/i18n/catalogs';
import { withMessages } from '@/i18n/messages';
import type { AccessRule, NavCondition } from './access';
import { matchPath } from './match-path';
import { loadOnce } from '@/lib/load-once';
import { loadDashboardPage } from '../first-paint';
import type { ComponentLoader } from '@/lib/use-loaded';

/**
 * A page's code, loaded when the page is first opened, or earlier (the signed-in area asks for
 * it while it fetches the user and company the page waits for).
 */

export type NavGroupId = 'team' | 'settings' | 'integrations';

/** A sidebar entry's icon: the collapsed sidebar shows only these, named by tooltips. */
export type NavIcon = ComponentType<IconProps>;

/** One sidebar entry for a route; a route may have several (the team's tabs). */
export interface NavPlacement {
  /** The spec's tab number, which orders the sidebar. */
  tab: number;
  label: MessageId;
  icon: NavIcon;
  group?: NavGroupId;
  /** Where the entry leads when not the route's own path (a tab of the page). */
  tabParam?: string;
  /** Narrower than the route's roles: the sidebar limits who sees the entry (§2.2, §6). */
  roles?: readonly Role[];
  when?: NavCondition;
}

export interface AppRoute extends AccessRule {
  id: string;
  /** A wouter-style pattern: `:param` segments, `/*` for everything below. */
  path: string;
  title: MessageId;
  /** What the page is for, shown until the page is built. */
  purpose?: MessageId;
  /**
   * The page's code, loaded when the page is first opened, or earlier (the signed-in area asks
   * for it while it fetches the user and company the page waits for).
   */
  page?: ComponentLoader;
  nav?: readonly NavPlacement[];
  /** The sidebar entry to mark current on this page, when it has none of its own. */
  navAs?: string;
  /** The page's tabs, chosen by `?tab=`; the first is the default. */
  tabs?: readonly string[];
  /** Each tab's name and what it is for, shown until the page is built. */
  tabPlaceholders?: Readonly<Record<string, { name: MessageId; purpose: MessageId }>>;
}

export interface NavGroupDefinition {
  id: NavGroupId;
  label: MessageId;
  icon: NavIcon;
  when?: NavCondition;
}

export const navGroups: readonly NavGroupDefinition[] = [
  { id: 'team', label: 'nav.group.team', icon: PeopleIcon },
  { id: 'settings', label: 'nav.group.settings', icon: SettingsIcon },
  {
    id: 'integrations',
    label: 'nav.group.integrations',
    icon: PlugIcon,
    when: 'integrationsMenu',
  },
];

const everyone: readonly Role[] = ['admin', 'manager', 'bookkeeper', 'employee'];
const cardHolders: readonly Role[] = ['admin', 'employee', 'manager'];
const admin: readonly Role[] = ['admin'];

export const routes: readonly AppRoute[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    roles: everyone,
    title: 'route.dashboard.title',
    page: loadDashboardPage,
    nav: [{ tab: 1, label: 'nav.dashboard', icon: HomeIcon }],
  },
  {
    id: 'cards',
    path: '/cards',
    roles: cardHolders,
    title: 'route.cards.title',
    page: loadOnce(withMessages(['cards'], () => import('./cards-route'))),
    nav: [{ tab: 2, label: 'nav.cards', icon: CardIcon }],
  },
  {
    id: 'card',
    path: '/cards/:cardId',
    roles: cardHolders,
    title: 'route.cards.title',
    page: loadOnce(withMessages(['cards'], () => import('./card-route'))),
    navAs: 'cards',
  },
  {
    id: 'team',
    path: '/team',
    roles: ['admin', 'manager'],
    title: 'route.team.title',
    purpose: 'route.team.purpose',
    page: loadOnce(withMessages(['team'], () => import('./team-route'))),
    tabs: ['members', 'departments', 'locations'],
    tabPlaceholders: {
      members: { name: 'nav.teamMembers', purpose: 'route.team.members.purpose' },
      departments: { name: 'nav.teamDepartments', purpose: 'route.team.departments.purpose' },
      locations: { name: 'nav.teamLocations', purpose: 'route.team.locations.purpose' },
    },
    nav: [
      {
        tab: 4,
        label: 'nav.team',
        icon: PeopleIcon,
        roles: ['manager'],
        when: 'noExpenseManagement',
      },
      {
        tab: 4,
        label: 'nav.teamMembers',
        icon: PersonIcon,
        group: 'team',
        tabParam: 'members',
        roles: admin,
      },
      {
        tab: 4,
        label: 'nav.teamMembers',
        icon: PersonIcon,
        group: 'team',
        tabParam: 'members',
        roles: ['manager'],
        when: 'expenseManagement',
      },
      {
        tab: 4,
        label: 'nav.teamDepartments',
        icon: BuildingIcon,
        group: 'team',
        tabParam: 'departments',
        roles: admin,
      },
      {
        tab: 4,
        label: 'nav.teamLocations',
        icon: PinIcon,
        group: 'team',
        tabParam: 'locations',
        roles: admin,
      },
    ],
  },
  {
    id: 'rewards',
    path: '/rewards',
    roles: admin,
    title: 'route.rewards.title',
    purpose: 'route.rewards.purpose',
    page: loadOnce(withMessages(['rewards', 'verification'], () => import('./rewards-route'))),
    nav: [{ tab: 5, label: 'nav.rewards', icon: GiftIcon }],
  },
  {
    id: 'payRent',
    path: '/payrent',
    roles: cardHolders,
    title: 'route.payRent.title',
    purpose: 'route.payRent.purpose',
    page: loadOnce(withMessages(['rent', 'verification'], () => import('./payrent-route'))),
    nav: [{ tab: 6, label: 'nav.payRent', icon: KeyIcon }],
  },
  {
    id: 'payRentReview',
    path: '/payrent-review',
    roles: cardHolders,
    title: 'route.payRentReview.title',
    purpose: 'route.payRentReview.purpose',
    page: loadOnce(withMessages(['rent', 'verification'], () => import('./payrent-review-route'))),
    navAs: 'payRent',
  },
  {
    id: 'statement',
    path: '/statement',
    roles: ['admin', 'bookkeeper'],
    title: 'route.statement.title',
    purpose: 'route.statement.purpose',
    page: loadOnce(withMessages(['statements', 'verification'], () => import('./statement-route'))),
    nav: [{ tab: 7, label: 'nav.statements', icon: DocumentIcon }],
  },
  {
    id: 'paymentTransfer',
    path: '/payment-transfer',
    roles: admin,
    conditions: ['paymentsFlow'],
    title: 'route.paymentTransfer.title',
    purpose: 'route.paymentTransfer.purpose',
    page: loadOnce(withMessages(['payments', 'verification'], () => import('./payments-route'))),
    nav: [{ tab: 8, label: 'nav.payments', icon: SendIcon }],
  },
  {
    id: 'spei',
    path: '/spei',
    roles: admin,
    conditions: ['paymentsFlow'],
    title: 'route.spei.title',
    purpose: 'route.spei.purpose',
    page: loadOnce(withMessages(['payments', 'verification'], () => import('./spei-route'))),
    navAs: 'paymentTransfer',
  },
  {
    id: 'speiReview',
    path: '/spei-review',
    roles: admin,
    conditions: ['paymentsFlow'],
    title: 'route.speiReview.title',
    purpose: 'route.speiReview.purpose',
    page: loadOnce(withMessages(['payments', 'verification'], () => import('./spei-review-route'))),
    navAs: 'paymentTransfer',
  },
  {
    id: 'bulkPayment',
    path: '/bulk-payment',
    roles: admin,
    conditions: ['bulkPayments'],
    title: 'route.bulkPayment.title',
    purpose: 'route.bulkPayment.purpose',
    page: loadOnce(withMessages(['payments'], () => import('./bulk-payment-route'))),
    navAs: 'paymentTransfer',
  },
  {
    id: 'bulkPaymentTransactions',
    path: '/bulk-payment-transactions/:id',
    roles: admin,
    conditions: ['bulkPayments'],
    title: 'route.bulkPaymentTransactions.title',
    page: loadOnce(withMessages(['payments'], () => import('./bulk-payment-transactions-route'))),
    purpose: 'route.bulkPaymentTransactions.purpose',
    navAs: 'paymentTransfer',
  },
  {
    id: 'accounting',
    path: '/accounting',
    roles: ['admin', 'bookkeeper'],
    conditions: ['accountingIntegration'],
    title: 'route.accounting.title',
    page: loadOnce(withMessages(['accounting'], () => import('./accounting-route'))),
    nav: [{ tab: 9, label: 'nav.accounting', icon: LedgerIcon }],
    tabs: ['transactions', 'rules'],
  },
  {
    id: 'capital',
    path: '/capital/*',
    roles: admin,
    conditions: ['loans'],
    title: 'route.capital.title',
    purpose: 'route.capital.purpose',
    page: loadOnce(withMessages(['capital', 'verification'], () => import('./capital-route'))),
    nav: [{ tab: 11, label: 'nav.capital', icon: GrowthIcon }],
  },
  {
    id: 'billing',
    path: '/billing',
    roles: admin,
    title: 'route.billing.title',
    page: loadOnce(
      withMessages(['billing', 'bank-link', 'verification'], () => import('./billing-route')),
    ),
    nav: [{ tab: 13, label: 'nav.billing', icon: ReceiptIcon }],
  },
  {
    id: 'document',
    path: '/document',
    roles: cardHolders,
    title: 'route.document.title',
    page: loadOnce(withMessages(['documents'], () => import('./document-route'))),
    nav: [{ tab: 15, label: 'nav.documents', icon: FolderIcon }],
  },
  {
    id: 'settingsSecurity',
    path: '/settings/security',
    roles: everyone,
    title: 'route.settingsSecurity.title',
    page: loadOnce(
      withMessages(['account-security', 'verification'], () => import('./security-route')),
    ),
    nav: [{ tab: 16, label: 'nav.security', icon: ShieldIcon, group: 'settings' }],
  },
  {
    id: 'settingsNotifications',
    path: '/settings/notifications',
    roles: everyone,
    title: 'route.settingsNotifications.title',
    page: loadOnce(withMessages(['notifications'], () => import('./notifications-route'))),
    nav: [{ tab: 17, label: 'nav.notifications', icon: BellIcon, group: 'settings', roles: admin }],
  },
  {
    id: 'settingsAddresses',
    path: '/settings/addresses',
    // Spec part 1 §2.2: every role opens it; §6: only admins and managers have the entry.
    roles: everyone,
    title: 'route.settingsAddresses.title',
    page: loadOnce(withMessages(['addresses'], () => import('./addresses-route'))),
    nav: [
      {
        tab: 18,
        label: 'nav.addresses',
        icon: MailboxIcon,
        group: 'settings',
        roles: ['admin', 'manager'],
      },
    ],
  },
  {
    id: 'integrationsAccounting',
    path: '/integrations/accounting',
    roles: ['admin', 'bookkeeper'],
    conditions: ['accountingIntegration'],
    title: 'route.integrationsAccounting.title',
    page: loadOnce(withMessages(['accounting'], () => import('./integrations-accounting-route'))),
    nav: [{ tab: 19, label: 'nav.accountingIntegration', icon: SyncIcon, group: 'integrations' }],
  },
  {
    id: 'integrationsSat',
    path: '/integrations/sat',
    roles: ['admin', 'bookkeeper'],
    conditions: ['mexicanCompany'],
    title: 'route.integrationsSat.title',
    page: loadOnce(withMessages(['sat'], () => import('./integrations-sat-route'))),
    nav: [
      { tab: 20, label: 'nav.sat', icon: TaxIcon, group: 'integrations', when: 'satCardService' },
    ],
  },
  {
    id: 'replaceCardSuccess',
    path: '/replace-card-success',
    roles: cardHolders,
    title: 'route.replaceCardSuccess.title',
    page: loadOnce(withMessages(['cards'], () => import('./replace-card-success-route'))),
    navAs: 'cards',
  },
  {
    id: 'spendControls',
    path: '/spend-controls',
    roles: admin,
    title: 'route.spendControls.title',
    page: loadOnce(withMessages(['cards'], () => import('./spend-controls-route'))),
  },
  {
    // Receipts mailed to the cardholder's receipt address (issue 37), beyond the spec's pages.
    id: 'receipts',
    path: '/receipts',
    roles: everyone,
    title: 'route.receipts.title',
    page: loadOnce(withMessages(['receipts'], () => import('./receipts-route'))),
    // Beyond the spec's numbered tabs: between Cards (2) and Team (4), where no tab 3 is; for
    // the people with cards (a bookkeeper has no purchases of their own to send receipts for).
    nav: [{ tab: 3, label: 'nav.receipts', icon: UploadIcon, roles: cardHolders }],
  },
  {
    // The phone's page for photographing receipts into the inbox (issue 37).
    id: 'receiptCapture',
    path: '/receipts/capture',
    roles: everyone,
    title: 'route.receiptCapture.title',
    page: loadOnce(withMessages(['receipts'], () => import('./receipt-capture-route'))),
    navAs: 'receipts',
  },
  {
    id: 'transactionReceipt',
    path: '/transaction-receipt',
    roles: everyone,
    title: 'route.transactionReceipt.title',
    page: loadOnce(withMessages(['receipts'], () => import('./transaction-receipt-route'))),
    navAs: 'receipts',
  },
  {
    id: 'delegateRegistration',
    path: '/delegate-registration',
    roles: admin,
    title: 'route.delegateRegistration.title',
    page: loadOnce(
      withMessages(['delegates', 'verification'], () => import('./delegate-registration-route')),
    ),
  },
  {
    id: 'cardOrder',
    path: '/card-order',
    roles: cardHolders,
    title: 'route.cardOrder.title',
    page: loadOnce(withMessages(['cards'], () => import('./card-order-route'))),
    navAs: 'cards',
  },
  {
    id: 'dsSuccess',
    path: '/ds-success',
    roles: everyone,
    title: 'route.dsSuccess.title',
    page: loadOnce(withMessages(['e-signature'], () => import('./ds-success-route'))),
  },
  {
    id: 'profile',
    path: '/web/profile',
    roles: everyone,
    title: 'route.profile.title',
    page: loadOnce(withMessages(['profile'], () => import('./profile-route'))),
  },
  {
    // Where a cream-mode page sends the user back to when `redirect=external-accounts`.
    id: 'wallet',
    path: '/wallet',
    roles: admin,
    title: 'route.wallet.title',
    page: loadOnce(withMessages(['wallet'], () => import('./wallet-route'))),
    tabs: ['accounts', 'external-accounts'],
  },
];

/** `/settings` alone opens the first settings tab the user is shown. */
export const settingsPath = '/settings';

/** The route a path belongs to, if any. */
export function findRoute(path: string): AppRoute | undefined {
  return routes.find((route) => matchPath(route.path, path));
}

/** The tab `?tab=` asks for, when the route has it; else the route's first tab. */
export function tabOf(route: AppRoute, search: string): string | undefined {
  const requested = new URLSearchParams(search).get('tab');
  return requested && route.tabs?.includes(requested) ? requested : route.tabs?.[0];
}
