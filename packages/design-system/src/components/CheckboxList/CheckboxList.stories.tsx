import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PersonIcon } from '../icons/icons';
import { CheckboxList } from './CheckboxList';
import { people, peopleWithAdminDisabled, StatefulCheckboxList } from './CheckboxList.fixtures';

const meta = preview.meta({
  title: 'Forms/CheckboxList',
  component: CheckboxList,
  args: {
    label: 'Users',
    selectAllLabel: 'Select all users',
    options: people,
    value: [],
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: '320px' }}>
      <StatefulCheckboxList {...args} />
    </div>
  ),
});

/** Two people of one name: the role icon and the second line tell them apart. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Users' });
    await expect(
      within(group).getByRole('checkbox', {
        name: 'Noah Patel, Employee, noah.p@northwind.test · •••• 1881',
      }),
    ).toBeInTheDocument();
  },
});

/** Some ticked: select all is mixed ("partially checked" to a screen reader). */
export const SomeSelected = meta.story({
  args: { value: ['u2'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Select all users' }),
    ).toBePartiallyChecked();
  },
});

export const AllSelected = meta.story({ args: { value: ['u1', 'u2', 'u3', 'u4'] } });

/** Space on select all ticks every option; again, clears them. */
export const SelectAllWithTheKeyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const all = within(canvasElement).getByRole('checkbox', { name: 'Select all users' });
    all.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['u1', 'u2', 'u3', 'u4']);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
});

export const WithoutSelectAll = meta.story({ args: { selectAllLabel: undefined } });

export const DisabledOption = meta.story({
  args: {
    options: peopleWithAdminDisabled,
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, value: ['u2'] } });

/** Plain labels, no icons or second lines (the card types). */
export const PlainOptions = meta.story({
  args: {
    label: 'Card Type',
    selectAllLabel: undefined,
    options: [
      { id: 'virtual', label: 'Virtual' },
      { id: 'physical', label: 'Physical' },
    ],
  },
});

export const LongText = meta.story({
  args: {
    options: [
      {
        id: 'long',
        label: 'Maximiliana Alessandra de la Concepción Fernández-Whitaker',
        secondary: 'maximiliana.alessandra.fernandez-whitaker@northwind-supply-international.test',
        icon: <PersonIcon size="small" />,
        iconLabel: 'Employee',
      },
      ...people,
    ],
  },
});

export const Spanish = meta.story({
  args: {
    label: 'Usuarios',
    selectAllLabel: 'Seleccionar todos los usuarios',
    options: people.map((person) => ({
      ...person,
      iconLabel: { Admin: 'Administrador', Employee: 'Empleado', Bookkeeper: 'Contador' }[
        person.iconLabel ?? 'Employee'
      ],
    })),
  },
  globals: { locale: 'es' },
});

export const Dark = meta.story({ globals: { theme: 'dark' }, args: { value: ['u2'] } });
