// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, type DashboardView } from '../model/view-state';
import { prepareApp, renderApp } from '@/testing/render-app';
import { FilterPopover } from './filter-popover';
import { dashboardFilters, http } from '@outlay/api-client/mocks';
import { startMockServer } from '@/testing/mock-server';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['dashboard']);
});

function renderFilter(view: Partial<DashboardView> = {}) {
  const onApply = vi.fn();
  renderApp(<FilterPopover view={{ ...DEFAULT_VIEW, ...view }} onApply={onApply} />);
  return onApply;
}

const cardsGroup = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Cards' });

describe('the Filter popover', () => {
  it('lists 25 cards, loads more, and applies the choices together', async () => {
    const user = userEvent.setup();
    const onApply = renderFilter();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => {
      expect(within(cardsGroup(dialog)).getAllByRole('checkbox')).toHaveLength(25);
    });
    expect(within(dialog).getByRole('group', { name: 'Card Type' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Users' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Load more cards' }));
    await waitFor(() => {
      expect(within(cardsGroup(dialog)).getAllByRole('checkbox')).toHaveLength(30);
    });
    expect(within(dialog).queryByRole('button', { name: 'Load more cards' })).toBeNull();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Virtual' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Receipt Attached' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Travel 1 •1000/ }));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      cardTypes: ['virtual'],
      users: [],
      cards: [1],
      receiptAttached: true,
      receiptNotAttached: false,
    });
    // Thirty checkboxes take jsdom a while when every test file runs at once.
  }, 60_000);

  it('counts the filters on in its badge and its name', () => {
    renderFilter({ cardTypes: ['virtual'], receiptNotAttached: true });
    const button = screen.getByRole('button', { name: 'Filter 2, filters on' });
    expect(within(button).getByText('2')).toBeTruthy();
  });

  it("shows a cardId link's card ticked even when it is not on the first page", async () => {
    const user = userEvent.setup();
    renderFilter({ cards: [27] });
    await user.click(screen.getByRole('button', { name: 'Filter 1, filter on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const card = await within(dialog).findByRole('checkbox', { name: /^.* 27 •1026/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    // It is listed once, first, even after the page that holds it has loaded.
    await user.click(within(dialog).getByRole('button', { name: 'Load more cards' }));
    await waitFor(() => {
      expect(within(cardsGroup(dialog)).getAllByRole('checkbox')).toHaveLength(30);
    });
    expect(within(dialog).getAllByRole('checkbox', { name: /^.* 27 •1026/ })).toHaveLength(1);
  }, 60_000);

  it('leaves the view as it was when closed without Apply', async () => {
    const user = userEvent.setup();
    const onApply = renderFilter();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Physical' }));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    });
    expect(onApply).not.toHaveBeenCalled();
  });

  it('tells two people of one name apart by email and role, and selects all users', async () => {
    server.use(
      http.get('/v2/web/dashboard/filters', ({ response }) =>
        response(200).json({
          ...dashboardFilters,
          users: [
            {
              id: '3b1f0c52-8d0e-4b53-9a43-0a6f1f0f2001',
              firstName: 'Noah',
              lastName: 'Patel',
              email: 'noah.patel@demo.outlay.test',
              role: 'manager',
            },
            {
              id: '3b1f0c52-8d0e-4b53-9a43-0a6f1f0f2002',
              firstName: 'Noah',
              lastName: 'Patel',
              email: 'noah.p@demo.outlay.test',
              role: 'employee',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    const onApply = renderFilter();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const users = await within(dialog).findByRole('group', { name: 'Users' });
    expect(within(users).getAllByRole('checkbox')).toHaveLength(3);
    for (const name of [
      'Noah Patel, Manager, noah.patel@demo.outlay.test',
      'Noah Patel, Employee, noah.p@demo.outlay.test',
    ]) {
      expect(within(users).getByRole('checkbox', { name })).toBeTruthy();
    }
    await user.click(within(users).getByRole('checkbox', { name: 'Select all users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        users: ['3b1f0c52-8d0e-4b53-9a43-0a6f1f0f2001', '3b1f0c52-8d0e-4b53-9a43-0a6f1f0f2002'],
      }),
    );
  }, 60_000);

  it("marks each card with its holder and the holder's role", async () => {
    const user = userEvent.setup();
    renderFilter();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const card = await within(cardsGroup(dialog)).findByRole('checkbox', {
      name: 'Travel 1 •1000, Employee, Ethan Brooks',
    });
    expect(card).toBeTruthy();
  }, 60_000);
});
