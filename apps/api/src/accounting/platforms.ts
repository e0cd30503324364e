import type {
  AccountingPlatformKey as PlatformKey,
  AccountingPlatform,
  TrackingStyle,
} from '@outlay/api-client/schema';
import type { CompanyFlags } from '../accounts/companies.js';

export type {
  AccountingPlatformKey as PlatformKey,
  AccountingPlatform,
  TrackingStyle,
} from '@outlay/api-client/schema';

interface PlatformFacts {
  name: string;
  trackingStyle: TrackingStyle;
  trackingLabel: string;
  /** Platforms a company may connect only with a flag of its own. */
  requiresFlag?: keyof CompanyFlags;
  /**
   * Its connections always carry expense data, whatever the expense-data setting (spec part 2
   * §4, "or the integration key qualifies"): NetSuite's expense reports are its own records.
   */
  alwaysExpenseData?: boolean;
}

/** The platforms of spec part 2 §9, in the picker's order. */
export const PLATFORMS: Readonly<Record<PlatformKey, PlatformFacts>> = {
  xero: { name: 'Xero', trackingStyle: 'flat', trackingLabel: 'Tracking Category' },
  quickbooks: { name: 'QuickBooks Online', trackingStyle: 'tree', trackingLabel: 'Department' },
  'quickbooks-sandbox': {
    name: 'QuickBooks Online Sandbox',
    trackingStyle: 'tree',
    trackingLabel: 'Department',
  },
  netsuite: {
    name: 'NetSuite',
    trackingStyle: 'tree',
    trackingLabel: 'Department',
    requiresFlag: 'isNetsuiteEnabled',
    alwaysExpenseData: true,
  },
  sage: { name: 'Sage', trackingStyle: 'tree', trackingLabel: 'Department' },
  sandbox: { name: 'Sandbox', trackingStyle: 'tree', trackingLabel: 'Department' },
};

export const PLATFORM_KEYS = Object.keys(PLATFORMS) as PlatformKey[];

/** The integration's first word, which replaces "Category" in messages ("Xero Category"). */
export const integrationWord = (key: PlatformKey) => PLATFORMS[key].name.split(' ')[0] ?? key;

export function platformFor(key: PlatformKey, flags: CompanyFlags): AccountingPlatform {
  const facts = PLATFORMS[key];
  return {
    key,
    name: facts.name,
    integrationWord: integrationWord(key),
    trackingStyle: facts.trackingStyle,
    trackingLabel: facts.trackingLabel,
    available: facts.requiresFlag === undefined || flags[facts.requiresFlag],
  };
}
