// The browser ships only the compact access table (generated/access.ts); it must say what the
// full contract table says about each operation's credentials.
import { describe, expect, it } from 'vitest';
import { accessOf, operationAccess, operationInfo, type OperationAccess } from '../src/index';

function expectedAccess(security: readonly (readonly string[])[]): OperationAccess {
  const every = (scheme: string) =>
    security.length > 0 && security.every((names) => names.includes(scheme));
  const some = (scheme: string) => security.some((names) => names.includes(scheme));
  if (every('secretToken')) return 'token';
  if (some('secretToken')) return 'optional-token';
  if (some('driveApiKey')) return 'drive-key';
  return 'none';
}

describe('operation access', () => {
  const operations = Object.values(operationInfo);

  it.each(operations.map((info) => [info.operationId, info] as const))(
    '%s takes the credential its security names',
    (_id, info) => {
      expect(accessOf(info.method.toUpperCase(), info.path)).toBe(expectedAccess(info.security));
    },
  );

  it('lists exactly the contract operations', () => {
    expect(Object.keys(operationAccess).sort()).toEqual(
      operations.map((info) => `${info.method} ${info.path}`).sort(),
    );
  });

  it('knows nothing of paths outside the contract', () => {
    expect(accessOf('GET', '/v2/not-in-the-contract')).toBeUndefined();
    expect(accessOf('GET', 'constructor')).toBeUndefined();
  });
});
