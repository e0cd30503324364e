// @vitest-environment jsdom
import { adminUser, employeeUser, http } from '@outlay/api-client/mocks';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/session/session-store';
import { useUserProfile } from '@/session/use-user-profile';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { PermissionsChangedBanner } from './permissions-changed-banner';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell']);
});
afterEach(() => {
  sessionStore.signOut();
});

/** The shell's use of it: the role the profile says now. */
function ShellBanners() {
  const profile = useUserProfile();
  return profile.data ? (
    <>
      <p>Signed in as {profile.data.role}</p>
      <PermissionsChangedBanner role={profile.data.role} />
    </>
  ) : null;
}

function profileSays(role: 'admin' | 'employee') {
  const user = role === 'admin' ? adminUser : employeeUser;
  server.use(
    http.get('/v2/web/user/load-user-profile', ({ response }) => response(200).json(user)),
  );
}

describe('the permissions-changed banner (spec part 2 §6)', () => {
  it('says so, at once, when a refreshed session brings another role', async () => {
    sessionStore.signIn('token-1');
    profileSays('admin');
    renderApp(<ShellBanners />);
    await screen.findByText('Signed in as admin');
    expect(screen.queryByRole('alert')).toBeNull();

    // An admin made this person an employee; the server refused the old token and the page
    // refreshed it.
    profileSays('employee');
    act(() => {
      sessionStore.setToken('token-2');
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Your permissions has been changed, Please refresh the page.',
    );
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeTruthy();
  });

  it('stays away when a refresh brings the same role', async () => {
    sessionStore.signIn('token-1');
    profileSays('admin');
    renderApp(<ShellBanners />);
    await screen.findByText('Signed in as admin');
    let reads = 0;
    server.use(
      http.get('/v2/web/user/load-user-profile', ({ response }) => {
        reads += 1;
        return response(200).json(adminUser);
      }),
    );
    act(() => {
      sessionStore.setToken('token-2');
    });
    await vi.waitFor(() => {
      expect(reads).toBe(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
