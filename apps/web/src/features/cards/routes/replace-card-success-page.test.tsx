// @vitest-environment jsdom
import { activeCard, http } from '@outlay/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { ReplaceCardSuccessPage } from './replace-card-success-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['cards']);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const open = (search: string) => {
  window.history.replaceState(null, '', `/replace-card-success${search}`);
  renderApp(<ReplaceCardSuccessPage />);
};

describe('/replace-card-success (issue 43 #14)', () => {
  it('says a card was replaced when the card named is a replacement', async () => {
    server.use(
      http.get('/v2/web/cards/card/{cardId}', ({ response }) =>
        response(200).json({ ...activeCard, id: 77, replacesCardId: activeCard.id }),
      ),
    );
    open('?card=77');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(window.location.pathname).toBe('/replace-card-success');
  });

  it('opened directly, without a replacement to speak of, goes to the cards', async () => {
    open('');
    await waitFor(() => {
      expect(window.location.pathname).toBe('/cards');
    });
  });

  it('a card that replaced nothing goes to the cards too', async () => {
    open(`?card=${String(activeCard.id)}`);
    await waitFor(() => {
      expect(window.location.pathname).toBe('/cards');
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
