// @vitest-environment jsdom
// The login gate over the signed-in page (spec part 1 §4.1, §4.2): its dialogs in order, a
// failing call that keeps the user at its gate with the error, the terms dialogs, and a gate
// passed once per page. The gates run once per page load, so the test that passes every gate
// runs last.
import type { Company, LoggedInUser } from '@outlay/api-client';
import {
  adminUser,
  clickwrapAgreementConfig,
  failWith,
  http,
  northwind,
  versions,
} from '@outlay/api-client/mocks';
import type { paoMachine } from '@outlay/machines/pao/pao.machine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { prepareApp, renderApp } from '@/testing/render-app';
import { LoginGate } from './login-gate';
import { startMockServer } from '@/testing/mock-server';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));
// Vite defines the running app's version at build time; the version check compares it with
// the served one, which is the same here (no reload).
vi.stubGlobal('__APP_VERSION__', versions.appVersion);

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['login-gate']);
});

function signedInAs(user: Partial<LoggedInUser>, company: Partial<Company> = {}) {
  server.use(
    http.get('/v2/web/user/load-user-profile', ({ response }) =>
      response(200).json({ ...adminUser, ...user }),
    ),
    http.get('/v2/web/company/company-details', ({ response }) =>
      response(200).json({ ...northwind, ...company }),
    ),
  );
}

/** A gate's dialog: the first one waits for its lazily loaded code, so it gets time. */
const findDialog = (name: string | RegExp) =>
  screen.findByRole('dialog', { name }, { timeout: 10_000 });

/** The app gives the gate the Change Password modal; these gates never open it. */
function NoChangePassword(): null {
  throw new Error('No test here meets the password gate.');
}

/**
 * The app gives the gate the Team page's Primary Account Owner modal; here a stand-in that
 * names itself and closes the PAO flow the gate runs without a change (the modal itself is
 * tested with the Team page).
 */
function OwnerDialog({ actor }: { actor: ActorRefFrom<typeof paoMachine> }) {
  return (
    <div role="dialog" aria-label="Primary Account Owner">
      <button
        type="button"
        onClick={() => {
          actor.send({ type: 'pao.cancelled' });
        }}
      >
        Close
      </button>
    </div>
  );
}

function gate(start?: boolean) {
  return (
    <LoginGate
      start={start}
      changePasswordDialog={NoChangePassword}
      primaryAccountOwnerDialog={OwnerDialog}
    >
      <h1>Dashboard</h1>
    </LoginGate>
  );
}

function renderGate() {
  const user = userEvent.setup();
  const view = renderApp(gate());
  return { user, ...view };
}

describe('the login gate', () => {
  it('waits until the app says the page is drawn, then opens the gate that is due', async () => {
    signedInAs({ isTermsAndConditionsAccepted: false });
    const view = renderApp(gate(false));
    expect(screen.getByRole('heading', { name: 'Dashboard' }));
    // Everything the gate would read has had time to arrive: still no gate.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(gate(true));
    expect(await findDialog('Terms consent'));
  });

  it('keeps the user at the expiration prompt, with the error, when dismissing fails', async () => {
    signedInAs({ passwordChangedStatus: 'NO' });
    server.use(failWith('updatePasswordChangedStatus', 409, 'The status could not be saved.'));
    const { user } = renderGate();
    expect(screen.getByRole('heading', { name: 'Dashboard' }));
    const dialog = await findDialog('Password expiration');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText('The status could not be saved.'));
    expect(screen.getByRole('dialog', { name: 'Password expiration' }));
  });

  it('shows in-house terms as Terms consent: a PDF card per document, the checkbox, I Agree', async () => {
    signedInAs({ isTermsAndConditionsAccepted: false });
    server.use(failWith('acceptTerms', 409, 'Please agree to every document.'));
    const { user } = renderGate();
    const dialog = await findDialog('Terms consent');
    const view = await within(dialog).findByRole('link', {
      name: 'View PDF: Platform Agreement (opens in a new tab)',
    });
    expect(new URL(view.getAttribute('href') ?? '').pathname).toBe(
      '/api/legal/documents/platform-agreement.pdf',
    );
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    const agree = within(dialog).getByRole('button', { name: 'I Agree' });
    expect(agree).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(agree);
    expect(await within(dialog).findByText('Please agree to every document.'));
    expect(screen.getByRole('dialog', { name: 'Terms consent' }));
  });

  it('shows the click-wrap contract modal, which cannot be closed', async () => {
    signedInAs({ isTermsAndConditionsAccepted: false, agreementProvider: 'clickwrap' });
    server.use(
      http.get('/v2/web/user/agreement-config', ({ response }) =>
        response(200).json(clickwrapAgreementConfig),
      ),
    );
    const { user } = renderGate();
    const dialog = await findDialog('Terms consent: review and sign the contracts');
    expect(await within(dialog).findAllByRole('link', { name: /^View PDF: / })).not.toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: /^Terms consent/ }));
  });

  it('keeps the admin at the legal representative confirmation, with the error, when it fails', async () => {
    signedInAs({}, { legalRepresentativeConfirmed: false });
    server.use(failWith('confirmLegalRepresentative', 400, 'The answer could not be saved.'));
    const { user } = renderGate();
    const dialog = await findDialog('Legal representative confirmation');
    expect(within(dialog).getByText(new RegExp(northwind.name)));
    await user.click(
      within(dialog).getByRole('button', { name: 'Yes, I am the legal representative' }),
    );
    expect(await within(dialog).findByText('The answer could not be saved.'));
  });

  it('opens the Primary Account Owner modal when someone else is the legal representative', async () => {
    signedInAs({}, { legalRepresentativeConfirmed: false });
    const confirmed: unknown[] = [];
    server.use(
      http.post('/v2/web/company/confirm-legal-representative', async ({ request, response }) => {
        confirmed.push(await request.json());
        return response(200).json({
          legalRepresentative: false,
          legalRepresentativeConfirmed: true,
        });
      }),
    );
    const { user } = renderGate();
    const legal = await findDialog('Legal representative confirmation');
    await user.click(within(legal).getByRole('button', { name: 'No, someone else is' }));
    const owner = await findDialog('Primary Account Owner');
    expect(screen.queryByRole('dialog', { name: 'Legal representative confirmation' })).toBeNull();
    expect(confirmed).toEqual([]);
    // Closed without naming anyone: the question must still be answered.
    await user.click(within(owner).getByRole('button', { name: 'Close' }));
    expect(await findDialog('Legal representative confirmation')).toBeTruthy();
  });

  it('runs the gates in order, then lets the user through for the rest of the page', async () => {
    signedInAs({ isTermsAndConditionsAccepted: false }, { legalRepresentativeConfirmed: false });
    const confirmed: unknown[] = [];
    server.use(
      http.post('/v2/web/company/confirm-legal-representative', async ({ request, response }) => {
        confirmed.push(await request.json());
        return response(200).json({
          legalRepresentative: true,
          legalRepresentativeConfirmed: true,
        });
      }),
    );
    const { user, unmount } = renderGate();
    const terms = await findDialog('Terms consent');
    expect(screen.queryByRole('dialog', { name: 'Legal representative confirmation' })).toBeNull();
    await user.click(await within(terms).findByRole('checkbox'));
    await user.click(within(terms).getByRole('button', { name: 'I Agree' }));
    const legal = await findDialog('Legal representative confirmation');
    await user.click(
      within(legal).getByRole('button', { name: 'Yes, I am the legal representative' }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(confirmed).toEqual([
      { userId: adminUser.userId, companyId: northwind.id, isAdminLegalRepresentative: true },
    ]);

    unmount();
    renderGate();
    expect(screen.getByRole('heading', { name: 'Dashboard' }));
    // Give a returning gate every chance to show itself: it must not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
