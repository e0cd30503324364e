// @vitest-environment jsdom
// The card-order move (spec part 1 §4.2): an active cardholder with the start-physical-card
// flag meets no dialog and goes to /card-order at once. Its own file: the gates run once per
// page load.
import { adminUser, http, northwind, versions } from '@outlay/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import { gatesPassedInThisPage } from './gates-passed';
import { LoginGate } from './login-gate';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));
vi.stubGlobal('__APP_VERSION__', versions.appVersion);

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['login-gate']);
});

/** The app gives the gate the Primary Account Owner modal; these gates never open it. */
function NoOwnerDialog(): null {
  throw new Error('No test here meets the legal-representative gate.');
}

function NoChangePassword(): null {
  throw new Error('No test here meets the password gate.');
}

describe('the card-order gate', () => {
  it('moves an active cardholder with the start-physical-card flag to /card-order at once', async () => {
    server.use(
      http.get('/v2/web/user/load-user-profile', ({ response }) =>
        response(200).json({
          ...adminUser,
          passwordChangedStatus: 'DONE',
          isTermsAndConditionsAccepted: true,
          isPhoneVerified: true,
          startPhysicalCardCreationAfterLogin: true,
          cardHolderStatus: 'active',
        }),
      ),
      http.get('/v2/web/company/company-details', ({ response }) =>
        response(200).json({ ...northwind, legalRepresentativeConfirmed: true }),
      ),
    );
    window.history.replaceState(null, '', '/dashboard');
    renderApp(
      <LoginGate changePasswordDialog={NoChangePassword} primaryAccountOwnerDialog={NoOwnerDialog}>
        <h1>Dashboard</h1>
      </LoginGate>,
    );
    await waitFor(
      () => {
        expect(window.location.pathname).toBe('/card-order');
      },
      { timeout: 10_000 },
    );
    expect(gatesPassedInThisPage()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
