import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';

import { Stat } from '../Stat/Stat';
import { Tiles } from './Tiles';

const figures = [
  ['Total Balance', '$128,307.63 USD'],
  ['Total Limit', '$250,000.00 USD'],
  ['Due Date', 'Nov 21'],
  ['Amount Due', '$57,205.68 USD'],
  ['Card Spend', '$44,524.84 USD'],
  ['Payment Spend', '$26,577.11 USD'],
] as const;

const meta = preview.meta({
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    space: 'large' as const,
    columns: 3 as const,
    minWidth: 'medium' as const,
    children: figures.map(([label, value]) => <Stat key={label} label={label} value={value} />),
  },
});

/** Three a row where there is room. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Payment Spend')).toBeVisible();
  },
});

/** In a narrow column the tiles stack, each amount and its currency on one line. */
export const NarrowColumn = meta.story({
  render: (args) => (
    <div style={{ width: '300px' }}>
      <Tiles {...args} />
    </div>
  ),
});

export const FourAtMost = meta.story({ args: { columns: 4, minWidth: 'small' } });
