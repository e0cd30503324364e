import { EXPENSE_CATEGORIES } from '@outlay/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ComboBox, ComboBoxItem } from './ComboBox';

const categories = EXPENSE_CATEGORIES.map((name) => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
}));

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Expense category',
    placeholder: 'Search categories',
    emptyMessage: 'No categories found',
    onChange: fn(),
    children: null,
  },
  render: ({ items: _items, defaultItems: _defaultItems, ...args }) => (
    <ComboBox {...args} defaultItems={categories}>
      {(item: (typeof categories)[number]) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  ),
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Expense category' }), 'soft');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('software');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a category.' },
};
export const Portuguese: Story = {
  args: { label: 'Categoria de despesa', placeholder: 'Pesquisar categorias' },
  globals: { locale: 'pt' },
};
