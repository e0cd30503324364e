import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RowNavigation } from './RowNavigation';

const meta = preview.meta({
  title: 'Navigation/RowNavigation',
  component: RowNavigation,
  args: {
    previousLabel: 'Previous transaction',
    nextLabel: 'Next transaction',
    onPrevious: fn(),
    onNext: fn(),
  },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next transaction' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
});

/** On the first row of the first page there is nothing before it. */
export const AtTheStart = meta.story({ args: { isPreviousDisabled: true } });

export const Dark = meta.story({ globals: { theme: 'dark' } });
