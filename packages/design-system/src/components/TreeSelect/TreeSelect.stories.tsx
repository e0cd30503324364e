import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { TreeSelect } from './TreeSelect';
import { departmentField, StatefulTreeSelect } from './TreeSelect.fixtures';

const meta = preview.meta({
  title: 'Forms/TreeSelect',
  component: TreeSelect,
  args: {
    ...departmentField,
    value: null,
    onChange: fn(),
  },
});

export const Default = meta.story();

export const Chosen = meta.story({ args: { value: 'north' } });

export const WithDescription = meta.story({
  args: { description: 'QuickBooks Online asks for a department on travel.' },
});

export const Invalid = meta.story({
  args: { errorMessage: 'The following tracking categories are required: Department.' },
});

export const Disabled = meta.story({ args: { value: 'operations', isDisabled: true } });

export const Spanish = meta.story({
  args: { label: 'Departamento', placeholder: 'Elige un departamento' },
  globals: { locale: 'es' },
});

/** Arrow keys move, Enter chooses; the button shows the path. */
export const ChoosingByKeyboard = meta.story({
  render: (args) => <StatefulTreeSelect {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Department/ });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('treegrid', { name: 'Department' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('south'));
    await expect(trigger).toHaveTextContent('Sales › South');
  },
});
