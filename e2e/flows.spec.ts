import { expect, test } from '@playwright/test';
import { autopayAsksWalk, autopaySettledWalk, autopayWalk } from './flows/autopay.walk';
import { disputeWalk } from './flows/dispute.walk';
import { inviteFromOwnerModalWalk, inviteWalk } from './flows/invite.walk';
import {
  loginGateEveryGateWalk,
  loginGateForcedWalk,
  loginGateWalk,
} from './flows/login-gate.walk';
import { loginWalk } from './flows/login.walk';
import { paoWalk } from './flows/pao.walk';
import { fxTransferWalk, speiTransferWalk } from './flows/payment-transfer.walk';
import { phoneVerificationWalks } from './flows/phone-verification.walk';
import { signUpWalk } from './flows/sign-up.walk';
import { termsWalks } from './flows/terms.walk';
import { uploadPortalExpiredWalk, uploadPortalWalk } from './flows/upload-portal.walk';
import {
  verificationBlockedWalk,
  verificationCaptchaWalk,
  verificationWalk,
} from './flows/verification.walk';
import { writeBrowserWalk } from '../packages/machines/src/testing/browser-walks';
import { type BrowserWalk, walkInBrowser } from './support/flow-walk';

// QA's browser walks: each tours its flow's model, the same one the headless tests walk
// (packages/machines/src/testing/flows.ts), on the real screens and server, state by state
// until it has seen every state it can reach and then its goal, axe on every state. A flow is
// walked in the browser by adding its walk here; a flow whose states need the world in
// several shapes has several walks, and `qa:paths` joins what they saw.
const walks: readonly (BrowserWalk | readonly BrowserWalk[])[] = [
  loginWalk,
  loginGateWalk,
  loginGateForcedWalk,
  loginGateEveryGateWalk,
  verificationWalk,
  verificationCaptchaWalk,
  verificationBlockedWalk,
  disputeWalk,
  inviteWalk,
  signUpWalk,
  uploadPortalWalk,
  uploadPortalExpiredWalk,
  ...termsWalks,
  ...phoneVerificationWalks,
  autopayWalk,
  autopayAsksWalk,
  autopaySettledWalk,
  // One browser, one sign-in: the owner modal's invite gone back from, then the PAO tour.
  [inviteFromOwnerModalWalk, paoWalk],
  speiTransferWalk,
  fxTransferWalk,
];

const titleOf = (walk: BrowserWalk) => (walk.name ? `${walk.flow} (${walk.name})` : walk.flow);

for (const entry of walks) {
  // Walks in one list run one after another in one browser, sharing its sign-in.
  const group: readonly BrowserWalk[] = 'flow' in entry ? [entry] : entry;
  test(`${group.map(titleOf).join(', then ')}: every state it can reach, then the goal`, async ({
    page,
  }) => {
    test.setTimeout(90_000 * group.length);
    for (const walk of group) {
      const title = titleOf(walk);
      const walked = await walkInBrowser(page, walk);
      // The report QA reads: where the walk went, and the share of the machine it showed.
      test.info().annotations.push({
        type: 'walked',
        description: `${title}: ${walked.steps.join(' | ')} — ${walked.seen.length} of ${walked.stateNodes.length} state nodes seen`,
      });
      console.info(
        `${title} in the browser: ${walked.seen.length} of ${walked.stateNodes.length} state nodes seen\n  ${walked.steps.join('\n  ')}`,
      );
      // `pnpm qa:paths` reports it beside the headless coverage.
      writeBrowserWalk({
        flow: walk.flow,
        ...(walk.name ? { walk: walk.name } : {}),
        variant: walk.variant,
        walkedAt: new Date().toISOString(),
        ...walked,
      });
      expect(walked.seen.length).toBeGreaterThan(0);
    }
  });
}
