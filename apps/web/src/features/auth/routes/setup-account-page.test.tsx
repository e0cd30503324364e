// @vitest-environment jsdom
// The invitation link from the email: checked before anything is typed (issue 14).
import { failWith, http } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import SetupAccountPage from './setup-account-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['auth', 'password-recovery']);
});

const token = 'a'.repeat(43);
const asked: unknown[] = [];

function open(search: string, state?: 'CREATED' | 'COMPLETED' | 'EXPIRED') {
  asked.length = 0;
  if (state) {
    server.use(
      http.post('/v2/web/user/invite-validity', async ({ request, response }) => {
        asked.push(await request.json());
        return response(200).json({ state });
      }),
    );
  }
  const location = memoryLocation({ path: `/setup-account?${search}` });
  renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SetupAccountPage />
    </Router>,
  );
}

const query = (email: string) => new URLSearchParams({ email, token }).toString();

describe('the invitation link', () => {
  it('says an expired link has expired and what to do, with no field to type in', async () => {
    open(query('new.hire@northwind.test'), 'EXPIRED');
    expect(
      await screen.findByText('This link seems to be expired or invalid.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(/Ask an admin of your company to send your invitation again/),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(asked).toEqual([{ email: 'new.hire@northwind.test', token }]);
  });

  it('says a used link was used, and offers to sign in or reset the password', async () => {
    open(query('new.hire@northwind.test'), 'COMPLETED');
    expect(
      await screen.findByText('This invitation has already been used.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset my password' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('leads a live link on to the code step, the address filled in', async () => {
    open(query('new.hire@northwind.test'), 'CREATED');
    const email = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 });
    expect(email).toHaveProperty('value', 'new.hire@northwind.test');
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeTruthy();
    expect(screen.queryByText('This link seems to be expired or invalid.')).toBeNull();
  });

  it('treats a token altered on its way (refused by the contract) as an invalid link', async () => {
    server.use(failWith('getInviteValidity', 400, 'token must match pattern'));
    open(new URLSearchParams({ email: 'new.hire@northwind.test', token: 'short!' }).toString());
    expect(
      await screen.findByText('This link seems to be expired or invalid.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });

  it('asks nothing when opened without a link, and shows the form', async () => {
    open('email=new.hire%40northwind.test', 'EXPIRED');
    expect(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
