// @vitest-environment jsdom
// /rewards (issue 35): the cashback available and pending, the rates, the referral link to
// copy, the redemptions and the history; Apply to statement behind a fresh code, and a
// pending statement credit cancelled; the companies referred with what each still needs.
// Loading, empty and error states.
import type { ApplyRewardsRequest, Rewards } from '@outlay/api-client';
import { failWith, http, pendingRedemption, rewardsFixture } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationContext, type Verify } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { RewardsPage } from './rewards-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'rewards', 'verification']);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the rewards page', () => {
  it('shows the balance, what the cycle is earning, the rates and the history', async () => {
    renderApp(<RewardsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    expect(await screen.findByText('$482.10 USD')).toBeTruthy();
    expect(screen.getByText('$31.50 USD')).toBeTruthy();
    expect(screen.getByText('Travel')).toBeTruthy();
    expect(screen.getByText('3%')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Cashback earned Dec 01, 2025 – Dec 31, 2025')).toBeTruthy();
    expect(within(history).getByText('-$123.45 USD')).toBeTruthy();
    const redemptions = screen.getByRole('list', { name: 'Redemptions' });
    expect(within(redemptions).getByText('Applied')).toBeTruthy();
  });

  it('lists the companies referred, each with its state and what it still needs', async () => {
    renderApp(<RewardsPage />);
    const referred = await screen.findByRole('list', { name: 'Companies referred' });
    expect(within(referred).getByText('Harbor & Pine Studio')).toBeTruthy();
    expect(within(referred).getByText('Approved')).toBeTruthy();
    expect(
      within(referred).getByText(
        'Before your $500.00 USD credit is paid: it spends $3,750.00 USD more on its cards.',
      ),
    ).toBeTruthy();
    expect(within(referred).getByText('Credit paid')).toBeTruthy();
    expect(
      within(referred).getByText('Your $500.00 USD referral credit was paid on Oct 15, 2025.'),
    ).toBeTruthy();
  });

  it('copies the referral link', async () => {
    const user = userEvent.setup();
    const copyText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    renderApp(<RewardsPage copyText={copyText} />);
    await user.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    expect(copyText).toHaveBeenCalledWith('https://outlay.test/r/NORTHWIND100');
    expect(await screen.findByText('Referral link copied.')).toBeTruthy();
  });

  it('applies another amount to the statement behind a fresh code, refusing more than is available', async () => {
    const user = userEvent.setup();
    let applied: ApplyRewardsRequest | null = null;
    server.use(
      http.post('/v2/web/rewards/apply', async ({ request, response }) => {
        const body = await request.json();
        applied = body;
        return response(202).json({ ...pendingRedemption, amount: body.amount });
      }),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    renderApp(
      <VerificationContext value={verify}>
        <RewardsPage />
      </VerificationContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Apply to statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply cashback' });
    await user.click(within(dialog).getByRole('radio', { name: 'Another amount' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to apply (USD)' });
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Apply $500.00 USD' }));
    expect(
      await within(dialog).findAllByText('Enter at most your available cashback, $482.10 USD.'),
    ).not.toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '100.50');
    await user.click(within(dialog).getByRole('button', { name: 'Apply $100.50 USD' }));
    expect(
      await within(dialog).findAllByText(/\$100\.50 USD is on its way to your open statement/),
    ).not.toHaveLength(0);
    expect(verify).toHaveBeenCalledWith({ actionType: 'REDEEM_REWARDS' });
    expect(applied).toEqual({
      amount: 10_050,
      destination: 'statement',
      actionCode: 'a'.repeat(43),
    });
  });

  it('cancels a statement credit still pending', async () => {
    const user = userEvent.setup();
    let rewards: Rewards = { ...rewardsFixture, redemptions: [pendingRedemption] };
    const cancelled: number[] = [];
    server.use(
      http.get('/v2/web/rewards', ({ response }) => response(200).json(rewards)),
      http.post('/v2/web/rewards/redemption/{redemptionId}/cancel', ({ params, response }) => {
        cancelled.push(Number(params.redemptionId));
        const done = {
          ...pendingRedemption,
          status: 'cancelled' as const,
          settledAt: '2026-01-05T10:00:01.000Z',
        };
        rewards = { ...rewards, redemptions: [done] };
        return response(200).json(done);
      }),
    );
    renderApp(<RewardsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Cancel, $123.45 USD to the statement' }),
    );
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(cancelled).toEqual([pendingRedemption.id]);
    expect(screen.queryByRole('button', { name: /^Cancel, / })).toBeNull();
  });

  it('says when there is no cashback yet, and when the rewards could not be read', async () => {
    server.use(
      http.get('/v2/web/rewards', ({ response }) =>
        response(200).json({
          ...rewardsFixture,
          available: 0,
          earned: 0,
          history: [],
          redemptions: [],
          referrals: [],
        }),
      ),
    );
    const { unmount } = renderApp(<RewardsPage />);
    expect(await screen.findByText('No cashback yet')).toBeTruthy();
    expect(screen.getByText('No company has signed up with your referral link yet.')).toBeTruthy();
    unmount();
    server.use(failWith('getRewards', 404, 'The rewards service is away.'));
    renderApp(<RewardsPage />);
    expect(await screen.findByText('Your rewards could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The rewards service is away.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
