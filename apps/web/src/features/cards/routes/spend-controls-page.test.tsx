// @vitest-environment jsdom
// /spend-controls (admin): the limit, period and categories new cards start with, by role.
import { http, spendControls } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { SpendControlsPage } from './spend-controls-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['cards']);
});

describe('SpendControlsPage', () => {
  it('shows each role and saves what an admin changed', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.put('/v2/web/cards/spend-controls', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(spendControls);
      }),
    );
    renderApp(<SpendControlsPage />);
    const employees = await screen.findByRole('region', { name: 'Employees' });
    const limit = within(employees).getByRole<HTMLInputElement>('textbox', {
      name: /Default spend limit/,
    });
    expect(limit.value).toBe('1000');
    await user.clear(limit);
    await user.type(limit, '750');
    await user.click(within(employees).getByRole('checkbox', { name: 'Travel' }));
    await user.click(screen.getByRole('button', { name: 'Save spend controls' }));
    expect(await screen.findByText('Spend controls are saved.')).toBeTruthy();
    expect(sent).toEqual({
      controls: [
        { role: 'admin', spendLimit: null, limitPeriod: 'monthly', allowedCategories: [] },
        { role: 'manager', spendLimit: 5000, limitPeriod: 'monthly', allowedCategories: [] },
        {
          role: 'employee',
          spendLimit: 750,
          limitPeriod: 'monthly',
          allowedCategories: ['Travel'],
        },
      ],
    });
  });
});
