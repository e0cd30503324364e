import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    space: 'large',
    columns: 3,
    minWidth: 'medium',
    children: figures.map(([label, value]) => <Stat key={label} label={label} value={value} />),
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three a row where there is room. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Payment Spend')).toBeVisible();
  },
};

/** In a narrow column the tiles stack, each amount and its currency on one line. */
export const NarrowColumn: Story = {
  render: (args) => (
    <div style={{ width: '300px' }}>
      <Tiles {...args} />
    </div>
  ),
};

export const FourAtMost: Story = { args: { columns: 4, minWidth: 'small' } };
