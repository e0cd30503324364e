import { expect, test } from '@playwright/test';
import { disputeWalk } from './flows/dispute.walk';
import { inviteWalk } from './flows/invite.walk';
import { loginGateWalk } from './flows/login-gate.walk';
import { fxTransferWalk, speiTransferWalk } from './flows/payment-transfer.walk';
import { signUpWalk } from './flows/sign-up.walk';
import { uploadPortalWalk } from './flows/upload-portal.walk';
import { verificationWalk } from './flows/verification.walk';
import { writeBrowserWalk } from '../packages/machines/src/testing/browser-walks';
import { type BrowserWalk, walkInBrowser } from './support/flow-walk';

// QA's browser walks: each flow's shortest path to its goal, taken from the same model the
// headless tests walk (packages/machines/src/testing/flows.ts), on the real screens and server,
// axe on every state. A flow is walked in the browser by adding its walk here.
const walks: readonly BrowserWalk[] = [
  loginGateWalk,
  verificationWalk,
  disputeWalk,
  inviteWalk,
  signUpWalk,
  uploadPortalWalk,
  speiTransferWalk,
  fxTransferWalk,
];

for (const walk of walks) {
  test(`${walk.flow} (${walk.variant}): the shortest path to the goal, state by state`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const walked = await walkInBrowser(page, walk);
    // The report QA reads: where the walk went, and the share of the machine it showed.
    test.info().annotations.push({
      type: 'walked',
      description: `${walked.steps.join(' | ')} — ${walked.seen.length} of ${walked.stateNodes.length} state nodes seen`,
    });
    console.info(
      `${walk.flow} in the browser: ${walked.seen.length} of ${walked.stateNodes.length} state nodes seen\n  ${walked.steps.join('\n  ')}`,
    );
    // `pnpm qa:paths` reports it beside the headless coverage.
    writeBrowserWalk({
      flow: walk.flow,
      variant: walk.variant,
      walkedAt: new Date().toISOString(),
      ...walked,
    });
    expect(walked.seen.length).toBeGreaterThan(0);
  });
}
