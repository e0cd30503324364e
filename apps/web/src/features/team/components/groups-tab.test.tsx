// @vitest-environment jsdom
import { failWith, http, resetTeamMocks, teamMocksMembers } from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { GroupsTab } from './groups-tab';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['team']);
});
afterEach(() => {
  resetTeamMocks();
});

async function openDepartments() {
  const user = userEvent.setup();
  renderApp(<GroupsTab kind="departments" />);
  const grid = await screen.findByRole('grid', { name: 'Departments' }, { timeout: 10_000 });
  return { user, grid };
}

const row = (grid: HTMLElement, name: string) => {
  const header = within(grid).getByRole('rowheader', { name });
  const found = header.closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return found;
};

// The group dialogs load when opened (a while the first time here): they are waited for longer.
describe('the departments tab', () => {
  it('lists the departments by name with how many people each has', async () => {
    const { grid } = await openDepartments();
    expect(screen.getByText('4 departments')).toBeTruthy();
    expect(within(row(grid, 'Finance')).getByText('2 people')).toBeTruthy();
    expect(within(row(grid, 'Operations')).getByText('1 person')).toBeTruthy();
    expect(within(row(grid, 'Engineering')).getByText('0 people')).toBeTruthy();
  });

  it('adds one, and shows the server’s refusal of a name the company already has', async () => {
    const { user, grid } = await openDepartments();
    await user.click(screen.getByRole('button', { name: 'Add department' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a department' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' finance ');
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('A department with this name already exists.');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      ' finance ',
    );

    dialog = screen.getByRole('dialog', { name: 'Add a department' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Marketing');
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    expect(await screen.findByText('The department Marketing has been added.')).toBeTruthy();
    await waitFor(() => {
      expect(within(row(grid, 'Marketing')).getByText('0 people')).toBeTruthy();
    });
    expect(screen.queryByRole('dialog', { name: 'Add a department' })).toBeNull();
  });

  it('renames one', async () => {
    const { user, grid } = await openDepartments();
    await user.click(within(grid).getByRole('button', { name: 'Rename Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Sales' }, { timeout: 5000 });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('value', 'Sales');
    await user.clear(name);
    await user.type(name, 'Revenue');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The department is now called Revenue.')).toBeTruthy();
    await waitFor(() => {
      expect(within(row(grid, 'Revenue')).getByText('2 people')).toBeTruthy();
    });
  });

  it('deletes one after asking, and its people belong to none', async () => {
    const { user, grid } = await openDepartments();
    await user.click(within(grid).getByRole('button', { name: 'Delete Finance' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the department Finance?',
    });
    expect(within(confirm).getByText('Its 2 people will belong to no department.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The department Finance has been deleted.')).toBeTruthy();
    await waitFor(() => {
      expect(within(grid).queryByRole('rowheader', { name: 'Finance' })).toBeNull();
    });
    expect(teamMocksMembers().some((member) => member.department?.name === 'Finance')).toBe(false);
  });

  it('chooses who belongs from the user list with role icons, moving someone from another', async () => {
    const { user, grid } = await openDepartments();
    await user.click(within(grid).getByRole('button', { name: 'Choose people for Engineering' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'People in Engineering' },
      { timeout: 5000 },
    );
    const people = await within(dialog).findByRole('group', { name: 'People' });
    const ethan = within(people).getByRole('checkbox', {
      name: /^Ethan Brooks, Employee, .* · now in Sales$/,
    });
    expect(within(dialog).getByRole('button', { name: 'Save people' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(ethan);
    expect(within(dialog).getByText('1 change to save.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save people' }));
    expect(await screen.findByText('Engineering now has 1 person.')).toBeTruthy();
    await waitFor(() => {
      expect(within(row(grid, 'Engineering')).getByText('1 person')).toBeTruthy();
    });
    expect(
      teamMocksMembers().find((member) => member.firstName === 'Ethan')?.department?.name,
    ).toBe('Engineering');
  });

  it('select-all ticks everyone shown and keeps ticks across searches', async () => {
    const { user, grid } = await openDepartments();
    await user.click(within(grid).getByRole('button', { name: 'Choose people for Finance' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'People in Finance' },
      { timeout: 5000 },
    );
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search people' }), 'ethan');
    await waitFor(() => {
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Ethan Brooks/ }));
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search people' }));
    const all = await within(dialog).findByRole('checkbox', { name: 'Select all people shown' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(within(dialog).getByText(/changes to save\.$/)).toBeTruthy();
    expect(within(dialog).getByText(/only the first 20 are shown/)).toBeTruthy();
  });

  it('says when there are none yet, and offers to add one', async () => {
    server.use(
      http.get('/v2/web/team/{groupKind}', ({ response }) => response(200).json({ items: [] })),
    );
    renderApp(<GroupsTab kind="locations" />);
    expect(
      await screen.findByRole('heading', { name: 'No locations yet' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add location' })).toBeTruthy();
  });

  it('says when they could not be loaded, and tries again', async () => {
    server.use(failWith('listTeamGroups', 400, 'Something went wrong.'));
    const user = userEvent.setup();
    renderApp(<GroupsTab kind="locations" />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The locations could not be loaded.' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Locations' })).toBeTruthy();
  });
});
