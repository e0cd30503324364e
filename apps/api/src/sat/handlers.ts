// Contract operations served here (method, path, operationId):
//   GET /v2/web/satws/account  getSatAccount
//   POST /v2/web/satws/account  linkSatAccount
//   PATCH /v2/web/satws/account/settings  switchSatInvoiceMatching
//   POST /v2/web/satws/invoices  listSatInvoices
//   POST /v2/web/satws/invoices/preview  previewSatInvoice
//   POST /v2/web/satws/invoices/attach  attachSatInvoice

import type { Handlers } from '../contract/types.js';
import { viewerOf } from '../entries/viewer.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';
import type { Sat } from '../sat/sat.js';

/** SAT invoice matching (spec part 2 §7 "Transaction drawer and SAT"); the rules live in sat/. */
export function satHandlers(
  sat: Sat,
): Pick<
  Handlers,
  | 'getSatAccount'
  | 'linkSatAccount'
  | 'switchSatInvoiceMatching'
  | 'listSatInvoices'
  | 'previewSatInvoice'
  | 'attachSatInvoice'
> {
  const viewer = (credentials: Parameters<typeof sessionOf>[0]) => viewerOf(sessionOf(credentials));
  return {
    async getSatAccount({ credentials }) {
      return { status: 200, body: { data: await sat.view(viewer(credentials)) } };
    },
    async linkSatAccount({ body, credentials, lang }) {
      const account = await sat.link(viewer(credentials), body);
      return { status: 202, body: { msg: translate(lang, 'sat.linking'), data: { account } } };
    },
    async switchSatInvoiceMatching({ body, credentials, lang }) {
      const on = body.updateValue === 'on';
      const account = await sat.switchMatching(viewer(credentials), on);
      return {
        status: 200,
        body: {
          msg: translate(lang, on ? 'sat.matchingOn' : 'sat.matchingOff'),
          data: { account },
        },
      };
    },
    async listSatInvoices({ body, credentials }) {
      return { status: 200, body: { data: await sat.list(viewer(credentials), body) } };
    },
    async previewSatInvoice({ body, credentials }) {
      return { status: 200, body: { data: await sat.preview(viewer(credentials), body) } };
    },
    async attachSatInvoice({ body, credentials, lang }) {
      const data = await sat.attach(viewer(credentials), body);
      return { status: 201, body: { msg: translate(lang, 'sat.attached'), data } };
    },
  };
}
