// Contract operations served here (method, path, operationId):
//   GET /v2/sandbox/e-signature/envelopes/{envelopeId}  getSandboxEnvelope
//   POST /v2/sandbox/e-signature/envelopes/{envelopeId}/complete  completeSandboxEnvelope
//   POST /v2/sandbox/e-signature/envelopes/{envelopeId}/decline  declineSandboxEnvelope

import type { Handlers } from '../contract/types.js';
import type { ESignatureSandboxPage } from '../e-signature/sandbox-e-signature.js';

/**
 * The e-signature provider's signing page calls, answered by its sandbox: the envelope's id
 * (random, like a signing link) is the credential.
 */
export function eSignatureHandlers(
  page: ESignatureSandboxPage,
): Pick<Handlers, 'getSandboxEnvelope' | 'completeSandboxEnvelope' | 'declineSandboxEnvelope'> {
  return {
    async getSandboxEnvelope({ params, lang }) {
      return { status: 200, body: await page.envelope(params.envelopeId, lang) };
    },

    async completeSandboxEnvelope({ params, body, lang, request }) {
      const envelope = await page.complete(params.envelopeId, body.signature, request.ip, lang);
      return { status: 200, body: envelope };
    },

    async declineSandboxEnvelope({ params, body, lang }) {
      return { status: 200, body: await page.decline(params.envelopeId, body.reason, lang) };
    },
  };
}
