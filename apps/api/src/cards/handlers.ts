// Contract operations served here (method, path, operationId):
//   GET /v2/web/cards/get-cards  listCards
//   GET /v2/web/cards/card/{cardId}  getCard
//   POST /v2/web/cards/create-card  createVirtualCard
//   POST /v2/web/cards/modify-status  modifyCardStatus
//   POST /v2/web/cards/cancel-card  cancelCard
//   POST /v2/web/cards/replace-card  replaceCard
//   POST /v2/web/cards/reveal-card  revealCard
//   PUT /v2/web/cards/card/{cardId}/controls  updateCardControls
//   GET /v2/web/cards/merchants  listCardMerchants
//   GET /v2/web/cards/card/{cardId}/declines  listCardDeclines
//   POST /v2/web/cards/pin-setup  setCardPin
//   GET /v2/web/cards/card-order  getCardOrder
//   POST /v2/web/cards/card-order  createCardOrder
//   GET /v2/web/cards/spend-controls  getSpendControls
//   PUT /v2/web/cards/spend-controls  updateSpendControls

import type { CardAuthorizations } from '../cards/card-authorizations.js';
import type { CardOrders } from '../cards/card-orders.js';
import type { Cards } from '../cards/cards.js';
import type { SpendControls } from '../cards/spend-controls.js';
import type { Handlers } from '../contract/types.js';
import { viewerOf } from '../entries/viewer.js';
import { sessionOf } from '../http/session-of.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';

/** A card the request changed, with the message that names it by its last four digits. */
const namingCard = <C extends { lastFour: string }>(lang: Lang, key: MessageKey, card: C) => ({
  msg: translate(lang, key, { lastFour: card.lastFour }),
  card,
});

/** Cards (issue 19): binds each operation to the cards domain. */
export function cardHandlers(
  cards: Cards,
  orders: CardOrders,
  spendControls: SpendControls,
  authorizations: CardAuthorizations,
): Pick<
  Handlers,
  | 'listCards'
  | 'getCard'
  | 'createVirtualCard'
  | 'modifyCardStatus'
  | 'cancelCard'
  | 'replaceCard'
  | 'revealCard'
  | 'updateCardControls'
  | 'setCardPin'
  | 'listCardMerchants'
  | 'listCardDeclines'
  | 'getCardOrder'
  | 'createCardOrder'
  | 'getSpendControls'
  | 'updateSpendControls'
> {
  return {
    async listCards({ query, credentials }) {
      return { status: 200, body: await cards.list(viewerOf(sessionOf(credentials)), query) };
    },
    async getCard({ params, credentials }) {
      return {
        status: 200,
        body: await cards.get(viewerOf(sessionOf(credentials)), params.cardId),
      };
    },
    async createVirtualCard({ body, credentials, lang }) {
      const card = await cards.createVirtual(viewerOf(sessionOf(credentials)), body);
      return { status: 201, body: namingCard(lang, 'cards.created', card) };
    },
    async modifyCardStatus({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      const card = await cards.changeStatus(viewer, body.cardId, body.action, body.actionCode);
      const key = body.action === 'freeze' ? 'cards.frozen' : 'cards.unfrozen';
      return { status: 200, body: namingCard(lang, key, card) };
    },
    async cancelCard({ body, credentials, lang }) {
      const card = await cards.cancel(
        viewerOf(sessionOf(credentials)),
        body.cardId,
        body.actionCode,
      );
      return { status: 200, body: namingCard(lang, 'cards.cancelled', card) };
    },
    async replaceCard({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      const { oldLastFour, card } = await cards.replace(viewer, body.cardId, body.actionCode);
      return {
        status: 201,
        body: {
          msg: translate(lang, 'cards.replaced', { oldLastFour, lastFour: card.lastFour }),
          card,
        },
      };
    },
    async revealCard({ body, credentials, reply }) {
      const secrets = await cards.reveal(
        viewerOf(sessionOf(credentials)),
        body.cardId,
        body.actionCode,
      );
      // The number must not outlive the answer in any cache.
      void reply.header('cache-control', 'no-store');
      return { status: 200, body: secrets };
    },
    async updateCardControls({ params, body, credentials, lang }) {
      const card = await cards.updateControls(
        viewerOf(sessionOf(credentials)),
        params.cardId,
        body,
      );
      return { status: 200, body: { msg: translate(lang, 'cards.controlsSaved'), card } };
    },
    async listCardMerchants({ query }) {
      return { status: 200, body: await authorizations.merchants(query.search) };
    },
    async listCardDeclines({ params, credentials }) {
      return {
        status: 200,
        body: await authorizations.declines(viewerOf(sessionOf(credentials)), params.cardId),
      };
    },
    async setCardPin({ body, credentials, lang }) {
      await cards.setPin(viewerOf(sessionOf(credentials)), body);
      return { status: 200, body: { msg: translate(lang, 'cards.pinSet') } };
    },
    async getCardOrder({ credentials }) {
      return { status: 200, body: await orders.view(viewerOf(sessionOf(credentials))) };
    },
    async createCardOrder({ body, credentials, lang }) {
      const order = await orders.order(viewerOf(sessionOf(credentials)), body);
      return { status: 201, body: { msg: translate(lang, 'cards.ordered'), order } };
    },
    async getSpendControls({ credentials }) {
      return { status: 200, body: await spendControls.read(viewerOf(sessionOf(credentials))) };
    },
    async updateSpendControls({ body, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      return { status: 200, body: await spendControls.update(viewer, body.controls) };
    },
  };
}
