import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { Tag, TagGroup } from './TagGroup';

const filters = [
  { id: 'virtual', name: 'Virtual cards' },
  { id: 'receipt', name: 'Receipt attached' },
  { id: 'pending', name: 'Pending' },
];

const meta = preview.meta({
  title: 'Data/TagGroup',
  component: TagGroup,
  args: { label: 'Applied filters', children: null },
  render: (args) => (
    <TagGroup {...args} items={filters}>
      {(item: (typeof filters)[number]) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
});

export const Default = meta.story();

export const Removable = meta.story({
  render: function Render(args) {
    const [items, setItems] = useState(filters);
    return (
      <TagGroup
        {...args}
        items={items}
        emptyMessage="No filters"
        onRemove={(keys) => {
          setItems((current) => current.filter((item) => !keys.has(item.id)));
        }}
      >
        {(item: (typeof filters)[number]) => <Tag id={item.id}>{item.name}</Tag>}
      </TagGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: /Remove/ });
    if (!first) {
      throw new Error('No remove button');
    }
    await userEvent.click(first);
    await expect(canvas.queryByText('Virtual cards')).toBeNull();
  },
});

export const Selectable = meta.story({
  args: { selectionMode: 'single', defaultSelectedKeys: ['pending'] },
});
export const Spanish = meta.story({
  args: { label: 'Filtros aplicados' },
  globals: { locale: 'es' },
  render: (args) => (
    <TagGroup {...args} onRemove={() => undefined}>
      <Tag id="virtual">Tarjetas virtuales</Tag>
    </TagGroup>
  ),
});
