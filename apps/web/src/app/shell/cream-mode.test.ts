import { describe, expect, it } from 'vitest';
import { creamModeOf } from './cream-mode';

describe('cream-user mode', () => {
  it.each([
    ['', null],
    ['mode=full', null],
    ['mode=cream', { backTo: '/dashboard', backLabel: 'shell.cream.backToDashboard' }],
    [
      'mode=cream&redirect=external-accounts',
      { backTo: '/wallet?tab=external-accounts', backLabel: 'shell.cream.backToExternalAccounts' },
    ],
    [
      'mode=cream&redirect=elsewhere',
      { backTo: '/dashboard', backLabel: 'shell.cream.backToDashboard' },
    ],
    ['redirect=external-accounts', null],
  ])('?%s gives %j', (search, expected) => {
    expect(creamModeOf(search)).toEqual(expected);
  });
});
