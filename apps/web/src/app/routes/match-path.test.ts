import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it.each([
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/x', false],
    ['/settings/security', '/settings/security', true],
    ['/bulk-payment-transactions/:id', '/bulk-payment-transactions/42', true],
    ['/bulk-payment-transactions/:id', '/bulk-payment-transactions', false],
    ['/capital/*', '/capital', true],
    ['/capital/*', '/capital/loans/1', true],
    ['/capital/*', '/capitalist', false],
    ['/settings/*', '/settings', true],
    ['/', '/', true],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toBe(expected);
  });
});
