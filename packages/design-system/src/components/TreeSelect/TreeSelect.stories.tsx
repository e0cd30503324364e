import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { TreeSelect } from './TreeSelect';
import { departmentField, StatefulTreeSelect } from './TreeSelect.fixtures';

const meta = {
  title: 'Forms/TreeSelect',
  component: TreeSelect,
  args: {
    ...departmentField,
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof TreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { value: 'north' } };

export const WithDescription: Story = {
  args: { description: 'QuickBooks Online asks for a department on travel.' },
};

export const Invalid: Story = {
  args: { errorMessage: 'The following tracking categories are required: Department.' },
};

export const Disabled: Story = { args: { value: 'operations', isDisabled: true } };

export const Spanish: Story = {
  args: { label: 'Departamento', placeholder: 'Elige un departamento' },
  globals: { locale: 'es' },
};

/** Arrow keys move, Enter chooses; the button shows the path. */
export const ChoosingByKeyboard: Story = {
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
};
