// @vitest-environment jsdom
// The phone gate's closing toast (spec part 1 §8, part 2 §8): a success is titled "Success",
// not "Information". Its own file: the gates run once per page load.
import type { LoggedInUser } from '@outlay/api-client';
import { adminUser, http, northwind, phoneNonPersonal, versions } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import { LoginGate } from './login-gate';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));
vi.stubGlobal('__APP_VERSION__', versions.appVersion);

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['login-gate', 'verification']);
});

const withPersonalPhone: LoggedInUser = {
  ...adminUser,
  phoneNumber: '4155550195',
  countryCallingCode: '+1',
  isPhoneVerified: false,
  isPhoneNumberPersonal: true,
  isPhoneVerificationDisabledByMaxAttempts: false,
};

/** The app gives the gate the Primary Account Owner modal; these gates never open it. */
function NoOwnerDialog(): null {
  throw new Error('No test here meets the legal-representative gate.');
}

function NoChangePassword(): null {
  throw new Error('No test here meets the password gate.');
}

describe('the phone gate', () => {
  it('closes "This is not my phone number" with a toast titled Success', async () => {
    server.use(
      http.get('/v2/web/user/load-user-profile', ({ response }) =>
        response(200).json(withPersonalPhone),
      ),
      http.get('/v2/web/company/company-details', ({ response }) => response(200).json(northwind)),
    );
    const user = userEvent.setup();
    renderApp(
      <LoginGate changePasswordDialog={NoChangePassword} primaryAccountOwnerDialog={NoOwnerDialog}>
        <h1>Dashboard</h1>
      </LoginGate>,
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Verify your phone number' },
      { timeout: 10_000 },
    );
    await user.click(
      await within(dialog).findByRole('button', { name: 'This is not my phone number' }),
    );
    const toast = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(toast).getByText('Success'));
    expect(within(toast).getByText(phoneNonPersonal.msg));
    expect(within(toast).queryByText('Information')).toBeNull();
  });
});
