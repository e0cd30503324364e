import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { people, peopleWithAdminDisabled, StatefulCheckboxList } from './CheckboxList.fixtures';

const users = { label: 'Users', selectAllLabel: 'Select all users', options: people, value: [] };

describe('CheckboxList', () => {
  it('names each option by its label, role and second line, so namesakes differ', async () => {
    await renderWithProviders(<StatefulCheckboxList {...users} onChange={vi.fn()} />);
    const group = page.getByRole('group', { name: 'Users' });
    await expect
      .element(
        group.getByRole('checkbox', {
          name: 'Avery Collins, Admin, admin@northwind.test',
          exact: true,
        }),
      )
      .toBeInTheDocument();
    await expect
      .element(
        group.getByRole('checkbox', {
          name: 'Noah Patel, Employee, noah.p@northwind.test · •••• 1881',
          exact: true,
        }),
      )
      .toBeInTheDocument();
    // Drawn too: the second line under the name.
    await expect
      .element(group.getByText('noah.p@northwind.test · •••• 1881', { exact: true }))
      .toBeVisible();
  });

  it('selects all, shows some as mixed, and clears all', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<StatefulCheckboxList {...users} onChange={onChange} />);
    // The whole label is the target, as a pointer user clicks it.
    const all = page.getByRole('checkbox', { name: 'Select all users' });
    const selectAll = page.getByText('Select all users');
    await selectAll.click();
    expect(onChange).toHaveBeenLastCalledWith(['u1', 'u2', 'u3', 'u4']);
    await expect.element(all).toBeChecked();
    await page.getByText('bookkeeper@northwind.test', { exact: true }).click();
    await expect.element(all).toBePartiallyChecked();
    // Mixed: ticking it ticks every option.
    await selectAll.click();
    await expect.element(all).toBeChecked();
    await selectAll.click();
    expect(onChange).toHaveBeenLastCalledWith([]);
    await expect.element(all).not.toBeChecked();
  });

  it('is used with the keyboard: Tab from option to option, Space to tick', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<StatefulCheckboxList {...users} onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('checkbox', { name: 'Select all users' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect
      .element(page.getByRole('checkbox', { name: /noah\.patel@northwind\.test/ }))
      .toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['u2']);
    await expect
      .element(page.getByRole('checkbox', { name: 'Select all users' }))
      .toBePartiallyChecked();
  });

  it('leaves disabled options as they are when selecting all', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <StatefulCheckboxList {...users} options={peopleWithAdminDisabled} onChange={onChange} />,
    );
    await expect.element(page.getByRole('checkbox', { name: /admin@/ })).toBeDisabled();
    await page.getByText('Select all users').click();
    expect(onChange).toHaveBeenLastCalledWith(['u2', 'u3', 'u4']);
  });
});
