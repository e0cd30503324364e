// @vitest-environment jsdom
// The Change Password modal (spec part 1 §3.6, §4.1, §5): forced it has no way out; the rules
// and their messages; only when all pass does it ask for verification (the app's verification
// dialog, stood in for here by its context), and the action code goes to change-password with
// the old and the (space-stripped) new password.
import { http, mockActionCode, passwordChanged } from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { VerificationContext, type Verify } from '@/lib/verification';
import { ChangePasswordDialog } from './change-password-dialog';
import { startMockServer } from '@/testing/mock-server';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['account-security', 'verification']);
});

const oldPassword = 'Outlay-Demo-2026!';

function openDialog(forced: boolean) {
  const user = userEvent.setup();
  const onDone = vi.fn<(outcome: 'changed' | 'cancelled') => void>();
  const verify = vi.fn<Verify>(() => Promise.resolve(mockActionCode));
  renderApp(
    <VerificationContext value={verify}>
      <ChangePasswordDialog forced={forced} onDone={onDone} />
    </VerificationContext>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  const field = (name: string) => within(dialog).getByLabelText(name, { exact: true });
  const fill = async (values: [string, string, string]) => {
    const names = ['Current password', 'New password', 'Confirm password'];
    for (const [index, value] of values.entries()) {
      const input = field(names[index] ?? '');
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  };
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  return { user, onDone, verify, dialog, fill, submit };
}

describe('the Change Password modal', () => {
  it('forced: no Cancel, no Close, and Escape does not close it', async () => {
    const { user, dialog, onDone } = openDialog(true);
    expect(within(dialog).getByText('Your company requires a new password before you continue.'));
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change Password' }));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('names each empty field', async () => {
    const { dialog, submit } = openDialog(true);
    await submit();
    for (const message of [
      'Enter your current password.',
      'Enter a new password.',
      'Enter the new password again to confirm it.',
    ]) {
      expect(await within(dialog).findAllByText(message)).not.toHaveLength(0);
    }
  });

  it('refuses a weak, a mismatched and a same-as-old password without asking for verification', async () => {
    const { dialog, verify, fill, submit } = openDialog(true);
    await fill([oldPassword, 'short', 'short']);
    await submit();
    expect(
      await within(dialog).findAllByText(
        'The password must be 12 to 50 characters long with an uppercase letter, a lowercase letter, a number and a special character.',
      ),
    ).not.toHaveLength(0);
    await fill([oldPassword, 'Brand-New-Pass-26', 'Other-Pass-2026!']);
    await submit();
    expect(
      await within(dialog).findAllByText('Password and Confirm password must be same.'),
    ).not.toHaveLength(0);
    await fill([oldPassword, oldPassword, oldPassword]);
    await submit();
    expect(
      await within(dialog).findAllByText('New and old password must not be the same.'),
    ).not.toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();
  });

  it('verifies, then sends the old and the space-stripped new password with the action code', async () => {
    const changes: unknown[] = [];
    server.use(
      http.post('/v2/web/user/change-password', async ({ request, response }) => {
        changes.push(await request.json());
        return response(200).json(passwordChanged);
      }),
    );
    const { onDone, verify, fill, submit } = openDialog(true);
    await fill([oldPassword, 'Brand New-Pass 26', 'BrandNew-Pass26']);
    await submit();
    expect(verify).toHaveBeenCalledWith({ actionType: 'CHANGE_PASSWORD' });
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledWith('changed');
    });
    expect(changes).toEqual([
      { oldPassword, newPassword: 'BrandNew-Pass26', actionCode: mockActionCode },
    ]);
    expect(await screen.findByText('Your password has been changed.'));
  });

  it('shows a wrong current password on its field', async () => {
    server.use(
      http.post('/v2/web/user/change-password', ({ response }) =>
        response(400).json({
          errors: { msg: 'The current password is incorrect.', code: 'PASSWORD_INCORRECT' },
        }),
      ),
    );
    const { dialog, onDone, fill, submit } = openDialog(false);
    await fill(['Not-My-Password-1', 'Brand-New-Pass-26', 'Brand-New-Pass-26']);
    await submit();
    expect(
      await within(dialog).findAllByText('The current password is incorrect.'),
    ).not.toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('not forced: Cancel closes it without a change', async () => {
    const { user, dialog, onDone } = openDialog(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith('cancelled');
  });
});
