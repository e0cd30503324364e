// Happy-path handlers for cards: a page of cards, one card, a new virtual card, freeze and
// unfreeze, cancel and replace, the revealed number, controls, PIN, a physical card order and
// the spend controls.
import {
  activeCard,
  cardDeclines,
  cardMerchants,
  cardsPage,
  newVirtualCard,
  noCardOrder,
  placedCardOrder,
  revealedSecrets,
  spendControls,
} from './fixtures/cards';
import { http } from './http';

export const cardHandlers = [
  http.get('/v2/web/cards/get-cards', ({ response }) => response(200).json(cardsPage)),
  http.get('/v2/web/cards/card/{cardId}', ({ response }) => response(200).json(activeCard)),
  http.post('/v2/web/cards/create-card', ({ response }) =>
    response(201).json({ msg: 'Card 4417 is ready.', card: newVirtualCard }),
  ),
  http.post('/v2/web/cards/modify-status', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as { action?: string };
    const frozen = body.action === 'freeze';
    return response(200).json({
      msg: frozen ? 'Card 7301 is frozen.' : 'Card 7301 is active again.',
      card: { ...activeCard, status: frozen ? 'in-active' : 'active' },
    });
  }),
  http.post('/v2/web/cards/cancel-card', ({ response }) =>
    response(200).json({
      msg: 'Card 7301 is cancelled.',
      card: { ...activeCard, status: 'cancelled' },
    }),
  ),
  http.post('/v2/web/cards/replace-card', ({ response }) =>
    response(201).json({
      msg: 'Card 7301 is cancelled; its replacement ends in 4417.',
      card: { ...newVirtualCard, replacesCardId: activeCard.id },
    }),
  ),
  http.post('/v2/web/cards/reveal-card', ({ response }) => response(200).json(revealedSecrets)),
  http.put('/v2/web/cards/card/{cardId}/controls', ({ response }) =>
    response(200).json({ msg: 'The card’s limit and controls are saved.', card: activeCard }),
  ),
  http.get('/v2/web/cards/merchants', ({ query, response }) => {
    const words = (query.get('search') ?? '').toLowerCase();
    return response(200).json({
      merchants: cardMerchants.merchants.filter((merchant) =>
        `${merchant.name} ${merchant.mccDescription}`.toLowerCase().includes(words),
      ),
    });
  }),
  http.get('/v2/web/cards/card/{cardId}/declines', ({ response }) =>
    response(200).json(cardDeclines),
  ),
  http.post('/v2/web/cards/pin-setup', ({ response }) =>
    response(200).json({ msg: 'Your PIN is set.' }),
  ),
  http.get('/v2/web/cards/card-order', ({ response }) => response(200).json(noCardOrder)),
  http.post('/v2/web/cards/card-order', ({ response }) =>
    response(201).json({ msg: 'Your physical card is ordered.', order: placedCardOrder }),
  ),
  http.get('/v2/web/cards/spend-controls', ({ response }) => response(200).json(spendControls)),
  http.put('/v2/web/cards/spend-controls', ({ response }) => response(200).json(spendControls)),
];
