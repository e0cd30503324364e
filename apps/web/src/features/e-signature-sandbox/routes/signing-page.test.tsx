// @vitest-environment jsdom
import { padEnvelopeId, resetBankingMocks } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiClient } from '@/lib/api-client';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import SigningPage from './signing-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

startMockServer();
beforeAll(async () => {
  await prepareApp(['e-signature']);
});
afterEach(() => {
  resetBankingMocks();
});

/** Billing asks for the signature (Maple Ridge's PAD agreement), then the page opens. */
async function openSigningPage() {
  await apiClient.POST('/v2/web/bank/user-agreement', { body: { accountId: 1 } });
  const location = memoryLocation({ path: `/sandbox/e-signature/${padEnvelopeId}`, record: true });
  renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SigningPage envelopeId={padEnvelopeId} />
    </Router>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Pre-Authorized Debit (PAD) Agreement' });
  return { user: userEvent.setup(), location };
}

describe('the e-signature sandbox’s signing page', () => {
  it('signs with a typed name and consent, then sends the signer to /ds-success', async () => {
    const { user, location } = await openSigningPage();
    expect(screen.getByText('Maple Ridge Outfitters Ltd.')).toBeTruthy();
    expect(screen.getByText('Signer: Liam Tremblay')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findAllByText('Type your full name to sign.')).not.toHaveLength(0);
    expect(screen.getAllByText('Agree to sign electronically to continue.')).not.toHaveLength(0);
    expect(location.history.at(-1)).toBe(`/sandbox/e-signature/${padEnvelopeId}`);

    await user.type(
      screen.getByRole('textbox', { name: 'Type your full name to sign' }),
      'Liam Tremblay',
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'I agree to sign this document electronically.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await vi.waitFor(() => {
      expect(location.history.at(-1)).toBe(`/ds-success?envelope=${padEnvelopeId}`);
    });
  });

  it('declines after a confirmation, or is left without deciding', async () => {
    const { user, location } = await openSigningPage();
    expect(
      screen.getByRole('link', { name: 'Leave without signing' }).getAttribute('href'),
    ).toMatch(/\/billing\?step=sign&account=1&signing=left$/);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Decline to sign?' });
    await user.type(
      within(confirm).getByRole('textbox', { name: 'Reason (optional)' }),
      'Wrong account',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() => {
      expect(location.history.at(-1)).toBe('/billing?step=sign&account=1&signing=declined');
    });
  });

  it('says so when the link is expired or invalid', async () => {
    const location = memoryLocation({ path: '/sandbox/e-signature/x' });
    renderApp(
      <Router hook={location.hook}>
        <SigningPage envelopeId="00000000-0000-4000-8000-000000000000" />
      </Router>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This document cannot be opened' }),
    ).toBeTruthy();
    expect(screen.getByText('This link seems to be expired or invalid.')).toBeTruthy();
  });
});
