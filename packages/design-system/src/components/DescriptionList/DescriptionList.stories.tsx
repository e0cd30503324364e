import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';

import { DescriptionList } from './DescriptionList';

const meta = preview.meta({
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { id: 'user', term: 'User', description: 'Ethan Brooks (Employee)' },
      { id: 'processedOn', term: 'Processed on', description: 'Jan 03, 2026 09:12 AM EST' },
      { id: 'card', term: 'Card', description: 'Virtual · Travel •• 4242' },
      {
        id: 'address',
        term: 'Address',
        description: '1030 Delta Blvd, Atlanta, GA 30354, United States of America',
      },
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('Ethan Brooks');
  },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });
