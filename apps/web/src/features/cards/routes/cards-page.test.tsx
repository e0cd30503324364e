// @vitest-environment jsdom
// /cards (issue 19): the company's cards with their status and spend, and a new virtual card
// whose number shows only after a fresh code, for a minute, and is never stored in the browser.
import {
  cardsPage,
  dashboardFilters,
  http,
  newVirtualCard,
  revealedSecrets,
} from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { VerificationContext, type Verify } from '@/lib/verification';
import { CardsPage } from './cards-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['cards']);
});

function renderCards(verify: Verify = vi.fn(() => Promise.resolve('a'.repeat(43)))) {
  renderApp(
    <VerificationContext value={verify}>
      <CardsPage />
    </VerificationContext>,
  );
  return verify;
}

/** The query string of each request for the list of cards, in order. */
function recordListQueries() {
  const asked: string[] = [];
  server.use(
    http.get('/v2/web/cards/get-cards', ({ request, response }) => {
      asked.push(new URL(request.url).search);
      return response(200).json(cardsPage);
    }),
  );
  return asked;
}

/** Names and creates a new virtual card; the dialog that shows it once it is ready. */
async function createVirtualCard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'New virtual card' }));
  const dialog = await screen.findByRole('dialog', { name: 'New virtual card' }, { timeout: 5000 });
  await user.type(within(dialog).getByRole('textbox', { name: /Card name/ }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
  return screen.findByRole('dialog', { name: 'Your card is ready' }, { timeout: 5000 });
}

describe('CardsPage', () => {
  it('lists the cards with holder, type, status and spend against the limit', async () => {
    renderCards();
    const table = await screen.findByRole('grid', { name: 'Cards' });
    const link = await within(table).findByRole('link', { name: 'Client dinners ••7301' });
    expect(link.getAttribute('href')).toMatch(/\/cards\/41$/);
    expect(within(table).getByText('Suspected fraud')).toBeTruthy();
    expect(within(table).getAllByText('Ethan Cole')).toHaveLength(2);
    expect(within(table).getByText('of $2,500.00 USD a month')).toBeTruthy();
    expect(screen.getByText('2 cards')).toBeTruthy();
  });

  it('searches after a pause and keeps the search and filters in the address', async () => {
    const user = userEvent.setup();
    const asked = recordListQueries();
    renderCards();
    await user.type(await screen.findByRole('searchbox', { name: 'Search cards' }), 'dinners');
    await waitFor(() => {
      expect(window.location.search).toBe('?q=dinners');
    });
    await waitFor(() => {
      expect(asked.at(-1)).toContain('search=dinners');
    });
    // One search once the typing paused, never one per letter.
    expect(asked.filter((query) => /search=(?!dinners(&|$))/.test(query))).toEqual([]);
    window.history.replaceState(null, '', window.location.pathname);
  });

  it("narrows the company's cards to one holder's, in the address too", async () => {
    const user = userEvent.setup();
    const asked = recordListQueries();
    renderCards();
    await user.click(await screen.findByRole('button', { name: /Holder/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Ethan Brooks employee@demo.outlay.test' }),
    );
    await waitFor(() => {
      expect(window.location.search).toMatch(/^\?holder=[0-9a-f-]{36}$/);
    });
    const holder = new URLSearchParams(window.location.search).get('holder') ?? '';
    await waitFor(() => {
      expect(asked.at(-1)).toContain(`holder=${holder}`);
    });
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('tells two people of one name apart by email in the Holder and Cardholder selects', async () => {
    const user = userEvent.setup();
    const noah = { firstName: 'Noah', lastName: 'Patel', role: 'employee' } as const;
    server.use(
      http.get('/v2/web/dashboard/filters', ({ response }) =>
        response(200).json({
          ...dashboardFilters,
          users: [
            {
              ...noah,
              id: '3b1f0c52-8d0e-4b53-9a43-0a6f1f0f1101',
              email: 'noah.patel@demo.outlay.test',
            },
            {
              ...noah,
              id: '3b1f0c52-8d0e-4b53-9a43-0a6f1f0f1102',
              email: 'noah.p@demo.outlay.test',
            },
          ],
        }),
      ),
    );
    renderCards();
    await user.click(await screen.findByRole('button', { name: /Holder/ }));
    expect(
      await screen.findByRole('option', { name: 'Noah Patel noah.patel@demo.outlay.test' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Noah Patel noah.p@demo.outlay.test' }));
    await waitFor(() => {
      expect(window.location.search).toBe('?holder=3b1f0c52-8d0e-4b53-9a43-0a6f1f0f1102');
    });
    window.history.replaceState(null, '', window.location.pathname);

    await user.click(screen.getByRole('button', { name: 'New virtual card' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'New virtual card' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: /Cardholder/ }));
    const options = await screen.findAllByRole('option', { name: /^Noah Patel / });
    expect(options.map((option) => option.textContent)).toEqual([
      'Noah Patel noah.patel@demo.outlay.test',
      'Noah Patel noah.p@demo.outlay.test',
    ]);
  });

  it('says a card for someone invited works once they accept the invitation', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/v2/web/cards/create-card', ({ response }) =>
        response(201).json({
          msg: 'Card 4417 is ready.',
          card: {
            ...newVirtualCard,
            status: 'pending',
            holder: { ...newVirtualCard.holder, firstName: 'Omar', lastName: 'Haddad' },
          },
        }),
      ),
    );
    renderCards();
    const ready = await createVirtualCard(user, 'Onboarding');
    expect(
      within(ready).getByText(
        'The card works once Omar Haddad accepts their invitation and signs in. Until then nothing can be spent on it.',
      ),
    ).toBeTruthy();
  });

  // Under a loaded machine the lazy dialog and the two calls take a few seconds.
  it(
    'creates a virtual card and shows its number only after verification',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const verify = renderCards();
      const ready = await createVirtualCard(user, 'Team software');
      expect(within(ready).getByText('•••• •••• •••• 4417')).toBeTruthy();
      expect(within(ready).queryByText(/4000 0012/)).toBeNull();
      await user.click(within(ready).getByRole('button', { name: 'Show number and CVC' }));
      expect(verify).toHaveBeenCalledWith({
        actionType: 'REVEAL_CARD',
        cardLastFourDigits: '4417',
      });
      await within(ready).findByText('Card number: 4000 0012 3456 4417', {}, { timeout: 5000 });
      expect(within(ready).getByText('CVC: 321')).toBeTruthy();
      const stored = [localStorage, sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
        .join('\n');
      expect(stored).not.toContain(revealedSecrets.cardNumber);

      await user.click(within(ready).getByRole('button', { name: 'Hide' }));
      await waitFor(() => {
        expect(within(ready).queryByText(/Card number/)).toBeNull();
      });
    },
  );

  it('keeps the number hidden when verification is closed', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderCards(vi.fn(() => Promise.resolve(null)));
    const ready = await createVirtualCard(user, 'Ads');
    await user.click(within(ready).getByRole('button', { name: 'Show number and CVC' }));
    await waitFor(() => {
      expect(
        within(ready).getByRole<HTMLButtonElement>('button', { name: 'Show number and CVC' })
          .disabled,
      ).toBe(false);
    });
    expect(within(ready).queryByText(/Card number/)).toBeNull();
  });
});
