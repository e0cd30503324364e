import { autopayAccount } from '@outlay/api-client/mocks';
import type { AutopayBankAccount, CustomBankAccounts } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { agreementRegion, autopayPrompt, autopayRecords } from './autopay.priority';

const now = new Date('2026-03-02T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const currencies = (...entries: [string, Partial<AutopayBankAccount>[]][]): CustomBankAccounts => ({
  currencies: entries.map(([currency, accounts]) => ({
    currency,
    accounts: accounts.map((overrides, index) =>
      autopayAccount({ id: index + 1, currency, ...overrides }),
    ),
  })),
});

describe('regions that need an agreement', () => {
  it.each([
    ['canada', 'canadaMexico'],
    ['ca', 'canadaMexico'],
    ['mx', 'canadaMexico'],
    ['uk', 'ukEu'],
    ['eu', 'ukEu'],
    ['usa', null],
  ] as const)('%s needs %s', (flag, region) => {
    expect(agreementRegion(flag)).toBe(region);
  });
});

describe('per-currency records', () => {
  it('drop failed and rejected accounts and find the auto-debit one', () => {
    const [record] = autopayRecords(
      currencies([
        'CAD',
        [
          { autoDebit: true, autoDebitVerificationStatus: 'failed' },
          { autoDebit: false, autoDebitVerificationStatus: 'rejected' },
          {
            autoDebit: true,
            autoDebitVerificationStatus: 'pending',
            padRequestedAt: minutesAgo(2),
          },
        ],
      ]),
      now,
    );
    expect(record?.accounts.map((account) => account.id)).toEqual([3]);
    expect(record?.autoDebitAccount?.id).toBe(3);
    expect(record?.padAgreementStatus).toBe('IN_PROGRESS');
  });
});

describe('autopay prompt priority (spec part 1 §4.4)', () => {
  const pendingCanada = { autoDebit: true, flag: 'canada' } as const;
  it.each([
    ['no currency to pay', currencies(), null],
    [
      '1. a currency with no account asks to add one',
      currencies(['CAD', [pendingCanada]], ['USD', []]),
      { kind: 'ADD_ACCOUNT', currencies: ['USD'] },
    ],
    [
      '1. failed and rejected accounts do not count',
      currencies([
        'CAD',
        [{ autoDebitVerificationStatus: 'failed' }, { autoDebitVerificationStatus: 'rejected' }],
      ]),
      { kind: 'ADD_ACCOUNT', currencies: ['CAD'] },
    ],
    [
      '1. comes before everything else',
      currencies(['CAD', [{ autoDebit: false }]], ['USD', []], ['EUR', []]),
      { kind: 'ADD_ACCOUNT', currencies: ['USD', 'EUR'] },
    ],
    [
      '2. a currency with no auto-debit account asks to enable it',
      currencies(['CAD', [pendingCanada]], ['USD', [{ autoDebit: false, flag: 'usa' }]]),
      { kind: 'ENABLE_AUTO_DEBIT', currencies: ['USD'] },
    ],
    [
      '2. is suppressed while an account is being verified',
      currencies(['CAD', [{ autoDebit: false, autoDebitVerificationStatus: 'inprogress' }]]),
      null,
    ],
    [
      '2. is suppressed while an agreement is being signed, and the rest still applies',
      currencies(
        ['CAD', [{ autoDebit: true, flag: 'canada', padRequestedAt: minutesAgo(1) }]],
        ['GBP', [{ autoDebit: false, flag: 'uk' }]],
        ['EUR', [{ autoDebit: true, flag: 'eu' }]],
      ),
      { kind: 'ATTACH_PAD_AGREEMENT', region: 'ukEu', currency: 'EUR', accountId: 1 },
    ],
    [
      '3. Canada: a pending agreement asks to sign the PAD',
      currencies(['CAD', [{ autoDebit: false }, pendingCanada]]),
      { kind: 'ATTACH_PAD_AGREEMENT', region: 'canadaMexico', currency: 'CAD', accountId: 2 },
    ],
    [
      '3. Mexico too',
      currencies(['MXN', [{ autoDebit: true, flag: 'mx' }]]),
      { kind: 'ATTACH_PAD_AGREEMENT', region: 'canadaMexico', currency: 'MXN', accountId: 1 },
    ],
    [
      '3. the UK asks to authorise the Direct Debit Instruction',
      currencies(['GBP', [{ autoDebit: true, flag: 'uk' }]]),
      { kind: 'ATTACH_PAD_AGREEMENT', region: 'ukEu', currency: 'GBP', accountId: 1 },
    ],
    [
      '3. the USA needs no agreement',
      currencies(['USD', [{ autoDebit: true, flag: 'usa' }]]),
      null,
    ],
    [
      '3. a signed agreement leaves nothing to ask',
      currencies(['CAD', [{ ...pendingCanada, userAgreementId: 'ua_1' }]]),
      null,
    ],
    [
      '3. an agreement sent for signature minutes ago is left alone',
      currencies(['CAD', [{ ...pendingCanada, padRequestedAt: minutesAgo(3) }]]),
      null,
    ],
    [
      '3. an agreement request older than 5 minutes is asked for again',
      currencies(['CAD', [{ ...pendingCanada, padRequestedAt: minutesAgo(6) }]]),
      { kind: 'ATTACH_PAD_AGREEMENT', region: 'canadaMexico', currency: 'CAD', accountId: 1 },
    ],
  ] as const)('%s', (_name, data, expected) => {
    expect(autopayPrompt(data, now)).toEqual(expected);
  });
});
