// @vitest-environment jsdom
// "Single sign-on" in Security settings (issue 42): new details are saved only after Test
// connection succeeds in its window, and behind a fresh code.
import { http, northwind } from '@outlay/api-client/mocks';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationContext, type Verify } from '@/lib/verification';
import { SSO_TEST_MESSAGE } from '@/lib/sso-test-message';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { SingleSignOnSection } from './single-sign-on-section';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['account-security']);
});

describe('Security settings, "Single sign-on"', () => {
  it('saves new provider details only after Test connection succeeds, behind a fresh code', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(
      http.get('/v2/web/company/company-details', ({ response }) =>
        response(200).json({ ...northwind, hasSSOFeatureEnabled: true }),
      ),
      http.put('/v2/web/company/sso-settings', async ({ request, response }) => {
        saved.push(await request.json());
        return response(200).json({
          provider: 'okta',
          oktaDomain: 'summit-trail.okta.com',
          enforced: false,
          recoveryAdminEmail: null,
          issuer: 'https://summit-trail.okta.com',
          clientId: 'new-client',
          clientSecretSet: true,
          redirectUri: 'http://localhost/client/sso/callback',
        });
      }),
    );
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    renderApp(
      <VerificationContext value={verify}>
        <SingleSignOnSection />
      </VerificationContext>,
    );
    const clientId = await screen.findByRole('textbox', { name: /Client id/ });
    await user.clear(clientId);
    await user.type(clientId, 'new-client');
    expect(screen.getByText(/A client secret is set/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Test the connection before saving/)).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await vi.waitFor(() => {
      expect(popup.location.href).toContain('/sandbox/oidc/okta/auth');
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: SSO_TEST_MESSAGE, ok: true, testId: 'mock-test', email: 'a@b.test' },
        }),
      );
    });
    expect(await screen.findByText(/The connection works: a@b.test signed in/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(verify).toHaveBeenCalledWith({ actionType: 'CHANGE_SSO_SETTINGS' });
    expect(saved).toEqual([
      {
        provider: 'okta',
        enforced: false,
        actionCode: 'a'.repeat(43),
        connectionTestId: 'mock-test',
      },
    ]);
  });
});
