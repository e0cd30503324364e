import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ImageViewer } from './ImageViewer';

// A small receipt drawn as an SVG data URL, so the story needs no file.
const receipt = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"><rect width="240" height="320" fill="#fff"/><text x="20" y="40" font-size="20">Lunch  $24.50</text></svg>',
)}`;

const meta = preview.meta({
  title: 'Overlays/ImageViewer',
  component: ImageViewer,
  args: { src: receipt, title: 'lunch-2026-01-03.png', onClose: fn() },
});

/** The image whole, named by its file; Escape closes. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const image = await body.findByRole('img', { name: 'lunch-2026-01-03.png' });
    // Visible once the image has loaded and has a size.
    await waitFor(() => expect(image).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });
