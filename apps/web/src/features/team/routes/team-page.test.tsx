// @vitest-environment jsdom
import {
  mockActionCode,
  resetTeamMocks,
  takenElsewhere,
  teamMocksMembers,
} from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationContext, type Verify } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { TeamPage } from './team-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

startMockServer();
beforeAll(async () => {
  await prepareApp(['team']);
});
afterEach(() => {
  resetTeamMocks();
  window.history.replaceState(null, '', '/');
});

/** The verification dialog's stand-in: it answers a fresh code, or null (closed). */
let verify = vi.fn<Verify>(() => Promise.resolve<string | null>(mockActionCode));

async function openPage(code: string | null = mockActionCode) {
  const user = userEvent.setup();
  verify = vi.fn<Verify>(() => Promise.resolve(code));
  renderApp(
    <VerificationContext value={verify}>
      <TeamPage />
    </VerificationContext>,
  );
  // The first render loads the page's code and the session's queries cold.
  await screen.findByRole('grid', { name: 'Members' }, { timeout: 10_000 });
  return user;
}

const row = (name: string) => {
  const header = within(screen.getByRole('grid', { name: 'Members' })).getByRole('rowheader', {
    name: new RegExp(name),
  });
  const found = header.closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return found;
};

async function openInvite(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Invite users' }));
  // The dialog's code loads when it opens: the first time, transforming it takes a while here.
  return screen.findByRole('dialog', { name: 'Invite users' }, { timeout: 5000 });
}

describe('the members tab', () => {
  it('lists people with their role, status and badges, a page of 20 at a time', async () => {
    await openPage();
    expect(screen.getByText('23 people')).toBeTruthy();
    expect(within(row('Avery Collins')).getByText('You')).toBeTruthy();
    expect(within(row('Avery Collins')).getByText('Owner')).toBeTruthy();
    expect(within(row('Olivia Chen')).getByText('Delegate')).toBeTruthy();
    expect(within(row('Kai Müller')).getByText('Blocked')).toBeTruthy();
    expect(within(row('Lena Vogel')).getByText(/^Invitation expired/)).toBeTruthy();
    expect(within(row('Omar Haddad')).getByText(/^Invitation expires/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of people' })).toBeTruthy();
  });

  it("shows each person's department and location", async () => {
    await openPage();
    const grid = screen.getByRole('grid', { name: 'Members' });
    expect(within(grid).getByRole('columnheader', { name: 'Department' })).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: 'Location' })).toBeTruthy();
    expect(within(row('Avery Collins')).getByText('Finance')).toBeTruthy();
    expect(within(row('Avery Collins')).getByText('San Francisco HQ')).toBeTruthy();
    expect(within(row('Olivia Chen')).getByText('Sales')).toBeTruthy();
    expect(within(row('Olivia Chen')).getByText('No location')).toBeTruthy();
    expect(within(row('Lena Vogel')).getByText('No department')).toBeTruthy();
  });

  it('searches on the server, anywhere in a name and without accents', async () => {
    const user = await openPage();
    // Enter searches at once, without the typing pause.
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'ogel{Enter}');
    await waitFor(() => {
      expect(screen.getByText('1 person')).toBeTruthy();
    });
    expect(row('Lena Vogel')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search people' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'muller{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('rowheader', { name: /Lena Vogel/ })).toBeNull();
    });
    expect(screen.getByText('1 person')).toBeTruthy();
    expect(row('Kai Müller')).toBeTruthy();
  });

  it('keeps its search, filters and page in the address, so a reload shows the same people', async () => {
    window.history.replaceState(null, '', '/team?tab=members&q=ogel&status=pending');
    const user = await openPage();
    expect(await screen.findByText('1 person')).toBeTruthy();
    expect(row('Lena Vogel')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveProperty(
      'value',
      'ogel',
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search people' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), '{Enter}');
    await waitFor(() => {
      expect(window.location.search).toBe('?tab=members&status=pending');
    });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    await waitFor(() => {
      expect(window.location.search).toBe('?tab=members');
    });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages of people' })).getByRole('button', {
        name: /2/,
      }),
    );
    await waitFor(() => {
      expect(window.location.search).toBe('?tab=members&page=2');
    });
    expect(await screen.findByText('23 people')).toBeTruthy();
  });

  it('resends an expired invitation and cancels a pending one after asking', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Lena Vogel' }));
    expect(
      await screen.findByText('The invitation has been sent again to lena.vogel@demo.outlay.test.'),
    ).toBeTruthy();
    await waitFor(() => {
      expect(within(row('Lena Vogel')).getByText(/^Invitation expires/)).toBeTruthy();
    });

    await user.click(screen.getByRole('button', { name: 'Cancel invitation to Omar Haddad' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the invitation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel invitation' }));
    expect(
      await screen.findByText('The invitation to invited@demo.outlay.test has been cancelled.'),
    ).toBeTruthy();
    expect(teamMocksMembers().some((member) => member.email === 'invited@demo.outlay.test')).toBe(
      false,
    );
  });
});

describe('editing and deleting people', () => {
  it('changes a role and card permissions with a fresh EDIT_USER code', async () => {
    const user = await openPage();
    expect(within(row('Avery Collins')).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Ethan Brooks' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit Ethan Brooks' },
      // The dialog's code loads when it opens: the first time, transforming it takes a while here.
      { timeout: 5000 },
    );
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Can create virtual cards' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Inactive' }));
    await user.click(save);
    expect(await screen.findByText('Ethan Brooks has been updated.')).toBeTruthy();
    expect(verify).toHaveBeenCalledWith({ actionType: 'EDIT_USER' });
    expect(teamMocksMembers().find((member) => member.firstName === 'Ethan')).toMatchObject({
      status: 'inactive',
      is_virtual_card_creation_enable: false,
      is_physical_card_creation_enable: true,
    });
    await waitFor(() => {
      expect(within(row('Ethan Brooks')).getByText('Inactive')).toBeTruthy();
    });
  });

  it('turns both card permissions on when Employee is chosen (spec part 2 §4)', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Priya Natarajan' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit Priya Natarajan' },
      // The dialog's code loads when it opens: the first time, transforming it takes a while here.
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Employee' }));
    expect(
      within(dialog).getByRole('checkbox', { name: 'Can create physical cards' }),
    ).toHaveProperty('checked', true);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Can create virtual cards' }),
    ).toHaveProperty('checked', true);
    expect(
      within(dialog).queryByText('This employee will not be able to create additional cards.'),
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Priya Natarajan has been updated.')).toBeTruthy();
    expect(teamMocksMembers().find((member) => member.firstName === 'Priya')).toMatchObject({
      role: 'employee',
      is_physical_card_creation_enable: true,
      is_virtual_card_creation_enable: true,
    });
  });

  it('changes nothing when the code step is closed', async () => {
    const user = await openPage(null);
    await user.click(screen.getByRole('button', { name: 'Edit Ethan Brooks' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit Ethan Brooks' },
      // The dialog's code loads when it opens: the first time, transforming it takes a while here.
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Can create virtual cards' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(verify).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByRole('dialog', { name: 'Edit Ethan Brooks' })).toBeTruthy();
    expect(teamMocksMembers().find((member) => member.firstName === 'Ethan')?.role).toBe(
      'employee',
    );
  });

  it('deletes someone after asking, then with a fresh DELETE_USER code', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Marcus Reyes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Marcus Reyes?' });
    expect(within(confirm).getByText(/will be signed out at once/)).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Marcus Reyes has been deleted.')).toBeTruthy();
    expect(verify).toHaveBeenCalledWith({ actionType: 'DELETE_USER' });
    expect(teamMocksMembers().some((member) => member.firstName === 'Marcus')).toBe(false);
    expect(await screen.findByText('22 people')).toBeTruthy();
  });
});

describe('the invite dialog', () => {
  it('adds pasted addresses as rows and reports each refused one, keeping it', async () => {
    const user = await openPage();
    const dialog = await openInvite(user);
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('ana.silva@acme.test, bob@acme.test\nnot-an-address');
    expect(within(dialog).getByText('1 row was added to the list.')).toBeTruthy();
    expect(
      within(dialog).getByText('bob@acme.test: type the first and last name with the form'),
    ).toBeTruthy();
    expect(within(dialog).getByText('not-an-address: not a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('1 invite to send')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove Ana Silva' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'bob@acme.test, not-an-address',
    );
  });

  it('shows the rules of the form on send, then invites through the code step', async () => {
    const user = await openPage();
    const dialog = await openInvite(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByText('Please invite at least single user.')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'j4ne');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'jane@');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(
      within(dialog).getAllByText('Use only alphabetic character, space and hyphen.').length,
    ).toBeGreaterThan(0);
    expect(
      within(dialog).getAllByText('The email must be a valid email address.').length,
    ).toBeGreaterThan(0);

    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'jane');
    expect(first).toHaveProperty('value', 'Jane');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'doe');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'jane.doe@northwind.test');
    await user.click(within(dialog).getByRole('radio', { name: 'Employee' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Can create physical cards' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Can create virtual cards' }));
    expect(
      within(dialog).getByText('This employee will not be able to create additional cards.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    const code = await within(dialog).findByRole('textbox', { name: 'Verification code' });
    expect(
      within(dialog).getByText(/We sent a 6-digit code to a\*\*\*n@demo\.outlay\.test/),
    ).toBeTruthy();
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('1 invitation has been sent.')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Invite users' })).toBeNull();
    });
    expect(
      teamMocksMembers().find((member) => member.email === 'jane.doe@northwind.test'),
    ).toMatchObject({
      status: 'pending',
      is_physical_card_creation_enable: false,
      is_virtual_card_creation_enable: false,
    });
  });

  it('marks an address already in Outlay and keeps everyone typed', async () => {
    const user = await openPage();
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Max');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Roe');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), takenElsewhere);
    await user.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Email already subscribed.');
    expect(within(dialog).getByText('1 invite to send')).toBeTruthy();
    expect(within(dialog).getByText(takenElsewhere)).toBeTruthy();
  });
});

describe('the Primary Account Owner modal', () => {
  it('enables Submit once an option is chosen and says the owner is updated', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Primary Account Owner' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Primary Account Owner' },
      // The dialog's code loads when it opens (see openInvite).
      { timeout: 5000 },
    );
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Another user of the company' }));
    const people = await within(dialog).findByRole('radiogroup', { name: 'Active people' });
    expect(within(people).queryByRole('radio', { name: /Avery Collins/ })).toBeNull();
    await user.click(within(people).getByRole('radio', { name: /Ethan Brooks/ }));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(await screen.findByText('Primary Account Owner is updated successfully.')).toBeTruthy();
    // Naming another person is a transfer: a fresh code first, as edit-user asks.
    expect(verify).toHaveBeenCalledWith({ actionType: 'CHANGE_ACCOUNT_OWNER' });
  });

  it('changes nothing when the verification for a transfer is closed', async () => {
    const user = await openPage(null);
    await user.click(screen.getByRole('button', { name: 'Primary Account Owner' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Primary Account Owner' },
      // The dialog's code loads when it opens (see openInvite).
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Another user of the company' }));
    const people = await within(dialog).findByRole('radiogroup', { name: 'Active people' });
    await user.click(within(people).getByRole('radio', { name: /Ethan Brooks/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(verify).toHaveBeenCalledWith({ actionType: 'CHANGE_ACCOUNT_OWNER' });
    });
    // Back to the choice, which is kept, in the modal still open: nothing was confirmed.
    expect(await within(dialog).findByRole('button', { name: 'Submit' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(dialog).getByRole('radio', { name: /Ethan Brooks/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('dialog', { name: 'Primary Account Owner' })).toBe(dialog);
  });

  it('opens the invite form for a new owner, whose Go Back returns to the options', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Primary Account Owner' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Primary Account Owner' },
      // The dialog's code loads when it opens (see openInvite).
      { timeout: 5000 },
    );
    await user.click(
      within(dialog).getByRole('radio', { name: 'Someone not yet in Outlay: invite them' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite the Primary Account Owner' });
    expect(within(invite).queryByRole('button', { name: 'Add More Invites' })).toBeNull();
    await user.click(within(invite).getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('dialog', { name: 'Primary Account Owner' })).toBeTruthy();
  });
});
