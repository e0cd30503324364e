import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { signInWithEmailCode } from '../support/sign-in';

// The terms dialog the login gate opens for a user who has not accepted them, one walk per
// agreement provider (the seed's QA-only users of each). Every load and signature is held to
// see its busy state, and cut once to see the failure the dialog shows.
const dialog = (page: Page) => page.getByRole('dialog', { name: /^Terms consent/ });

const output = (event: EventObject) => (event as EventObject & { output?: unknown }).output;

function termsWalk(provider: 'clickwrap' | 'in-house'): BrowserWalk {
  const email = `qa.terms.${provider === 'clickwrap' ? 'clickwrap' : 'inhouse'}@demo.outlay.test`;
  const answered =
    provider === 'clickwrap'
      ? ['loadClickwrapContracts', 'signClickwrapContracts', 'acceptTerms']
      : ['loadDocumentPackage', 'acceptTerms'];
  return {
    flow: 'terms',
    name: provider,
    variant: 'a user who has not accepted the terms',
    tour: true,
    goal: (state) => state.matches('accepted' as never),
    // The user's agreement provider, and every call answered.
    server: (event) =>
      (event.type === 'xstate.done.actor.loadAgreementConfig' &&
        (output(event) as { agreementProvider?: string }).agreementProvider === provider) ||
      answered.some((id) => event.type === `xstate.done.actor.${id}`),
    drops: ['loadAgreementConfig', ...answered],
    start: async (page) => {
      await page.goto('/client/');
      await signInWithEmailCode(page, email);
    },
    act: {
      'agreement.toggled': async (page, event) => {
        const { agreed } = event as EventObject & { agreed: boolean };
        const box = dialog(page).getByRole('checkbox', { name: /I have read and agree/ });
        // The box is drawn over its input: ticked by its label, as a pointer would.
        if ((await box.isChecked()) !== agreed) {
          await dialog(page).getByText('I have read and agree to these documents.').click();
        }
        await expect(box).toBeChecked({ checked: agreed });
      },
      'agreement.confirmed': async (page) => {
        await dialog(page).getByRole('button', { name: 'I Agree' }).click();
      },
      'retry.requested': async (page) => {
        await dialog(page).getByRole('button', { name: 'Try again' }).click();
      },
    },
    see: {
      'terms.loadingConfig': async (page) => {
        await expect(dialog(page).getByRole('progressbar')).toBeVisible();
      },
      'terms.reviewing': async (page) => {
        await expect(
          dialog(page)
            .getByRole('link', { name: /^View PDF: / })
            .first(),
        ).toBeVisible();
        await expect(
          dialog(page).getByRole('checkbox', { name: /I have read and agree/ }),
        ).toBeVisible();
      },
      'terms.failed': async (page) => {
        await expect(dialog(page).getByText('The documents could not be loaded.')).toBeVisible();
        await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      },
      'terms.accepted': async (page) => {
        await expect(dialog(page)).toBeHidden();
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      },
    },
  };
}

export const termsWalks: readonly BrowserWalk[] = [termsWalk('clickwrap'), termsWalk('in-house')];
