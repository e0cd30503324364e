// @vitest-environment jsdom
// The page the identity provider sends the browser back to: it hands the answer to the server
// once, shows a spinner meanwhile, and the server's words when it refuses.
import { adminUser, failWith, http, signedIn } from '@outlay/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/session/session-store';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import SsoCallbackPage from './sso-callback-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['auth']);
});
beforeEach(() => {
  sessionStore.signOut();
});

function openWith(search: string) {
  window.history.replaceState(null, '', `/client/sso/callback${search}`);
  renderApp(<SsoCallbackPage />);
}

describe('the SSO callback page', () => {
  it('says to start again when opened without the provider’s answer', async () => {
    openWith('');
    expect(await screen.findByRole('heading', { name: 'We could not sign you in' })).toBeTruthy();
    expect(screen.getByText(/needs the answer of your identity provider/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
  });

  it('sends the answer once, then signs in and leaves the code out of the address', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post('/v2/web/user/sso/callback', async ({ request, response }) => {
        seen.push(await request.json());
        return response(200).json(signedIn(adminUser));
      }),
    );
    openWith('?state=the-state&code=the-code');
    expect(await screen.findByRole('heading', { name: 'Signing you in' })).toBeTruthy();
    await waitFor(() => {
      expect(sessionStore.getStatus()).toBe('signedIn');
    });
    expect(seen).toEqual([{ state: 'the-state', code: 'the-code' }]);
    expect(window.location.search).toBe('');
  });

  it("shows the server's words when the sign-in is refused", async () => {
    server.use(
      failWith(
        'completeSingleSignOn',
        401,
        'There is no Outlay account for this email at your company. Ask an admin of your company to invite you.',
      ),
    );
    openWith('?state=s&error=access_denied');
    expect(await screen.findByText(/Ask an admin of your company to invite you/)).toBeTruthy();
    expect(sessionStore.getStatus()).toBe('signedOut');
  });
});
