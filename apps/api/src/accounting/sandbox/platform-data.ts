import { createHash } from 'node:crypto';
import type { PlatformKey } from '../platforms.js';
import type { ProviderTaxRate, ProviderTrackingCategory } from '../provider.js';

/** An account as the sandbox platform holds it (its status over time is the sandbox's). */
export interface SandboxAccount {
  id: string;
  name: string;
  nominalCode: string | null;
  /** Archived on the platform from the start: never offered, refused when pushed to. */
  archived?: boolean;
  /** The platform refuses a transaction on this account without a tracking category. */
  requiresTracking?: boolean;
}

export interface SandboxPlatformData {
  accounts: SandboxAccount[];
  taxRates: ProviderTaxRate[];
  trackingCategories: ProviderTrackingCategory[];
  /** Files the platform will not take as attachments. */
  rejectsReceipt(name: string): boolean;
  /** How the platform names a transaction it created. */
  transactionId(sourceId: string, codatCompanyId: string): string;
}

/** A GUID derived from a name, as Xero's ids look (stable for one sandbox company). */
function guid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The expense categories of spec part 2 §9, each platform's way: Xero's GUIDs with nominal
 * codes, QuickBooks' numeric ids, NetSuite's internal ids, Sage's GL codes.
 */
const EXPENSE_ACCOUNTS: readonly { code: string; name: string; travel?: boolean }[] = [
  { code: '400', name: 'Advertising' },
  { code: '404', name: 'General Payment' },
  { code: '408', name: 'Insurance' },
  { code: '412', name: 'Inventory' },
  { code: '416', name: 'Office Rent' },
  { code: '420', name: 'Entertainment' },
  { code: '425', name: 'Postage' },
  { code: '429', name: 'Other expenses' },
  { code: '433', name: 'Payroll and Consultants' },
  { code: '445', name: 'Software' },
  { code: '449', name: 'Taxes' },
  { code: '453', name: 'IOF' },
  { code: '461', name: 'Utilities' },
  { code: '493', name: 'Travel', travel: true },
  { code: '260', name: 'Refunds' },
];

/** One account each platform keeps archived from the start. */
const ARCHIVED_ACCOUNT = { code: '477', name: 'Office Supplies (old)' };

function accountsFor(platform: PlatformKey, codatCompanyId: string): SandboxAccount[] {
  const all = [...EXPENSE_ACCOUNTS, { ...ARCHIVED_ACCOUNT, archived: true }];
  return all.map((account, index) => {
    const base = {
      name: account.name,
      ...('archived' in account ? { archived: true } : {}),
    };
    switch (platform) {
      case 'xero':
        return {
          ...base,
          id: guid(`${codatCompanyId}:account:${account.code}`),
          nominalCode: account.code,
        };
      case 'quickbooks':
      case 'quickbooks-sandbox':
        // QuickBooks asks for a department (class) on travel, per its company settings.
        return {
          ...base,
          id: String(58 + index),
          nominalCode: null,
          ...('travel' in account ? { requiresTracking: true } : {}),
        };
      case 'netsuite':
        return { ...base, id: String(1100 + index), nominalCode: `6${account.code}0` };
      case 'sage':
        return { ...base, id: `GL-6${account.code}`, nominalCode: `6${account.code}` };
      case 'sandbox':
        return { ...base, id: `acc-${account.code}`, nominalCode: account.code };
    }
  });
}

/** Tax rates by the company's country, the platform's way of naming them. */
function taxRatesFor(platform: PlatformKey, countryCode: string): ProviderTaxRate[] {
  const rates: Record<string, readonly [string, string, number][]> = {
    US: [
      ['TAX-EXEMPT', 'Tax Exempt', 0],
      ['NY-SALES', 'Sales Tax NY (8.875%)', 8.875],
      ['TX-SALES', 'Sales Tax TX (6.25%)', 6.25],
      ['CA-SALES', 'Sales Tax CA (7.25%)', 7.25],
    ],
    MX: [
      ['IVA16', 'IVA 16%', 16],
      ['IVA8', 'IVA 8% Frontera', 8],
      ['IVA0', 'IVA Tasa 0%', 0],
      ['IVAEX', 'IVA Exento', 0],
    ],
    CA: [
      ['GST', 'GST 5%', 5],
      ['HST-ON', 'HST ON 13%', 13],
      ['EXEMPT', 'Exempt', 0],
    ],
    GB: [
      ['VAT20', '20% (VAT on Expenses)', 20],
      ['VAT5', '5% (VAT on Expenses)', 5],
      ['VAT0', 'Zero Rated Expenses', 0],
    ],
  };
  const list = rates[countryCode] ?? [
    ['STD', 'Standard rate', 10],
    ['ZERO', 'Zero rate', 0],
  ];
  return list.map(([code, name, rate]) => ({
    id: platform === 'xero' ? code : `${platform === 'sage' ? 'TX' : 'TR'}-${code}`,
    name,
    effectiveTaxRate: rate,
  }));
}

const option = (id: string, name: string, children: ProviderTrackingCategory[] = []) => ({
  id,
  name,
  children,
});

function trackingFor(platform: PlatformKey): ProviderTrackingCategory[] {
  switch (platform) {
    case 'xero':
      // Xero: at most two categories, each a flat list of options; Region is required here.
      return [
        {
          ...option('region', 'Region', [
            option('region-east', 'East'),
            option('region-west', 'West'),
            option('region-central', 'Central'),
          ]),
          mandatory: true,
          title: 'Region',
        },
        {
          ...option('project', 'Project', [
            option('project-launch', 'Spring Launch'),
            option('project-move', 'Warehouse Move'),
            option('project-show', 'Trade Show'),
          ]),
          mandatory: false,
          title: 'Project',
        },
      ];
    case 'quickbooks':
    case 'quickbooks-sandbox':
      return [
        {
          ...option('dept', 'Departments', [
            option('dept-1', 'Sales', [option('dept-2', 'North'), option('dept-3', 'South')]),
            option('dept-4', 'Operations', [
              option('dept-5', 'Warehouse'),
              option('dept-6', 'Fleet'),
            ]),
            option('dept-7', 'Administration'),
          ]),
          mandatory: false,
          title: 'Department',
        },
      ];
    case 'netsuite':
      return [
        {
          ...option('ns-dept', 'Department', [
            option('ns-dept-10', 'Finance', [option('ns-dept-11', 'Accounts Payable')]),
            option('ns-dept-20', 'Sales', [
              option('ns-dept-21', 'Field Sales'),
              option('ns-dept-22', 'Inside Sales'),
            ]),
          ]),
          mandatory: true,
          title: 'Department',
        },
        {
          ...option('ns-loc', 'Location', [option('ns-loc-1', 'HQ'), option('ns-loc-2', 'Remote')]),
          mandatory: false,
          title: 'Location',
        },
      ];
    case 'sage':
      // Sage companies in the sandbox define none: the drawer's "No data" pop-up shows.
      return [];
    case 'sandbox':
      return [
        {
          ...option('cc', 'Cost Centre', [
            option('cc-1', 'Head Office'),
            option('cc-2', 'Branches'),
          ]),
          mandatory: false,
          title: 'Cost Centre',
        },
      ];
  }
}

/** What one sandbox company's platform holds (before archive events). */
export function platformData(
  platform: PlatformKey,
  codatCompanyId: string,
  countryCode: string,
): SandboxPlatformData {
  return {
    accounts: accountsFor(platform, codatCompanyId),
    taxRates: taxRatesFor(platform, countryCode),
    trackingCategories: trackingFor(platform),
    // Xero takes images and PDFs; the others any receipt Outlay accepts.
    rejectsReceipt: (name) => platform === 'xero' && /\.xml$/i.test(name),
    transactionId(sourceId) {
      switch (platform) {
        case 'xero':
          return guid(`${codatCompanyId}:transaction:${sourceId}`);
        case 'quickbooks':
        case 'quickbooks-sandbox':
          return `Purchase-${sourceId}`;
        case 'netsuite':
          return `EXPREPT${sourceId}`;
        case 'sage':
          return `JE-${sourceId}`;
        case 'sandbox':
          return `sbx-${sourceId}`;
      }
    },
  };
}
