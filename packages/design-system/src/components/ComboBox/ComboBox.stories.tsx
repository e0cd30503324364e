import { EXPENSE_CATEGORIES } from '@outlay/rules';
import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ComboBox, ComboBoxItem } from './ComboBox';

const categories = EXPENSE_CATEGORIES.map((name) => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
}));

const meta = preview.meta({
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
});

export const Default = meta.story();

export const Filtering = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Expense category' }), 'soft');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('software');
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });
export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Choose a category.' },
});
export const Portuguese = meta.story({
  args: { label: 'Categoria de despesa', placeholder: 'Pesquisar categorias' },
  globals: { locale: 'pt' },
});
