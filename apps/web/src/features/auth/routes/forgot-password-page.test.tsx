// @vitest-environment jsdom
// Success texts come from the web catalogs, error texts from the server (apps/web/README.md):
// the forgot-password confirmation is the app's own words, whatever the server's answer says.
import { failWith, http } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import ForgotPasswordPage from './forgot-password-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['auth', 'password-recovery']);
});

async function ask(email: string) {
  const user = userEvent.setup();
  renderApp(<ForgotPasswordPage />);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot-password page texts', () => {
  it("confirms in the catalog's words, not the server's success message", async () => {
    server.use(
      http.post('/v2/web/user/forgot-password', ({ response }) =>
        response(200).json({ msg: 'A server wording the page must not show' }),
      ),
    );
    await ask('admin@demo.outlay.test');
    expect(
      await screen.findByText(
        'If an account exists for this email, we have sent it a link to reset the password.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('A server wording the page must not show')).toBeNull();
  });

  it("shows the server's error text when the request is refused", async () => {
    server.use(failWith('forgotPassword', 429, 'Too many requests. Try again in 60 seconds.'));
    await ask('admin@demo.outlay.test');
    expect(await screen.findByText('Too many requests. Try again in 60 seconds.')).toBeTruthy();
  });
});
