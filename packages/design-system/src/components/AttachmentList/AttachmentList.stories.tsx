import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AttachmentList } from './AttachmentList';

const meta = preview.meta({
  title: 'Data/AttachmentList',
  component: AttachmentList,
  args: {
    label: 'Receipts',
    items: [
      { id: '1', name: 'lunch-2026-01-03.png' },
      {
        id: '2',
        name: 'hotel-invoice-lisbon-trade-fair-january-2026-final-version.pdf',
      },
      { id: '3', name: 'taxi.jpg', isPending: true },
    ],
    onOpen: fn(),
    onRemove: fn(),
    removeLabel: (name: string) => `Remove ${name}`,
    pendingLabel: (name: string) => `Uploading ${name}`,
  },
});

/** A check mark on each file; focus turns it into the remove button it always was. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'lunch-2026-01-03.png' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ id: '1', name: 'lunch-2026-01-03.png' });
    const remove = canvas.getByRole('button', { name: 'Remove lunch-2026-01-03.png' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
});

/** A long name is cut to 40 characters and an ellipsis; its full name stays its name. */
export const LongName = meta.story({
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'hotel-invoice-lisbon-trade-fair-january-2026-final-version.pdf',
    });
    await expect(button).toHaveTextContent('hotel-invoice-lisbon-trade-fair-january-…');
  },
});

export const ReadOnly = meta.story({ args: { onRemove: undefined } });

export const Dark = meta.story({ globals: { theme: 'dark' } });
