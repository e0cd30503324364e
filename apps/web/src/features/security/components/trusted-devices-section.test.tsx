// @vitest-environment jsdom
// The trusted devices on /settings/security (issue 21): each browser named from its user agent,
// when it was trusted and last used, this one marked; revoking one; "Sign out everywhere" asks
// first, then ends every session and trust and leaves this one.
import { http } from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { TrustedDevicesSection } from './trusted-devices-section';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));
const leaveSession = vi.hoisted(() => vi.fn());
vi.mock('@/session/sign-out', () => ({ leaveSession }));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['account-security']);
});

const list = () => screen.findByRole('list', { name: 'Trusted devices' });

describe('TrustedDevicesSection', () => {
  it('lists each device by browser and system, this one marked', async () => {
    renderApp(<TrustedDevicesSection />);
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome on macOSThis deviceTrusted on .+\. Last used on .+\./),
      expect.stringMatching(/^Firefox on WindowsTrusted on .+\. Not used to sign in since\./),
    ]);
  });

  it('stops trusting a device and says so', async () => {
    const user = userEvent.setup();
    renderApp(<TrustedDevicesSection />);
    await user.click(
      await screen.findByRole('button', { name: 'Stop trusting Firefox on Windows' }),
    );
    await waitFor(() => {
      expect(
        within(screen.getByRole('list', { name: 'Trusted devices' })).getAllByRole('listitem'),
      ).toHaveLength(1);
    });
    expect(screen.queryByRole('button', { name: 'Stop trusting Firefox on Windows' })).toBeNull();
  });

  it('says so when no device is trusted', async () => {
    server.use(
      http.get('/v2/web/user/trusted-devices', ({ response }) =>
        response(200).json({ devices: [] }),
      ),
    );
    renderApp(<TrustedDevicesSection />);
    await screen.findByText(/No device is trusted/);
  });

  it('asks before signing out everywhere, then leaves this session', async () => {
    const user = userEvent.setup();
    renderApp(<TrustedDevicesSection />);
    await list();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    within(dialog).getByText(/this one included, and no device will be trusted any more/);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => {
      expect(leaveSession).toHaveBeenCalledTimes(1);
    });
  });
});
