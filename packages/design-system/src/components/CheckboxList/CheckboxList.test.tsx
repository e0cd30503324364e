import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { CrownIcon, PersonIcon } from '../icons/icons';
import { CheckboxList, type CheckboxListOption } from './CheckboxList';

const people: CheckboxListOption[] = [
  {
    id: 'u1',
    label: 'Noah Patel',
    secondary: 'noah.patel@northwind.test',
    icon: <CrownIcon size="small" />,
    iconLabel: 'Admin',
  },
  {
    id: 'u2',
    label: 'Noah Patel',
    secondary: 'noah.p@northwind.test',
    icon: <PersonIcon size="small" />,
    iconLabel: 'Employee',
  },
  {
    id: 'u3',
    label: 'Olivia Chen',
    secondary: 'olivia.chen@northwind.test',
    icon: <PersonIcon size="small" />,
    iconLabel: 'Employee',
  },
];

function Harness(props: { initial?: string[]; onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState(props.initial ?? []);
  return (
    <CheckboxList
      label="Users"
      selectAllLabel="Select all users"
      options={people}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('CheckboxList', () => {
  it('names each option by its label, role and second line, so namesakes differ', async () => {
    await renderWithProviders(<Harness />);
    const group = page.getByRole('group', { name: 'Users' });
    await expect
      .element(
        group.getByRole('checkbox', {
          name: 'Noah Patel, Admin, noah.patel@northwind.test',
          exact: true,
        }),
      )
      .toBeInTheDocument();
    await expect
      .element(
        group.getByRole('checkbox', {
          name: 'Noah Patel, Employee, noah.p@northwind.test',
          exact: true,
        }),
      )
      .toBeInTheDocument();
    // Drawn too: the second line under the name.
    await expect.element(group.getByText('noah.p@northwind.test', { exact: true })).toBeVisible();
  });

  it('selects all, shows some as mixed, and clears all', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    // The whole label is the target, as a pointer user clicks it.
    const all = page.getByRole('checkbox', { name: 'Select all users' });
    const selectAll = page.getByText('Select all users');
    await selectAll.click();
    expect(onChange).toHaveBeenLastCalledWith(['u1', 'u2', 'u3']);
    await expect.element(all).toBeChecked();
    await page.getByText('olivia.chen@northwind.test', { exact: true }).click();
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
    await renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('checkbox', { name: 'Select all users' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect
      .element(page.getByRole('checkbox', { name: /noah\.p@northwind\.test/ }))
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
      <CheckboxList
        label="Users"
        selectAllLabel="Select all users"
        options={people.map((person) =>
          person.id === 'u1' ? { ...person, isDisabled: true } : person,
        )}
        value={[]}
        onChange={onChange}
      />,
    );
    await expect.element(page.getByRole('checkbox', { name: /noah\.patel@/ })).toBeDisabled();
    await page.getByText('Select all users').click();
    expect(onChange).toHaveBeenLastCalledWith(['u2', 'u3']);
  });
});
