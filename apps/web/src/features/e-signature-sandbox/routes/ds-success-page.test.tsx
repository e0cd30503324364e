// @vitest-environment jsdom
// /ds-success (issue 41): where the e-signature sandbox returns once a document is signed. It
// names the document, the signer and the day, says what comes next and leads back.
import { padEnvelopeId, resetBankingMocks } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiClient } from '@/lib/api-client';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { DsSuccessPage } from './ds-success-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

startMockServer();
beforeAll(async () => {
  await prepareApp(['e-signature']);
});
afterEach(() => {
  resetBankingMocks();
});

function open(path: string) {
  const location = memoryLocation({ path, record: true });
  renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DsSuccessPage />
    </Router>,
  );
}

describe('the e-signature success page', () => {
  it('says what was signed, by whom, what comes next, and leads back to billing', async () => {
    await apiClient.POST('/v2/web/bank/user-agreement', { body: { accountId: 1 } });
    await apiClient.POST('/v2/sandbox/e-signature/envelopes/{envelopeId}/complete', {
      params: { path: { envelopeId: padEnvelopeId } },
      body: { signature: 'Liam Tremblay', consent: true },
    });
    open(`/ds-success?envelope=${padEnvelopeId}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Document signed' })).toBeTruthy();
    expect(
      await screen.findByText('You signed the Pre-Authorized Debit (PAD) Agreement.'),
    ).toBeTruthy();
    expect(screen.getByText('Liam Tremblay')).toBeTruthy();
    expect(screen.getByText(/^What comes next: your AutoPay enrollment is complete/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toMatch(
      /\/billing\?step=sign&account=1&signing=completed$/,
    );
    expect(screen.getByRole('link', { name: 'See it in Documents' }).getAttribute('href')).toMatch(
      /\/document\?kind=agreement$/,
    );
  });

  it('still confirms the signature without an envelope in the address', () => {
    open('/ds-success');
    expect(screen.getByText(/^Your document was signed\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });
});
