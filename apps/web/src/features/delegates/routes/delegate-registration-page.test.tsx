// @vitest-environment jsdom
// The delegate-registration page: the admin's delegates with their state (and the empty and
// failed lists), the person refused field by field before any code is asked for, a delegate
// registered with the code of the "Verification required" dialog, and an address the server
// finds taken said beside the email.
import { actionCodeSent, failWith, http } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { DelegateRegistrationPage } from './delegate-registration-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'delegates', 'verification']);
});

const open = async () => {
  renderApp(<DelegateRegistrationPage />);
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Delegate registration' },
      { timeout: 10_000 },
    ),
  ).toBeTruthy();
  return screen.findByRole('form', { name: 'Register a delegate' });
};

async function fillPerson(
  form: HTMLElement,
  person: { first: string; last: string; email: string },
) {
  const user = userEvent.setup();
  await user.type(within(form).getByRole('textbox', { name: /First name/ }), person.first);
  await user.type(within(form).getByRole('textbox', { name: /Last name/ }), person.last);
  await user.type(within(form).getByRole('textbox', { name: /Email/ }), person.email);
  return user;
}

describe('DelegateRegistrationPage', () => {
  it('lists the admin’s delegates with their state', async () => {
    await open();
    const table = await screen.findByRole('grid', { name: 'Your delegates' });
    expect(within(table).getByText('Olivia Chen')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    server.use(
      http.get('/v2/web/delegates', ({ response }) => response(200).json({ delegates: [] })),
    );
    await open();
    expect(await screen.findByText('No delegates yet')).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    server.use(failWith('listDelegates', 404, 'Not found.'));
    await open();
    expect(await screen.findByText('Your delegates could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses a name with digits and a broken address before asking for a code', async () => {
    let codes = 0;
    server.use(
      http.post('/v2/multifactor-action-code/create', ({ response }) => {
        codes += 1;
        return response(200).json(actionCodeSent);
      }),
    );
    const form = await open();
    const user = await fillPerson(form, { first: 'Rosa', last: 'D1az', email: 'rosa@' });
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(
      (await within(form).findAllByText('Use only alphabetic character, space and hyphen.')).length,
    ).toBeGreaterThan(0);
    expect(
      within(form).getAllByText('The email must be a valid email address.').length,
    ).toBeGreaterThan(0);
    expect(codes).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Verification required' })).toBeNull();
  });

  it('registers the delegate with the emailed code and lists them as invited', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/delegates', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({
          msg: 'Rosa Díaz is now your delegate. We emailed them a link to set their password.',
          delegates: [
            {
              id: 'u-rosa',
              firstName: 'Rosa',
              lastName: 'Díaz',
              email: 'rosa@example.com',
              role: 'admin',
              status: 'pending',
              isDelegate: true,
              legalRepresentative: false,
              isCurrentUser: false,
              is_physical_card_creation_enable: true,
              is_virtual_card_creation_enable: true,
              department: null,
              location: null,
              invitation: null,
            },
          ],
        });
      }),
    );
    const form = await open();
    const user = await fillPerson(form, { first: 'rosa', last: 'díaz', email: 'rosa@example.com' });
    await user.click(within(form).getByRole('radio', { name: 'Admin' }));
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Verification required' },
      // The code dialog loads once the code is sent: the first time, that takes a while here.
      { timeout: 5000 },
    );
    expect(within(dialog).getByText(/register Rosa Díaz as your delegate/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Register delegate' }));
    expect(
      await screen.findByText(
        'Rosa Díaz is now your delegate. We emailed them a link to set their password.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual({
      firstName: 'Rosa',
      lastName: 'Díaz',
      email: 'rosa@example.com',
      role: 'admin',
      actionCode: '123456',
    });
    expect(screen.queryByRole('dialog', { name: 'Verification required' })).toBeNull();
    const table = await screen.findByRole('grid', { name: 'Your delegates' });
    expect(within(table).getByText('Invited: has not set a password yet')).toBeTruthy();
    // The next person starts on a blank form.
    const blank = screen.getByRole('form', { name: 'Register a delegate' });
    expect(within(blank).getByRole('textbox', { name: /First name/ })).toHaveProperty('value', '');
  });

  it('says beside the email that the address is taken', async () => {
    server.use(
      failWith('registerDelegate', 409, 'Email already subscribed.', {
        fields: { email: 'Email already subscribed.' },
      }),
    );
    const form = await open();
    const user = await fillPerson(form, {
      first: 'Rosa',
      last: 'Díaz',
      email: 'taken@example.com',
    });
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Verification required' },
      // The code dialog loads once the code is sent: the first time, that takes a while here.
      { timeout: 5000 },
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Register delegate' }));
    expect((await screen.findAllByText('Email already subscribed.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'Verification required' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty(
      'value',
      'taken@example.com',
    );
  });
});
