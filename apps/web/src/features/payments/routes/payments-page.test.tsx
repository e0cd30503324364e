// @vitest-environment jsdom
// /spei (issue 40): a saved recipient chosen, the spec's bank transfer messages, the review,
// the code asked for SEND_PAYMENT, the payment sent in minor units under one idempotency key,
// and its status.
import type { PaymentTransfer } from '@outlay/api-client';
import { http, mockRecipient } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationContext, type Verify } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { keepDraft, readDraft } from '../lib/payment-draft';
import { PaymentsPage } from './payments-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const recipient = mockRecipient;

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['payments']);
});

describe('the payments page', () => {
  it('pays a saved recipient by SPEI once, in centavos, behind a fresh code', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/v2/web/payments/account', ({ response }) =>
        response(200).json({
          currency: 'MXN',
          availableMinor: 1_000_000,
          limitMinor: null,
          rails: ['STP'],
        }),
      ),
      http.get('/v2/web/payments/recipients', ({ response }) =>
        response(200).json({ recipients: [recipient] }),
      ),
      http.post('/v2/web/payments/transfers', async ({ request, response }) => {
        const body = (await request.json()) as { idempotencyKey: string; amountMinor: number };
        sent.push(body);
        const transfer: PaymentTransfer = {
          id: body.idempotencyKey,
          entryId: 90_001,
          status: 'pending',
          rail: 'STP',
          amountMinor: body.amountMinor,
          currency: 'MXN',
          description: 'Factura 118',
          referenceNumber: '1234567',
          trackingKey: 'OUTLAY000000090001',
          recipient: {
            name: recipient.name,
            bankName: 'BBVA Bancomer',
            account: '012180000000000015',
          },
          createdAt: '2026-12-03T06:00:00.000Z',
          completedAt: null,
          failureReason: null,
        };
        return response(200).json(transfer);
      }),
      http.get('/v2/web/payments/transfers/{transferId}', ({ params, response }) =>
        response(200).json({
          id: params.transferId,
          entryId: 90_001,
          status: 'completed',
          rail: 'STP',
          amountMinor: 150_050,
          currency: 'MXN',
          description: 'Factura 118',
          referenceNumber: '1234567',
          trackingKey: 'OUTLAY000000090001',
          recipient: {
            name: recipient.name,
            bankName: 'BBVA Bancomer',
            account: '012180000000000015',
          },
          createdAt: '2026-12-03T06:00:00.000Z',
          completedAt: '2026-12-03T06:00:20.000Z',
          failureReason: null,
        }),
      ),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    const user = userEvent.setup();
    renderApp(
      <VerificationContext value={verify}>
        <PaymentsPage spei />
      </VerificationContext>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `Pay ${recipient.name}` }));

    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '0');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Factura 118');
    await user.type(screen.getByRole('textbox', { name: /^Reference number/ }), '0123');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect((await screen.findAllByText('Amount should be greater than 0.')).length).toBeGreaterThan(
      0,
    );
    expect(
      screen.getAllByText('Reference number can be numeric only and can not be start with 0')
        .length,
    ).toBeGreaterThan(0);

    await user.clear(screen.getByRole('textbox', { name: /^Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1500.50');
    await user.clear(screen.getByRole('textbox', { name: /^Reference number/ }));
    await user.type(screen.getByRole('textbox', { name: /^Reference number/ }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText(`Recipient: ${recipient.name}`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    expect(await screen.findByText(`Payment to ${recipient.name} sent`)).toBeTruthy();
    expect(verify).toHaveBeenCalledWith({ actionType: 'SEND_PAYMENT' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipientId: 7,
      amountMinor: 150_050,
      currency: 'MXN',
      description: 'Factura 118',
      referenceNumber: '1234567',
    });
    expect((await screen.findAllByText('Completed')).length).toBeGreaterThan(0);
  });

  it('/spei-review opens the kept draft at its review, and Edit goes back to what was entered', async () => {
    server.use(
      http.get('/v2/web/payments/account', ({ response }) =>
        response(200).json({
          currency: 'MXN',
          availableMinor: 1_000_000,
          limitMinor: null,
          rails: ['STP'],
        }),
      ),
    );
    keepDraft({
      recipient,
      amount: '1500.50',
      description: 'Factura 118',
      referenceNumber: '1234567',
      transferCurrency: 'MXN',
    });
    const user = userEvent.setup();
    renderApp(
      <VerificationContext value={vi.fn<Verify>(() => Promise.resolve(null))}>
        <PaymentsPage spei review />
      </VerificationContext>,
    );
    expect(await screen.findByText(`Recipient: ${recipient.name}`)).toBeTruthy();
    expect(screen.getByText('Reference number: 1234567')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Amount/ }).value).toBe(
      '1500.50',
    );
    expect(readDraft()?.description).toBe('Factura 118');
  });
});
