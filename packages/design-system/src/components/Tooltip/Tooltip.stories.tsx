import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { IconButton } from '../IconButton/IconButton';
import { InfoIcon } from '../icons/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Prepayment total: 0.00',
    children: <IconButton label="Prepayment" icon={<InfoIcon />} />,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(typeof args.content === 'string' ? args.content : '');
  },
};

export const LongText: Story = {
  args: {
    content:
      'Attaching is disabled because this transaction already has a receipt. Remove it first to attach an invoice.',
  },
  play: OnKeyboardFocus.play,
};

export const Dark: Story = { globals: { theme: 'dark' }, play: OnKeyboardFocus.play };
