// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveSession } from './sign-out';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('leaving the session', () => {
  it("forgets the sign-up wizard's unsaved drafts (the server keeps the application)", () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    sessionStorage.setItem('outlay.signUp.companyForm', '{"legalName":"La Esperanza"}');
    sessionStorage.setItem('outlay.signUp.bankAccounts', '{"bankLocation":"MX"}');
    sessionStorage.setItem('outlay.tabId', 'kept');
    leaveSession();
    expect(sessionStorage.getItem('outlay.signUp.companyForm')).toBeNull();
    expect(sessionStorage.getItem('outlay.signUp.bankAccounts')).toBeNull();
    expect(sessionStorage.getItem('outlay.tabId')).toBe('kept');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
