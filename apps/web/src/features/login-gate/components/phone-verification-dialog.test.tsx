// @vitest-environment jsdom
// 'Verify your phone number' (spec part 1 §4.5, §5, §8): the masked phone, consent before
// Continue, the texted code, and the words it closes or fails with (a success in the app's
// words, titled "Success"; a 404 in the server's).
import {
  failWith,
  http,
  phoneCodeSent,
  phoneNonPersonal,
  phoneVerificationConfig,
  phoneVerified,
} from '@outlay/api-client/mocks';
import { phoneVerificationActors } from '@outlay/machines/phone-verification/phone-verification.actors';
import { phoneVerificationMachine } from '@outlay/machines/phone-verification/phone-verification.machine';
import { maskPhone } from '@outlay/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { onAppClient } from '@/lib/flow-actors';
import { prepareApp, renderApp } from '@/testing/render-app';
import { PhoneVerificationDialog } from './phone-verification-dialog';
import { startMockServer } from '@/testing/mock-server';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['login-gate', 'verification']);
});

/** The dialog over the phone flow, started as the login gate starts it. */
function openDialog() {
  const user = userEvent.setup();
  const { accessId, groupKey, signerId } = phoneVerificationConfig;
  const actor = createActor(onAppClient(phoneVerificationMachine, phoneVerificationActors), {
    input: {
      agreement: { accessId, groupKey, signerId },
      phone: maskPhone({ countryCallingCode: '+1', phoneNumber: '4155550195' }),
    },
  }).start();
  /** The flow ended: the gate would move on. */
  const closed = () => actor.getSnapshot().status === 'done';
  renderApp(<PhoneVerificationDialog actor={actor} />);
  return {
    user,
    closed,
    dialog: screen.getByRole('dialog', { name: 'Verify your phone number' }),
  };
}

async function toCodeStep() {
  const opened = openDialog();
  const { user, dialog } = opened;
  await user.click(await within(dialog).findByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const code = await within(dialog).findByRole('textbox', { name: 'Code' });
  return { ...opened, code };
}

const verify = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Verify' });

/** The toast that says `words` as the dialog closes (earlier tests' toasts may still show). */
async function closingToast(words: string) {
  const text = (await screen.findAllByText(words, {}, { timeout: 10_000 })).at(-1);
  const toast = text?.closest<HTMLElement>('[role="alertdialog"]');
  if (!toast) throw new Error(`"${words}" is not in a toast`);
  return toast;
}

describe('the phone verification dialog', () => {
  it('shows the national number masked to its first 3 and last 2 digits, the calling code apart; consent enables Continue', async () => {
    const { user, dialog } = openDialog();
    expect(await within(dialog).findByText(/\+1 415\*{5}95/)).toBeTruthy();
    expect(within(dialog).queryByText(/141\*/)).toBeNull();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('checkbox'));
    expect(next).toHaveProperty('disabled', false);
  });

  it('asks for the 6-digit code, then closes once the server verified it', async () => {
    const { user, dialog, code, closed } = await toCodeStep();
    await user.click(verify(dialog));
    expect(await within(dialog).findAllByText('The code field is required.')).not.toHaveLength(0);
    await user.type(code, '123');
    await user.click(verify(dialog));
    expect(await within(dialog).findAllByText('Enter all 6 digits of the code.')).not.toHaveLength(
      0,
    );
    expect(within(dialog).queryByText('The code field is required.')).toBeNull();
    await user.type(code, '456');
    await user.click(verify(dialog));
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(within(await closingToast(phoneVerified.msg)).getByText('Success'));
  });

  it('shows a refused code inline with the server message, and the field no longer complains', async () => {
    server.use(failWith('verifyPhoneNumber', 400, 'The code is incorrect. Attempts left: 4.'));
    const { user, dialog, code } = await toCodeStep();
    await user.click(verify(dialog));
    expect(await within(dialog).findAllByText('The code field is required.')).not.toHaveLength(0);
    await user.type(code, '000000');
    await user.click(verify(dialog));
    expect(await within(dialog).findByText('The code is incorrect. Attempts left: 4.'));
    expect(within(dialog).queryByText('The code field is required.')).toBeNull();
  });

  it("says 'Provided authentication code is invalid' when the server gives no message", async () => {
    server.use(
      http.post('/v2/web/user/verify-phone-number', ({ response }) =>
        response(400).json({ errors: { msg: '' } }),
      ),
    );
    const { user, dialog, code } = await toCodeStep();
    await user.type(code, '000000');
    await user.click(verify(dialog));
    expect(await within(dialog).findByText('Provided authentication code is invalid'));
  });

  it('closes on a 404 with the server message', async () => {
    server.use(failWith('verifyPhoneNumber', 404, 'Too many incorrect codes.'));
    const { user, dialog, code, closed } = await toCodeStep();
    await user.type(code, '000000');
    await user.click(verify(dialog));
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(within(await closingToast('Too many incorrect codes.')).getByText('Error'));
  });

  it("closes on a 404 without a message with 'Something went wrong'", async () => {
    server.use(
      http.post('/v2/web/user/verify-phone-number', ({ response }) =>
        response(404).json({ errors: { msg: '' } }),
      ),
    );
    const { user, dialog, code, closed } = await toCodeStep();
    await user.type(code, '000000');
    await user.click(verify(dialog));
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(within(await closingToast('Something went wrong')).getByText('Error'));
  });

  it.each(['Skip', 'This is not my phone number'])(
    '%s marks the phone non-personal and says so in the words of the app, titled Success',
    async (name) => {
      let marked = 0;
      server.use(
        http.post('/v2/web/user/set-phone-non-personal', ({ response }) => {
          marked += 1;
          // Success texts come from the web catalogs, whatever the server says.
          return response(200).json({ msg: 'Words of the server.' });
        }),
      );
      const { user, dialog, closed } = openDialog();
      await user.click(await within(dialog).findByRole('button', { name }));
      await waitFor(() => {
        expect(closed()).toBe(true);
      });
      expect(within(await closingToast(phoneNonPersonal.msg)).getByText('Success'));
      expect(screen.queryByText('Words of the server.')).toBeNull();
      expect(marked).toBe(1);
    },
  );

  it("says 'Something went wrong, please try again later' when marking non-personal fails", async () => {
    server.use(failWith('markPhoneNonPersonal', 429, 'Too many requests.'));
    const { user, dialog, closed } = await toCodeStep();
    await user.click(within(dialog).getByRole('button', { name: 'This is not my phone number' }));
    expect(await within(dialog).findByText('Something went wrong, please try again later'));
    expect(within(dialog).getByRole('textbox', { name: 'Code' }));
    expect(closed()).toBe(false);
  });

  it('lets Resend send once the server allows it, then says Code sent successfully', async () => {
    let sent = 0;
    server.use(
      http.post('/v2/web/user/phone-verification-code', ({ response }) => {
        sent += 1;
        return response(200).json({ ...phoneCodeSent, resendAfterSeconds: 1 });
      }),
    );
    const { user, dialog } = await toCodeStep();
    const resend = within(dialog).getByRole('button', { name: 'Resend code' });
    expect(resend).toHaveProperty('disabled', true);
    await waitFor(
      () => {
        expect(resend).toHaveProperty('disabled', false);
      },
      { timeout: 3000 },
    );
    await user.click(resend);
    expect(await screen.findByText('Code sent successfully'));
    expect(sent).toBe(2);
  });
});
