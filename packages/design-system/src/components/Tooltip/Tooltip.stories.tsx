import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { IconButton } from '../IconButton/IconButton';
import { InfoIcon } from '../icons/icons';
import { Tooltip } from './Tooltip';

const meta = preview.meta({
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Prepayment total: 0.00',
    children: <IconButton label="Prepayment" icon={<InfoIcon />} />,
  },
});

export const Default = meta.story();

export const OnKeyboardFocus = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(typeof args.content === 'string' ? args.content : '');
  },
});

export const LongText = meta.story({
  args: {
    content:
      'Attaching is disabled because this transaction already has a receipt. Remove it first to attach an invoice.',
  },
  play: OnKeyboardFocus.play,
});

export const Dark = meta.story({ globals: { theme: 'dark' }, play: OnKeyboardFocus.play });
