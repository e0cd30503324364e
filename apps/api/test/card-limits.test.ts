// The limit a non-admin's new card may have: within their role's spend control (issue 43 #2).
import { describe, expect, it } from 'vitest';
import { limitWithinControl } from '../src/cards/holder-limits.js';

describe("a non-admin's card limit against their role's spend control", () => {
  const monthly = { spendLimit: 1000, limitPeriod: 'monthly' } as const;
  const lifetime = { spendLimit: 1000, limitPeriod: 'lifetime' } as const;

  it.each([
    [
      'as asked, under a monthly control',
      { spendLimit: 400, limitPeriod: 'monthly' },
      monthly,
      { spendLimit: 400, limitPeriod: 'monthly' },
    ],
    [
      'lifetime under a monthly control (stricter)',
      { spendLimit: 1000, limitPeriod: 'lifetime' },
      monthly,
      { spendLimit: 1000, limitPeriod: 'lifetime' },
    ],
    [
      'lifetime under a lifetime control',
      { spendLimit: 999.99, limitPeriod: 'lifetime' },
      lifetime,
      { spendLimit: 999.99, limitPeriod: 'lifetime' },
    ],
    ['left out: the control', { limitPeriod: 'monthly' }, monthly, monthly],
    [
      'left out, lifetime asked: the control, lifetime',
      { limitPeriod: 'lifetime' },
      monthly,
      lifetime,
    ],
    ['left out under a lifetime control: lifetime', { limitPeriod: 'monthly' }, lifetime, lifetime],
    [
      'any limit where the role has none',
      { spendLimit: 5000, limitPeriod: 'monthly' },
      { spendLimit: null, limitPeriod: 'monthly' },
      { spendLimit: 5000, limitPeriod: 'monthly' },
    ],
    [
      'no limit where the role has none',
      { limitPeriod: 'monthly' },
      { spendLimit: null, limitPeriod: 'monthly' },
      { spendLimit: null, limitPeriod: 'monthly' },
    ],
  ] as const)('%s', (_name, request, control, expected) => {
    expect(limitWithinControl(request, control, 'USD')).toEqual(expected);
  });

  it.each([
    ['a higher amount', { spendLimit: 1_000_000_000, limitPeriod: 'monthly' }, monthly],
    ['a cent more', { spendLimit: 1000.01, limitPeriod: 'lifetime' }, monthly],
    ['monthly under a lifetime control', { spendLimit: 10, limitPeriod: 'monthly' }, lifetime],
  ] as const)('refuses %s', (_name, request, control) => {
    expect(limitWithinControl(request, control, 'USD')).toBeNull();
  });
});
