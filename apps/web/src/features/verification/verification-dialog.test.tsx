// @vitest-environment jsdom
// 'Verification required' as a sensitive action meets it (spec part 1 §4.3, §5, §8): the code
// by email, Confirm at six digits, the required-field message, Resend and its message, the
// captcha only on CAPTCHA, BLOCKED with nothing to retry; the action gets the action code.
import {
  actionCodeSent,
  botCheckBlocked,
  botCheckCaptcha,
  http,
  mockActionCode,
  mockCaptcha,
  rateLimited,
} from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { useVerification } from '@/lib/verification';
import { VerificationProvider } from './verification-provider';
import { startMockServer } from '@/testing/mock-server';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['verification']);
});

/** A sensitive action: it asks for verification and shows what it got. */
function SensitiveAction() {
  const { verify } = useVerification();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void verify({ actionType: 'CHANGE_PASSWORD' }).then((actionCode) => {
            setOutcome(actionCode ?? 'no code');
          });
        }}
      >
        Change it
      </button>
      <output aria-label="Outcome">{outcome}</output>
    </>
  );
}

async function openVerification() {
  const user = userEvent.setup();
  renderApp(
    <VerificationProvider>
      <SensitiveAction />
    </VerificationProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Change it' }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Verification required' },
    // Its code loads when first asked for.
    { timeout: 10_000 },
  );
  return { user, dialog };
}

const outcome = () => screen.getByRole('status', { name: 'Outcome' });
const codeField = (dialog: HTMLElement) =>
  within(dialog).findByRole('textbox', { name: 'Verification code' });

describe('the verification dialog', () => {
  it('emails a code, enables Confirm at six digits and gives the action its action code', async () => {
    const verified: unknown[] = [];
    server.use(
      http.post('/v2/multifactor-action-code/verify', async ({ request, response }) => {
        verified.push(await request.json());
        return response(200).json({ actionCode: mockActionCode, expiresInSeconds: 300 });
      }),
    );
    const { user, dialog } = await openVerification();
    const code = await codeField(dialog);
    expect(within(dialog).getByText(/We sent a 6-digit code to a\*\*\*n@demo\.outlay\.test/));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(code, '12345');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(code, '6');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() => {
      expect(outcome().textContent).toBe(mockActionCode);
    });
    expect(verified).toEqual([
      { actionType: 'CHANGE_PASSWORD', notificationType: 'EMAIL', code: '123456' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the required-field message for a missing code', async () => {
    const { user, dialog } = await openVerification();
    await user.click(await codeField(dialog));
    await user.tab();
    expect(await within(dialog).findByText('The code field is required.'));
  });

  it('lets Resend send once the server allows it, then says Code sent successfully', async () => {
    let sent = 0;
    server.use(
      http.post('/v2/multifactor-action-code/create', ({ response }) => {
        sent += 1;
        return response(200).json({ ...actionCodeSent, resendAfterSeconds: 1 });
      }),
    );
    const { user, dialog } = await openVerification();
    await codeField(dialog);
    const resend = within(dialog).getByRole('button', { name: 'Resend code' });
    expect(resend).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Available in 1 s'));
    await waitFor(
      () => {
        expect(resend).toHaveProperty('disabled', false);
      },
      { timeout: 3000 },
    );
    expect(screen.queryByText('Code sent successfully')).toBeNull();
    await user.click(resend);
    expect(await screen.findByText('Code sent successfully'));
    expect(sent).toBe(2);
  });

  it('asks the captcha only on CAPTCHA: Confirm waits for its answer, which goes with the code', async () => {
    const verified: unknown[] = [];
    server.use(
      http.post('/v2/web/user/bot-check', ({ response }) => response(200).json(botCheckCaptcha)),
      http.post('/v2/multifactor-action-code/verify', async ({ request, response }) => {
        verified.push(await request.json());
        return response(200).json({ actionCode: mockActionCode, expiresInSeconds: 300 });
      }),
    );
    const { user, dialog } = await openVerification();
    await user.type(await codeField(dialog), '654321');
    const captcha = within(dialog).getByRole('textbox', {
      name: `Security question: ${mockCaptcha.question}`,
    });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(captcha, '12');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() => {
      expect(outcome().textContent).toBe(mockActionCode);
    });
    expect(verified).toEqual([
      {
        actionType: 'CHANGE_PASSWORD',
        notificationType: 'EMAIL',
        code: '654321',
        captcha: { captchaId: mockCaptcha.captchaId, answer: '12' },
      },
    ]);
  });

  it('shows no captcha when the bot check allows the caller', async () => {
    const { dialog } = await openVerification();
    await codeField(dialog);
    expect(within(dialog).queryByRole('textbox', { name: /Security question/ })).toBeNull();
  });

  it('on BLOCKED says so, sends no code and offers nothing to retry', async () => {
    let sent = 0;
    server.use(
      http.post('/v2/web/user/bot-check', ({ response }) => response(200).json(botCheckBlocked)),
      http.post('/v2/multifactor-action-code/create', ({ response }) => {
        sent += 1;
        return response(200).json(actionCodeSent);
      }),
    );
    const { user, dialog } = await openVerification();
    expect(await within(dialog).findByText("We can't verify you right now"));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    // Only ways out: the dialog's own close button and the Close action.
    const buttons = within(dialog).getAllByRole('button');
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closers).toEqual(buttons);
    expect(sent).toBe(0);
    const [, closeAction] = closers;
    if (!closeAction) throw new Error('the Close action is missing');
    await user.click(closeAction);
    await waitFor(() => {
      expect(outcome().textContent).toBe('no code');
    });
  });

  it('says the bot check failed to load when it cannot be reached, and Try again starts over', async () => {
    let checks = 0;
    server.use(
      http.post('/v2/web/user/bot-check', ({ response }) => {
        checks += 1;
        return checks === 1 ? Response.error() : response(200).json(botCheckBlocked);
      }),
    );
    const { user, dialog } = await openVerification();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The verification could not start.');
    expect(alert.textContent).toContain('Failed to load Turnstile.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText("We can't verify you right now"));
    expect(checks).toBe(2);
  });

  it('gives the action no code when it is cancelled', async () => {
    const { user, dialog } = await openVerification();
    await codeField(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(outcome().textContent).toBe('no code');
    });
  });

  it('reopened moments after a code went out, says only that and lets the user enter that code', async () => {
    // The server would not send another so soon: nothing was sent now (issue 22).
    server.use(rateLimited('createActionCode', 6));
    const { user, dialog } = await openVerification();
    const code = await codeField(dialog);
    expect(
      within(dialog).getByText(
        'We sent a 6-digit code to a***n@demo.outlay.test moments ago: enter it. Resend offers a new one once it is allowed.',
      ),
    );
    expect(within(dialog).queryByText(/Please wait/)).toBeNull();
    expect(within(dialog).queryByText(/It expires in 10 minutes/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(code, '123456');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() => {
      expect(outcome().textContent).toBe(mockActionCode);
    });
  });

  it('starts from the two-factor methods the app holds, asking for them once', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/two-factor-methods')) asked += 1;
    });
    const { dialog } = await openVerification();
    await codeField(dialog);
    expect(asked).toBe(1);
    server.events.removeAllListeners();
  });
});
