// @vitest-environment jsdom
// A card's page (issue 19): its limit and period, the suspected-fraud message, freeze behind a
// fresh code naming the card, and its transactions opening the drawer the app passes in.
import { activeCard, fraudCard, http } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { VerificationContext, type Verify } from '@/lib/verification';
import { CardPage } from './card-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['cards']);
});

function renderCard(verify: Verify = vi.fn(() => Promise.resolve('a'.repeat(43)))) {
  renderApp(
    <VerificationContext value={verify}>
      <CardPage
        cardId={41}
        drawer={(props) => <p>{`Drawer of ${props.entry.type} ${String(props.entry.id)}`}</p>}
      />
    </VerificationContext>,
  );
  return verify;
}

/** Opens the card's controls dialog; `sent` is what Save sent, once it has. */
async function editControls(user: ReturnType<typeof userEvent.setup>) {
  let sent: unknown;
  server.use(
    http.put('/v2/web/cards/card/{cardId}/controls', async ({ request, response }) => {
      sent = await request.json();
      return response(200).json({ msg: 'Saved.', card: activeCard });
    }),
  );
  renderCard();
  await user.click(await screen.findByRole('button', { name: 'Edit limit and where it spends' }));
  const dialog = await screen.findByRole('dialog', { name: 'Limit and where it spends' });
  return { dialog, sent: () => sent };
}

describe('CardPage', () => {
  it('shows spend against the limit and the categories it may spend in', async () => {
    renderCard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client dinners ••7301' }),
    ).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'of $2,500.00 USD a month' })).toBeTruthy();
    expect(screen.getByText('Spends only in: Travel, Software.')).toBeTruthy();
  });

  it('freezes the card after a fresh code naming its last four digits', async () => {
    const user = userEvent.setup();
    const verify = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Freeze card' }));
    expect(verify).toHaveBeenCalledWith({ actionType: 'FREEZE_CARD', cardLastFourDigits: '7301' });
    expect(await screen.findByText('Card 7301 is frozen.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unfreeze card' })).toBeTruthy();
  });

  it("shows the spec's message on a card stopped for suspected fraud, with no unfreeze", async () => {
    server.use(
      http.get('/v2/web/cards/card/{cardId}', ({ response }) => response(200).json(fraudCard)),
    );
    renderCard();
    expect(
      await screen.findByText(
        'Your card has been inactivated by the provider because recent transactions were identified as suspected fraud. Please contact the provider to activate the card.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /freeze card/i })).toBeNull();
  });

  it("lets an admin change the card's limit, period and categories", async () => {
    const user = userEvent.setup();
    const { dialog, sent } = await editControls(user);
    const limit = within(dialog).getByRole('textbox', { name: /Spend limit/ });
    await user.clear(limit);
    await user.type(limit, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findAllByText('Enter an amount above 0 with at most two decimals.'),
    ).not.toHaveLength(0);
    await user.clear(limit);
    await user.type(limit, '900');
    await user.click(within(dialog).getByRole('radio', { name: 'Lifetime' }));
    expect(
      within(dialog).getByRole('radio', { name: 'Only in chosen merchant categories' }),
    ).toHaveProperty('checked', true);
    const chosen = within(dialog).getByRole('grid', { name: 'Categories this card may spend in' });
    const software = within(chosen).getByRole('row', { name: /Software/ });
    await user.click(within(software).getByRole('button', { name: /Remove/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The card's limit and controls are saved.")).toBeTruthy();
    expect(sent()).toEqual({
      spendLimit: 900,
      limitPeriod: 'lifetime',
      limitScope: 'merchant-category',
      allowedMerchantIds: [],
      allowedCategories: ['Travel'],
    });
  });

  it('limits the card to merchants found by searching, asking for one first', async () => {
    const user = userEvent.setup();
    const { dialog, sent } = await editControls(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Only at chosen merchants' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findAllByText('Choose at least one merchant this card may pay.'),
    ).not.toHaveLength(0);
    expect(sent()).toBeUndefined();
    await user.type(within(dialog).getByRole('combobox', { name: /Add a merchant/ }), 'sla');
    await user.click(await screen.findByRole('option', { name: 'Slack (Software)' }));
    // The list stays open for the next merchant; Escape closes it.
    await user.keyboard('{Escape}');
    const chosen = within(dialog).getByRole('grid', { name: 'Merchants this card may pay' });
    expect(within(chosen).getByRole('row', { name: /Slack/ })).toBeTruthy();
    expect(
      within(dialog).queryByText('Choose at least one merchant this card may pay.'),
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // (The toast of the test before may still be on screen.)
    expect(await screen.findAllByText("The card's limit and controls are saved.")).not.toHaveLength(
      0,
    );
    expect(sent()).toEqual({
      spendLimit: 2500,
      limitPeriod: 'monthly',
      limitScope: 'merchant',
      allowedMerchantIds: [6],
      allowedCategories: [],
    });
  });

  it('shows what the card declined and why', async () => {
    renderCard();
    const table = await screen.findByRole('grid', { name: 'Declined' });
    const row = await within(table).findByRole('row', { name: /Sweetgreen/ });
    expect(within(row).getByText('This card may not spend in Other expenses')).toBeTruthy();
    expect(within(row).getByText(/^\$42\.80/)).toBeTruthy();
  });

  it("opens a transaction in the app's drawer", async () => {
    const user = userEvent.setup();
    renderCard();
    const table = await screen.findByRole('grid', { name: 'Recent transactions' });
    const [first] = await within(table).findAllByRole('row');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(first).toBeTruthy();
    const row = rows[0];
    if (!row) throw new Error('no transaction');
    await user.click(within(row).getAllByRole('gridcell')[0] ?? row);
    expect(await screen.findByText(/^Drawer of card \d+$/)).toBeTruthy();
  });
});
